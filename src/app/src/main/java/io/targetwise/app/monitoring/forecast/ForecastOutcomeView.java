package io.targetwise.app.monitoring.forecast;

import java.time.Instant;
import java.util.Map;

/**
 * A proposal's forecast against what the plant delivered at its setpoint. The interval is for the mean of the
 * {@code replicates} readings, not for one reading: predicted ± 1.645 · meanSd, where meanSd = sqrt(epistemicSd² +
 * aleatoricSd²/n); readingSd = sqrt(epistemicSd² + aleatoricSd²) is the predictive sd of a single reading.
 *
 * @param missSigma (deliveredMean − predictedMean) / meanSd
 * @param insideInterval whether the delivered mean lies in the 90 % interval [intervalLower, intervalUpper]
 */
public record ForecastOutcomeView(long proposalId, long processId, Map<String, Double> setpoints,
        double predictedMean, double epistemicSd, double aleatoricSd, int replicates, double readingSd, double meanSd,
        double intervalLower, double intervalUpper, double deliveredMean, double missSigma, boolean insideInterval,
        Instant measuredUntil, Instant recordedAt) {
}

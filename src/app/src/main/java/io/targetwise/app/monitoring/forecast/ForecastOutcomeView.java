package io.targetwise.app.monitoring.forecast;

import java.time.Instant;
import java.util.Map;

/**
 * A proposal's forecast against what the plant delivered at its setpoint. The interval is for the mean of the
 * {@code replicates} readings, not for one reading: the forecast's 90 % interval, predicted ± t · meanSd with t the
 * 95 % quantile of its Student-t (1.645 when normal), where meanSd = sqrt(epistemicSd² + aleatoricSd²/n) is its
 * scale; readingSd = sqrt(epistemicSd² + aleatoricSd²) is the scale for a single reading.
 *
 * @param missSigma the miss as a normal-equivalent z, Phi^-1 of the forecast's CDF at the delivered mean
 *     ((deliveredMean − predictedMean) / meanSd when normal), so that beyond 3 sigma is a 0.27 % tail
 * @param insideInterval whether the delivered mean lies in the 90 % interval [intervalLower, intervalUpper]
 */
public record ForecastOutcomeView(long proposalId, long processId, Map<String, Double> setpoints,
        double predictedMean, double epistemicSd, double aleatoricSd, int replicates, double readingSd, double meanSd,
        double intervalLower, double intervalUpper, double deliveredMean, double missSigma, boolean insideInterval,
        Instant measuredUntil, Instant recordedAt) {
}

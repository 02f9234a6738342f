package io.targetwise.core.proposal;

import java.util.Locale;
import java.util.Optional;

/**
 * What a proposal forecasts for the mean of the n readings the plant will run at its setpoint: normal around the
 * predicted mean with variance sigma_e^2 + sigma_a^2 / n (the model's uncertainty does not average out over
 * replicates, the process's spread does), and its two-sided 90 % interval mean +- {@link #Z90} sd. Judging a delivered
 * mean against it is how the console (after an approval) and the benchmark runner (after every proposal) tell an
 * honest model from an overconfident one.
 */
public record MeanForecast(double mean, double epistemicSd, double aleatoricSd) {

    /** Phi^-1(0.95): a two-sided 90 % interval is the mean +- Z90 sd. */
    public static final double Z90 = 1.6448536269514722;

    /** Standard deviation of the mean of {@code n} readings. */
    public double sd(int n) {
        return Math.sqrt(epistemicSd * epistemicSd + aleatoricSd * aleatoricSd / n);
    }

    /** How far a delivered mean of {@code n} readings fell from the forecast, in forecast standard deviations. */
    public double missSigma(double deliveredMean, int n) {
        return (deliveredMean - mean) / sd(n);
    }

    /**
     * A warning for the proposal's reason when the process spread forecast here, {@code aleatoricSd}, exceeds the
     * half-width of the specification band: then fewer than 68 % of readings land in the band even with the mean on
     * target, and a setpoint chosen that way must not pass silently (a variance model that knows nothing about a
     * setpoint forecasts a huge spread there). The epistemic spread is left out: it is what running the setpoint
     * resolves, and exploring is the acquisition's job.
     *
     * @throws IllegalArgumentException unless the limits are finite with {@code lowerSpecLimit < upperSpecLimit}
     */
    public Optional<String> spreadWarning(double lowerSpecLimit, double upperSpecLimit) {
        if (!Double.isFinite(lowerSpecLimit) || !Double.isFinite(upperSpecLimit) || !(lowerSpecLimit < upperSpecLimit)) {
            throw new IllegalArgumentException("specification limits must be finite with lowerSpecLimit < upperSpecLimit,"
                    + " got [" + lowerSpecLimit + ", " + upperSpecLimit + "]");
        }
        double halfWidth = 0.5 * (upperSpecLimit - lowerSpecLimit);
        if (!(aleatoricSd > halfWidth)) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "warning: the forecast process sd %.4g is %.3g times the"
                + " specification band's half-width %.4g, so even on target fewer than 68 %% of readings would land in"
                + " [%.4g, %.4g]", aleatoricSd, aleatoricSd / halfWidth, halfWidth, lowerSpecLimit, upperSpecLimit));
    }

    /** Whether a delivered mean of {@code n} readings lies inside the 90 % interval (a forecast without spread only if exact). */
    public boolean hits(double deliveredMean, int n) {
        return Math.abs(deliveredMean - mean) <= Z90 * sd(n);
    }
}

package io.targetwise.core.proposal;

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

    /** Whether a delivered mean of {@code n} readings lies inside the 90 % interval (a forecast without spread only if exact). */
    public boolean hits(double deliveredMean, int n) {
        return Math.abs(deliveredMean - mean) <= Z90 * sd(n);
    }
}

package io.targetwise.core.proposal;

import java.util.Arrays;

/**
 * How far a drift has moved the output, taken as an offset common to every setpoint (tool wear, a warmer workshop):
 * measured at the running setpoint as the mean of its latest readings minus what the model expected there before the
 * drift. Its variance is that of the difference: sigma_e^2 of the expectation plus sigma_a^2 / n of the mean.
 *
 * @param value the offset, in the output's unit
 * @param variance its variance, >= 0
 */
public record DriftOffset(double value, double variance) {

    /** @throws IllegalArgumentException unless value is finite and variance finite and >= 0 */
    public DriftOffset {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("drift offset must be finite, got " + value);
        }
        if (!(variance >= 0) || !Double.isFinite(variance)) {
            throw new IllegalArgumentException("drift offset variance must be finite and >= 0, got " + variance);
        }
    }

    /**
     * @param latest the running setpoint's latest readings
     * @param beforeDrift what the model expected there before the drift
     * @throws IllegalArgumentException without readings or with one that is not finite
     */
    public static DriftOffset measured(double[] latest, MeanForecast beforeDrift) {
        if (latest.length == 0 || !Arrays.stream(latest).allMatch(Double::isFinite)) {
            throw new IllegalArgumentException("a drift offset needs finite readings at the running setpoint");
        }
        double mean = Arrays.stream(latest).average().orElseThrow();
        double sd = beforeDrift.sd(latest.length);
        return new DriftOffset(mean - beforeDrift.mean(), sd * sd);
    }
}

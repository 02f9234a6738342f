package io.targetwise.simulators;

/** Mean and variance of a reading: the simulator's truth m(x) and sigma_a^2(x) at one setpoint. */
public record Moments(double mean, double variance) {

    public Moments {
        if (!Double.isFinite(mean)) {
            throw new IllegalArgumentException("mean must be finite, got " + mean);
        }
        if (!(variance >= 0) || Double.isInfinite(variance)) {
            throw new IllegalArgumentException("variance must be finite and >= 0, got " + variance);
        }
    }

    /**
     * The expected squared error from the target, E = (m - y*)^2 + sigma_a^2 (Hoffer, Ranftl and Geiger 2023, eq. 1
     * under assumption 1).
     */
    public double expectedSquaredError(double target) {
        double offset = mean - target;
        return offset * offset + variance;
    }
}

package io.targetwise.surrogate;

import java.util.Arrays;

/**
 * One raw reading of a process: the setpoint that was run, the environment that was measured with it (may be
 * empty), and the output.
 */
public record Measurement(double[] setpoint, double[] environment, double output) {

    public Measurement {
        if (setpoint == null || setpoint.length == 0) {
            throw new IllegalArgumentException("setpoint must have at least one variable");
        }
        environment = environment == null ? new double[0] : environment.clone();
        setpoint = setpoint.clone();
        requireFinite("setpoint", setpoint);
        requireFinite("environment", environment);
        if (!Double.isFinite(output)) {
            throw new IllegalArgumentException("output is not finite: " + output);
        }
    }

    public static Measurement of(double[] setpoint, double output) {
        return new Measurement(setpoint, new double[0], output);
    }

    private static void requireFinite(String name, double[] values) {
        for (int i = 0; i < values.length; i++) {
            if (!Double.isFinite(values[i])) {
                throw new IllegalArgumentException(name + "[" + i + "] is not finite: " + values[i]);
            }
        }
    }

    @Override
    public double[] setpoint() {
        return setpoint.clone();
    }

    @Override
    public double[] environment() {
        return environment.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Measurement m && Arrays.equals(setpoint, m.setpoint)
                && Arrays.equals(environment, m.environment) && Double.compare(output, m.output) == 0;
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Arrays.hashCode(setpoint) + Arrays.hashCode(environment)) + Double.hashCode(output);
    }

    @Override
    public String toString() {
        return "Measurement[setpoint=" + Arrays.toString(setpoint) + ", environment=" + Arrays.toString(environment)
                + ", output=" + output + "]";
    }
}

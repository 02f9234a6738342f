package io.targetwise.surrogate;

import io.targetwise.core.Point;

/**
 * One raw reading of a process: the setpoint that was run, the environment that was measured with it (may be
 * empty), and the output.
 */
public record Measurement(Point setpoint, Point environment, double output) {

    public Measurement {
        if (setpoint == null || setpoint.dimension() == 0) {
            throw new IllegalArgumentException("setpoint must have at least one variable");
        }
        environment = environment == null ? Point.empty() : environment;
        requireFinite("setpoint", setpoint);
        requireFinite("environment", environment);
        if (!Double.isFinite(output)) {
            throw new IllegalArgumentException("output is not finite: " + output);
        }
    }

    public static Measurement of(double[] setpoint, double output) {
        return new Measurement(Point.of(setpoint), Point.empty(), output);
    }

    public static Measurement of(double[] setpoint, double[] environment, double output) {
        return new Measurement(Point.of(setpoint), Point.of(environment), output);
    }

    private static void requireFinite(String name, Point values) {
        for (int i = 0; i < values.dimension(); i++) {
            if (!Double.isFinite(values.get(i))) {
                throw new IllegalArgumentException(name + "[" + i + "] is not finite: " + values.get(i));
            }
        }
    }
}

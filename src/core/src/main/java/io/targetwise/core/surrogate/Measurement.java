package io.targetwise.core.surrogate;

import io.targetwise.core.Arguments;
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
        Arguments.requireFinite("setpoint", setpoint.toArray());
        Arguments.requireFinite("environment", environment.toArray());
        Arguments.requireFinite("output", output);
    }

    public static Measurement of(double[] setpoint, double output) {
        return new Measurement(Point.of(setpoint), Point.empty(), output);
    }

    /** The reading as a model input: its setpoint followed by its environment. */
    public double[] input() {
        return Point.concat(setpoint.toArray(), environment.toArray());
    }

    public static Measurement of(double[] setpoint, double[] environment, double output) {
        return new Measurement(Point.of(setpoint), Point.of(environment), output);
    }
}

package io.targetwise.core.proposal;

/**
 * One controllable variable of a process: its admissible range, the resolution the plant can set it to (0 for
 * continuous) and the largest move from the current setpoint operators accept in one step (infinite for none).
 * A variable whose range is a single value is held fixed.
 */
public record SetpointVariable(String name, double lower, double upper, double resolution, double maxStep) {

    public SetpointVariable {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("name must not be blank");
        }
        if (!Double.isFinite(lower) || !Double.isFinite(upper)) {
            throw new IllegalArgumentException(name + ": lower and upper must be finite, got [" + lower + ", " + upper + "]");
        }
        if (lower > upper) {
            throw new IllegalArgumentException(name + ": lower " + lower + " is above upper " + upper);
        }
        if (!(resolution >= 0) || Double.isInfinite(resolution)) {
            throw new IllegalArgumentException(name + ": resolution must be finite and >= 0, got " + resolution);
        }
        if (!(maxStep > 0)) {
            throw new IllegalArgumentException(name + ": maxStep must be > 0 (infinite for no limit), got " + maxStep);
        }
    }

    /** A continuous variable with no step limit. */
    public static SetpointVariable of(String name, double lower, double upper) {
        return new SetpointVariable(name, lower, upper, 0, Double.POSITIVE_INFINITY);
    }

    /** The same variable, settable only to multiples of {@code resolution}. */
    public SetpointVariable withResolution(double resolution) {
        return new SetpointVariable(name, lower, upper, resolution, maxStep);
    }

    /** The same variable, moved by at most {@code maxStep} from the current setpoint in one proposal. */
    public SetpointVariable withMaxStep(double maxStep) {
        return new SetpointVariable(name, lower, upper, resolution, maxStep);
    }

    public boolean hasMaxStep() {
        return maxStep != Double.POSITIVE_INFINITY;
    }
}

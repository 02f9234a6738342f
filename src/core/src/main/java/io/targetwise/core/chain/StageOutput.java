package io.targetwise.core.chain;

import io.targetwise.core.surrogate.Surrogate;

/**
 * One measured output of a chain stage: its fitted model over the stage's inputs (the stage's own setpoints, then the
 * previous stage's outputs) and, for an intermediate output, the limits it must stay within (infinite where it has
 * none).
 */
public record StageOutput(String name, Surrogate model, double lower, double upper) {

    /** @throws IllegalArgumentException if the name is blank, the model missing, or the limits NaN or reversed */
    public StageOutput {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("an output needs a name");
        }
        if (model == null) {
            throw new IllegalArgumentException("output " + name + " needs a model");
        }
        if (Double.isNaN(lower) || Double.isNaN(upper) || !(lower < upper)) {
            throw new IllegalArgumentException("output " + name + " needs limits lower < upper, got [" + lower + ", "
                    + upper + "]");
        }
    }

    /** An output without limits. */
    public static StageOutput of(String name, Surrogate model) {
        return new StageOutput(name, model, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
    }

    public StageOutput withLimits(double newLower, double newUpper) {
        return new StageOutput(name, model, newLower, newUpper);
    }

    boolean limited() {
        return lower != Double.NEGATIVE_INFINITY || upper != Double.POSITIVE_INFINITY;
    }
}

package io.targetwise.core.surrogate;

/**
 * A surrogate that can take in one more (hypothetical) observation cheaply, keeping its hyperparameters: the
 * building block of batch proposals by kriging believer, and of incremental refits.
 */
public interface ConditionableSurrogate extends Surrogate {

    /** A new surrogate that also knows that the mean output at {@code x} is {@code y}; this one is unchanged. */
    ConditionableSurrogate conditionedOn(double[] x, double y);
}

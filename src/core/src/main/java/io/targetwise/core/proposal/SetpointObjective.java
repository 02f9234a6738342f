package io.targetwise.core.proposal;

/**
 * What the optimiser maximises: a score for each of a batch of setpoints, larger is better. Batches let a surrogate
 * answer thousands of candidates in one posterior call.
 */
@FunctionalInterface
public interface SetpointObjective {

    /** Writes the score of {@code setpoints[i]} to {@code scores[i]}; NaN counts as worst. */
    void evaluate(double[][] setpoints, double[] scores);
}

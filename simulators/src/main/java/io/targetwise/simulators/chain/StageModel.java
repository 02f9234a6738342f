package io.targetwise.simulators.chain;

import io.targetwise.simulators.chain.ChainSimulator.Stage;

/**
 * How a stage of a chain ({@link ChainSimulator#of}) answers: its outputs as a deterministic function of its setpoint,
 * its upstream outputs and a fixed number of independent standard normal factors (all of its randomness), so that a
 * reading draws the factors and the truth integrates over them by quadrature.
 */
public interface StageModel {

    Stage stage();

    /** How many N(0, 1) factors a reading of this stage draws. */
    int randomFactors();

    /**
     * Nothing by default; a stage whose model holds only for some upstream values refuses the others.
     *
     * @throws IllegalArgumentException naming the input if the upstream outputs lie outside the range where the
     *     stage's model holds (the chain has already checked their number and finiteness)
     */
    default void requireValidUpstream(double[] upstreamOutputs) {
    }

    /** The outputs for an already validated setpoint and upstream outputs and the given standard normal factors. */
    double[] outputs(double[] setpoint, double[] upstreamOutputs, double[] standardNormals);
}

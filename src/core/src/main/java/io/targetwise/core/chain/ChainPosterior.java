package io.targetwise.core.chain;

import io.targetwise.core.surrogate.Posterior;
import java.util.List;

/**
 * What the stacked stage models say about a batch of joint setpoints: the final outputs' posteriors (epistemic and
 * aleatoric parts apart), the share of readings whose intermediate outputs stay within their limits, and the mean and
 * total variance of every intermediate output that was still to be produced.
 */
public final class ChainPosterior {
    private final int firstStage;
    private final List<Posterior> finalOutputs;
    private final double[] conformance;
    private final List<double[][]> intermediateMeans;
    private final List<double[][]> intermediateVariances;

    ChainPosterior(int firstStage, List<Posterior> finalOutputs, double[] conformance,
            List<double[][]> intermediateMeans, List<double[][]> intermediateVariances) {
        this.firstStage = firstStage;
        this.finalOutputs = List.copyOf(finalOutputs);
        this.conformance = conformance;
        this.intermediateMeans = intermediateMeans;
        this.intermediateVariances = intermediateVariances;
    }

    public int size() {
        return conformance.length;
    }

    /** One posterior per final output, over the same setpoints. */
    public List<Posterior> finalOutputs() {
        return finalOutputs;
    }

    /** The probability that a reading at setpoint i keeps every limited intermediate output within its limits. */
    public double conformance(int i) {
        return conformance[i];
    }

    /** Predicted mean of output j of intermediate stage k at setpoint i. */
    public double intermediateMean(int stage, int output, int i) {
        return intermediateMeans.get(intermediate(stage))[output][i];
    }

    /** Predicted variance (epistemic and aleatoric together) of output j of intermediate stage k at setpoint i. */
    public double intermediateVariance(int stage, int output, int i) {
        return intermediateVariances.get(intermediate(stage))[output][i];
    }

    private int intermediate(int stage) {
        int index = stage - firstStage;
        if (index < 0 || index >= intermediateMeans.size()) {
            throw new IllegalArgumentException("stage " + stage + " is not an intermediate stage still to run (from "
                    + firstStage + ")");
        }
        return index;
    }
}

package io.targetwise.neural;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.nd4j.autodiff.samediff.SDVariable;
import org.nd4j.autodiff.samediff.SameDiff;
import org.nd4j.autodiff.samediff.VariableType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.ops.transforms.Transforms;

/**
 * Adam (Kingma and Ba 2015) on a SameDiff graph's trainable variables, with optional clipping of the gradient by its
 * global norm first (optax's clip_by_global_norm, which NEON uses and SameDiff's TrainingConfig lacks). Constants,
 * such as NEON's fixed prior networks, are never updated. Step t uses the bias-corrected moments
 * theta -= lr m_hat / (sqrt(v_hat) + epsilon). One instance per training run; not thread-safe.
 */
public final class AdamUpdater {
    private final double beta1;
    private final double beta2;
    private final double epsilon;
    private final Map<String, INDArray> firstMoments = new HashMap<>();
    private final Map<String, INDArray> secondMoments = new HashMap<>();
    private int steps;

    private AdamUpdater(double beta1, double beta2, double epsilon) {
        this.beta1 = beta1;
        this.beta2 = beta2;
        this.epsilon = epsilon;
    }

    /** @throws IllegalArgumentException if a beta is outside [0, 1) or epsilon is not positive */
    public static AdamUpdater of(double beta1, double beta2, double epsilon) {
        if (!(beta1 >= 0 && beta1 < 1) || !(beta2 >= 0 && beta2 < 1)) {
            throw new IllegalArgumentException("beta1 and beta2 must be in [0, 1), got " + beta1 + " and " + beta2);
        }
        if (!(epsilon > 0)) {
            throw new IllegalArgumentException("epsilon must be > 0, got " + epsilon);
        }
        return new AdamUpdater(beta1, beta2, epsilon);
    }

    /** The names of the graph's trainable variables. */
    public static List<String> trainable(SameDiff graph) {
        return graph.variables().stream().filter(v -> v.getVariableType() == VariableType.VARIABLE)
                .map(SDVariable::name).toList();
    }

    /**
     * Applies one update in place.
     *
     * @param maxGlobalNorm scale the whole gradient down to this norm if it is longer; infinity for no clipping
     */
    public void step(SameDiff graph, Map<String, INDArray> gradients, double learningRate, double maxGlobalNorm) {
        double scale = 1;
        if (maxGlobalNorm < Double.POSITIVE_INFINITY) {
            double squared = 0;
            for (INDArray g : gradients.values()) {
                double norm = g.norm2Number().doubleValue();
                squared += norm * norm;
            }
            double norm = Math.sqrt(squared);
            scale = norm > maxGlobalNorm ? maxGlobalNorm / norm : 1;
        }
        steps++;
        double firstCorrection = 1 - Math.pow(beta1, steps);
        double secondCorrection = 1 - Math.pow(beta2, steps);
        for (Map.Entry<String, INDArray> e : gradients.entrySet()) {
            INDArray g = e.getValue().mul(scale);
            INDArray m = firstMoments.computeIfAbsent(e.getKey(), k -> g.ulike());
            INDArray v = secondMoments.computeIfAbsent(e.getKey(), k -> g.ulike());
            m.muli(beta1).addi(g.mul(1 - beta1));
            v.muli(beta2).addi(g.mul(g).muli(1 - beta2));
            INDArray denominator = Transforms.sqrt(v.div(secondCorrection), false).addi(epsilon);
            graph.getVariable(e.getKey()).getArr().subi(m.div(firstCorrection).divi(denominator).muli(learningRate));
        }
    }
}

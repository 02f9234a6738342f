package io.targetwise.simulators.chain;

import io.targetwise.core.Arguments;
import io.targetwise.simulators.Moments;
import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.ProcessSpec.DesignVariable;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A simulated multi-stage process chain: stage k has its own design variables (setpoints) and measured outputs, and
 * stage k's measured outputs are the inputs of stage k + 1. Only the last stage's outputs have targets (and their
 * tolerance, the last stage's output limits); an intermediate output's limits, where it has any, are a constraint.
 * Implementations are immutable and deterministic given the random generator, so a seeded generator reproduces a
 * run exactly. Benchmarks score E = sum_k (m_k - y*_k)^2 + sigma_a,k^2 over the final outputs k with {@link #truth}.
 */
public interface ChainSimulator {

    /**
     * The chain of the given stage models in processing order: a reading of a stage draws its standard normal factors
     * from the generator in order, and the truth integrates over the factors of the stages it covers by
     * tensor-product Gauss-Hermite quadrature at {@code quadratureNodes} per factor.
     *
     * @throws IllegalArgumentException if the id is blank, there is no stage, a stage draws no random factor, or the
     *     targets are not one per final output, each finite and within that output's finite limits
     */
    static ChainSimulator of(String id, List<StageModel> models, double[] targets, int quadratureNodes) {
        return StagedChain.of(id, models, targets, quadratureNodes);
    }

    String id();

    /** The stages in processing order; at least one. */
    List<Stage> stages();

    /** y*, one per final output (the last stage's outputs, in their order), each within that output's limits. */
    double[] targets();

    /**
     * One reading of stage {@code stage}'s outputs at {@code setpoint}, fed with the previous stage's measured
     * outputs ({@code upstreamOutputs}, empty for the first stage); the stage's randomness is drawn from {@code rng}.
     *
     * @throws IllegalArgumentException naming the argument if the stage index is out of range, the setpoint has the
     *     wrong length or leaves a bound, or the upstream outputs have the wrong length or are not finite
     */
    double[] observeStage(int stage, double[] setpoint, double[] upstreamOutputs, RandomGenerator rng);

    /**
     * The true mean and variance of each final output when stage {@code fromStage} is fed with
     * {@code upstreamOutputs} (the measured outputs of stage {@code fromStage - 1}; empty when {@code fromStage} is 0)
     * and stages {@code fromStage} onwards run at {@code remainingSetpoints}: marginal over the randomness of those
     * stages only. This is the truth after an intermediate output has been measured, for re-planning the rest.
     *
     * @throws IllegalArgumentException naming the argument if fromStage is out of range, remainingSetpoints does not
     *     hold one valid setpoint per remaining stage, or the upstream outputs have the wrong length or are invalid
     */
    List<Moments> truthGivenUpstream(int fromStage, double[] upstreamOutputs, double[][] remainingSetpoints);

    /**
     * The true mean and variance of each final output with stage k at {@code setpointsPerStage[k]}, marginal over all
     * the chain's randomness.
     *
     * @throws IllegalArgumentException naming the argument if there is not one valid setpoint per stage
     */
    default List<Moments> truth(double[][] setpointsPerStage) {
        return truthGivenUpstream(0, new double[0], setpointsPerStage);
    }

    /** E = sum_k (m_k - y*_k)^2 + sigma_a,k^2 over the final outputs, from {@link #truth}. */
    default double expectedSquaredError(double[][] setpointsPerStage) {
        List<Moments> finalOutputs = truth(setpointsPerStage);
        double[] targets = targets();
        double error = 0;
        for (int k = 0; k < targets.length; k++) {
            error += finalOutputs.get(k).expectedSquaredError(targets[k]);
        }
        return error;
    }

    /**
     * One pass through the whole chain: every stage's outputs, stage k run at {@code setpointsPerStage[k]} and fed
     * with stage k - 1's outputs of this pass.
     *
     * @throws IllegalArgumentException naming the argument if there is not one valid setpoint per stage
     */
    default double[][] run(double[][] setpointsPerStage, RandomGenerator rng) {
        int stageCount = stages().size();
        if (setpointsPerStage == null || setpointsPerStage.length != stageCount) {
            throw new IllegalArgumentException(id() + ": setpointsPerStage must hold " + stageCount
                    + " setpoints, got " + (setpointsPerStage == null ? "null" : setpointsPerStage.length));
        }
        double[][] outputs = new double[stageCount][];
        double[] upstream = new double[0];
        for (int k = 0; k < stageCount; k++) {
            outputs[k] = observeStage(k, setpointsPerStage[k], upstream, rng);
            upstream = outputs[k];
        }
        return outputs;
    }

    /** One stage as an application would declare it: its design variables and its measured outputs. */
    record Stage(String name, List<DesignVariable> designVariables, List<MeasuredOutput> outputs) {
        public Stage {
            Arguments.requireNonBlank("stage name", name);
            if (designVariables == null || designVariables.isEmpty()) {
                throw new IllegalArgumentException(name + ": designVariables must hold at least one variable");
            }
            if (outputs == null || outputs.isEmpty()) {
                throw new IllegalArgumentException(name + ": outputs must hold at least one output");
            }
            designVariables = List.copyOf(designVariables);
            outputs = List.copyOf(outputs);
        }

        /** @throws IllegalArgumentException naming the stage and variable if the setpoint is invalid */
        public void requireSetpoint(double[] setpoint) {
            ProcessSpec.requireSetpoint(name, designVariables, setpoint);
        }
    }

    /**
     * A measured output of a stage with its limits: the tolerance of a final output (finite, around its target), a
     * constraint on an intermediate one; an infinite limit is no limit.
     */
    record MeasuredOutput(String name, String unit, double lowerLimit, double upperLimit) {
        public MeasuredOutput {
            Arguments.requireNonBlank("output name", name);
            if (unit == null) {
                throw new IllegalArgumentException(name + ": unit must not be null (empty for none)");
            }
            if (!(lowerLimit < upperLimit)) {
                throw new IllegalArgumentException(name + ": limits must satisfy lowerLimit < upperLimit, got ["
                        + lowerLimit + ", " + upperLimit + "]");
            }
        }

        /** An output without limits. */
        public static MeasuredOutput unlimited(String name, String unit) {
            return new MeasuredOutput(name, unit, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        }
    }
}

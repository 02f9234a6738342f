package io.targetwise.simulators.chain;

import io.targetwise.core.Arguments;
import io.targetwise.simulators.GaussHermite;
import io.targetwise.simulators.Moments;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A chain of {@link StageModel}s. A reading of a stage draws its standard normal factors from the generator in order;
 * the truth integrates over the factors of every stage from the given one on by tensor-product Gauss-Hermite
 * quadrature, which is the nested quadrature of the chain (the inner stages' rules repeated at each node of the outer
 * ones), at {@code quadratureNodes} per factor.
 */
final class StagedChain implements ChainSimulator {
    private final String id;
    private final List<StageModel> models;
    private final List<Stage> stages;
    private final double[] targets;
    private final GaussHermite quadrature;

    private StagedChain(String id, List<StageModel> models, double[] targets, GaussHermite quadrature) {
        this.id = id;
        this.models = models;
        this.stages = models.stream().map(StageModel::stage).toList();
        this.targets = targets;
        this.quadrature = quadrature;
    }

    /**
     * @throws IllegalArgumentException if the id is blank, there is no stage, a stage draws no random factor, or the
     *     targets are not one per final output, each finite and within that output's finite limits
     */
    static StagedChain of(String id, List<StageModel> models, double[] targets, int quadratureNodes) {
        Arguments.requireNonBlank("id", id);
        if (models == null || models.isEmpty()) {
            throw new IllegalArgumentException(id + ": a chain needs at least one stage");
        }
        for (StageModel model : models) {
            if (model.randomFactors() < 1) {
                throw new IllegalArgumentException(id + ": stage " + model.stage().name()
                        + " must draw at least one random factor, got " + model.randomFactors());
            }
        }
        List<MeasuredOutput> finalOutputs = models.get(models.size() - 1).stage().outputs();
        if (targets == null || targets.length != finalOutputs.size()) {
            throw new IllegalArgumentException(id + ": targets must hold one value per final output ("
                    + finalOutputs.size() + "), got " + (targets == null ? "null" : targets.length));
        }
        for (int k = 0; k < targets.length; k++) {
            MeasuredOutput output = finalOutputs.get(k);
            if (!Double.isFinite(output.lowerLimit()) || !Double.isFinite(output.upperLimit())
                    || !(targets[k] >= output.lowerLimit() && targets[k] <= output.upperLimit())) {
                throw new IllegalArgumentException(id + ": the target of " + output.name() + " (" + targets[k]
                        + ") must lie within its finite tolerance [" + output.lowerLimit() + ", "
                        + output.upperLimit() + "]");
            }
        }
        return new StagedChain(id, List.copyOf(models), targets.clone(), GaussHermite.withNodes(quadratureNodes));
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public List<Stage> stages() {
        return stages;
    }

    @Override
    public double[] targets() {
        return targets.clone();
    }

    @Override
    public double[] observeStage(int stage, double[] setpoint, double[] upstreamOutputs, RandomGenerator rng) {
        StageModel model = model("stage", stage);
        model.stage().requireSetpoint(setpoint);
        requireUpstream(stage, upstreamOutputs);
        double[] standardNormals = new double[model.randomFactors()];
        for (int i = 0; i < standardNormals.length; i++) {
            standardNormals[i] = rng.nextGaussian();
        }
        return model.outputs(setpoint, upstreamOutputs, standardNormals);
    }

    @Override
    public List<Moments> truthGivenUpstream(int fromStage, double[] upstreamOutputs, double[][] remainingSetpoints) {
        model("fromStage", fromStage);
        requireUpstream(fromStage, upstreamOutputs);
        int remaining = models.size() - fromStage;
        if (remainingSetpoints == null || remainingSetpoints.length != remaining) {
            throw new IllegalArgumentException(id + ": remainingSetpoints must hold " + remaining
                    + " setpoints (stages " + fromStage + " to " + (models.size() - 1) + "), got "
                    + (remainingSetpoints == null ? "null" : remainingSetpoints.length));
        }
        int factors = 0;
        for (int k = fromStage; k < models.size(); k++) {
            models.get(k).stage().requireSetpoint(remainingSetpoints[k - fromStage]);
            factors += models.get(k).randomFactors();
        }
        List<Moments> moments = new ArrayList<>(targets.length);
        for (int output = 0; output < targets.length; output++) {
            int finalOutput = output;
            moments.add(quadrature.moments(factors,
                    z -> propagate(fromStage, upstreamOutputs, remainingSetpoints, z)[finalOutput]));
        }
        return moments;
    }

    /** The final outputs for the remaining stages' factors laid end to end in {@code standardNormals}. */
    private double[] propagate(int fromStage, double[] upstreamOutputs, double[][] remainingSetpoints,
            double[] standardNormals) {
        double[] outputs = upstreamOutputs;
        int offset = 0;
        for (int k = fromStage; k < models.size(); k++) {
            StageModel model = models.get(k);
            double[] stageNormals = Arrays.copyOfRange(standardNormals, offset, offset + model.randomFactors());
            offset += model.randomFactors();
            outputs = model.outputs(remainingSetpoints[k - fromStage], outputs, stageNormals);
        }
        return outputs;
    }

    private StageModel model(String argument, int stage) {
        if (stage < 0 || stage >= models.size()) {
            throw new IllegalArgumentException(id + ": " + argument + " must lie in [0, " + (models.size() - 1)
                    + "], got " + stage);
        }
        return models.get(stage);
    }

    private void requireUpstream(int stage, double[] upstreamOutputs) {
        int expected = stage == 0 ? 0 : stages.get(stage - 1).outputs().size();
        if (upstreamOutputs == null || upstreamOutputs.length != expected) {
            throw new IllegalArgumentException(id + ": upstreamOutputs of stage " + stage + " must have " + expected
                    + " values, got " + (upstreamOutputs == null ? "null" : upstreamOutputs.length));
        }
        for (int i = 0; i < expected; i++) {
            if (!Double.isFinite(upstreamOutputs[i])) {
                throw new IllegalArgumentException(id + ": upstreamOutputs of stage " + stage + ": "
                        + stages.get(stage - 1).outputs().get(i).name() + " is not finite: " + upstreamOutputs[i]);
            }
        }
        models.get(stage).requireValidUpstream(upstreamOutputs);
    }
}

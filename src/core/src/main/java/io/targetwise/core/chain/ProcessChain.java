package io.targetwise.core.chain;

import java.util.List;

/**
 * Stages run one after the other, each stage's measured outputs an input of the next; the last stage's outputs are
 * the chain's final outputs, judged against the target. Joint setpoints list every stage's setpoints in stage order.
 */
public final class ProcessChain {
    private final List<ChainStage> stages;
    private final int[] setpointOffsets;

    private ProcessChain(List<ChainStage> stages) {
        this.stages = stages;
        this.setpointOffsets = new int[stages.size() + 1];
        for (int k = 0; k < stages.size(); k++) {
            setpointOffsets[k + 1] = setpointOffsets[k] + stages.get(k).setpointDimension();
        }
    }

    /**
     * @throws IllegalArgumentException if there is no stage, a model's input count is not its stage's setpoints plus
     *     the previous stage's outputs, or the chain has no setpoint at all; the message names the stage and output
     */
    public static ProcessChain of(List<ChainStage> stages) {
        if (stages == null || stages.isEmpty()) {
            throw new IllegalArgumentException("a chain needs at least one stage");
        }
        int upstream = 0;
        int setpoints = 0;
        for (ChainStage stage : stages) {
            int inputs = stage.setpointDimension() + upstream;
            for (StageOutput output : stage.outputs()) {
                if (output.model().dimension() != inputs) {
                    throw new IllegalArgumentException("stage " + stage.name() + ", output " + output.name()
                            + ": its model takes " + output.model().dimension() + " inputs, the stage gives "
                            + stage.setpointDimension() + " setpoints and " + upstream + " upstream outputs");
                }
            }
            upstream = stage.outputCount();
            setpoints += stage.setpointDimension();
        }
        if (setpoints == 0) {
            throw new IllegalArgumentException("a chain needs at least one setpoint");
        }
        return new ProcessChain(List.copyOf(stages));
    }

    public static ProcessChain of(ChainStage... stages) {
        return of(List.of(stages));
    }

    public List<ChainStage> stages() {
        return stages;
    }

    public int stageCount() {
        return stages.size();
    }

    public ChainStage finalStage() {
        return stages.get(stages.size() - 1);
    }

    /** Number of setpoints of all stages together. */
    public int setpointDimension() {
        return setpointOffsets[stages.size()];
    }

    /** Number of setpoints of the stages from {@code stage} on. */
    public int setpointDimensionFrom(int stage) {
        checkStage(stage);
        return setpointOffsets[stages.size()] - setpointOffsets[stage];
    }

    /** Index of {@code stage}'s first setpoint in the joint setpoints. */
    public int setpointOffset(int stage) {
        checkStage(stage);
        return setpointOffsets[stage];
    }

    void checkStage(int stage) {
        if (stage < 0 || stage >= stages.size()) {
            throw new IllegalArgumentException("stage must be in [0, " + (stages.size() - 1) + "], got " + stage);
        }
    }
}

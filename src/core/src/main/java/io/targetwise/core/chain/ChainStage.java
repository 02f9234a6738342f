package io.targetwise.core.chain;

import java.util.List;

/**
 * A stage of a process chain: how many setpoints it has, the outputs it measures and how their scatter is correlated.
 * Every output's model takes the stage's setpoints followed by the previous stage's outputs (none for the first
 * stage).
 */
public record ChainStage(String name, int setpointDimension, List<StageOutput> outputs, StageCorrelation correlation) {

    /** A stage whose outputs scatter independently. */
    public ChainStage(String name, int setpointDimension, List<StageOutput> outputs) {
        this(name, setpointDimension, outputs, outputs == null || outputs.isEmpty() ? null
                : StageCorrelation.independent(outputs.size()));
    }

    /**
     * @throws IllegalArgumentException if the name is blank, the setpoint dimension negative, there is no output, or
     *     the correlation is not over the stage's outputs
     */
    public ChainStage {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a stage needs a name");
        }
        if (setpointDimension < 0) {
            throw new IllegalArgumentException("stage " + name + ": setpointDimension must be >= 0, got "
                    + setpointDimension);
        }
        if (outputs == null || outputs.isEmpty()) {
            throw new IllegalArgumentException("stage " + name + " needs at least one output");
        }
        outputs = List.copyOf(outputs);
        if (correlation == null || correlation.outputs() != outputs.size()) {
            throw new IllegalArgumentException("stage " + name + " needs a correlation over its " + outputs.size()
                    + " outputs");
        }
    }

    public ChainStage withCorrelation(StageCorrelation newCorrelation) {
        return new ChainStage(name, setpointDimension, outputs, newCorrelation);
    }

    public static ChainStage of(String name, int setpointDimension, StageOutput... outputs) {
        return new ChainStage(name, setpointDimension, List.of(outputs));
    }

    public int outputCount() {
        return outputs.size();
    }
}

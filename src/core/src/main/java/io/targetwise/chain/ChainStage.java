package io.targetwise.chain;

import java.util.List;

/**
 * A stage of a process chain: how many setpoints it has and the outputs it measures. Every output's model takes the
 * stage's setpoints followed by the previous stage's outputs (none for the first stage).
 */
public record ChainStage(String name, int setpointDimension, List<StageOutput> outputs) {

    /** @throws IllegalArgumentException if the name is blank, the setpoint dimension negative or there is no output */
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
    }

    public static ChainStage of(String name, int setpointDimension, StageOutput... outputs) {
        return new ChainStage(name, setpointDimension, List.of(outputs));
    }

    public int outputCount() {
        return outputs.size();
    }
}

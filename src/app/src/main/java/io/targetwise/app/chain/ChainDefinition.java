package io.targetwise.app.chain;

import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A process chain as the REST API shows it: processes run one after the other on the same pieces. Every stage after
 * the first names the environmental variable of its process in which its readings carry the previous stage's output;
 * where a reading leaves it empty, the previous stage's reading of the same batch id supplies it. The last process's
 * target and specification limits are the chain's; an earlier process's limits bound its output.
 */
public record ChainDefinition(
        @Schema(readOnly = true) Long id,
        @Schema(required = true, example = "forging then heat treatment") String name,
        @Schema(required = true, minItems = ChainValidator.MIN_STAGES, maxItems = ChainValidator.MAX_STAGES)
        List<Stage> stages) {

    public ChainDefinition {
        stages = stages == null ? null : List.copyOf(stages);
    }

    /** One stage: its process, and (after the first) the environmental variable fed by the previous stage. */
    public record Stage(
            @Schema(required = true) Long processId,
            @Schema(description = "After the first stage: the environmental variable of this process that receives"
                    + " the previous stage's output", example = "forged diameter") String upstreamVariable) {
    }
}

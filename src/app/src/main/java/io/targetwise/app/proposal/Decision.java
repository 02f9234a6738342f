package io.targetwise.app.proposal;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A person's decision on a proposal or a revert: who, and why. */
@Schema(description = "Who decides and why")
public record Decision(
        @Schema(description = "Who decides", example = "a.engineer") String decidedBy,
        @Schema(description = "Why; required to reject or revert", example = "stays within the approved window") String reason) {
}

package io.targetwise.app.setpoint;

import java.time.Instant;
import java.util.Optional;

/**
 * The process's latest setpoint command when it approved a proposal: the setpoint the plant should be running, and
 * since when (what it delivered there: readings.Readings#deliveredAt).
 */
public record LatestApproval(long proposalId, double[] setpoint, Instant issuedAt) {

    /** Read inside a transaction; empty when the latest command is a revert or there is none. */
    public static Optional<LatestApproval> of(long processId) {
        return SetpointCommandEntity.latest(processId)
                .filter(c -> c.kind == SetpointCommandKind.APPROVED && c.proposalId != null)
                .map(c -> new LatestApproval(c.proposalId, c.setpoint, c.issuedAt));
    }
}

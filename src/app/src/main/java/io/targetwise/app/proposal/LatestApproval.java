package io.targetwise.app.proposal;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.readings.Readings;
import io.targetwise.app.readings.StoredReading;
import io.targetwise.app.setpoint.IssuedCommand;
import io.targetwise.app.setpoint.SetpointCommandKind;

/**
 * The process's latest setpoint command when it approved a proposal: the setpoint the plant should be running, and
 * since when; and what the plant delivered there.
 */
public record LatestApproval(long proposalId, double[] setpoint, Instant issuedAt) {
    /**
     * Readings after the command looked through for the setpoint's replicates: the plant runs a commanded setpoint
     * first, so they come early; the cap bounds the work while a setpoint is never reached.
     */
    static final int SCAN_LIMIT = 1000;

    /** The latest approval in the process's latest command; empty when that is a revert or there is none. */
    static Optional<LatestApproval> of(Optional<IssuedCommand> latest) {
        return latest.filter(c -> c.kind() == SetpointCommandKind.APPROVED && c.proposalId() != null)
                .map(c -> new LatestApproval(c.proposalId(), c.setpoint(), c.issuedAt()));
    }

    /**
     * The first of the process's replicate count of usable readings the plant delivered at this setpoint after the
     * command, oldest first: all of them once the setpoint is delivered, fewer before. Read inside a transaction.
     */
    public List<StoredReading> replicates(Readings readings, ProcessDefinition process) {
        return readings.deliveredAt(process, setpoint, issuedAt, false, SCAN_LIMIT).stream()
                .limit(process.replicates()).toList();
    }
}

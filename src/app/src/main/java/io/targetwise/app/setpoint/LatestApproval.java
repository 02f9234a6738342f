package io.targetwise.app.setpoint;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.readings.Readings;
import io.targetwise.app.readings.StoredReading;

/**
 * The process's latest setpoint command when it approved a proposal: the setpoint the plant should be running, and
 * since when.
 */
public record LatestApproval(long proposalId, double[] setpoint, Instant issuedAt) {

    /** Read inside a transaction; empty when the latest command is a revert or there is none. */
    public static Optional<LatestApproval> of(long processId) {
        return SetpointCommandEntity.latest(processId)
                .filter(c -> c.kind == SetpointCommandKind.APPROVED && c.proposalId != null)
                .map(c -> new LatestApproval(c.proposalId, c.setpoint, c.issuedAt));
    }

    /**
     * What the plant delivered at the approved setpoint since the command went out, oldest first.
     *
     * @param newest whether to look through the newest readings since the command rather than the first
     * @param scan readings since the command looked through, at any setpoint: bounds the work
     */
    public List<StoredReading> delivered(Readings readings, ProcessDefinition process, boolean newest, int scan) {
        return readings.deliveredAt(process, setpoint, issuedAt, newest, scan);
    }
}

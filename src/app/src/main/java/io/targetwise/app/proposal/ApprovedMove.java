package io.targetwise.app.proposal;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.readings.Readings;
import io.targetwise.app.readings.StoredReading;
import io.targetwise.app.setpoint.IssuedCommand;
import io.targetwise.app.setpoint.SetpointCommandKind;

/**
 * A setpoint command that approved a proposal: the setpoint the plant was sent, from when, and until when (the next
 * command's time; null while it is the latest, the setpoint the plant should be running); and what the plant
 * delivered there in that time.
 */
public record ApprovedMove(long proposalId, double[] setpoint, Instant issuedAt, Instant endedAt) {
    /**
     * Readings after the command looked through for the setpoint's replicates: the plant runs a commanded setpoint
     * first, so they come early; the cap bounds the work while a setpoint is never reached.
     */
    static final int SCAN_LIMIT = 1000;

    /** The approval in the process's latest command; empty when that is a revert or there is none. */
    static Optional<ApprovedMove> latest(Optional<IssuedCommand> latest) {
        return latest.filter(ApprovedMove::approves).map(c -> of(c, null));
    }

    /** The approvals among these commands (newest first, as stored), oldest first, each ended by the next command. */
    static List<ApprovedMove> of(List<IssuedCommand> newestFirst) {
        List<ApprovedMove> moves = new ArrayList<>();
        for (int i = newestFirst.size() - 1; i >= 0; i--) {
            IssuedCommand command = newestFirst.get(i);
            if (approves(command)) {
                moves.add(of(command, i == 0 ? null : newestFirst.get(i - 1).issuedAt()));
            }
        }
        return List.copyOf(moves);
    }

    private static boolean approves(IssuedCommand c) {
        return c.kind() == SetpointCommandKind.APPROVED && c.proposalId() != null;
    }

    private static ApprovedMove of(IssuedCommand c, Instant endedAt) {
        return new ApprovedMove(c.proposalId(), c.setpoint(), c.issuedAt(), endedAt);
    }

    /**
     * The first of the process's replicate count of usable readings the plant delivered at this setpoint after the
     * command and before the next one, oldest first: all of them once the setpoint is delivered, fewer before. Read
     * inside a transaction.
     */
    public List<StoredReading> replicates(Readings readings, ProcessDefinition process) {
        return readings.deliveredAt(process, setpoint, issuedAt, endedAt, false, SCAN_LIMIT).stream()
                .limit(process.replicates()).toList();
    }
}

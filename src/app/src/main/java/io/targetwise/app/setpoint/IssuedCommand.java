package io.targetwise.app.setpoint;

import java.time.Instant;

/**
 * A stored setpoint command as the rules read it: values in the definition's variable order, {@code proposalId} null
 * for a revert.
 */
public record IssuedCommand(String commandId, SetpointCommandKind kind, Long proposalId, double[] setpoint,
        String issuedBy, Instant issuedAt) {

    static IssuedCommand of(SetpointCommandEntity c) {
        return new IssuedCommand(c.commandId, c.kind, c.proposalId, c.setpoint, c.issuedBy, c.issuedAt);
    }
}

package io.targetwise.app.setpoint;

import java.time.Instant;
import java.util.Map;

import io.targetwise.app.process.ProcessDefinition;

/** A setpoint command as the audit trail shows it. */
public record SetpointCommandView(String commandId, String kind, Long proposalId, Map<String, Double> setpoints,
        String issuedBy, Instant issuedAt, String reason, Instant publishedAt) {

    static SetpointCommandView of(SetpointCommandEntity c, ProcessDefinition process) {
        return new SetpointCommandView(c.commandId, c.kind.name(), c.proposalId, process.namedSetpoints(c.setpoint),
                c.issuedBy, c.issuedAt, c.reason, c.publishedAt);
    }
}

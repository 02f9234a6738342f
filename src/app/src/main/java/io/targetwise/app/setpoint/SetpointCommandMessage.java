package io.targetwise.app.setpoint;

import java.time.Instant;
import java.util.Map;

/** Value of a record on the setpoints topic (docs/schemas/setpoint-command.schema.json). */
public record SetpointCommandMessage(String commandId, long processId, SetpointCommandKind kind, Long proposalId,
        Map<String, Double> setpoints, String issuedBy, Instant issuedAt, String reason) {
}

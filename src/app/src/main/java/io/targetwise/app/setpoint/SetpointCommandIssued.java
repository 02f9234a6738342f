package io.targetwise.app.setpoint;

/** CDI event: a setpoint command was written; observed after commit to publish it at once. */
public record SetpointCommandIssued(long processId, String commandId) {
}

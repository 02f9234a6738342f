package io.targetwise.console.live;

/** Something changed about a process that open views may need to show. */
public record ProcessActivity(long processId, Change change) {

    public enum Change {
        MEASUREMENTS, PROPOSALS, SETPOINT_COMMANDS, DEFINITION
    }
}

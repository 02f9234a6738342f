package io.targetwise.app.autopilot;

/** Whether the autopilot of a process applies proposals. */
public enum AutopilotState {
    /** Never switched on, switched off by a person, or handed back: every proposal waits for a person. */
    OFF,
    /** Applies each proposal that meets every limit; leaves the others open for a person. */
    ON,
    /** Paused by a person; resumed with its limits unchanged. */
    PAUSED,
    /** Fell back to the last good setpoint when the plant disagreed with the model; waits for a person to resume. */
    SUSPENDED
}

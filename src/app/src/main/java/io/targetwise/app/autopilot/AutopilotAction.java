package io.targetwise.app.autopilot;

/** What an entry of an autopilot's audit trail records. */
public enum AutopilotAction {
    SWITCHED_ON, PAUSED, RESUMED, SWITCHED_OFF,
    /** Its limits said to stop (moves used up, time over, the process's definition changed). */
    HANDED_BACK,
    /** It applied a proposal that met every limit: one setpoint command. */
    APPLIED,
    /** It left a proposal open for a person: a limit failed. */
    HELD,
    /** The plant disagreed with the model: it reverted to the last good setpoint and suspended itself. */
    FELL_BACK
}

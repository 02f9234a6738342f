package io.targetwise.app.monitoring.alarm;

/** What an alarm is about; a process has at most one open (unacknowledged) alarm of each kind. */
public enum AlarmKind {
    /** Forecasts keep missing: the model's intervals no longer describe the plant. */
    FORECAST_MISSES,
    /** A Western Electric rule fired at the newest reading of the running setpoint. */
    RUN_RULE,
    /** The tolerance state of the latest readings is OUT OF TOLERANCE. */
    OUT_OF_TOLERANCE,
    /** The CUSUM of the running setpoint's readings against their forecast signalled a shift (DriftCheck). */
    DRIFT,
    /** The autopilot fell back to the last good setpoint, or handed the process back to a person. */
    AUTOPILOT,
    /** The plant's readings since the latest command report another setpoint ({@code PlantFollowing}). */
    NOT_FOLLOWING,
    /** The newest readings repeat or spread implausibly little: a frozen or stuck sensor ({@code SensorCheck}). */
    SENSOR
}

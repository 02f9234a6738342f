package io.targetwise.app.events;

/**
 * Something changed for a process, on any application instance: what live views listen to. Carried between
 * instances by the domain-events topic, then fired as a CDI event on each.
 *
 * @param origin the {@code targetwise.instance-id} of the instance where it happened (null from instances older than
 *     this field, which counts as another instance)
 */
public record ProcessActivity(long processId, Kind kind, String origin) {

    public enum Kind {
        /** New measurements were stored (and design points updated). */
        MEASUREMENTS,
        /** Proposals were made, decided or superseded. */
        PROPOSALS,
        /** A setpoint command was issued (approval or revert). */
        SETPOINT_COMMANDS,
        /** The process definition changed. */
        DEFINITION,
        /** A forecast outcome was recorded. */
        FORECASTS,
        /** An alarm was raised or acknowledged. */
        ALARMS,
        /** The autopilot changed state, or applied, held or reverted something. */
        AUTOPILOT
    }
}

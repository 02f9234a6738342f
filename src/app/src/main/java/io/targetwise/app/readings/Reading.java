package io.targetwise.app.readings;

import java.time.Instant;

import io.targetwise.core.Point;

/** One usable plant reading as monitoring and the run chart see it: when (source time), where, what came out. */
public record Reading(Instant time, Point setpoint, double output) {

    boolean sameSetpoint(Reading other) {
        return setpoint.equals(other.setpoint);
    }
}

package io.targetwise.app.console.data;

import java.time.Instant;

import io.targetwise.core.Point;

/** One usable plant reading as the console draws it: when, at which setpoint, what came out. */
public record Reading(Instant time, Point setpoint, double output) {

    boolean sameSetpoint(Reading other) {
        return setpoint.equals(other.setpoint);
    }
}

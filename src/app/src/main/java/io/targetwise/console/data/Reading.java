package io.targetwise.console.data;

import java.time.Instant;
import java.util.Arrays;

/** One usable plant reading as the console draws it: when, at which setpoint, what came out. */
public record Reading(Instant time, double[] setpoint, double output) {

    public Reading {
        setpoint = setpoint.clone();
    }

    @Override
    public double[] setpoint() {
        return setpoint.clone();
    }

    boolean sameSetpoint(Reading other) {
        return Arrays.equals(setpoint, other.setpoint);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Reading r && time.equals(r.time) && Arrays.equals(setpoint, r.setpoint)
                && Double.compare(output, r.output) == 0;
    }

    @Override
    public int hashCode() {
        return 31 * time.hashCode() + Double.hashCode(output);
    }

    @Override
    public String toString() {
        return "Reading[" + time + ", " + Arrays.toString(setpoint) + " -> " + output + "]";
    }
}

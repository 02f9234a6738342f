package io.targetwise.proposal;

import java.util.Arrays;

/** A setpoint and the value the optimiser found there. */
public record ScoredSetpoint(double[] setpoint, double value) {

    public ScoredSetpoint {
        setpoint = setpoint.clone();
    }

    @Override
    public double[] setpoint() {
        return setpoint.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ScoredSetpoint s && Arrays.equals(setpoint, s.setpoint) && Double.compare(value, s.value) == 0;
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(setpoint) + Double.hashCode(value);
    }

    @Override
    public String toString() {
        return "ScoredSetpoint[setpoint=" + Arrays.toString(setpoint) + ", value=" + value + "]";
    }
}

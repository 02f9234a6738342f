package io.targetwise.simulators;

import java.util.Arrays;

/** One simulated reading: the environment it was taken under (spec order, may be empty) and the output. */
public record Reading(double[] environment, double output) {

    public Reading {
        environment = environment.clone();
    }

    @Override
    public double[] environment() {
        return environment.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Reading r && Arrays.equals(environment, r.environment)
                && Double.compare(output, r.output) == 0;
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(environment) + Double.hashCode(output);
    }

    @Override
    public String toString() {
        return "Reading[environment=" + Arrays.toString(environment) + ", output=" + output + "]";
    }
}

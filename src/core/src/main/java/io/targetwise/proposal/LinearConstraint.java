package io.targetwise.proposal;

import java.util.Arrays;

/** A linear restriction {@code coefficients . x <= bound} on the setpoint variables, e.g. a throughput limit. */
public record LinearConstraint(double[] coefficients, double bound) {

    public LinearConstraint {
        coefficients = coefficients.clone();
        boolean allZero = true;
        for (int i = 0; i < coefficients.length; i++) {
            if (!Double.isFinite(coefficients[i])) {
                throw new IllegalArgumentException("coefficients[" + i + "] is not finite: " + coefficients[i]);
            }
            allZero &= coefficients[i] == 0;
        }
        if (allZero) {
            throw new IllegalArgumentException("coefficients must not all be zero: " + Arrays.toString(coefficients));
        }
        if (!Double.isFinite(bound)) {
            throw new IllegalArgumentException("bound is not finite: " + bound);
        }
    }

    public static LinearConstraint of(double bound, double... coefficients) {
        return new LinearConstraint(coefficients, bound);
    }

    /** coefficients . x - bound: positive when violated. */
    public double excess(double[] x) {
        double sum = 0;
        for (int i = 0; i < coefficients.length; i++) {
            sum += coefficients[i] * x[i];
        }
        return sum - bound;
    }

    @Override
    public double[] coefficients() {
        return coefficients.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LinearConstraint c && Arrays.equals(coefficients, c.coefficients)
                && Double.compare(bound, c.bound) == 0;
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(coefficients) + Double.hashCode(bound);
    }

    @Override
    public String toString() {
        return Arrays.toString(coefficients) + " . x <= " + bound;
    }
}

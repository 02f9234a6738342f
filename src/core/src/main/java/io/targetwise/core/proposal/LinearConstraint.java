package io.targetwise.core.proposal;

import io.targetwise.core.Point;

/**
 * A linear restriction {@code coefficients . x <= bound} on the setpoint variables, e.g. a throughput limit. The
 * coefficients are the constraint's normal vector, held as a {@link Point} for value semantics.
 */
public record LinearConstraint(Point coefficients, double bound) {

    public LinearConstraint {
        boolean allZero = true;
        for (int i = 0; i < coefficients.dimension(); i++) {
            if (!Double.isFinite(coefficients.get(i))) {
                throw new IllegalArgumentException("coefficients[" + i + "] is not finite: " + coefficients.get(i));
            }
            allZero &= coefficients.get(i) == 0;
        }
        if (allZero) {
            throw new IllegalArgumentException("coefficients must not all be zero: " + coefficients);
        }
        if (!Double.isFinite(bound)) {
            throw new IllegalArgumentException("bound is not finite: " + bound);
        }
    }

    public static LinearConstraint of(double bound, double... coefficients) {
        return new LinearConstraint(Point.of(coefficients), bound);
    }

    /** coefficients . x - bound: positive when violated. */
    public double excess(double[] x) {
        double sum = 0;
        for (int i = 0; i < coefficients.dimension(); i++) {
            sum += coefficients.get(i) * x[i];
        }
        return sum - bound;
    }

    @Override
    public String toString() {
        return coefficients + " . x <= " + bound;
    }
}

package io.targetwise.benchmarks.problems.nomu;

/**
 * A deterministic benchmark function on the box [-1, 1]^d (NOMU scales every test function there), to be minimised;
 * {@link #minimum()} is its least value on the box, known in closed form or found numerically.
 */
public interface TestFunction {

    /** A stable name such as {@code nomu-1d-forrester} or {@code nomu-bo-levy-10d}. */
    String id();

    int dimension();

    /** @throws IllegalArgumentException if x has the wrong length or leaves [-1, 1]^d */
    default double value(double[] x) {
        requireInUnitBox(id(), dimension(), x);
        return uncheckedValue(x);
    }

    /**
     * {@link #value} at an x its caller has already checked to lie in [-1, 1]^d: {@link TestFunctionSimulator}'s
     * setpoint, checked once against its spec.
     */
    double uncheckedValue(double[] x);

    double minimum();

    /** Plain minimisation's regret of a point: value(x) - minimum(), never negative. */
    default double regret(double[] x) {
        return Math.max(0, value(x) - minimum());
    }

    /** @throws IllegalArgumentException if x has the wrong length or leaves [-1, 1]^d */
    static void requireInUnitBox(String id, int dimension, double[] x) {
        if (x == null || x.length != dimension) {
            throw new IllegalArgumentException(id + ": x must have " + dimension + " values, got "
                    + (x == null ? "null" : x.length));
        }
        for (int i = 0; i < x.length; i++) {
            if (!(x[i] >= -1 && x[i] <= 1)) {
                throw new IllegalArgumentException(id + ": x[" + i + "] = " + x[i] + " is outside [-1, 1]");
            }
        }
    }
}

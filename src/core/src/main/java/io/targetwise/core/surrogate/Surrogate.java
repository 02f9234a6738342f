package io.targetwise.core.surrogate;

/**
 * A fitted model of one process output over the design space. It exposes only its posterior; how it was fitted,
 * and on what, is its own business.
 */
public interface Surrogate {

    /** Number of input variables a point must have. */
    int dimension();

    /**
     * The posterior at each of the given points (rows of length {@link #dimension()}), in the same order.
     *
     * @throws IllegalArgumentException if a point has the wrong length or a non-finite coordinate
     */
    Posterior posterior(double[][] points);
}

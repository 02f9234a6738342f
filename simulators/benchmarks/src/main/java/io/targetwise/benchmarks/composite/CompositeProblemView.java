package io.targetwise.benchmarks.composite;

/**
 * What NEON's composite Bayesian optimisation needs of a problem: a box of designs, the expensive field h(u) on a
 * fixed grid, and the known cost g of a field, to be minimised (negate a quantity to be maximised).
 */
public interface CompositeProblemView {

    double[] lowerBounds();

    double[] upperBounds();

    /** One row per grid point. */
    double[][] queryPoints();

    int channels();

    /** h(u), flattened [point * channels + channel]. */
    double[] field(double[] design);

    /** g of a field; lower is better. */
    double cost(double[] field);
}

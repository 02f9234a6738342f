package io.targetwise.simulators;

import java.util.function.ToDoubleFunction;

import org.apache.commons.math3.analysis.integration.gauss.GaussIntegrator;
import org.apache.commons.math3.analysis.integration.gauss.GaussIntegratorFactory;

/**
 * Mean and variance of g(z) for z ~ N(0, I_k) by tensor-product Gauss-Hermite quadrature: exact for polynomials of
 * degree below 2n in each coordinate, and far more accurate than Monte Carlo for the smooth response surfaces the
 * simulators use to report their truth. Cost n^k evaluations of g.
 */
public final class GaussHermite {
    private final double[] nodes;
    private final double[] weights;

    private GaussHermite(double[] nodes, double[] weights) {
        this.nodes = nodes;
        this.weights = weights;
    }

    /** @throws IllegalArgumentException if nodesPerDimension is below 1 */
    public static GaussHermite withNodes(int nodesPerDimension) {
        if (nodesPerDimension < 1) {
            throw new IllegalArgumentException("nodesPerDimension must be >= 1, got " + nodesPerDimension);
        }
        GaussIntegrator rule = new GaussIntegratorFactory().hermite(nodesPerDimension);
        double[] nodes = new double[nodesPerDimension];
        double[] weights = new double[nodesPerDimension];
        // The rule integrates against exp(-t^2); z = sqrt(2) t turns it into an expectation over N(0, 1).
        for (int i = 0; i < nodesPerDimension; i++) {
            nodes[i] = Math.sqrt(2) * rule.getPoint(i);
            weights[i] = rule.getWeight(i) / Math.sqrt(Math.PI);
        }
        return new GaussHermite(nodes, weights);
    }

    /** E g(z) and Var g(z) for z ~ N(0, I_dimensions). */
    public Moments moments(int dimensions, ToDoubleFunction<double[]> g) {
        if (dimensions < 1) {
            throw new IllegalArgumentException("dimensions must be >= 1, got " + dimensions);
        }
        int n = nodes.length;
        int[] index = new int[dimensions];
        double[] z = new double[dimensions];
        double sum = 0;
        double sumOfSquares = 0;
        long total = (long) Math.pow(n, dimensions);
        for (long k = 0; k < total; k++) {
            double weight = 1;
            for (int d = 0; d < dimensions; d++) {
                z[d] = nodes[index[d]];
                weight *= weights[index[d]];
            }
            double value = g.applyAsDouble(z);
            sum += weight * value;
            sumOfSquares += weight * value * value;
            for (int d = 0; d < dimensions && ++index[d] == n; d++) {
                index[d] = 0;
            }
        }
        return new Moments(sum, Math.max(0, sumOfSquares - sum * sum));
    }
}

package io.targetwise.simulators;

import io.targetwise.core.stats.GaussHermiteRule;
import java.util.function.ToDoubleFunction;

/**
 * Mean and variance of g(z) for z ~ N(0, I_k) by tensor-product Gauss-Hermite quadrature over core's
 * {@link GaussHermiteRule}: exact for polynomials of degree below 2n in each coordinate, and far more accurate than
 * Monte Carlo for the smooth response surfaces the simulators use to report their truth. Cost n^k evaluations of g.
 */
public final class GaussHermite {
    private final GaussHermiteRule rule;

    private GaussHermite(GaussHermiteRule rule) {
        this.rule = rule;
    }

    /** @throws IllegalArgumentException if nodesPerDimension is below 1 */
    public static GaussHermite withNodes(int nodesPerDimension) {
        if (nodesPerDimension < 1) {
            throw new IllegalArgumentException("nodesPerDimension must be >= 1, got " + nodesPerDimension);
        }
        return new GaussHermite(GaussHermiteRule.withNodes(nodesPerDimension));
    }

    /** E g(z) and Var g(z) for z ~ N(0, I_dimensions). */
    public Moments moments(int dimensions, ToDoubleFunction<double[]> g) {
        if (dimensions < 1) {
            throw new IllegalArgumentException("dimensions must be >= 1, got " + dimensions);
        }
        int n = rule.size();
        int[] index = new int[dimensions];
        double[] z = new double[dimensions];
        double sum = 0;
        double sumOfSquares = 0;
        long total = (long) Math.pow(n, dimensions);
        for (long k = 0; k < total; k++) {
            double weight = 1;
            for (int d = 0; d < dimensions; d++) {
                z[d] = rule.node(index[d]);
                weight *= rule.weight(index[d]);
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

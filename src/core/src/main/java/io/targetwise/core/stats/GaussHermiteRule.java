package io.targetwise.core.stats;

import org.apache.commons.math3.analysis.integration.gauss.GaussIntegrator;
import org.apache.commons.math3.analysis.integration.gauss.GaussIntegratorFactory;

/**
 * Gauss-Hermite nodes and weights for expectations over a standard normal: {@code E g(Z) ~ sum_k w_k g(z_k)}, exact
 * for polynomials of degree below {@code 2n}. The nodes ascend and the weights sum to 1.
 */
public final class GaussHermiteRule {
    private final double[] nodes;
    private final double[] weights;

    private GaussHermiteRule(double[] nodes, double[] weights) {
        this.nodes = nodes;
        this.weights = weights;
    }

    /** @throws IllegalArgumentException if nodes is below 1 */
    public static GaussHermiteRule withNodes(int nodes) {
        if (nodes < 1) {
            throw new IllegalArgumentException("nodes must be >= 1, got " + nodes);
        }
        // commons-math's rule integrates f(x) e^{-x^2}; z = sqrt(2) x turns it into an expectation over N(0, 1).
        GaussIntegrator hermite = new GaussIntegratorFactory().hermite(nodes);
        double[] z = new double[nodes];
        double[] w = new double[nodes];
        for (int k = 0; k < nodes; k++) {
            z[k] = Math.sqrt(2) * hermite.getPoint(k);
            w[k] = hermite.getWeight(k) / Math.sqrt(Math.PI);
        }
        for (int k = 1; k < nodes; k++) {
            if (!(z[k] > z[k - 1])) {
                throw new IllegalStateException("Gauss-Hermite nodes must ascend");
            }
        }
        return new GaussHermiteRule(z, w);
    }

    public int size() {
        return nodes.length;
    }

    public double node(int k) {
        return nodes[k];
    }

    public double weight(int k) {
        return weights[k];
    }
}

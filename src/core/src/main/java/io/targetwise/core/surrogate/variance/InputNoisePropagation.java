package io.targetwise.core.surrogate.variance;

import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.gp.GaussianProcess;
import java.util.List;

/**
 * The spread of y = m(x + eta) for input noise eta ~ N(0, Sigma) of known covariance (Hoffer, Ranftl and Geiger 2023,
 * experiment 2; Girard et al. 2003), propagated through the GP mean by a Taylor expansion: first order Var = g^T Sigma
 * g with g the mean's gradient; the second-order correction adds 1/2 tr(H Sigma H Sigma) with H its Hessian, the
 * variance of the quadratic term 1/2 eta^T H eta of a Gaussian (the cross term with g^T eta vanishes, its third moments
 * being zero). Terms of the same order in Sigma from the third derivatives times the gradient are left out, as in
 * Girard's approximation, so the correction matters where the gradient vanishes, at extrema of the mean. Its own
 * fitter, ignoring the replicates.
 */
public final class InputNoisePropagation implements AleatoricVariance, AleatoricVarianceFitter {
    private final double[] covariance;
    private final int dim;
    private final boolean secondOrder;

    private InputNoisePropagation(double[] covariance, int dim, boolean secondOrder) {
        this.covariance = covariance;
        this.dim = dim;
        this.secondOrder = secondOrder;
    }

    /** g^T Sigma g. @throws IllegalArgumentException if Sigma is not a symmetric matrix with non-negative diagonal */
    public static InputNoisePropagation firstOrder(double[][] covariance) {
        return new InputNoisePropagation(requireCovariance(covariance), covariance.length, false);
    }

    /**
     * g^T Sigma g + 1/2 tr(H Sigma H Sigma); needs a twice-differentiable kernel (RBF or Matern 5/2), checked when
     * evaluated.
     */
    public static InputNoisePropagation secondOrder(double[][] covariance) {
        return new InputNoisePropagation(requireCovariance(covariance), covariance.length, true);
    }

    private static double[] requireCovariance(double[][] covariance) {
        int d = covariance.length;
        if (d == 0) {
            throw new IllegalArgumentException("covariance must not be empty");
        }
        double[] flat = new double[d * d];
        for (int i = 0; i < d; i++) {
            if (covariance[i].length != d) {
                throw new IllegalArgumentException("covariance row " + i + " has " + covariance[i].length
                        + " entries, expected " + d);
            }
            for (int j = 0; j < d; j++) {
                double v = covariance[i][j];
                if (!Double.isFinite(v) || v != covariance[j][i]) {
                    throw new IllegalArgumentException("covariance[" + i + "][" + j + "] must be finite and symmetric, got "
                            + v);
                }
                flat[i * d + j] = v;
            }
            if (covariance[i][i] < 0) {
                throw new IllegalArgumentException("covariance[" + i + "][" + i + "] must be >= 0, got " + covariance[i][i]);
            }
        }
        return flat;
    }

    @Override
    public InputNoisePropagation fit(List<DesignPoint> designPoints, GaussianProcess mean) {
        return this;
    }

    /**
     * Zero: the input noise covariance is known and the propagated variance is a function of the fitted mean. (The
     * mean's own uncertainty reaches the acquisitions through the epistemic variance.)
     */
    @Override
    public double[] logSd(double[][] points, GaussianProcess mean) {
        return new double[points.length];
    }

    @Override
    public double[] at(double[][] points, GaussianProcess mean) {
        if (mean.dimension() != dim) {
            throw new IllegalArgumentException("input noise covariance is " + dim + " x " + dim + " but the mean has "
                    + mean.dimension() + " variables");
        }
        double[] v = new double[points.length];
        for (int p = 0; p < points.length; p++) {
            double[] g = mean.meanGradient(points[p]);
            double[] sg = times(covariance, g);
            double variance = 0;
            for (int d = 0; d < dim; d++) {
                variance += g[d] * sg[d];
            }
            if (secondOrder) {
                double[] hs = product(mean.meanHessian(points[p]), covariance);
                double trace = 0;
                for (int a = 0; a < dim; a++) {
                    for (int b = 0; b < dim; b++) {
                        trace += hs[a * dim + b] * hs[b * dim + a];
                    }
                }
                variance += 0.5 * trace;
            }
            v[p] = variance;
        }
        return v;
    }

    private double[] times(double[] matrix, double[] vector) {
        double[] r = new double[dim];
        for (int a = 0; a < dim; a++) {
            for (int b = 0; b < dim; b++) {
                r[a] += matrix[a * dim + b] * vector[b];
            }
        }
        return r;
    }

    private double[] product(double[] left, double[] right) {
        double[] r = new double[dim * dim];
        for (int a = 0; a < dim; a++) {
            for (int c = 0; c < dim; c++) {
                double s = 0;
                for (int b = 0; b < dim; b++) {
                    s += left[a * dim + b] * right[b * dim + c];
                }
                r[a * dim + c] = s;
            }
        }
        return r;
    }
}

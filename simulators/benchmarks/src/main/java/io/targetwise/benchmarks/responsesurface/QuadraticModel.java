package io.targetwise.benchmarks.responsesurface;

import io.targetwise.core.surrogate.linalg.Cholesky;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A second-order response surface fitted by weighted least squares: the normal equations X^T W X b = X^T W y solved
 * with the core's {@link Cholesky} (the designs here have at most a few dozen terms, well conditioned in coded units
 * [-1, 1]). Coordinates are whatever the caller passes; the response-surface peer passes coded ones.
 */
public final class QuadraticModel {

    /** Which terms the model has, for d variables. */
    public enum Terms {
        /** 1, x_i, x_i x_j (i < j), x_i^2: (d + 1)(d + 2) / 2 terms, the full second-order model. */
        FULL,
        /** 1, x_i, x_i^2: 2d + 1 terms, no cross products (what an axial-and-centre design can estimate). */
        SEPARABLE,
        /** 1, x_i: d + 1 terms, a first-order model. */
        LINEAR;

        public int count(int d) {
            return switch (this) {
                case FULL -> (d + 1) * (d + 2) / 2;
                case SEPARABLE -> 2 * d + 1;
                case LINEAR -> d + 1;
            };
        }

        /** The regressors at x, in the order intercept, linear, cross products (FULL only), squares. */
        public double[] row(double[] x) {
            int d = x.length;
            double[] row = new double[count(d)];
            row[0] = 1;
            int k = 1;
            for (int i = 0; i < d; i++) {
                row[k++] = x[i];
            }
            if (this == FULL) {
                for (int i = 0; i < d; i++) {
                    for (int j = i + 1; j < d; j++) {
                        row[k++] = x[i] * x[j];
                    }
                }
            }
            if (this != LINEAR) {
                for (int i = 0; i < d; i++) {
                    row[k++] = x[i] * x[i];
                }
            }
            return row;
        }

        /** d(row . b)/dx at x. */
        void gradient(double[] b, double[] x, double[] out) {
            int d = x.length;
            for (int i = 0; i < d; i++) {
                out[i] = b[1 + i];
            }
            int k = 1 + d;
            if (this == FULL) {
                for (int i = 0; i < d; i++) {
                    for (int j = i + 1; j < d; j++) {
                        out[i] += b[k] * x[j];
                        out[j] += b[k] * x[i];
                        k++;
                    }
                }
            }
            if (this != LINEAR) {
                for (int i = 0; i < d; i++) {
                    out[i] += 2 * b[k++] * x[i];
                }
            }
        }
    }

    /** Relative size below which a Cholesky pivot counts as zero: the design cannot estimate the terms. */
    private static final double SINGULAR = 1e-10;

    private final Terms terms;
    private final double[] coefficients;
    private final double[] covariance;

    private QuadraticModel(Terms terms, double[] coefficients, double[] covariance) {
        this.terms = terms;
        this.coefficients = coefficients;
        this.covariance = covariance;
    }

    /**
     * @param weights one positive weight per row: the inverse of each response's (relative) variance
     * @throws IllegalArgumentException if the points cannot estimate every term
     */
    public static QuadraticModel fit(Terms terms, double[][] x, double[] y, double[] weights) {
        if (x.length != y.length || y.length != weights.length) {
            throw new IllegalArgumentException("x, y and weights must have the same length");
        }
        int p = terms.count(x[0].length);
        double[] rhs = new double[p];
        double[] normal = normalEquations(terms, x, y, weights, rhs);
        Cholesky factor = factor(normal, p).orElseThrow(() -> new IllegalArgumentException(
                x.length + " points cannot estimate the " + p + " terms of a " + terms + " model"));
        return new QuadraticModel(terms, factor.solve(rhs), factor.inverse());
    }

    /** Whether the points can estimate every term: the normal matrix has full rank (exactly, for +-1 designs). */
    public static boolean estimable(Terms terms, List<double[]> points) {
        if (points.isEmpty()) {
            return false;
        }
        double[][] x = points.toArray(double[][]::new);
        double[] ones = new double[x.length];
        Arrays.fill(ones, 1);
        int p = terms.count(x[0].length);
        return factor(normalEquations(terms, x, ones, ones, new double[p]), p).isPresent();
    }

    /** X^T W X (lower triangle), and X^T W y added into {@code rhs}. */
    private static double[] normalEquations(Terms terms, double[][] x, double[] y, double[] weights, double[] rhs) {
        int p = rhs.length;
        double[] normal = new double[p * p];
        for (int r = 0; r < x.length; r++) {
            double[] row = terms.row(x[r]);
            for (int i = 0; i < p; i++) {
                rhs[i] += weights[r] * row[i] * y[r];
                for (int j = 0; j <= i; j++) {
                    normal[i * p + j] += weights[r] * row[i] * row[j];
                }
            }
        }
        return normal;
    }

    /** Cholesky of the normal matrix, empty where a pivot is negligible against its diagonal entry. */
    private static Optional<Cholesky> factor(double[] normal, int p) {
        return Cholesky.of(normal, p).filter(c -> {
            for (int i = 0; i < p; i++) {
                double pivot = c.factorEntry(i, i);
                if (!(pivot * pivot > SINGULAR * normal[i * p + i])) {
                    return false;
                }
            }
            return true;
        });
    }

    public Terms terms() {
        return terms;
    }

    /** b, in the order of {@link Terms#row}. */
    public double[] coefficients() {
        return coefficients.clone();
    }

    /**
     * (X^T W X)^{-1}, row-major: the coefficients' covariance when the weights are the inverse variances of the
     * responses (as for the log-variance model, whose sampling variances are known).
     */
    public double[] covariance() {
        return covariance.clone();
    }

    public double value(double[] x) {
        double[] row = terms.row(x);
        double sum = 0;
        for (int i = 0; i < row.length; i++) {
            sum += row[i] * coefficients[i];
        }
        return sum;
    }

    public void gradient(double[] x, double[] out) {
        terms.gradient(coefficients, x, out);
    }
}

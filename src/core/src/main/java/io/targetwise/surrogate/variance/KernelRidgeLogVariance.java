package io.targetwise.surrogate.variance;

import io.targetwise.core.Arguments;
import io.targetwise.surrogate.DesignPoint;
import io.targetwise.surrogate.gp.GaussianProcess;
import io.targetwise.surrogate.gp.KernelType;
import io.targetwise.surrogate.gp.StationaryKernel;
import io.targetwise.surrogate.linalg.Cholesky;
import java.util.List;

/**
 * Kernel ridge regression on bias-corrected log sample variances (Hoffer, Ranftl and Geiger 2023, experiment 3, done on
 * the log scale so that predictions stay positive): an RBF kernel with one length scale relative to each variable's
 * range, the length scale and the ridge penalty chosen from a grid by generalised cross-validation (Golub, Heath and
 * Wahba 1979), |A c|^2 / (tr A)^2 with A = (K + lambda I)^{-1} and c the centred targets: with the residual (I - H) c =
 * lambda A c this is the leave-one-out error with the diagonal of A replaced by its mean, which measured steadier than
 * exact leave-one-out on noisy log variances.
 */
public final class KernelRidgeLogVariance implements AleatoricVarianceFitter {
    private static final double[] DEFAULT_LENGTH_SCALES = {0.05, 0.1, 0.2, 0.35, 0.5, 0.75, 1, 1.5, 2, 3};
    private static final double[] DEFAULT_REGULARISATIONS = {1e-4, 1e-3, 1e-2, 0.03, 0.1, 0.3, 1, 3, 10};

    private final double[] relativeLengthScales;
    private final double[] regularisations;

    private KernelRidgeLogVariance(double[] relativeLengthScales, double[] regularisations) {
        this.relativeLengthScales = relativeLengthScales;
        this.regularisations = regularisations;
    }

    /** Length scales 0.05 to 3 (times sqrt(D) and each variable's range), penalties 1e-4 to 10. */
    public static KernelRidgeLogVariance withDefaultGrid() {
        return new KernelRidgeLogVariance(DEFAULT_LENGTH_SCALES, DEFAULT_REGULARISATIONS);
    }

    /** @throws IllegalArgumentException if a grid is empty or holds a value that is not finite and positive */
    public static KernelRidgeLogVariance of(double[] relativeLengthScales, double[] regularisations) {
        Arguments.requirePositive("relativeLengthScales", relativeLengthScales);
        Arguments.requirePositive("regularisations", regularisations);
        return new KernelRidgeLogVariance(relativeLengthScales.clone(), regularisations.clone());
    }

    @Override
    public Model fit(List<DesignPoint> designPoints, GaussianProcess mean) {
        LogSampleVariance data = LogSampleVariance.of(designPoints);
        double[][] x = data.setpoints();
        int n = x.length;
        int dim = x[0].length;
        double offset = 0;
        for (double z : data.targets()) {
            offset += z / n;
        }
        double[] centred = new double[n];
        for (int i = 0; i < n; i++) {
            centred[i] = data.targets()[i] - offset;
        }
        double[] ranges = ranges(x);
        Model best = null;
        double bestError = Double.POSITIVE_INFINITY;
        for (double relative : relativeLengthScales) {
            double[] lengthScales = new double[dim];
            for (int d = 0; d < dim; d++) {
                lengthScales[d] = relative * Math.sqrt(dim) * ranges[d];
            }
            StationaryKernel kernel = StationaryKernel.of(KernelType.RBF, 1, lengthScales);
            for (double lambda : regularisations) {
                double[] k = new double[n * n];
                for (int i = 0; i < n; i++) {
                    for (int j = 0; j < n; j++) {
                        k[i * n + j] = kernel.value(x[i], x[j]) + (i == j ? lambda : 0);
                    }
                }
                Cholesky chol = Cholesky.of(k, n).orElseThrow();
                double[] weights = chol.solve(centred);
                double[] inverse = chol.inverse();
                double squaredResiduals = 0;
                double trace = 0;
                for (int i = 0; i < n; i++) {
                    squaredResiduals += weights[i] * weights[i];
                    trace += inverse[i * n + i];
                }
                double error = squaredResiduals / (trace * trace);
                if (error < bestError) {
                    bestError = error;
                    best = new Model(kernel, relative, lambda, x, weights, offset);
                }
            }
        }
        return best;
    }

    private static double[] ranges(double[][] x) {
        double[] ranges = new double[x[0].length];
        for (int d = 0; d < ranges.length; d++) {
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            for (double[] row : x) {
                lo = Math.min(lo, row[d]);
                hi = Math.max(hi, row[d]);
            }
            ranges[d] = hi > lo ? hi - lo : 1;
        }
        return ranges;
    }

    /** The fitted regression: sigma_a^2(x) = exp(offset + sum_i w_i k(x, x_i)). */
    public static final class Model implements AleatoricVariance {
        private final StationaryKernel kernel;
        private final double relativeLengthScale;
        private final double regularisation;
        private final double[][] x;
        private final double[] weights;
        private final double offset;

        private Model(StationaryKernel kernel, double relativeLengthScale, double regularisation, double[][] x,
                double[] weights, double offset) {
            this.kernel = kernel;
            this.relativeLengthScale = relativeLengthScale;
            this.regularisation = regularisation;
            this.x = x;
            this.weights = weights;
            this.offset = offset;
        }

        /** The length scale chosen by cross-validation, in units of sqrt(D) times each variable's range. */
        public double relativeLengthScale() {
            return relativeLengthScale;
        }

        public double regularisation() {
            return regularisation;
        }

        @Override
        public double[] at(double[][] points, GaussianProcess mean) {
            double[] v = new double[points.length];
            for (int p = 0; p < points.length; p++) {
                if (points[p].length != kernel.dimension()) {
                    throw new IllegalArgumentException("points[" + p + "] has " + points[p].length + " variables, expected "
                            + kernel.dimension());
                }
                double s = offset;
                for (int i = 0; i < x.length; i++) {
                    s += weights[i] * kernel.value(points[p], x[i]);
                }
                v[p] = Math.exp(s);
            }
            return v;
        }
    }
}

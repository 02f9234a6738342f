package io.targetwise.core.surrogate.variance;

import io.targetwise.core.Arguments;
import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.gp.GaussianProcess;
import io.targetwise.core.surrogate.gp.KernelType;
import io.targetwise.core.surrogate.gp.StationaryKernel;
import io.targetwise.core.surrogate.linalg.Cholesky;
import io.targetwise.core.surrogate.linalg.LowerTriangular;
import java.util.Arrays;
import java.util.List;

/**
 * Kernel ridge regression on bias-corrected log sample variances (Hoffer, Ranftl and Geiger 2023, experiment 3, done on
 * the log scale so that predictions stay positive): an RBF kernel with one length scale relative to each variable's
 * range, the length scale and the ridge penalty chosen from a grid by generalised cross-validation (Golub, Heath and
 * Wahba 1979), |A c|^2 / (tr A)^2 with A = (K + lambda I)^{-1} and c the centred targets: with the residual (I - H) c =
 * lambda A c this is the leave-one-out error with the diagonal of A replaced by its mean, which measured steadier than
 * exact leave-one-out on noisy log variances.
 *
 * <p>How well the fit pins log sigma^2 down follows from reading kernel ridge as the posterior mean of a Gaussian
 * process with prior covariance s^2 k and noise variance lambda s^2, s^2 set to its maximum-likelihood value
 * c^T A c / n given lambda: the posterior variance s^2 (k(x, x) - k_x^T A k_x) plus the universal-kriging term
 * s^2 (1 - 1^T A k_x)^2 / (1^T A 1) for the estimated offset (Rasmussen and Williams 2006, sections 2.2 and 2.7).
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
        Targets targets = Targets.of(designPoints);
        Model best = null;
        double bestError = Double.POSITIVE_INFINITY;
        for (double relative : relativeLengthScales) {
            for (double lambda : regularisations) {
                Model candidate = targets.model(relative, lambda);
                double[] inverse = candidate.regularised.inverse();
                int n = candidate.weights.length;
                double squaredResiduals = 0;
                double trace = 0;
                for (int i = 0; i < n; i++) {
                    squaredResiduals += candidate.weights[i] * candidate.weights[i];
                    trace += inverse[i * n + i];
                }
                double error = squaredResiduals / (trace * trace);
                if (error < bestError) {
                    bestError = error;
                    best = candidate;
                }
            }
        }
        return best;
    }

    /**
     * The regression on these design points with {@code previous}'s length scale (relative to the ranges, which are
     * those of the new data) and penalty, without the cross-validation search: one factorisation instead of one per
     * grid cell, for refits between searches.
     */
    public Model refit(List<DesignPoint> designPoints, Model previous) {
        Arguments.requireNonNull("previous", previous);
        return Targets.of(designPoints).model(previous.relativeLengthScale, previous.regularisation);
    }

    /** The centred bias-corrected log sample variances and where they were taken. */
    private record Targets(double[][] x, double[] centred, double offset, double[] ranges) {

        static Targets of(List<DesignPoint> designPoints) {
            LogSampleVariance data = LogSampleVariance.of(designPoints);
            double[][] x = data.setpoints();
            int n = x.length;
            double offset = 0;
            for (double z : data.targets()) {
                offset += z / n;
            }
            double[] centred = new double[n];
            for (int i = 0; i < n; i++) {
                centred[i] = data.targets()[i] - offset;
            }
            return new Targets(x, centred, offset, rangesOf(x));
        }

        Model model(double relative, double lambda) {
            int n = x.length;
            int dim = x[0].length;
            double[] lengthScales = new double[dim];
            for (int d = 0; d < dim; d++) {
                lengthScales[d] = relative * Math.sqrt(dim) * ranges[d];
            }
            StationaryKernel kernel = StationaryKernel.of(KernelType.RBF, 1, lengthScales);
            double[] k = new double[n * n];
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    k[i * n + j] = kernel.value(x[i], x[j]) + (i == j ? lambda : 0);
                }
            }
            Cholesky chol = Cholesky.of(k, n).orElseThrow();
            double[] weights = chol.solve(centred);
            return new Model(kernel, relative, lambda, x, weights, offset, chol, signalVariance(centred, weights));
        }
    }

    /** The maximum-likelihood s^2 = c^T (K + lambda I)^-1 c / n of the GP reading (weights = (K + lambda I)^-1 c). */
    private static double signalVariance(double[] centred, double[] weights) {
        double sum = 0;
        for (int i = 0; i < centred.length; i++) {
            sum += centred[i] * weights[i];
        }
        return Math.max(sum / centred.length, Double.MIN_NORMAL);
    }

    private static double[] rangesOf(double[][] x) {
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
        private final Cholesky regularised;
        private final double signalVariance;
        /** (K + lambda I)^-1 1 and 1^T (K + lambda I)^-1 1, for the offset's share of the uncertainty. */
        private final double[] inverseTimesOnes;
        private final double onesInverseOnes;
        private volatile LowerTriangular inverseFactor;

        private Model(StationaryKernel kernel, double relativeLengthScale, double regularisation, double[][] x,
                double[] weights, double offset, Cholesky regularised, double signalVariance) {
            this.kernel = kernel;
            this.relativeLengthScale = relativeLengthScale;
            this.regularisation = regularisation;
            this.x = x;
            this.weights = weights;
            this.offset = offset;
            this.regularised = regularised;
            this.signalVariance = signalVariance;
            double[] ones = new double[x.length];
            Arrays.fill(ones, 1);
            this.inverseTimesOnes = regularised.solve(ones);
            double sum = 0;
            for (double v : inverseTimesOnes) {
                sum += v;
            }
            this.onesInverseOnes = sum;
        }

        /** The length scale chosen by cross-validation, in units of sqrt(D) times each variable's range. */
        public double relativeLengthScale() {
            return relativeLengthScale;
        }

        public double regularisation() {
            return regularisation;
        }

        /** The signal variance s^2 of the Gaussian-process reading of the fit. */
        public double signalVariance() {
            return signalVariance;
        }

        @Override
        public double[] at(double[][] points, GaussianProcess mean) {
            double[] v = new double[points.length];
            for (int p = 0; p < points.length; p++) {
                double[] cross = cross(points, p);
                double s = offset;
                for (int i = 0; i < x.length; i++) {
                    s += weights[i] * cross[i];
                }
                v[p] = Math.exp(s);
            }
            return v;
        }

        /**
         * k^T (K + lambda I)^-1 k = |L^-1 k|^2, computed for all points at once through L^-1 (as the GP's posterior
         * variance is): a solve per point, forward and back, was three quarters of a proposal's time at 500 design
         * points.
         */
        @Override
        public double[] logSd(double[][] points, GaussianProcess mean) {
            int n = x.length;
            for (int p = 0; p < points.length; p++) {
                requireDimension(points, p);
            }
            double[] offsetShares = new double[points.length];
            double[] explained = inverseFactor().squaredNormsOfProducts((from, count, rows, offset) -> {
                for (int p = 0; p < count; p++) {
                    int row = offset + p * n;
                    double offsetShare = 1;
                    for (int i = 0; i < n; i++) {
                        double k = kernel.value(points[from + p], x[i]);
                        rows[row + i] = k;
                        offsetShare -= inverseTimesOnes[i] * k;
                    }
                    offsetShares[from + p] = offsetShare;
                }
            }, points.length);
            double[] sd = new double[points.length];
            for (int p = 0; p < points.length; p++) {
                double variance = 1 - explained[p] + offsetShares[p] * offsetShares[p] / onesInverseOnes;
                sd[p] = Math.sqrt(signalVariance * Math.max(0, variance));
            }
            return sd;
        }

        /** L^-1, made on the first {@link #logSd}: the grid search builds a model per cell and asks only the one kept. */
        private LowerTriangular inverseFactor() {
            LowerTriangular factor = inverseFactor;
            if (factor == null) {
                factor = regularised.inverseFactor();
                inverseFactor = factor;
            }
            return factor;
        }

        private void requireDimension(double[][] points, int p) {
            if (points[p].length != kernel.dimension()) {
                throw new IllegalArgumentException("points[" + p + "] has " + points[p].length + " variables, expected "
                        + kernel.dimension());
            }
        }

        private double[] cross(double[][] points, int p) {
            requireDimension(points, p);
            double[] cross = new double[x.length];
            for (int i = 0; i < x.length; i++) {
                cross[i] = kernel.value(points[p], x[i]);
            }
            return cross;
        }
    }
}

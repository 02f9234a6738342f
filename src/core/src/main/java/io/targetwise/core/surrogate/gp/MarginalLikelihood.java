package io.targetwise.core.surrogate.gp;

import io.targetwise.core.optim.BoundedLbfgs;
import io.targetwise.core.optim.Optimum;
import io.targetwise.core.surrogate.linalg.Cholesky;
import io.targetwise.core.surrogate.linalg.Parallel;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentSkipListMap;

/**
 * The log marginal likelihood of standardised data as a function of the log-hyperparameters
 * theta = (log l_1, ..., log l_D, log sigma^2[, log noise]), with its analytic gradient
 * d LML / d theta_j = 1/2 tr((alpha alpha^T - K^{-1}) dK / d theta_j).
 * With a {@link Trend#CONSTANT} trend the GLS constant is profiled out; by the envelope theorem the gradient at the
 * profiled constant equals the gradient with the constant held fixed.
 */
final class MarginalLikelihood {
    private static final double LOG_2PI = Math.log(2 * Math.PI);
    /** Jitter escalation stops here (relative to the standardised output variance). */
    private static final double MAX_JITTER = 1e-4;

    private final KernelType type;
    private final double[] x;
    private final double[] y;
    private final double[] noise;
    private final int n;
    private final int dim;
    private final Trend trend;
    private final boolean fitsNoise;
    private final double nugget;

    MarginalLikelihood(KernelType type, double[] x, double[] y, double[] noise, Trend trend, boolean fitsNoise,
            double nugget) {
        this.type = type;
        this.x = x;
        this.y = y;
        this.noise = noise;
        this.n = y.length;
        this.dim = x.length / n;
        this.trend = trend;
        this.fitsNoise = fitsNoise;
        this.nugget = nugget;
    }

    int parameterCount() {
        return dim + 1 + (fitsNoise ? 1 : 0);
    }

    /**
     * A factorised covariance at given hyperparameters, with everything a prediction needs.
     *
     * @param noise per observation, the full noise variance on the diagonal apart from the jitter
     * @param covariance the factorised matrix K (row-major), kept for the likelihood gradient, which reads kernel
     *     values from it instead of re-evaluating them; null where the factor was not computed from it
     */
    record Fit(StationaryKernel kernel, double homoskedasticNoise, double[] noise, double jitter, Cholesky cholesky,
            double trend, double[] whitened, double[] covariance) {
    }

    /** How the trend constant is set once the covariance is factorised. */
    private interface TrendRule {
        double trend(Cholesky cholesky, double[] y);
    }

    StationaryKernel kernel(double[] theta) {
        double[] lengthScales = new double[dim];
        for (int d = 0; d < dim; d++) {
            lengthScales[d] = Math.exp(theta[d]);
        }
        return StationaryKernel.of(type, Math.exp(theta[dim]), lengthScales);
    }

    /** Factorises K(theta), escalating the jitter tenfold while Cholesky fails; empty if it fails up to the cap. */
    Optional<Fit> fit(double[] theta) {
        double homoskedastic = fitsNoise ? Math.exp(theta[dim + 1]) : 0;
        double[] total = new double[n];
        for (int i = 0; i < n; i++) {
            total[i] = noise[i] + homoskedastic;
        }
        TrendRule rule = trend == Trend.CONSTANT ? MarginalLikelihood::generalisedLeastSquaresTrend : (c, v) -> 0;
        return factorise(kernel(theta), x, y, total, homoskedastic, nugget, rule);
    }

    /** As {@link #fit}, for other data, keeping the trend constant and (as a start) the jitter of an earlier fit. */
    static Optional<Fit> factoriseAtTrend(StationaryKernel kernel, double[] x, double[] y, double[] noise,
            double homoskedasticNoise, double jitter, double trend) {
        return factorise(kernel, x, y, noise, homoskedasticNoise, jitter, (c, v) -> trend);
    }

    private static Optional<Fit> factorise(StationaryKernel kernel, double[] x, double[] y, double[] noise,
            double homoskedastic, double firstJitter, TrendRule rule) {
        int n = y.length;
        double[] k = covariance(kernel, x, n);
        double maxJitter = MAX_JITTER * kernel.signalVariance() + firstJitter;
        for (double jitter = firstJitter; jitter <= maxJitter; jitter = jitter > 0 ? jitter * 10 : 1e-12) {
            for (int i = 0; i < n; i++) {
                k[i * n + i] = kernel.signalVariance() + noise[i] + jitter;
            }
            Optional<Cholesky> cholesky = Cholesky.of(k, n);
            if (cholesky.isPresent()) {
                Cholesky factor = cholesky.get();
                double trend = rule.trend(factor, y);
                double[] residual = new double[n];
                for (int i = 0; i < n; i++) {
                    residual[i] = y[i] - trend;
                }
                return Optional.of(new Fit(kernel, homoskedastic, noise, jitter, factor, trend,
                        factor.solveLower(residual), k));
            }
        }
        return Optional.empty();
    }

    /** beta = (1^T K^{-1} y) / (1^T K^{-1} 1), computed with whitened vectors. */
    private static double generalisedLeastSquaresTrend(Cholesky cholesky, double[] y) {
        double[] ones = new double[y.length];
        java.util.Arrays.fill(ones, 1.0);
        double[] whitenedOnes = cholesky.solveLower(ones);
        return dot(whitenedOnes, cholesky.solveLower(y)) / dot(whitenedOnes, whitenedOnes);
    }

    static double logLikelihood(Cholesky cholesky, double[] whitened) {
        return -0.5 * dot(whitened, whitened) - 0.5 * cholesky.logDeterminant() - 0.5 * whitened.length * LOG_2PI;
    }

    /** -LML(theta) as the objective of a minimiser. */
    BoundedLbfgs.Objective negativeObjective() {
        return new LastFitObjective<>(this::fit, f -> -logLikelihood(f.cholesky(), f.whitened()),
                this::negativeGradient);
    }

    private void negativeGradient(Fit fit, double[] gradient) {
        double[] alpha = fit.cholesky().solveUpper(fit.whitened());
        double[] inverse = fit.cholesky().inverse();
        double[] covariance = fit.covariance();
        StationaryKernel kernel = fit.kernel();
        int params = kernel.hyperparameterCount();
        Map<Integer, double[]> partials = new ConcurrentSkipListMap<>();
        Parallel.forRows(0, n, i -> (double) i * (dim + 4), (from, to) -> {
            double[] sum = new double[params + 1];
            for (int i = from; i < to; i++) {
                for (int j = 0; j < i; j++) {
                    double w = alpha[i] * alpha[j] - inverse[i * n + j];
                    kernel.addHyperparameterGradient(x, i, x, j, covariance[i * n + j], w, sum);
                }
                sum[params] += alpha[i] * alpha[i] - inverse[i * n + i];
            }
            partials.put(from, sum);
        });
        double[] total = new double[params + 1];
        for (double[] partial : partials.values()) {
            for (int p = 0; p <= params; p++) {
                total[p] += partial[p];
            }
        }
        double traceW = total[params];
        for (int p = 0; p < params; p++) {
            gradient[p] = -total[p];
        }
        gradient[dim] -= 0.5 * traceW * kernel.signalVariance();
        if (fitsNoise) {
            gradient[dim + 1] = -0.5 * traceW * fit.homoskedasticNoise();
        }
    }

    /**
     * The strict lower triangle of K (row-major), all that the Cholesky factorisation and the gradient read; the
     * diagonal is left to the caller and the upper triangle at 0 (mirroring it would cost strided writes).
     */
    static double[] covariance(StationaryKernel kernel, double[] x, int n) {
        double[] k = new double[n * n];
        Parallel.forRows(0, n, i -> (double) i * kernel.dimension(), (from, to) -> {
            for (int i = from; i < to; i++) {
                int row = i * n;
                for (int j = 0; j < i; j++) {
                    k[row + j] = kernel.value(x, i, x, j);
                }
            }
        });
        return k;
    }

    private static double dot(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }
}

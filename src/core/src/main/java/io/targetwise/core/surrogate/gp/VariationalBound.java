package io.targetwise.core.surrogate.gp;

import io.targetwise.core.optim.BoundedLbfgs;
import io.targetwise.core.surrogate.linalg.Cholesky;
import io.targetwise.core.surrogate.linalg.Matrices;
import io.targetwise.core.surrogate.linalg.Parallel;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentSkipListMap;

/**
 * The collapsed variational lower bound of Titsias (2009) on the log marginal likelihood of standardised data with
 * known per-point noise Lambda = diag(lambda_i), for fixed inducing inputs Z, as a function of theta = (log l_1, ...,
 * log l_D, log sigma^2):
 * F = log N(y | 0, Q + Lambda) - 1/2 sum_i (k_ii - q_ii) / lambda_i with Q = K_nm K_mm^{-1} K_mn, and its analytic
 * gradient. Every step is O(n m^2); nothing n x n is formed. Derivation: docs/sparse-gp.md.
 */
final class VariationalBound {
    private static final double LOG_2PI = Math.log(2 * Math.PI);
    /** Jitter on K_mm relative to sigma^2, raised tenfold while its Cholesky factorisation fails, up to the cap. */
    static final double FIRST_JITTER = 1e-10;
    private static final double MAX_JITTER = 1e-4;

    private final KernelType type;
    private final double[] x;
    private final double[] y;
    private final double[] noise;
    private final double[] z;
    private final int n;
    private final int m;
    private final int dim;

    /**
     * @param x data inputs (row-major n x D)
     * @param y standardised outputs
     * @param noise lambda_i > 0 per point
     * @param z inducing inputs (row-major m x D)
     */
    VariationalBound(KernelType type, double[] x, double[] y, double[] noise, double[] z) {
        this.type = type;
        this.x = x;
        this.y = y;
        this.noise = noise;
        this.z = z;
        this.n = y.length;
        this.dim = x.length / n;
        this.m = z.length / dim;
    }

    int inducingCount() {
        return m;
    }

    double[] inducingInputs() {
        return z;
    }

    /**
     * Everything the bound, its gradient and a prediction need at one theta. Matrices are row-major: the cross
     * covariance {@code crossT} = K_nm (n x m), {@code whitenedT} = K_nm L^{-T} (n x m) with K_mm = L L^T,
     * B = I + L^{-1} K_mn Lambda^{-1} K_nm L^{-T} = L_B L_B^T, and the weights beta = K^{-1} K_mn Lambda^{-1} y for
     * K = K_mm + K_mn Lambda^{-1} K_nm, so that the posterior mean is k_*m beta.
     */
    record Fit(StationaryKernel kernel, double jitter, double[] inverseFactor, double[] crossT, double[] whitenedT,
            double[] b, Cholesky bFactor, double[] beta, double bound) {
    }

    /** The kernel at theta = (log l_1, ..., log l_D, log sigma^2). */
    static StationaryKernel kernel(KernelType type, double[] theta) {
        int dim = theta.length - 1;
        double[] lengthScales = new double[dim];
        for (int d = 0; d < dim; d++) {
            lengthScales[d] = Math.exp(theta[d]);
        }
        return StationaryKernel.of(type, Math.exp(theta[dim]), lengthScales);
    }

    /** The bound at theta; empty if K_mm cannot be factorised even with the largest jitter. */
    Optional<Fit> fit(double[] theta) {
        StationaryKernel kernel = kernel(type, theta);
        double sigma2 = kernel.signalVariance();
        double[] kmm = new double[m * m];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < i; j++) {
                kmm[i * m + j] = kernel.value(z, i, z, j);
            }
        }
        for (double jitter = FIRST_JITTER; jitter <= MAX_JITTER; jitter *= 10) {
            for (int i = 0; i < m; i++) {
                kmm[i * m + i] = sigma2 * (1 + jitter);
            }
            Optional<Cholesky> factor = Cholesky.of(kmm, m);
            if (factor.isPresent()) {
                return Optional.of(fit(kernel, jitter, factor.get()));
            }
        }
        return Optional.empty();
    }

    private Fit fit(StationaryKernel kernel, double jitter, Cholesky kmmFactor) {
        double[] inverseFactor = kmmFactor.inverseFactor().toArray();
        double[] crossT = crossCovariance(kernel, x, n, z, m);
        double[] whitenedT = Matrices.timesTransposed(crossT, n, inverseFactor, m, m);
        double[] scaled = new double[n * m];
        double[] projected = new double[m];
        double logNoise = 0;
        double weightedSquares = 0;
        double trace = 0;
        for (int i = 0; i < n; i++) {
            double root = Math.sqrt(noise[i]);
            double explained = 0;
            for (int j = 0; j < m; j++) {
                double v = whitenedT[i * m + j];
                scaled[i * m + j] = v / root;
                projected[j] += v * y[i] / noise[i];
                explained += v * v;
            }
            logNoise += Math.log(noise[i]);
            weightedSquares += y[i] * y[i] / noise[i];
            trace += (kernel.signalVariance() - explained) / noise[i];
        }
        double[] b = Matrices.transposedTimes(scaled, m, scaled, m, n);
        for (int j = 0; j < m; j++) {
            b[j * m + j] += 1;
        }
        Cholesky bFactor = Cholesky.of(b, m).orElseThrow(() -> new ArithmeticException("I + V V^T is not positive "
                + "definite: non-finite noise or kernel values"));
        double[] c = bFactor.solveLower(projected);
        double quadratic = weightedSquares - dot(c, c);
        double bound = -0.5 * (logNoise + bFactor.logDeterminant() + quadratic + n * LOG_2PI) - 0.5 * trace;
        double[] beta = upperTimes(inverseFactor, bFactor.solveUpper(c), m);
        return new Fit(kernel, jitter, inverseFactor, crossT, whitenedT, b, bFactor, beta, bound);
    }

    /**
     * A^{-1} - K^{-1} = L^{-T} (I - B^{-1}) L^{-1} (m x m), the matrix whose quadratic form in k_*m is the variance
     * the inducing points explain: sigma_*^2 = k_** - k_*m (A^{-1} - K^{-1}) k_m*.
     */
    static double[] explainedCovariance(Fit fit, int m) {
        return Matrices.transposedTimes(fit.inverseFactor(), m, identityMinusInverse(fit, m), m, m);
    }

    /** (I - B^{-1}) L^{-1}. */
    private static double[] identityMinusInverse(Fit fit, int m) {
        double[] inverseB = fit.bFactor().inverse();
        for (int i = 0; i < inverseB.length; i++) {
            inverseB[i] = -inverseB[i];
        }
        for (int j = 0; j < m; j++) {
            inverseB[j * m + j] += 1;
        }
        return Matrices.timesTransposed(inverseB, m, Matrices.transpose(fit.inverseFactor(), m, m), m, m);
    }

    /** -F as the objective of a minimiser. */
    BoundedLbfgs.Objective negativeObjective() {
        return new LastFitObjective<>(this::fit, f -> -f.bound(), (f, target) -> {
            double[] ascent = gradient(f);
            for (int p = 0; p < ascent.length; p++) {
                target[p] = -ascent[p];
            }
        });
    }

    /**
     * dF/dtheta = sum_{i,j} G_ij dK_nm[i][j] - 1/2 sum_{j,k} R_jk dK_mm[j][k] - 1/2 sum_i dk_ii / lambda_i with
     * G = alpha beta^T + Lambda^{-1} K_nm L^{-T} (I - B^{-1}) L^{-1}, alpha = Lambda^{-1} (y - K_nm beta), and
     * R = beta beta^T + L^{-T} (B^{-1} - 2 I + B) L^{-1} (docs/sparse-gp.md).
     */
    double[] gradient(Fit fit) {
        StationaryKernel kernel = fit.kernel();
        int params = kernel.hyperparameterCount();
        double[] beta = fit.beta();
        double[] crossT = fit.crossT();
        double[] alpha = new double[n];
        double[] scaled = new double[n * m];
        for (int i = 0; i < n; i++) {
            alpha[i] = (y[i] - dot(crossT, i * m, beta, m)) / noise[i];
            for (int j = 0; j < m; j++) {
                scaled[i * m + j] = fit.whitenedT()[i * m + j] / noise[i];
            }
        }
        double[] c = identityMinusInverse(fit, m);
        double[] g = Matrices.timesTransposed(scaled, n, Matrices.transpose(c, m, m), m, m);
        Map<Integer, double[]> partials = new ConcurrentSkipListMap<>();
        Parallel.forRows(0, n, i -> (double) m * (dim + 4), (from, to) -> {
            double[] sum = new double[params];
            for (int i = from; i < to; i++) {
                for (int j = 0; j < m; j++) {
                    double weight = alpha[i] * beta[j] + g[i * m + j];
                    kernel.addHyperparameterGradient(x, i, z, j, crossT[i * m + j], weight, sum);
                }
            }
            partials.put(from, sum);
        });
        double[] gradient = new double[params];
        for (double[] partial : partials.values()) {
            for (int p = 0; p < params; p++) {
                gradient[p] += partial[p];
            }
        }
        double[] r = inducingWeights(fit);
        double diagonal = 0;
        for (int j = 0; j < m; j++) {
            for (int k = 0; k < j; k++) {
                kernel.addHyperparameterGradient(z, j, z, k, -r[j * m + k], gradient);
            }
            diagonal += r[j * m + j];
        }
        double sigma2 = kernel.signalVariance();
        double inverseNoiseSum = 0;
        for (double lambda : noise) {
            inverseNoiseSum += 1 / lambda;
        }
        // K_mm's diagonal is sigma^2 (1 + jitter), k_ii is sigma^2: only the signal variance moves them
        gradient[dim] -= 0.5 * diagonal * sigma2 * (1 + fit.jitter()) + 0.5 * sigma2 * inverseNoiseSum;
        return gradient;
    }

    /** R = beta beta^T + L^{-T} (B^{-1} - 2 I + B) L^{-1}. */
    private double[] inducingWeights(Fit fit) {
        double[] middle = fit.bFactor().inverse();
        double[] b = fit.b();
        for (int i = 0; i < middle.length; i++) {
            middle[i] += b[i];
        }
        for (int j = 0; j < m; j++) {
            middle[j * m + j] -= 2;
        }
        double[] inverseFactor = fit.inverseFactor();
        double[] right = Matrices.timesTransposed(middle, m, Matrices.transpose(inverseFactor, m, m), m, m);
        double[] r = Matrices.transposedTimes(inverseFactor, m, right, m, m);
        double[] beta = fit.beta();
        for (int j = 0; j < m; j++) {
            for (int k = 0; k < m; k++) {
                r[j * m + k] += beta[j] * beta[k];
            }
        }
        return r;
    }

    /** K(a, b) for row-major a (rows x D) and b (cols x D), row-major rows x cols. */
    static double[] crossCovariance(StationaryKernel kernel, double[] a, int rows, double[] b, int cols) {
        double[] k = new double[rows * cols];
        Parallel.forRows(0, rows, i -> (double) cols * kernel.dimension(), (from, to) -> {
            for (int i = from; i < to; i++) {
                for (int j = 0; j < cols; j++) {
                    k[i * cols + j] = kernel.value(a, i, b, j);
                }
            }
        });
        return k;
    }

    /** L^{-T} v for the row-major lower-triangular L^{-1}: entry j is sum_{i >= j} L^{-1}[i][j] v_i. */
    private static double[] upperTimes(double[] inverseFactor, double[] v, int m) {
        double[] r = new double[m];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j <= i; j++) {
                r[j] += inverseFactor[i * m + j] * v[i];
            }
        }
        return r;
    }

    private static double dot(double[] a, double[] b) {
        return dot(a, 0, b, a.length);
    }

    private static double dot(double[] a, int from, double[] b, int length) {
        double s = 0;
        for (int j = 0; j < length; j++) {
            s += a[from + j] * b[j];
        }
        return s;
    }
}

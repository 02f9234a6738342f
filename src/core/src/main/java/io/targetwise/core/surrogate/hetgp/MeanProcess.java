package io.targetwise.core.surrogate.hetgp;

import io.targetwise.core.surrogate.linalg.Cholesky;
import java.util.Optional;

/**
 * The mean GP of hetGP at given correlations C and noise-to-signal ratios lambda, reduced to the n distinct sites by
 * the Woodbury identities (Binois, Gramacy and Ludkovski 2018): K = C + diag(lambda / a + eps), the ordinary-kriging
 * constant beta0, nu_hat = (sum S_i / lambda_i + zb' K^-1 zb) / N, and the concentrated log-likelihood of all N runs,
 * log det and quadratic form of the N x N covariance being those of K plus per-site terms. Costs O(n^3 + N).
 */
final class MeanProcess {
    /** sqrt(machine epsilon), hetGP's jitter on the diagonals of K and Kg. */
    static final double EPS = Math.sqrt(Math.ulp(1.0));
    private static final double LOG_2PI = Math.log(2 * Math.PI);

    private final ReplicatedData data;
    private final double[] lambda;
    private final double[] ki;
    private final double[] kiOnes;
    private final double onesKiOnes;
    private final double beta0;
    private final double[] u;
    private final double nu;
    private final double logLikelihood;

    private MeanProcess(ReplicatedData data, double[] lambda, Cholesky cholesky) {
        this.data = data;
        this.lambda = lambda;
        int n = data.size();
        this.ki = cholesky.inverse();
        this.kiOnes = rowSums(ki, n);
        double sum = 0;
        for (double v : kiOnes) {
            sum += v;
        }
        this.onesKiOnes = sum;
        double[] yb = data.means();
        double weighted = 0;
        for (int i = 0; i < n; i++) {
            weighted += kiOnes[i] * yb[i];
        }
        this.beta0 = weighted / onesKiOnes;
        double[] zb = new double[n];
        for (int i = 0; i < n; i++) {
            zb[i] = yb[i] - beta0;
        }
        this.u = times(ki, zb, n);
        double psi = 0;
        double perSite = 0;
        int[] a = data.counts();
        for (int i = 0; i < n; i++) {
            psi += data.sumsOfSquares()[i] / lambda[i] + zb[i] * u[i];
            perSite += (a[i] - 1) * Math.log(lambda[i]) + Math.log(a[i]);
        }
        int total = data.total();
        this.nu = psi / total;
        this.logLikelihood = -0.5 * total * (LOG_2PI + Math.log(nu) + 1) - 0.5 * cholesky.logDeterminant()
                - 0.5 * perSite;
    }

    /** @return empty if K is not numerically positive definite or the fit is degenerate (nu_hat not positive) */
    static Optional<MeanProcess> of(ReplicatedData data, double[] c, double[] lambda) {
        int n = data.size();
        double[] k = c.clone();
        for (int i = 0; i < n; i++) {
            k[i * n + i] += lambda[i] / data.counts()[i] + EPS;
        }
        return Cholesky.of(k, n).map(cholesky -> new MeanProcess(data, lambda, cholesky))
                .filter(p -> p.nu > 0 && Double.isFinite(p.logLikelihood));
    }

    double logLikelihood() {
        return logLikelihood;
    }

    double beta0() {
        return beta0;
    }

    double nu() {
        return nu;
    }

    /** dl / dlambda_i = [S_i / lambda_i^2 + u_i^2 / a_i] / (2 nu) - (a_i - 1) / (2 lambda_i) - (K^-1)_ii / (2 a_i). */
    double[] lambdaGradient() {
        int n = data.size();
        int[] a = data.counts();
        double[] g = new double[n];
        for (int i = 0; i < n; i++) {
            double l = lambda[i];
            g[i] = (data.sumsOfSquares()[i] / (l * l) + u[i] * u[i] / a[i]) / (2 * nu) - (a[i] - 1) / (2 * l)
                    - ki[i * n + i] / (2 * a[i]);
        }
        return g;
    }

    /** dl / dp for a parameter p that moves only C, given dC / dp: u' dC u / (2 nu) - tr(K^-1 dC) / 2. */
    double correlationGradient(double[] dc) {
        return gaussianLogDensityDerivative(dc, u, ki, nu);
    }

    /**
     * The derivative of a zero-mean Gaussian log-density with covariance scale * K in a parameter that moves only K,
     * given dK: v' dK v / (2 scale) - tr(K^-1 dK) / 2, with v = K^-1 x and kInverse row-major; the mean process and
     * the noise process's penalty share it.
     */
    static double gaussianLogDensityDerivative(double[] dk, double[] v, double[] kInverse, double scale) {
        int n = v.length;
        double quadratic = 0;
        double trace = 0;
        for (int i = 0; i < n; i++) {
            double row = 0;
            for (int j = 0; j < n; j++) {
                row += dk[i * n + j] * v[j];
                trace += kInverse[i * n + j] * dk[i * n + j];
            }
            quadratic += v[i] * row;
        }
        return quadratic / (2 * scale) - trace / 2;
    }

    /** The kriging mean beta0 + k' K^-1 zb at a point with correlations k to the sites. */
    double mean(double[] k) {
        double s = beta0;
        for (int j = 0; j < k.length; j++) {
            s += k[j] * u[j];
        }
        return s;
    }

    /** The variance of the latent mean, nu [1 - k' K^-1 k + (1 - k' K^-1 1)^2 / (1' K^-1 1)], at least 0. */
    double epistemicVariance(double[] k) {
        double[] kik = times(ki, k, k.length);
        double explained = 0;
        double trendShare = 0;
        for (int j = 0; j < k.length; j++) {
            explained += k[j] * kik[j];
            trendShare += k[j] * kiOnes[j];
        }
        return Math.max(0, nu * (1 - explained + (1 - trendShare) * (1 - trendShare) / onesKiOnes));
    }

    static double[] times(double[] matrix, double[] v, int n) {
        double[] r = new double[n];
        for (int i = 0; i < n; i++) {
            double s = 0;
            for (int j = 0; j < n; j++) {
                s += matrix[i * n + j] * v[j];
            }
            r[i] = s;
        }
        return r;
    }

    static double[] rowSums(double[] matrix, int n) {
        double[] r = new double[n];
        for (int i = 0; i < n; i++) {
            double s = 0;
            for (int j = 0; j < n; j++) {
                s += matrix[i * n + j];
            }
            r[i] = s;
        }
        return r;
    }
}

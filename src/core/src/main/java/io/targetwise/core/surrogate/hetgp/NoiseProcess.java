package io.targetwise.core.surrogate.hetgp;

import io.targetwise.core.surrogate.linalg.Cholesky;
import java.util.Optional;

/**
 * hetGP's latent log-noise process (Binois, Gramacy and Ludkovski 2018): Delta ~ N(mu_g 1, nu_g Kg) with
 * Kg = Cg + diag(eps + g / a), mu_g its generalised-least-squares mean, and the smoothed log noise-to-signal ratios
 * log lambda = mu_g 1 + Cg Kg^-1 (Delta - mu_g 1). The penalty is the concentrated log-likelihood of Delta under this
 * process. Holds Kg^-1 and what the gradients and predictions reuse.
 */
final class NoiseProcess {
    private static final double LOG_2PI = Math.log(2 * Math.PI);

    private final int n;
    private final double[] nuggets;
    private final double[] inverseCounts;
    private final double[] kgi;
    private final double[] r;
    private final double s;
    private final double[] delta;
    private final double mean;
    private final double[] kgiD;
    private final double[] logLambda;
    private final double nuG;
    private final double penalty;

    private NoiseProcess(double[] cg, double[] nuggets, double[] inverseCounts, double[] delta, Cholesky cholesky) {
        this.n = delta.length;
        this.nuggets = nuggets;
        this.inverseCounts = inverseCounts;
        this.kgi = cholesky.inverse();
        this.r = MeanProcess.rowSums(kgi, n);
        double sum = 0;
        double rDelta = 0;
        for (int i = 0; i < n; i++) {
            sum += r[i];
            rDelta += r[i] * delta[i];
        }
        this.s = sum;
        this.delta = delta;
        this.mean = rDelta / s;
        double[] centred = new double[n];
        for (int i = 0; i < n; i++) {
            centred[i] = delta[i] - mean;
        }
        this.kgiD = MeanProcess.times(kgi, centred, n);
        double[] smoothed = MeanProcess.times(cg, kgiD, n);
        this.logLambda = new double[n];
        double quadratic = 0;
        for (int i = 0; i < n; i++) {
            logLambda[i] = mean + smoothed[i];
            quadratic += centred[i] * kgiD[i];
        }
        this.nuG = quadratic / n;
        this.penalty = -0.5 * n * (Math.log(nuG) + LOG_2PI + 1) - 0.5 * cholesky.logDeterminant();
    }

    /** @return empty if Kg is not numerically positive definite */
    static Optional<NoiseProcess> of(double[] cg, double g, int[] counts, double[] delta) {
        int n = counts.length;
        double[] kg = cg.clone();
        double[] nuggets = new double[n];
        double[] inverseCounts = new double[n];
        for (int i = 0; i < n; i++) {
            inverseCounts[i] = 1.0 / counts[i];
            nuggets[i] = MeanProcess.EPS + g * inverseCounts[i];
            kg[i * n + i] += nuggets[i];
        }
        return Cholesky.of(kg, n).map(c -> new NoiseProcess(cg, nuggets, inverseCounts, delta, c));
    }

    double[] logLambda() {
        return logLambda;
    }

    /** mu_g, hetGP's nmean. */
    double mean() {
        return mean;
    }

    /** nu_g, hetGP's nu_hat_var. */
    double scale() {
        return nuG;
    }

    double penalty() {
        return penalty;
    }

    /** M v with M = Cg Kg^-1 = I - diag(nuggets) Kg^-1. */
    private double[] smooth(double[] v) {
        double[] kv = MeanProcess.times(kgi, v, n);
        double[] m = new double[n];
        for (int i = 0; i < n; i++) {
            m[i] = v[i] - nuggets[i] * kv[i];
        }
        return m;
    }

    /** M' v. */
    private double[] smoothTransposed(double[] v) {
        double[] w = new double[n];
        for (int i = 0; i < n; i++) {
            w[i] = nuggets[i] * v[i];
        }
        double[] kw = MeanProcess.times(kgi, w, n);
        double[] m = new double[n];
        for (int i = 0; i < n; i++) {
            m[i] = v[i] - kw[i];
        }
        return m;
    }

    /**
     * d objective / d Delta given gt = d l_m / d log lambda: M' gt + (r / s)(1' gt - 1' M' gt), minus Kg^-1 (Delta -
     * mu_g) / nu_g with the penalty; the r / s terms come from mu_g moving with Delta.
     */
    double[] deltaGradient(double[] gt, boolean penalised) {
        double[] mtg = smoothTransposed(gt);
        double ones = 0;
        double onesM = 0;
        for (int i = 0; i < n; i++) {
            ones += gt[i];
            onesM += mtg[i];
        }
        double[] gradient = new double[n];
        for (int i = 0; i < n; i++) {
            gradient[i] = mtg[i] + r[i] / s * (ones - onesM) - (penalised ? kgiD[i] / nuG : 0);
        }
        return gradient;
    }

    /**
     * d log lambda / d p for a parameter that moves only Cg, given dCg / dp:
     * (I - M) dCg Kg^-1 (Delta - mu_g) + (1 - M 1) dmu_g / dp.
     */
    double[] logLambdaDerivative(double[] dcg) {
        double[] cdKgiD = MeanProcess.times(dcg, kgiD, n);
        double[] cdR = MeanProcess.times(dcg, r, n);
        double[] kgiDelta = MeanProcess.times(kgi, delta, n);
        double rCdKgiDelta = 0;
        double rDelta = 0;
        double rCdR = 0;
        for (int i = 0; i < n; i++) {
            rCdKgiDelta += cdR[i] * kgiDelta[i];
            rDelta += r[i] * delta[i];
            rCdR += r[i] * cdR[i];
        }
        double meanDerivative = -(rCdKgiDelta * s - rDelta * rCdR) / (s * s);
        return combine(cdKgiD, meanDerivative);
    }

    /** (I - M) v + (1 - M 1) meanDerivative = diag(nuggets) Kg^-1 (v + r meanDerivative). */
    private double[] combine(double[] v, double meanDerivative) {
        double[] kv = MeanProcess.times(kgi, v, n);
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            out[i] = nuggets[i] * (kv[i] + r[i] * meanDerivative);
        }
        return out;
    }

    /** The penalty's derivative in a parameter that moves only Cg: (Kg^-1 D)' dCg (Kg^-1 D) / (2 nu_g) - tr(Kg^-1 dCg) / 2. */
    double penaltyDerivative(double[] dcg) {
        return MeanProcess.gaussianLogDensityDerivative(dcg, kgiD, kgi, nuG);
    }

    /** d log lambda / d g: -M (Kg^-1 D / a) + (1 - M 1) dmu_g / dg. */
    double[] logLambdaDerivativeInNugget() {
        double[] scaledKgiD = new double[n];
        double[] scaledR = new double[n];
        double rDelta = 0;
        double rScaledR = 0;
        for (int i = 0; i < n; i++) {
            scaledKgiD[i] = kgiD[i] * inverseCounts[i];
            scaledR[i] = r[i] * inverseCounts[i];
            rDelta += r[i] * delta[i];
            rScaledR += r[i] * scaledR[i];
        }
        double[] kgiScaledR = MeanProcess.times(kgi, scaledR, n);
        double deltaKgiScaledR = 0;
        for (int i = 0; i < n; i++) {
            deltaKgiScaledR += delta[i] * kgiScaledR[i];
        }
        double meanDerivative = -(deltaKgiScaledR * s - rDelta * rScaledR) / (s * s);
        double[] m = smooth(scaledKgiD);
        double[] out = new double[n];
        double[] oneMinusM1 = combine(new double[n], 1);
        for (int i = 0; i < n; i++) {
            out[i] = -m[i] + oneMinusM1[i] * meanDerivative;
        }
        return out;
    }

    /** The penalty's derivative in g: (Kg^-1 D / a)' Kg^-1 D / (2 nu_g) - sum (Kg^-1)_ii / a_i / 2. */
    double penaltyDerivativeInNugget() {
        double quadratic = 0;
        double trace = 0;
        for (int i = 0; i < n; i++) {
            quadratic += kgiD[i] * kgiD[i] * inverseCounts[i];
            trace += kgi[i * n + i] * inverseCounts[i];
        }
        return quadratic / (2 * nuG) - trace / 2;
    }

    /** The kriging mean of the log noise at a point with correlations kg to the sites: mu_g + kg' Kg^-1 D. */
    double logLambdaAt(double[] kg) {
        double v = mean;
        for (int j = 0; j < n; j++) {
            v += kg[j] * kgiD[j];
        }
        return v;
    }

    /** The kriging variance of the log noise, nu_g [1 - kg' Kg^-1 kg + (1 - kg' Kg^-1 1)^2 / (1' Kg^-1 1)]. */
    double logLambdaVariance(double[] kg) {
        double[] kgiKg = MeanProcess.times(kgi, kg, n);
        double explained = 0;
        double trendShare = 0;
        for (int j = 0; j < n; j++) {
            explained += kg[j] * kgiKg[j];
            trendShare += kg[j] * r[j];
        }
        return Math.max(0, nuG * (1 - explained + (1 - trendShare) * (1 - trendShare) / s));
    }
}

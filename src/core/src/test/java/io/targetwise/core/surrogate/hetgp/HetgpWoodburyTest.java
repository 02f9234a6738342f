package io.targetwise.core.surrogate.hetgp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.surrogate.gp.KernelType;
import io.targetwise.core.surrogate.linalg.Cholesky;
import org.junit.jupiter.api.Test;

/**
 * The replicate-aware computation on n sites against the naive one on all N runs: the N x N covariance
 * U (C + eps I) U' + Lambda_N (U sends each run to its site) has exactly the reduced matrix C + diag(lambda / a + eps)
 * of the Woodbury identities, so log-likelihood, beta0, nu and predictions must agree to rounding (1e-9 relative).
 */
class HetgpWoodburyTest {

    @Test
    void sufficientStatisticsGiveTheSameLikelihoodAndPredictionsAsAllRuns() {
        ReplicatedData data = HetgpGradientTest.data(7);
        assertThat(data.total()).isGreaterThan(data.size());
        ProductCorrelation kernel = new ProductCorrelation(KernelType.MATERN_52);
        double[] theta = {0.4, 0.7};
        int n = data.size();
        double[] lambda = new double[n];
        for (int i = 0; i < n; i++) {
            lambda[i] = 0.02 + 0.3 * data.sites()[i][0];
        }
        MeanProcess reduced = MeanProcess.of(data, kernel.matrix(data.sites(), theta), lambda).orElseThrow();

        int total = data.total();
        int[] site = new int[total];
        double[] y = new double[total];
        int row = 0;
        for (int i = 0; i < n; i++) {
            for (double v : data.outputsAt(i)) {
                site[row] = i;
                y[row++] = v;
            }
        }
        double[] sigma = new double[total * total];
        for (int p = 0; p < total; p++) {
            for (int q = 0; q < total; q++) {
                double c = kernel.value(data.sites()[site[p]], data.sites()[site[q]], theta);
                sigma[p * total + q] = c + (site[p] == site[q] ? MeanProcess.EPS : 0) + (p == q ? lambda[site[p]] : 0);
            }
        }
        Cholesky full = Cholesky.of(sigma, total).orElseThrow();
        double[] ones = new double[total];
        java.util.Arrays.fill(ones, 1);
        double[] sigmaOnes = full.solve(ones);
        double beta0 = dot(sigmaOnes, y) / dot(sigmaOnes, ones);
        double[] residual = new double[total];
        for (int p = 0; p < total; p++) {
            residual[p] = y[p] - beta0;
        }
        double[] weights = full.solve(residual);
        double nu = dot(residual, weights) / total;
        double logLikelihood = -0.5 * total * (Math.log(2 * Math.PI) + Math.log(nu) + 1) - 0.5 * full.logDeterminant();

        assertThat(reduced.beta0()).isCloseTo(beta0, within(1e-9 * Math.abs(beta0)));
        assertThat(reduced.nu()).isCloseTo(nu, within(1e-9 * nu));
        assertThat(reduced.logLikelihood()).isCloseTo(logLikelihood, within(1e-9 * Math.abs(logLikelihood)));

        for (double[] x : new double[][] {{0.1, 0.9}, {0.5, 0.5}, data.sites()[0], {1.3, -0.2}}) {
            double[] k = kernel.cross(x, data.sites(), theta);
            double[] kRuns = new double[total];
            for (int p = 0; p < total; p++) {
                kRuns[p] = k[site[p]];
            }
            double mean = beta0 + dot(kRuns, weights);
            double trendShare = 1 - dot(kRuns, sigmaOnes);
            double sd2 = nu * (1 - dot(kRuns, full.solve(kRuns)) + trendShare * trendShare / dot(ones, sigmaOnes));
            assertThat(reduced.mean(k)).isCloseTo(mean, within(1e-9 * Math.max(1, Math.abs(mean))));
            assertThat(reduced.epistemicVariance(k)).isCloseTo(sd2, within(1e-9 * Math.max(nu, sd2)));
        }
    }

    private static double dot(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }
}

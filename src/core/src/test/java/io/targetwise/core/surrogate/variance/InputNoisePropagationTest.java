package io.targetwise.core.surrogate.variance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.targetwise.core.surrogate.gp.GaussianProcess;
import io.targetwise.core.surrogate.gp.GaussianProcessFitter;
import io.targetwise.core.surrogate.gp.KernelType;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Taylor propagation of input noise against Monte Carlo through the same GP mean. */
class InputNoisePropagationTest {
    private static final int SAMPLES = 100_000;

    private static GaussianProcess meanOf(KernelType type) {
        double[][] x = new double[36][];
        double[] y = new double[36];
        for (int i = 0; i < 6; i++) {
            for (int j = 0; j < 6; j++) {
                double[] p = {-1 + 0.4 * i, -1 + 0.4 * j};
                x[i * 6 + j] = p;
                y[i * 6 + j] = Math.cos(2 * p[0]) * Math.cos(p[1]) + 0.3 * p[0] * p[1];
            }
        }
        return GaussianProcessFitter.builder().kernel(type).restarts(1).build().fit(x, y);
    }

    /** Var over eta ~ N(0, Sigma) of mu(x + eta), Sigma = C C^T with C lower triangular. */
    private static double monteCarloVariance(GaussianProcess gp, double[] x, double[][] cholesky) {
        SplittableRandom random = new SplittableRandom(11);
        double[][] points = new double[SAMPLES][];
        for (int s = 0; s < SAMPLES; s++) {
            double z0 = random.nextGaussian();
            double z1 = random.nextGaussian();
            points[s] = new double[] {x[0] + cholesky[0][0] * z0, x[1] + cholesky[1][0] * z0 + cholesky[1][1] * z1};
        }
        double[] m = gp.posterior(points).means();
        double mean = java.util.Arrays.stream(m).average().orElseThrow();
        return java.util.Arrays.stream(m).map(v -> (v - mean) * (v - mean)).sum() / (SAMPLES - 1);
    }

    private static double[][] covariance(double[][] c) {
        return new double[][] {{c[0][0] * c[0][0], c[0][0] * c[1][0]},
                {c[0][0] * c[1][0], c[1][0] * c[1][0] + c[1][1] * c[1][1]}};
    }

    @Test
    void firstOrderMatchesMonteCarloWhereTheMeanIsSloped() {
        GaussianProcess gp = meanOf(KernelType.MATERN_52);
        double[][] c = {{0.02, 0}, {0.01, 0.015}};
        double[] x = {0.45, -0.3};
        double propagated = InputNoisePropagation.firstOrder(covariance(c)).at(new double[][] {x}, gp)[0];
        double corrected = InputNoisePropagation.secondOrder(covariance(c)).at(new double[][] {x}, gp)[0];
        double monteCarlo = monteCarloVariance(gp, x, c);
        assertThat(Math.abs(propagated / monteCarlo - 1)).isLessThan(0.03);
        assertThat(Math.abs(corrected / monteCarlo - 1)).isLessThan(0.03);
    }

    @Test
    void secondOrderCorrectionCarriesTheVarianceAtAStationaryPoint() {
        GaussianProcess gp = meanOf(KernelType.RBF);
        double[] x = stationaryPoint(gp);
        double[][] c = {{0.1, 0}, {0.03, 0.12}};
        double first = InputNoisePropagation.firstOrder(covariance(c)).at(new double[][] {x}, gp)[0];
        double second = InputNoisePropagation.secondOrder(covariance(c)).at(new double[][] {x}, gp)[0];
        double monteCarlo = monteCarloVariance(gp, x, c);
        assertThat(first).isLessThan(0.01 * monteCarlo);
        assertThat(Math.abs(second / monteCarlo - 1)).isLessThan(0.1);
    }

    /** Newton's method on the gradient of the mean, from the origin (the maximum of the sampled function). */
    private static double[] stationaryPoint(GaussianProcess gp) {
        double[] x = {0, 0};
        for (int it = 0; it < 20; it++) {
            double[] g = gp.meanGradient(x);
            double[] h = gp.meanHessian(x);
            double det = h[0] * h[3] - h[1] * h[2];
            x = new double[] {x[0] - (h[3] * g[0] - h[1] * g[1]) / det, x[1] - (-h[2] * g[0] + h[0] * g[1]) / det};
        }
        return x;
    }

    @Test
    void rejectsInvalidCovariancesAndNonSmoothMeans() {
        assertThatThrownBy(() -> InputNoisePropagation.firstOrder(new double[][] {{1, 0.2}, {0.3, 1}}))
                .hasMessageContaining("covariance[0][1] must be finite and symmetric");
        assertThatThrownBy(() -> InputNoisePropagation.firstOrder(new double[][] {{-1}}))
                .hasMessageContaining("covariance[0][0] must be >= 0");
        GaussianProcess rough = meanOf(KernelType.MATERN_32);
        assertThatThrownBy(() -> InputNoisePropagation.secondOrder(new double[][] {{1, 0}, {0, 1}})
                .at(new double[][] {{0, 0}}, rough)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> InputNoisePropagation.firstOrder(new double[][] {{1}}).at(new double[][] {{0, 0}}, rough))
                .hasMessageContaining("1 x 1 but the mean has 2 variables");
    }
}

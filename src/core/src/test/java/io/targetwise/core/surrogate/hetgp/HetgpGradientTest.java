package io.targetwise.core.surrogate.hetgp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.surrogate.gp.KernelType;
import java.util.SplittableRandom;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The analytic gradients of both likelihoods against central finite differences, for every kernel, isotropic and
 * anisotropic, and for both branches of the heteroskedastic objective (with and without the penalty). Steps of 1e-6
 * relative leave a truncation error of order 1e-12 relative and a rounding error of about 1e-10 / 1e-6 = 1e-4 of the
 * likelihood's scale per unit gradient, so the comparison allows 2e-5 relative to the largest gradient entry.
 */
class HetgpGradientTest {

    /** 12 sites in [0, 1]^2 with 1 to 4 replicates each, outputs sin + a noise that grows along x_1. */
    static ReplicatedData data(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int sites = 12;
        int runs = 0;
        int[] counts = new int[sites];
        for (int i = 0; i < sites; i++) {
            counts[i] = 1 + random.nextInt(4);
            runs += counts[i];
        }
        double[][] x = new double[runs][];
        double[] y = new double[runs];
        int row = 0;
        for (int i = 0; i < sites; i++) {
            double[] site = {random.nextDouble(), random.nextDouble()};
            for (int r = 0; r < counts[i]; r++) {
                x[row] = site;
                y[row] = Math.sin(4 * site[0]) + site[1] + (0.05 + 0.3 * site[0]) * random.nextGaussian();
                row++;
            }
        }
        return ReplicatedData.group(x, y);
    }

    @ParameterizedTest
    @CsvSource({"RBF, 1", "RBF, 2", "MATERN_52, 1", "MATERN_52, 2", "MATERN_32, 1", "MATERN_32, 2"})
    void homGradientMatchesFiniteDifferences(KernelType type, int thetas) {
        HomLikelihood likelihood = new HomLikelihood(data(3), new ProductCorrelation(type));
        double[] point = thetas == 1 ? new double[] {0.3, 0.05} : new double[] {0.2, 0.5, 0.08};
        double[] analytic = likelihood.at(java.util.Arrays.copyOf(point, thetas), point[thetas]).orElseThrow().gradient();
        assertMatchesFiniteDifferences(analytic, point, p -> likelihood
                .at(java.util.Arrays.copyOf(p, thetas), p[thetas]).orElseThrow().logLikelihood());
    }

    @ParameterizedTest
    @CsvSource({"RBF, 1, false", "RBF, 2, false", "RBF, 1, true", "RBF, 2, true", "MATERN_52, 1, false",
            "MATERN_52, 2, true", "MATERN_32, 1, true", "MATERN_32, 2, false"})
    void hetGradientMatchesFiniteDifferencesOnBothBranches(KernelType type, int thetas, boolean penaltyOff) {
        ReplicatedData data = data(5);
        // a homoskedastic log-likelihood above l_m with a positive penalty switches the penalty off
        HetLikelihood likelihood = new HetLikelihood(data, new ProductCorrelation(type),
                penaltyOff ? 1e6 : Double.NEGATIVE_INFINITY);
        SplittableRandom random = new SplittableRandom(11);
        int n = data.size();
        double[] point = new double[thetas + n + 2];
        for (int q = 0; q < thetas; q++) {
            point[q] = 0.2 + 0.2 * q;
        }
        for (int i = 0; i < n; i++) {
            // a nearly flat Delta has a small nu_g and so a positive penalty
            point[thetas + i] = -3 + (penaltyOff ? 0.02 : 0.8) * random.nextGaussian();
        }
        point[thetas + n] = 1.7;
        point[thetas + n + 1] = 0.05;
        HetLikelihood.Evaluation e = likelihood.at(point).orElseThrow();
        assertThat(e.penalised()).isEqualTo(!penaltyOff);
        assertMatchesFiniteDifferences(e.gradient(), point, p -> likelihood.at(p).orElseThrow().objective());
    }

    static void assertMatchesFiniteDifferences(double[] analytic, double[] point,
            ToDoubleFunction<double[]> function) {
        double scale = 0;
        for (double v : analytic) {
            scale = Math.max(scale, Math.abs(v));
        }
        for (int i = 0; i < point.length; i++) {
            double h = 1e-6 * Math.max(1, Math.abs(point[i]));
            double[] up = point.clone();
            double[] down = point.clone();
            up[i] += h;
            down[i] -= h;
            double numeric = (function.applyAsDouble(up) - function.applyAsDouble(down)) / (2 * h);
            assertThat(analytic[i]).as("d/dp[%d]", i).isCloseTo(numeric, within(2e-5 * Math.max(1, scale)));
        }
    }
}

package io.targetwise.benchmarks.responsesurface;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.benchmarks.responsesurface.QuadraticModel.Terms;
import io.targetwise.core.Point;
import io.targetwise.core.surrogate.DesignPoint;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

class DualResponseSurfaceTest {

    /**
     * log sigma^2(x) = 0.5 + 1.0 x1 - 0.7 x2 on [-1, 1]^2, 2,000 design points of 3 Gaussian readings each. With
     * k = (n - 1) / 2 = 1 each corrected log s^2 has sampling variance trigamma(1) = 1.64, so the coefficients' standard
     * errors are the square roots of the diagonal of (X^T W X)^{-1}, W = 1 / trigamma(1) (about 0.05 to 0.1 here); every
     * coefficient must lie within 4 of them (two-sided 6e-5 each). Uncorrected, the intercept would sit
     * digamma(1) - log 1 = -0.58 low, about 8 standard errors.
     */
    @Test
    void logVarianceModelRecoversALogLinearVarianceWithinFourStandardErrors() {
        double[] truth = {0.5, 1.0, -0.7, 0, 0, 0};
        SplittableRandom rng = new SplittableRandom(11);
        List<DesignPoint> points = new ArrayList<>();
        int n = 3;
        for (int i = 0; i < 2000; i++) {
            double[] x = {rng.nextDouble(-1, 1), rng.nextDouble(-1, 1)};
            double sd = Math.exp((truth[0] + truth[1] * x[0] + truth[2] * x[1]) / 2);
            double[] y = new double[n];
            for (int r = 0; r < n; r++) {
                y[r] = 4 + sd * rng.nextGaussian();
            }
            double mean = Arrays.stream(y).average().orElseThrow();
            double s2 = Arrays.stream(y).map(v -> (v - mean) * (v - mean)).sum() / (n - 1);
            points.add(new DesignPoint(Point.of(x), n, mean, s2));
        }
        Region unit = Region.whole(new double[] {-1, -1}, new double[] {1, 1});

        QuadraticModel logVariance = DualResponseSurface.fit(unit, Terms.FULL, points, 4).logVarianceModel();

        double[] b = logVariance.coefficients();
        double[] covariance = logVariance.covariance();
        int p = b.length;
        for (int i = 0; i < p; i++) {
            double se = Math.sqrt(covariance[i * p + i]);
            assertThat(se).as("standard error %d", i).isBetween(0.02, 0.15);
            assertThat(b[i]).as("coefficient %d (se %.3f)", i, se).isCloseTo(truth[i], within(4 * se));
        }
    }

    /** 2-D, region [20, 100] x [5, 25]: the minimiser against the MSE's minimum over a 801 x 801 grid. */
    @Test
    void mseMinimiserAgreesWithAGridSearchInsideAndOnTheBoundary() {
        Region region = Region.whole(new double[] {20, 5}, new double[] {100, 25});
        // Interior: the mean reaches the target on a curve through the middle, the variance is smallest near (0.2, 0.3).
        assertAgreesWithGrid(region, z -> 10 + 2 * z[0] + z[0] * z[1],
                z -> -1 + 2 * (z[0] - 0.2) * (z[0] - 0.2) + 1.5 * (z[1] - 0.3) * (z[1] - 0.3) + 0.5 * z[0] * z[1], 10.5,
                false);
        // Boundary: the target lies above every mean, which rises with z1; the optimum is on the face z1 = 1.
        assertAgreesWithGrid(region, z -> 2 + 1.5 * z[0] + 0.3 * z[1] * z[1], z -> -2 + 0.5 * z[1] - 0.4 * z[1] * z[1],
                5, true);
        // Two local minima: the mean z1^2 + 0.2 z2 meets the target at z1 = +-0.7, the spread is smaller at z1 < 0.
        assertAgreesWithGrid(region, z -> z[0] * z[0] + 0.2 * z[1], z -> -1 + 0.6 * z[0] + 0.2 * z[1] * z[1], 0.5,
                false);
    }

    private static void assertAgreesWithGrid(Region region, ToDoubleFunction<double[]> mean,
            ToDoubleFunction<double[]> logVariance, double target, boolean onBoundary) {
        List<double[]> design = CompositeDesign.faceCentred(2).points();
        double[][] z = design.toArray(double[][]::new);
        double[] ones = new double[z.length];
        Arrays.fill(ones, 1);
        DualResponseSurface surface = DualResponseSurface.of(region,
                QuadraticModel.fit(Terms.FULL, z, Arrays.stream(z).mapToDouble(mean).toArray(), ones),
                QuadraticModel.fit(Terms.FULL, z, Arrays.stream(z).mapToDouble(logVariance).toArray(), ones), target);

        double[] found = surface.minimiseMse();

        int steps = 800;
        double best = Double.POSITIVE_INFINITY;
        double[] argmin = null;
        for (int i = 0; i <= steps; i++) {
            for (int j = 0; j <= steps; j++) {
                double[] x = region.decode(new double[] {-1 + 2.0 * i / steps, -1 + 2.0 * j / steps});
                double mse = surface.mse(x);
                if (mse < best) {
                    best = mse;
                    argmin = x;
                }
            }
        }
        assertThat(surface.mse(found)).isLessThanOrEqualTo(best + 1e-9);
        // Within a grid step (0.1 and 0.025 natural units) of the grid's argmin.
        assertThat(found[0]).isCloseTo(argmin[0], within(0.1));
        assertThat(found[1]).isCloseTo(argmin[1], within(0.025));
        if (onBoundary) {
            assertThat(found[0]).isEqualTo(100);
        } else {
            assertThat(found[0]).isStrictlyBetween(20.0, 100.0);
            assertThat(found[1]).isStrictlyBetween(5.0, 25.0);
        }
    }
}

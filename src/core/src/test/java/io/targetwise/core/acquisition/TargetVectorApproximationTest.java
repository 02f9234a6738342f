package io.targetwise.core.acquisition;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import io.targetwise.core.stats.GeneralizedChiSquared;

/**
 * How far the target-vector acquisition's mean-variance approximation is from the exact law of
 * {@code E_hat = sum_k sigmaE2_k chi2(1, (mu_k - y*_k)^2 / sigmaE2_k) + sum sigmaA2_k}, a generalised chi-square
 * ({@link GeneralizedChiSquared}), over a grid of two and three outputs whose epistemic variances are up to 10 times
 * apart: the bounds asserted here are the ones its class comment states.
 */
class TargetVectorApproximationTest {
    private static final double[][] EQUAL = {{1, 1}, {2.5, 2.5, 2.5}};
    private static final double[][] UNEQUAL = {{1, 2}, {1, 4}, {1, 10}, {1, 3, 10}, {0.5, 1, 2}};
    private static final double[] OFFSETS = {0, 0.5, 1, 2, 4};

    private record Errors(double lcb, double ei) {
    }

    private static Errors worst(double[][] grid, double q) {
        double lcb = 0;
        double ei = 0;
        for (double[] variances : grid) {
            int k = variances.length;
            for (double offset : OFFSETS) {
                double[] weights = variances.clone();
                double[] dof = new double[k];
                double[] noncentralities = new double[k];
                double distance = 0;
                double mean = 0;
                for (int j = 0; j < k; j++) {
                    dof[j] = 1;
                    double off = offset * (j + 1) / k; // the outputs are off by different amounts
                    noncentralities[j] = off * off / variances[j];
                    distance += off * off;
                    mean += variances[j] / k;
                }
                GeneralizedChiSquared exact = GeneralizedChiSquared.of(weights, dof, noncentralities);
                double approximateBound = TargetVectorAcquisition.lowerConfidenceBoundOf(k, distance, mean, 0, q);
                double exactBound = exact.inverseCumulativeProbability(q);
                lcb = Math.max(lcb, Math.abs(approximateBound - exactBound) / exact.getMean());
                for (double eMin : new double[] {0.5 * exact.getMean(), exact.getMean(), 2 * exact.getMean()}) {
                    double approximate = TargetVectorAcquisition.expectedImprovementOf(k, distance, mean, 0, eMin);
                    ei = Math.max(ei, Math.abs(approximate - exact.expectedShortfall(eMin)) / exact.getMean());
                }
            }
        }
        return new Errors(lcb, ei);
    }

    /** With one epistemic variance the approximation is the exact law: the comparison itself is sound. */
    @Test
    void withEqualVariancesItIsExact() {
        Errors errors = worst(EQUAL, 0.1);
        assertThat(errors.lcb()).isLessThan(1e-9);
        assertThat(errors.ei()).isLessThan(1e-9);
    }

    /** Measured on this grid: 7.5 % of E[E_hat] for the 0.1-quantile, 8.6 % for expected improvement. */
    @Test
    void withVariancesUpToTenTimesApartItsErrorIsWithinItsStatedBounds() {
        Errors errors = worst(UNEQUAL, 0.1);
        assertThat(errors.lcb()).isBetween(0.07, 0.08);
        assertThat(errors.ei()).isBetween(0.08, 0.09);
    }
}

package io.targetwise.core.acquisition;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.stats.GeneralizedChiSquared;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * How far the target-vector acquisition's two-moment law is from the exact law of the weighted error
 * {@code E_hat = sum_k c_k chi2(1, delta_k) + sum w_k sigmaA2_k}, {@code c_k = w_k sigmaE2_k}, a generalised chi-square
 * ({@link GeneralizedChiSquared}), over grids of two and three outputs whose weighted epistemic variances c_k are up to
 * 10 and up to 100 times apart: the bounds asserted here are the ones its class comment and docs/acquisition-core.md
 * state. The exact law itself is checked against a Monte Carlo of its own here, so the comparison does not rest on
 * one implementation.
 */
class TargetVectorApproximationTest {
    private static final double[][] EQUAL = {{1, 1}, {2.5, 2.5, 2.5}};
    private static final double[][] TEN_APART = {{1, 2}, {1, 4}, {1, 10}, {1, 3, 10}, {0.5, 1, 2}};
    private static final double[][] HUNDRED_APART = {{1, 30}, {1, 100}, {1, 10, 100}, {100, 1, 1}};
    private static final double[] OFFSETS = {0, 0.5, 1, 2, 4};

    private record Errors(double lcb, double ei) {
    }

    /** One grid point: the weights w_k = c_k / sigmaE2_k with sigmaE2_k = 1 / (k + 1), offsets unequal per output. */
    private record Case(double[] offsets, double[] sigmaE2, double[] weights, GeneralizedChiSquared exact) {
        static Case of(double[] spreads, double offset) {
            int k = spreads.length;
            double[] offsets = new double[k];
            double[] sigmaE2 = new double[k];
            double[] weights = new double[k];
            double[] dof = new double[k];
            double[] noncentralities = new double[k];
            for (int j = 0; j < k; j++) {
                sigmaE2[j] = 1.0 / (j + 1);
                weights[j] = spreads[j] / sigmaE2[j];
                offsets[j] = offset * (j + 1) / k / Math.sqrt(weights[j]); // weighted offsets differ by output
                dof[j] = 1;
                noncentralities[j] = offsets[j] * offsets[j] / sigmaE2[j];
            }
            return new Case(offsets, sigmaE2, weights, GeneralizedChiSquared.of(spreads, dof, noncentralities));
        }
    }

    private static Errors worst(double[][] grid, double q) {
        double lcb = 0;
        double ei = 0;
        for (double[] spreads : grid) {
            for (double offset : OFFSETS) {
                Case c = Case.of(spreads, offset);
                double[] zero = new double[spreads.length];
                double approximateBound = TargetVectorAcquisition.lowerConfidenceBoundOf(c.offsets(), c.sigmaE2(),
                        zero, c.weights(), q);
                lcb = Math.max(lcb, Math.abs(approximateBound - c.exact().inverseCumulativeProbability(q))
                        / c.exact().getMean());
                for (double eMin : new double[] {0.5 * c.exact().getMean(), c.exact().getMean(),
                        2 * c.exact().getMean()}) {
                    double approximate = TargetVectorAcquisition.expectedImprovementOf(c.offsets(), c.sigmaE2(), zero,
                            c.weights(), eMin);
                    ei = Math.max(ei, Math.abs(approximate - c.exact().expectedShortfall(eMin)) / c.exact().getMean());
                }
            }
        }
        return new Errors(lcb, ei);
    }

    /** With one weighted epistemic variance the two-moment law is the exact law: the comparison itself is sound. */
    @Test
    void withEqualWeightedVariancesItIsExact() {
        Errors errors = worst(EQUAL, 0.1);
        assertThat(errors.lcb()).isLessThan(1e-9);
        assertThat(errors.ei()).isLessThan(1e-9);
    }

    /**
     * Measured on this grid, in units of E[E_hat]: 7.2 % for the 0.1-quantile, 1.8 % for expected improvement (the
     * mean-variance law used before reached 7.5 % and 8.6 % on the unweighted version of this grid).
     */
    @Test
    void withVariancesUpToTenTimesApartItsErrorIsWithinItsStatedBounds() {
        Errors errors = worst(TEN_APART, 0.1);
        assertThat(errors.lcb()).isBetween(0.070, 0.073);
        assertThat(errors.ei()).isBetween(0.017, 0.018);
    }

    /** Measured on this grid: 13.7 % for the 0.1-quantile, 3.7 % for expected improvement. */
    @Test
    void withVariancesUpToAHundredTimesApartItsErrorIsWithinItsStatedBounds() {
        Errors errors = worst(HUNDRED_APART, 0.1);
        assertThat(errors.lcb()).isBetween(0.136, 0.138);
        assertThat(errors.ei()).isBetween(0.036, 0.038);
    }

    /**
     * The exact law's expected shortfall and quantile against a Monte Carlo that draws the outputs' estimates
     * themselves ({@code m_hat_k = mu_k + sigmaE_k z_k}), on the widest case of the grids.
     */
    @Test
    void theExactLawAgreesWithMonteCarloOfTheWeightedError() {
        Case c = Case.of(new double[] {1, 10, 100}, 2);
        double eMin = c.exact().getMean();
        SplittableRandom random = new SplittableRandom(41);
        int n = 400_000;
        double sum = 0;
        double sumSquares = 0;
        double bound = c.exact().inverseCumulativeProbability(0.1);
        int below = 0;
        for (int i = 0; i < n; i++) {
            double error = 0;
            for (int k = 0; k < 3; k++) {
                double miss = c.offsets()[k] + Math.sqrt(c.sigmaE2()[k]) * random.nextGaussian();
                error += c.weights()[k] * miss * miss;
            }
            double gain = Math.max(0, eMin - error);
            sum += gain;
            sumSquares += gain * gain;
            below += error <= bound ? 1 : 0;
        }
        double mean = sum / n;
        double standardError = Math.sqrt((sumSquares / n - mean * mean) / n);
        assertThat(c.exact().expectedShortfall(eMin)).isCloseTo(mean, within(5 * standardError));
        assertThat((double) below / n).isCloseTo(0.1, within(5 * Math.sqrt(0.09 / n)));
    }
}

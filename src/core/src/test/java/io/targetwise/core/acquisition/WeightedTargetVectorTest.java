package io.targetwise.core.acquisition;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.surrogate.Posterior;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The weighted target-vector criterion {@code E = sum_k w_k [(m_k - T_k)^2 + sigmaA2_k]} and its acquisitions. */
class WeightedTargetVectorTest {
    private static final double[] TARGETS = {125, 52.8};
    /** The weights of half-tolerances 1 mm and 0.5 mm (a literal: a static call would escape mutation testing). */
    private static final double[] WEIGHTS = {1, 4};

    @Test
    void theDefaultWeightIsOneOverTheSquaredHalfTolerance() {
        assertThat(TargetVectorAcquisition.toleranceWeights(new double[] {1, 0.5})).containsExactly(WEIGHTS);
        assertThat(TargetVectorAcquisition.toleranceWeights(new double[] {0.2})[0]).isCloseTo(25, within(1e-12));
        assertThatThrownBy(() -> TargetVectorAcquisition.toleranceWeights(new double[] {1, 0}))
                .hasMessageContaining("halfTolerances[1]");
        assertThatThrownBy(() -> TargetVectorAcquisition.toleranceWeights(new double[] {Double.POSITIVE_INFINITY}))
                .hasMessageContaining("halfTolerances[0]");
        assertThatThrownBy(() -> TargetVectorAcquisition.toleranceWeights(new double[0]))
                .hasMessageContaining("halfTolerances");
    }

    /** K = 1 with weight 1 is today's single-output acquisition, bit for bit. */
    @ParameterizedTest
    @CsvSource({"0.2, 0.09, 0.02, 0.3", "1, 0.09, 0.02, 0.3", "1.7, 0.5, 0.1, 2", "1, 0, 0.01, 0.5",
            "3, 1e-14, 0, 9", "1, 0.2, 0.4, 0.3"})
    void oneOutputAtWeightOneIsExactlyTheSingleOutputAcquisition(double mu, double sigmaE2, double sigmaA2,
            double eMin) {
        double[] one = {1};
        assertThat(TargetVectorAcquisition.expectedImprovement(new double[] {mu}, new double[] {sigmaE2},
                new double[] {sigmaA2}, one, one, eMin))
                .isEqualTo(RobustTargetAcquisitions.expectedImprovement(mu, sigmaE2, sigmaA2, 1, eMin));
        assertThat(TargetVectorAcquisition.lowerConfidenceBound(new double[] {mu}, new double[] {sigmaE2},
                new double[] {sigmaA2}, one, one, 0.2))
                .isEqualTo(RobustTargetAcquisitions.paperLowerConfidenceBound(mu, sigmaE2, sigmaA2, 1, 0.2));
    }

    /** A weight w scales the error: EI_w(eMin) = w EI_1(eMin / w) and LCB_w = w LCB_1. */
    @Test
    void aWeightScalesTheSingleOutputError() {
        double[] w = {4};
        double ei = TargetVectorAcquisition.expectedImprovement(new double[] {1.3}, new double[] {0.09},
                new double[] {0.02}, new double[] {1}, w, 0.8);
        assertThat(ei).isCloseTo(4 * RobustTargetAcquisitions.expectedImprovement(1.3, 0.09, 0.02, 1, 0.2),
                within(1e-14));
        double lcb = TargetVectorAcquisition.lowerConfidenceBound(new double[] {1.3}, new double[] {0.09},
                new double[] {0.02}, new double[] {1}, w, 0.2);
        assertThat(lcb).isCloseTo(4 * RobustTargetAcquisitions.paperLowerConfidenceBound(1.3, 0.09, 0.02, 1, 0.2),
                within(1e-13));
    }

    /**
     * Where the weighted epistemic variances w_k sigmaE2_k are equal the two-moment law is exact: expected improvement
     * and the quantile agree with a Monte Carlo that draws each output's estimate and weights its squared miss.
     */
    @ParameterizedTest
    @CsvSource({"0.04, 1.5", "0.25, 3", "0.01, 0.6"})
    void equalWeightedVariancesMatchMonteCarloOfTheWeightedError(double sigmaE2Of1, double eMin) {
        double[] means = {125.6, 52.5};
        double[] epistemic = {sigmaE2Of1, sigmaE2Of1 / 4};
        double[] aleatoric = {0.2, 0.05};
        assertMatchesMonteCarlo(means, epistemic, aleatoric, eMin, 5);
    }

    /**
     * Weighted epistemic variances 25 times apart: the two-moment law is an approximation; here its expected
     * improvement is within 2 % of E[E_hat] of the Monte Carlo value (docs/acquisition-core.md).
     */
    @Test
    void unequalWeightedVariancesStayCloseToMonteCarlo() {
        double[] means = {125.9, 52.7};
        double[] epistemic = {0.5, 0.005};
        double[] aleatoric = {0.1, 0.02};
        double meanError = 0.81 + 0.5 + 0.1 + 4 * (0.01 + 0.005 + 0.02);
        double ei = TargetVectorAcquisition.expectedImprovement(means, epistemic, aleatoric, TARGETS, WEIGHTS, 1.2);
        double[] mc = monteCarlo(means, epistemic, aleatoric, 1.2, 0.1);
        assertThat(ei).isCloseTo(mc[0], within(0.02 * meanError));
    }

    private static void assertMatchesMonteCarlo(double[] means, double[] epistemic, double[] aleatoric, double eMin,
            double sigmas) {
        double q = 0.3;
        double ei = TargetVectorAcquisition.expectedImprovement(means, epistemic, aleatoric, TARGETS, WEIGHTS, eMin);
        double bound = TargetVectorAcquisition.lowerConfidenceBound(means, epistemic, aleatoric, TARGETS, WEIGHTS, q);
        double[] mc = monteCarlo(means, epistemic, aleatoric, eMin, bound);
        assertThat(ei).isCloseTo(mc[0], within(sigmas * mc[1] + 1e-15));
        assertThat(mc[2]).isCloseTo(q, within(sigmas * Math.sqrt(q * (1 - q) / N)));
    }

    private static final int N = 400_000;

    /** Mean of max(0, eMin - E_hat), its standard error, and the share of E_hat at or below {@code bound}. */
    private static double[] monteCarlo(double[] means, double[] epistemic, double[] aleatoric, double eMin,
            double bound) {
        SplittableRandom random = new SplittableRandom(17);
        double sum = 0;
        double sumSquares = 0;
        int below = 0;
        for (int i = 0; i < N; i++) {
            double error = 0;
            for (int k = 0; k < means.length; k++) {
                double miss = means[k] + Math.sqrt(epistemic[k]) * random.nextGaussian() - TARGETS[k];
                error += WEIGHTS[k] * (miss * miss + aleatoric[k]);
            }
            double gain = Math.max(0, eMin - error);
            sum += gain;
            sumSquares += gain * gain;
            below += error <= bound ? 1 : 0;
        }
        double mean = sum / N;
        return new double[] {mean, Math.sqrt((sumSquares / N - mean * mean) / N), (double) below / N};
    }

    @Test
    void batchScoresAndTheIncumbentUseTheWeights() {
        SplittableRandom random = new SplittableRandom(3);
        int n = 3000;
        double[][] means = new double[2][n];
        double[][] epistemic = new double[2][n];
        double[][] aleatoric = new double[2][n];
        for (int k = 0; k < 2; k++) {
            for (int i = 0; i < n; i++) {
                means[k][i] = TARGETS[k] + random.nextGaussian();
                epistemic[k][i] = 0.1 * random.nextDouble();
                aleatoric[k][i] = 0.05 * random.nextDouble();
            }
        }
        List<Posterior> outputs = List.of(Posterior.of(means[0], epistemic[0], aleatoric[0]),
                Posterior.of(means[1], epistemic[1], aleatoric[1]));
        double[] errors = TargetVectorAcquisition.plugInErrors(TARGETS, WEIGHTS, outputs);
        double best = Double.POSITIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            double error = Math.pow(means[0][i] - TARGETS[0], 2) + aleatoric[0][i]
                    + 4 * (Math.pow(means[1][i] - TARGETS[1], 2) + aleatoric[1][i]);
            assertThat(errors[i]).isCloseTo(error, within(1e-12));
            best = Math.min(best, error);
        }
        assertThat(TargetVectorAcquisition.incumbent(TARGETS, WEIGHTS, outputs)).isCloseTo(best, within(1e-12));
        double[] ei = TargetVectorAcquisition.expectedImprovement(TARGETS, WEIGHTS, 1.0).score(outputs);
        double[] lcb = TargetVectorAcquisition.lowerConfidenceBound(TARGETS, WEIGHTS, 0.1).score(outputs);
        for (int i = 0; i < n; i += 150) {
            double[] m = {means[0][i], means[1][i]};
            double[] e = {epistemic[0][i], epistemic[1][i]};
            double[] a = {aleatoric[0][i], aleatoric[1][i]};
            assertThat(ei[i]).isEqualTo(TargetVectorAcquisition.expectedImprovement(m, e, a, TARGETS, WEIGHTS, 1.0));
            assertThat(lcb[i]).isEqualTo(-TargetVectorAcquisition.lowerConfidenceBound(m, e, a, TARGETS, WEIGHTS,
                    0.1));
        }
    }

    /** Without epistemic variance E_hat is the plug-in error: EI is the deterministic improvement, LCB the error. */
    @Test
    void withoutEpistemicVarianceTheLawIsThePlugInError() {
        double[] means = {125.1, 52.9};
        double[] none = {0, 0};
        double[] aleatoric = {0.01, 0.01};
        double error = 0.01 + 0.01 + 4 * (0.01 + 0.01);
        assertThat(TargetVectorAcquisition.expectedImprovement(means, none, aleatoric, TARGETS, WEIGHTS, 0.5))
                .isCloseTo(0.5 - error, within(1e-12));
        assertThat(TargetVectorAcquisition.expectedImprovement(means, none, aleatoric, TARGETS, WEIGHTS, 0.05))
                .isZero();
        assertThat(TargetVectorAcquisition.lowerConfidenceBound(means, none, aleatoric, TARGETS, WEIGHTS, 0.1))
                .isCloseTo(error, within(1e-12));
    }

    /** A far-off point with a tiny epistemic variance takes the normal limit and stays continuous with it. */
    @Test
    void aHugeNoncentralityUsesTheNormalLimitContinuously() {
        double[] aleatoric = {0, 0};
        for (double sigmaE2 : new double[] {1e-7, 1e-9}) {
            double[] epistemic = {sigmaE2, sigmaE2 / 4};
            double[] means = {125.5, 52.8};
            // E_hat ~ 0.25 + sum w_k sigmaE2_k chi2(1) around it: EI over eMin = 1 is 0.75 - 2 sigmaE2
            assertThat(TargetVectorAcquisition.expectedImprovement(means, epistemic, aleatoric, TARGETS, WEIGHTS, 1))
                    .isCloseTo(0.75 - 2 * sigmaE2, within(1e-9));
            assertThat(TargetVectorAcquisition.lowerConfidenceBound(means, epistemic, aleatoric, TARGETS, WEIGHTS,
                    0.5)).isCloseTo(0.25, within(1e-6));
        }
    }

    /**
     * A far-off point with a tiny epistemic variance (lambda = 2.5e6, past the normal limit), eMin at the mean of
     * E_hat and one sd above it: EI and the 0.1-quantile against a Monte Carlo of the weighted error, and EI against
     * the normal's {@code sd [u Phi(u) + phi(u)]}, u = (eMin - mean) / sd, with
     * {@code sd = sqrt(2 sum c_k^2 + 4 sum c_k w_k d_k^2)}.
     */
    @ParameterizedTest
    @CsvSource({"0, 0.3989422804014327", "1, 1.0833154705876864"})
    void theNormalLimitMatchesMonteCarlo(double u, double normalShortfall) {
        double[] means = {125.5, 52.8};
        double[] epistemic = {1e-7, 1e-7 / 4};
        double[] aleatoric = {0.01, 0.002};
        double sd = Math.sqrt(2 * 2e-14 + 4 * 1e-7 * 0.25);
        double eMin = 0.25 + 2e-7 + 0.01 + 4 * 0.002 + u * sd;
        double ei = TargetVectorAcquisition.expectedImprovement(means, epistemic, aleatoric, TARGETS, WEIGHTS, eMin);
        double bound = TargetVectorAcquisition.lowerConfidenceBound(means, epistemic, aleatoric, TARGETS, WEIGHTS,
                0.1);
        double[] mc = monteCarlo(means, epistemic, aleatoric, eMin, bound);
        assertThat(ei).isCloseTo(sd * normalShortfall, within(1e-3 * sd));
        assertThat(ei).isCloseTo(mc[0], within(5 * mc[1]));
        assertThat(mc[2]).isCloseTo(0.1, within(5 * Math.sqrt(0.09 / N)));
    }

    @Test
    void invalidWeightsAreRejectedByName() {
        assertThatThrownBy(() -> TargetVectorAcquisition.expectedImprovement(TARGETS, new double[] {1, 0}, 1))
                .hasMessageContaining("weights[1]");
        assertThatThrownBy(() -> TargetVectorAcquisition.expectedImprovement(TARGETS, WEIGHTS, -1))
                .hasMessageContaining("eMin");
        double[] two = {1, 1};
        assertThatThrownBy(() -> TargetVectorAcquisition.expectedImprovement(TARGETS, two, two, TARGETS, WEIGHTS, -1))
                .hasMessageContaining("eMin");
        assertThatThrownBy(() -> TargetVectorAcquisition.lowerConfidenceBound(TARGETS, two, two, TARGETS, WEIGHTS, 1))
                .hasMessageContaining("q must be in (0, 1)");
        assertThatThrownBy(() -> TargetVectorAcquisition.expectedImprovement(TARGETS, new double[] {1}, 1))
                .hasMessageContaining("weights must hold one per output (2)");
        assertThatThrownBy(() -> TargetVectorAcquisition.lowerConfidenceBound(TARGETS, new double[] {1, -1}, 0.1))
                .hasMessageContaining("weights[1]");
        assertThatThrownBy(() -> TargetVectorAcquisition.expectedImprovement(TARGETS,
                new double[] {Double.POSITIVE_INFINITY, 1}, 1)).hasMessageContaining("weights[0]");
        assertThatThrownBy(() -> TargetVectorAcquisition.lowerConfidenceBound(TARGETS, WEIGHTS, 1))
                .hasMessageContaining("q must be in (0, 1)");
        assertThatThrownBy(() -> TargetVectorAcquisition.lowerConfidenceBound(TARGETS, WEIGHTS, 0))
                .hasMessageContaining("q must be in (0, 1)");
        assertThatThrownBy(() -> TargetVectorAcquisition.incumbent(TARGETS, WEIGHTS, List.of(
                Posterior.of(new double[0], new double[0], new double[0]),
                Posterior.of(new double[0], new double[0], new double[0])))).hasMessageContaining("at least one");
    }
}

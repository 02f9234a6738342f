package io.targetwise.neural.autodeuq;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class EnsembleMomentsTest {

    @Test
    void splitsTheMixtureVarianceByTheLawOfTotalVariance() {
        // Members N(1, 0.5), N(3, 1.5) with weights 1 and 3: mean (1 + 9) / 4 = 2.5; aleatoric (0.5 + 4.5) / 4;
        // epistemic (1 * 1.5^2 + 3 * 0.5^2) / 4 = 0.75.
        EnsembleMoments m = EnsembleMoments.of(new double[][] {{1}, {3}}, new double[][] {{0.5}, {1.5}},
                new int[] {1, 3}, false);
        assertThat(m.mean()[0]).isCloseTo(2.5, within(1e-12));
        assertThat(m.aleatoricVariance()[0]).isCloseTo(1.25, within(1e-12));
        assertThat(m.epistemicVariance()[0]).isCloseTo(0.75, within(1e-12));
    }

    @Test
    void logVarianceMomentsCountEachChoiceOnce() {
        // Weights 1 and 3 are the members 0.5, 1.5, 1.5, 1.5 listed out: their log mean and population sd.
        EnsembleMoments m = EnsembleMoments.of(new double[][] {{1}, {3}}, new double[][] {{0.5}, {1.5}},
                new int[] {1, 3}, false);
        double[] listed = {Math.log(0.5), Math.log(1.5), Math.log(1.5), Math.log(1.5)};
        double mean = java.util.Arrays.stream(listed).average().orElseThrow();
        double sd = Math.sqrt(java.util.Arrays.stream(listed).map(l -> (l - mean) * (l - mean)).sum() / 4);
        assertThat(m.aleatoricLogMean()[0]).isCloseTo(mean, within(1e-12));
        assertThat(m.aleatoricLogSd()[0]).isCloseTo(sd, within(1e-12));
        // Members agreeing on the spread leave no uncertainty about it.
        EnsembleMoments agreeing = EnsembleMoments.of(new double[][] {{0}, {1}}, new double[][] {{0.3}, {0.3}},
                new int[] {1, 1}, false);
        assertThat(agreeing.aleatoricLogSd()[0]).isZero();
        assertThat(Math.exp(agreeing.aleatoricLogMean()[0])).isCloseTo(0.3, within(1e-12));
    }

    @Test
    void totalEqualsTheMixtureSecondMomentMinusSquaredMean() {
        double[][] means = {{0.3, -1}, {1.1, 2}, {-0.4, 0.5}};
        double[][] variances = {{0.2, 1}, {0.7, 0.1}, {0.05, 0.3}};
        EnsembleMoments m = EnsembleMoments.of(means, variances, new int[] {1, 1, 1}, false);
        for (int i = 0; i < 2; i++) {
            double secondMoment = 0;
            for (int k = 0; k < 3; k++) {
                secondMoment += (variances[k][i] + means[k][i] * means[k][i]) / 3;
            }
            assertThat(m.aleatoricVariance()[i] + m.epistemicVariance()[i])
                    .isCloseTo(secondMoment - m.mean()[i] * m.mean()[i], within(1e-12));
        }
    }

    @Test
    void besselCorrectionDividesTheSpreadByKMinusOne() {
        EnsembleMoments m = EnsembleMoments.of(new double[][] {{0}, {2}}, new double[][] {{1}, {1}}, new int[] {1, 1},
                true);
        assertThat(m.epistemicVariance()[0]).isCloseTo(2, within(1e-12));
        assertThatThrownBy(() -> EnsembleMoments.of(new double[][] {{0}}, new double[][] {{1}}, new int[] {1}, true))
                .hasMessageContaining("at least 2");
    }

    @Test
    void greedySelectionStartsFromTheBestModelAndStopsWithoutStrictImprovement() {
        double[] y = {0, 0, 0, 0};
        GaussianPredictions good = new GaussianPredictions(new double[] {0.1, -0.1, 0.1, -0.1}, new double[] {0.02, 0.02,
                0.02, 0.02});
        GaussianPredictions complementary = new GaussianPredictions(new double[] {-0.1, 0.1, -0.1, 0.1},
                new double[] {0.02, 0.02, 0.02, 0.02});
        GaussianPredictions poor = new GaussianPredictions(new double[] {3, 3, 3, 3}, new double[] {1, 1, 1, 1});
        int[] counts = GreedyEnsembleSelection.select(java.util.Arrays.asList(poor, good, null, complementary), y, 5,
                false);
        assertThat(counts).containsExactly(0, 1, 0, 1);
    }

    @Test
    void fillingGoesOnToKDistinctMembersAddingTheLeastHarmful() {
        double[] y = {0, 0, 0, 0};
        GaussianPredictions exact = new GaussianPredictions(new double[] {0, 0, 0, 0}, new double[] {0.01, 0.01, 0.01,
                0.01});
        GaussianPredictions near = new GaussianPredictions(new double[] {0.3, 0.3, 0.3, 0.3}, new double[] {0.01, 0.01,
                0.01, 0.01});
        GaussianPredictions far = new GaussianPredictions(new double[] {3, 3, 3, 3}, new double[] {1, 1, 1, 1});
        java.util.List<GaussianPredictions> catalog = java.util.Arrays.asList(far, exact, null, near);
        // Nothing improves on the exact model: the paper's rule keeps it alone, with no spread of means.
        assertThat(GreedyEnsembleSelection.select(catalog, y, 3, false)).containsExactly(0, 1, 0, 0);
        // Filling adds the near model first (it harms the NLL less), then the far one.
        assertThat(GreedyEnsembleSelection.select(catalog, y, 2, true)).containsExactly(0, 1, 0, 1);
        assertThat(GreedyEnsembleSelection.select(catalog, y, 3, true)).containsExactly(1, 1, 0, 1);
    }
}

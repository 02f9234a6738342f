package io.targetwise.core.portfolio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.surrogate.Posterior;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class HedgePortfolioTest {
    private static final List<AcquisitionKind> THREE = List.of(AcquisitionKind.ROBUST_EI, AcquisitionKind.ROBUST_LCB,
            AcquisitionKind.TOLERANCE_PROBABILITY);

    @Test
    void withoutGainsEveryAcquisitionIsEquallyLikely() {
        HedgePortfolio portfolio = HedgePortfolio.of(THREE, 2, 1);
        assertThat(portfolio.gains()).containsExactly(0, 0, 0);
        assertThat(portfolio.probabilities()).containsExactly(new double[] {1.0 / 3, 1.0 / 3, 1.0 / 3},
                within(1e-15));
        assertThat(portfolio.acquisitions()).isEqualTo(THREE);
    }

    /**
     * Nominees at y* + 0.1, y* - 0.3 and y* + 1 with sigma_e^2 = 0.01, 0.02, 0 and sigma_a^2 = 0.05 (log-sd 0, 0, 1):
     * E = 0.01 + 0.01 + 0.05, 0.09 + 0.02 + 0.05, 1 + 0 + 0.05 e^{1/2}, twice; with eta = 2 the probabilities are
     * e^{2 g_i} / sum_k e^{2 g_k}.
     */
    @Test
    void knownGainsGiveKnownProbabilities() {
        Posterior atNominees = Posterior.of(new double[] {1.1, 0.7, 2}, new double[] {0.01, 0.02, 0},
                new double[] {0.05, 0.05, 0.05}, new double[] {0, 0, 1});
        HedgePortfolio portfolio = HedgePortfolio.of(THREE, 2, 1).rewarded(atNominees).rewarded(atNominees);
        double[] gains = {-2 * 0.07, -2 * 0.16, -2 * (1 + 0.05 * Math.exp(0.5))};
        assertThat(portfolio.gains()).containsExactly(gains, within(1e-14));
        double[] weights = Arrays.stream(gains).map(g -> Math.exp(2 * g)).toArray();
        double sum = Arrays.stream(weights).sum();
        assertThat(portfolio.probabilities())
                .containsExactly(Arrays.stream(weights).map(w -> w / sum).toArray(), within(1e-15));
        // By hand: weights e^{-0.28}, e^{-0.64}, e^{-4.3297}: 0.58306, 0.40678, 0.01016 of their sum.
        assertThat(portfolio.probabilities()).containsExactly(new double[] {0.58306, 0.40678, 0.01016},
                within(5e-6));
    }

    @Test
    void aNomineeThatIsAlwaysWorseLosesWeightEveryIteration() {
        HedgePortfolio portfolio = HedgePortfolio.of(List.of(AcquisitionKind.ROBUST_LCB,
                AcquisitionKind.PAPER_ROBUST_LCB), 5, 0);
        SplittableRandom random = new SplittableRandom(3);
        double previous = portfolio.probabilities()[1];
        for (int iteration = 0; iteration < 30; iteration++) {
            double good = 0.2 * random.nextDouble();
            Posterior atNominees = Posterior.of(new double[] {good, good + 0.3}, new double[] {0.01, 0.01},
                    new double[] {0.02, 0.02});
            portfolio = portfolio.rewarded(atNominees);
            double worse = portfolio.probabilities()[1];
            assertThat(worse).isLessThan(previous);
            previous = worse;
        }
        assertThat(previous).isLessThan(1e-3);
        // Gains that far apart still give finite probabilities that sum to 1.
        assertThat(Arrays.stream(portfolio.probabilities()).sum()).isCloseTo(1, within(1e-15));
    }

    @Test
    void gainsFarBelowZeroStillGiveProbabilities() {
        // e^{-1000} underflows to 0: the softmax must be taken relative to the largest gain.
        HedgePortfolio portfolio = HedgePortfolio.of(List.of(AcquisitionKind.ROBUST_LCB, AcquisitionKind.ROBUST_EI), 1,
                0).rewarded(Posterior.of(new double[] {0, 0}, new double[] {0, 0}, new double[] {1000, 1001}));
        assertThat(portfolio.probabilities()).containsExactly(new double[] {1 / (1 + Math.exp(-1)),
                1 / (1 + Math.exp(1))}, within(1e-15));
    }

    @Test
    void choicesFollowTheProbabilitiesAndRepeatForTheSameSeed() {
        Posterior atNominees = Posterior.of(new double[] {1.1, 0.7, 2}, new double[] {0.01, 0.02, 0},
                new double[] {0.05, 0.05, 0.05});
        HedgePortfolio portfolio = HedgePortfolio.of(THREE, 1, 1).rewarded(atNominees);
        double[] probabilities = portfolio.probabilities();
        int draws = 100_000;
        int[] counts = new int[3];
        SplittableRandom random = new SplittableRandom(42);
        for (int i = 0; i < draws; i++) {
            counts[THREE.indexOf(portfolio.choose(random))]++;
        }
        for (int i = 0; i < 3; i++) {
            double sd = Math.sqrt(probabilities[i] * (1 - probabilities[i]) / draws);
            assertThat((double) counts[i] / draws).as("acquisition %d", i).isCloseTo(probabilities[i],
                    within(4 * sd));
        }
        SplittableRandom again = new SplittableRandom(42);
        SplittableRandom same = new SplittableRandom(42);
        for (int i = 0; i < 100; i++) {
            assertThat(portfolio.choose(again)).isEqualTo(portfolio.choose(same));
        }
    }

    @Test
    void aSingleAcquisitionIsAlwaysChosen() {
        HedgePortfolio portfolio = HedgePortfolio.of(List.of(AcquisitionKind.ROBUST_LCB), 1, 0);
        assertThat(portfolio.choose(new SplittableRandom(1))).isEqualTo(AcquisitionKind.ROBUST_LCB);
        assertThat(portfolio.probabilities()).containsExactly(1);
    }

    @Test
    void rewardingLeavesThePortfolioItCameFromUnchanged() {
        HedgePortfolio before = HedgePortfolio.of(THREE, 1, 1);
        before.rewarded(Posterior.of(new double[] {0, 0, 0}, new double[] {0, 0, 0}, new double[] {1, 1, 1}));
        assertThat(before.gains()).containsExactly(0, 0, 0);
        before.gains()[0] = 7;
        assertThat(before.gains()[0]).isZero();
    }

    @Test
    void invalidArgumentsAreNamed() {
        assertThatThrownBy(() -> HedgePortfolio.of(List.of(), 1, 0)).hasMessageContaining("acquisitions");
        assertThatThrownBy(() -> HedgePortfolio.of(null, 1, 0)).hasMessageContaining("acquisitions");
        assertThatThrownBy(() -> HedgePortfolio.of(Arrays.asList(AcquisitionKind.ROBUST_EI, null), 1, 0))
                .hasMessageContaining("acquisitions");
        assertThatThrownBy(() -> HedgePortfolio.of(List.of(AcquisitionKind.ROBUST_EI, AcquisitionKind.ROBUST_EI), 1,
                0)).hasMessageContaining("must not repeat");
        assertThatThrownBy(() -> HedgePortfolio.of(THREE, 0, 0)).hasMessageContaining("eta");
        assertThatThrownBy(() -> HedgePortfolio.of(THREE, Double.POSITIVE_INFINITY, 0)).hasMessageContaining("eta");
        assertThatThrownBy(() -> HedgePortfolio.of(THREE, Double.NaN, 0)).hasMessageContaining("eta");
        assertThatThrownBy(() -> HedgePortfolio.of(THREE, 1, Double.NaN)).hasMessageContaining("target");
        HedgePortfolio portfolio = HedgePortfolio.of(THREE, 1, 0);
        assertThatThrownBy(() -> portfolio.rewarded(Posterior.of(new double[] {0}, new double[] {0},
                new double[] {0}))).hasMessageContaining("one per acquisition");
    }
}

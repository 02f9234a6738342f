package io.targetwise.core.acquisition;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.surrogate.Posterior;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class AcquisitionKindTest {
    private static final AcquisitionSettings SETTINGS = AcquisitionSettings.of(1.0, 0.7, 1.4, 0.01, 0.2);
    private static final AcquisitionSettings PLUG_IN = SETTINGS.with(AleatoricTreatment.PLUG_IN);
    /** Two design points: the second is closer to the target but noisier. */
    private static final Posterior DESIGN = Posterior.of(new double[] {1.3, 1.1}, new double[] {0, 1e-10},
            new double[] {0.01, 0.05});

    static Posterior candidates(int n, long seed) {
        Random random = new Random(seed);
        double[] mean = new double[n];
        double[] epistemic = new double[n];
        double[] aleatoric = new double[n];
        double[] logSd = new double[n];
        for (int i = 0; i < n; i++) {
            mean[i] = 1 + random.nextGaussian();
            epistemic[i] = i % 97 == 0 ? 0 : Math.exp(-4 + 3 * random.nextDouble());
            aleatoric[i] = 0.1 * random.nextDouble();
            logSd[i] = i % 3 == 0 ? 0 : 1.2 * random.nextDouble();
        }
        return Posterior.of(mean, epistemic, aleatoric, logSd);
    }

    @Test
    void idsRoundTripAndUnknownIdsListTheValidOnes() {
        for (AcquisitionKind kind : AcquisitionKind.values()) {
            assertThat(AcquisitionKind.fromId(kind.id())).isSameAs(kind);
        }
        assertThat(AcquisitionKind.ROBUST_GAUSSIAN_LCB.id()).isEqualTo("robust-gaussian-lcb");
        assertThatThrownBy(() -> AcquisitionKind.fromId("ei"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("robust-ei").hasMessageContaining("tolerance-ei");
    }

    @Test
    void incumbentsAreInEachAcquisitionsOwnTerms() {
        // Plug-in (eq. 8), E = (m - y*)^2 + sigma_a^2: 0.09 + 0.01 = 0.10 and 0.01 + 0.05 = 0.06.
        assertThat(AcquisitionKind.ROBUST_EI.incumbent(PLUG_IN, DESIGN)).isCloseTo(0.06, within(1e-15));
        assertThat(AcquisitionKind.ROBUST_LCB.incumbent(PLUG_IN, DESIGN)).isCloseTo(0.06, within(1e-15));
        assertThat(AcquisitionKind.PAPER_ROBUST_LCB.incumbent(PLUG_IN, DESIGN)).isCloseTo(0.06, within(1e-15));
        // Integrated: the posterior expectation adds sigma_e^2 and the log-normal mean factor exp(s^2 / 2).
        assertThat(AcquisitionKind.ROBUST_EI.incumbent(SETTINGS, DESIGN)).isCloseTo(0.06 + 1e-10, within(1e-15));
        Posterior uncertain = Posterior.of(new double[] {1.3, 1.1}, new double[] {0, 1e-10}, new double[] {0.01, 0.05},
                new double[] {0.2, 1.5});
        assertThat(AcquisitionKind.ROBUST_PI.incumbent(SETTINGS, uncertain))
                .isCloseTo(Math.min(0.09 + 0.01 * Math.exp(0.02), 0.01 + 1e-10 + 0.05 * Math.exp(1.125)), within(1e-15));
        assertThat(AcquisitionKind.ROBUST_PI.incumbent(PLUG_IN, uncertain)).isCloseTo(0.06, within(1e-15));
        // Tolerance, integrated: the in-band probability averaged over sigma_a^2 (sigma_e^2 := 0 at design points).
        assertThat(AcquisitionKind.TOLERANCE_PROBABILITY.incumbent(SETTINGS, uncertain)).isEqualTo(Math.max(
                UncertainAleatoricAcquisitions.probabilityInTolerance(1.3, 0, 0.01, 0.2, 0.7, 1.4),
                UncertainAleatoricAcquisitions.probabilityInTolerance(1.1, 0, 0.05, 1.5, 0.7, 1.4)));
        assertThat(AcquisitionKind.TOLERANCE_PROBABILITY.incumbent(PLUG_IN, uncertain))
                .isEqualTo(AcquisitionKind.TOLERANCE_PROBABILITY.incumbent(PLUG_IN, DESIGN));
        assertThat(AcquisitionKind.NCCHI2_EI.incumbent(SETTINGS, DESIGN)).isCloseTo(0.01, within(1e-15));
        assertThat(AcquisitionKind.NCCHI2_LCB.incumbent(SETTINGS, DESIGN)).isCloseTo(0.01, within(1e-15));
        assertThat(AcquisitionKind.PAPER_NCCHI2_LCB.incumbent(SETTINGS, DESIGN)).isCloseTo(0.01, within(1e-15));
        double inBandFirst = StandardNormal.interval((0.7 - 1.3) / 0.1, (1.4 - 1.3) / 0.1);
        double inBandSecond = StandardNormal.interval((0.7 - 1.1) / Math.sqrt(0.05), (1.4 - 1.1) / Math.sqrt(0.05));
        assertThat(AcquisitionKind.TOLERANCE_EI.incumbent(SETTINGS, DESIGN))
                .isEqualTo(Math.max(inBandFirst, inBandSecond));
        double z = StandardNormal.quantile(0.2);
        assertThat(AcquisitionKind.GAUSSIAN_LCB.incumbent(SETTINGS, DESIGN))
                .isCloseTo(Math.min(0.3 + z * Math.sqrt(0.01), 0.1 + z * Math.sqrt(0.05 + 1e-10)), within(1e-15));
        assertThatThrownBy(() -> AcquisitionKind.ROBUST_EI.incumbent(SETTINGS,
                Posterior.of(new double[0], new double[0], new double[0]))).hasMessageContaining("design point");
    }

    /** The robust and NCchi2 LCBs' incumbent is E_min because each bound equals it where the mean is known. */
    @ParameterizedTest
    @EnumSource(value = AcquisitionKind.class, names = {"ROBUST_LCB", "NCCHI2_LCB", "PAPER_ROBUST_LCB",
        "PAPER_NCCHI2_LCB", "GAUSSIAN_LCB", "ROBUST_GAUSSIAN_LCB"})
    void theIncumbentOfABoundIsItsSmallestValueAtDesignPointsWhoseMeanIsKnown(AcquisitionKind kind) {
        Posterior known = Posterior.of(new double[] {1.3, 1.1, 0.6}, new double[] {0, 0, 0},
                new double[] {0.01, 0.05, 0.002}, new double[] {0.4, 0, 1.1});
        for (AcquisitionSettings settings : List.of(SETTINGS, PLUG_IN)) {
            double smallestBound = -Arrays.stream(kind.create(settings, 0).score(known)).max().orElseThrow();
            assertThat(kind.incumbent(settings, known)).as("%s, %s", kind, settings.aleatoric())
                    .isCloseTo(smallestBound, within(1e-15));
        }
    }

    @Test
    void onlyThePaperBoundsAreForReproductionOnly() {
        assertThat(Arrays.stream(AcquisitionKind.values()).filter(AcquisitionKind::reproductionOnly))
                .containsExactly(AcquisitionKind.PAPER_ROBUST_LCB, AcquisitionKind.PAPER_NCCHI2_LCB);
        assertThat(AcquisitionKind.fromId("paper-robust-lcb")).isEqualTo(AcquisitionKind.PAPER_ROBUST_LCB);
        assertThat(AcquisitionKind.PAPER_NCCHI2_LCB.id()).isEqualTo("paper-ncchi2-lcb");
        assertThat(AcquisitionKind.PAPER_ROBUST_LCB.isNegligible(-1e9, 0.5)).isFalse();
        assertThat(AcquisitionKind.PAPER_NCCHI2_LCB.isNegligible(-1e9, 0.5)).isFalse();
        assertThat(AcquisitionKind.PAPER_ROBUST_LCB.fallback()).isEmpty();
        assertThat(AcquisitionKind.PAPER_NCCHI2_LCB.fallback()).isEmpty();
    }

    @Test
    void integratedScoresEqualTheUncertainAleatoricForms() {
        Posterior posterior = candidates(300, 5);
        double eMin = AcquisitionKind.ROBUST_EI.incumbent(SETTINGS, DESIGN);
        double pBest = AcquisitionKind.TOLERANCE_EI.incumbent(SETTINGS, DESIGN);
        double[] ei = AcquisitionKind.ROBUST_EI.create(SETTINGS, eMin).score(posterior);
        double[] pi = AcquisitionKind.ROBUST_PI.create(SETTINGS, eMin).score(posterior);
        double[] lcb = AcquisitionKind.ROBUST_LCB.create(SETTINGS, eMin).score(posterior);
        double[] paperLcb = AcquisitionKind.PAPER_ROBUST_LCB.create(SETTINGS, eMin).score(posterior);
        double[] inBand = AcquisitionKind.TOLERANCE_PROBABILITY.create(SETTINGS, pBest).score(posterior);
        double[] toleranceEi = AcquisitionKind.TOLERANCE_EI.create(SETTINGS, pBest).score(posterior);
        for (int i = 0; i < posterior.size(); i++) {
            double mu = posterior.mean(i);
            double e = posterior.epistemicVariance(i);
            double a = posterior.aleatoricVariance(i);
            double s = posterior.aleatoricLogSd(i);
            assertThat(ei[i]).isEqualTo(UncertainAleatoricAcquisitions.expectedImprovement(mu, e, a, s, 1.0, eMin));
            assertThat(pi[i])
                    .isEqualTo(UncertainAleatoricAcquisitions.probabilityOfImprovement(mu, e, a, s, 1.0, eMin, 0.01));
            assertThat(lcb[i]).isEqualTo(-UncertainAleatoricAcquisitions.lowerConfidenceBound(mu, e, a, s, 1.0, 0.2));
            assertThat(paperLcb[i]).isEqualTo(-RobustTargetAcquisitions.paperLowerConfidenceBound(mu, e,
                    UncertainAleatoricAcquisitions.meanVariance(a, s), 1.0, 0.2));
            assertThat(inBand[i])
                    .isEqualTo(UncertainAleatoricAcquisitions.probabilityInTolerance(mu, e, a, s, 0.7, 1.4));
            assertThat(toleranceEi[i]).isEqualTo(
                    UncertainAleatoricAcquisitions.toleranceExpectedImprovementOf(mu, e, a, s, 0.7, 1.4, pBest));
        }
    }

    @Test
    void flatScoresAreNegligibleAndFallBackToAConfidenceBound() {
        assertThat(AcquisitionKind.ROBUST_EI.isNegligible(0, 0.5)).isTrue();
        assertThat(AcquisitionKind.ROBUST_EI.isNegligible(1e-13, 0.5)).isTrue();
        assertThat(AcquisitionKind.ROBUST_EI.isNegligible(1e-11, 0.5)).isFalse();
        // The thresholds themselves: 1e-12 E_min is negligible, 1e-12 at E_min = 0.5 is not.
        assertThat(AcquisitionKind.ROBUST_EI.isNegligible(AcquisitionKind.NEGLIGIBLE * 0.5, 0.5)).isTrue();
        assertThat(AcquisitionKind.ROBUST_EI.isNegligible(AcquisitionKind.NEGLIGIBLE, 0.5)).isFalse();
        assertThat(AcquisitionKind.ROBUST_PI.isNegligible(AcquisitionKind.NEGLIGIBLE, 0.5)).isTrue();
        assertThat(AcquisitionKind.ROBUST_PI.isNegligible(1e-13, 0.5)).isTrue();
        assertThat(AcquisitionKind.TOLERANCE_PROBABILITY.isNegligible(1e-3, 0.5)).isFalse();
        assertThat(AcquisitionKind.ROBUST_LCB.isNegligible(-1e9, 0.5)).isFalse();
        assertThat(AcquisitionKind.ROBUST_EI.fallback()).contains(AcquisitionKind.ROBUST_LCB);
        assertThat(AcquisitionKind.TOLERANCE_EI.fallback()).contains(AcquisitionKind.ROBUST_LCB);
        assertThat(AcquisitionKind.NCCHI2_EI.fallback()).contains(AcquisitionKind.NCCHI2_LCB);
        for (AcquisitionKind kind : AcquisitionKind.values()) {
            kind.fallback().ifPresent(fallback -> assertThat(fallback.fallback()).isEmpty());
            // The confidence bounds, and only they, are never flat and need no fallback.
            assertThat(kind.fallback().isEmpty()).as(kind.id()).isEqualTo(kind.isConfidenceBound());
            assertThat(kind.id().endsWith("-lcb")).as(kind.id()).isEqualTo(kind.isConfidenceBound());
        }
    }

    @Test
    void scoresEqualThePointwiseFormsWithLcbsNegated() {
        Posterior posterior = candidates(300, 7);
        double eMin = AcquisitionKind.ROBUST_EI.incumbent(PLUG_IN, DESIGN);
        double eMinBaseline = AcquisitionKind.NCCHI2_EI.incumbent(PLUG_IN, DESIGN);
        double pBest = AcquisitionKind.TOLERANCE_EI.incumbent(PLUG_IN, DESIGN);
        double[] ei = AcquisitionKind.ROBUST_EI.create(PLUG_IN, eMin).score(posterior);
        double[] pi = AcquisitionKind.ROBUST_PI.create(PLUG_IN, eMin).score(posterior);
        double[] lcb = AcquisitionKind.ROBUST_LCB.create(PLUG_IN, eMin).score(posterior);
        double[] baselineEi = AcquisitionKind.NCCHI2_EI.create(PLUG_IN, eMinBaseline).score(posterior);
        double[] baselineLcb = AcquisitionKind.NCCHI2_LCB.create(PLUG_IN, eMinBaseline).score(posterior);
        double[] paperLcb = AcquisitionKind.PAPER_ROBUST_LCB.create(PLUG_IN, eMin).score(posterior);
        double[] paperBaselineLcb = AcquisitionKind.PAPER_NCCHI2_LCB.create(PLUG_IN, eMinBaseline).score(posterior);
        double[] pooled = AcquisitionKind.GAUSSIAN_LCB.create(PLUG_IN, 0).score(posterior);
        double[] robustGaussian = AcquisitionKind.ROBUST_GAUSSIAN_LCB.create(PLUG_IN, 0).score(posterior);
        double[] inBand = AcquisitionKind.TOLERANCE_PROBABILITY.create(PLUG_IN, pBest).score(posterior);
        double[] toleranceEi = AcquisitionKind.TOLERANCE_EI.create(PLUG_IN, pBest).score(posterior);
        for (int i = 0; i < posterior.size(); i++) {
            double mu = posterior.mean(i);
            double e = posterior.epistemicVariance(i);
            double a = posterior.aleatoricVariance(i);
            assertThat(ei[i]).isEqualTo(RobustTargetAcquisitions.expectedImprovement(mu, e, a, 1.0, eMin));
            assertThat(pi[i]).isEqualTo(RobustTargetAcquisitions.probabilityOfImprovement(mu, e, a, 1.0, eMin, 0.01));
            assertThat(lcb[i]).isEqualTo(-RobustTargetAcquisitions.lowerConfidenceBound(mu, e, a, 1.0, 0.2));
            assertThat(baselineEi[i])
                    .isEqualTo(RobustTargetAcquisitions.expectedImprovement(mu, e, 0, 1.0, eMinBaseline));
            assertThat(baselineLcb[i]).isEqualTo(-RobustTargetAcquisitions.lowerConfidenceBound(mu, e, 0, 1.0, 0.2));
            assertThat(paperLcb[i]).isEqualTo(-RobustTargetAcquisitions.paperLowerConfidenceBound(mu, e, a, 1.0, 0.2));
            assertThat(paperBaselineLcb[i])
                    .isEqualTo(-RobustTargetAcquisitions.paperLowerConfidenceBound(mu, e, 0, 1.0, 0.2));
            assertThat(pooled[i]).isEqualTo(-GaussianTargetBounds.pooled(mu, e, a, 1.0, 0.2));
            assertThat(robustGaussian[i]).isEqualTo(-GaussianTargetBounds.robust(mu, e, a, 1.0, 0.2));
            assertThat(inBand[i]).isEqualTo(ToleranceAcquisitions.probabilityInTolerance(mu, e, a, 0.7, 1.4));
            assertThat(toleranceEi[i]).isEqualTo(ToleranceAcquisitions.expectedImprovement(mu, e, a, 0.7, 1.4, pBest));
        }
    }

    @Test
    void robustAcquisitionsPreferLowAleatoricVarianceWhereTheBaselineCannotTell() {
        // Two candidates on target with equal epistemic variance; the second is much noisier.
        Posterior posterior = Posterior.of(new double[] {1, 1}, new double[] {0.01, 0.01}, new double[] {0.001, 0.05});
        double[] robust = AcquisitionKind.ROBUST_EI.create(SETTINGS, 0.06).score(posterior);
        double[] baseline = AcquisitionKind.NCCHI2_EI.create(SETTINGS, 0.01).score(posterior);
        assertThat(robust[0]).isGreaterThan(robust[1]);
        assertThat(baseline[0]).isEqualTo(baseline[1]);
        double[] robustGaussian = AcquisitionKind.ROBUST_GAUSSIAN_LCB.create(SETTINGS, 0).score(posterior);
        double[] pooled = AcquisitionKind.GAUSSIAN_LCB.create(SETTINGS, 0).score(posterior);
        assertThat(robustGaussian[0]).isGreaterThan(robustGaussian[1]);
        assertThat(pooled[1]).isGreaterThan(pooled[0]);
    }

    @ParameterizedTest
    @EnumSource(AcquisitionKind.class)
    void largeBatchesAreScoredInParallelWithTheSameResultAsOneByOne(AcquisitionKind kind) {
        int n = kind == AcquisitionKind.TOLERANCE_EI || kind == AcquisitionKind.PAPER_NCCHI2_LCB
                ? BatchAcquisition.PARALLEL_THRESHOLD + 500 : 60_000;
        Posterior posterior = candidates(n, 11);
        AcquisitionFunction function = kind.create(SETTINGS, kind.incumbent(SETTINGS, DESIGN));
        double[] batch = function.score(posterior);
        double[] again = function.score(posterior);
        assertThat(again).containsExactly(batch);
        for (int i = 0; i < n; i += 997) {
            Posterior single = Posterior.of(new double[] {posterior.mean(i)},
                    new double[] {posterior.epistemicVariance(i)}, new double[] {posterior.aleatoricVariance(i)},
                    new double[] {posterior.aleatoricLogSd(i)});
            assertThat(function.score(single)[0]).isEqualTo(batch[i]);
        }
        assertThat(Arrays.stream(batch).allMatch(Double::isFinite)).isTrue();
    }

    @Test
    void createValidatesTheIncumbentAndScoreTheArrayLength() {
        assertThatThrownBy(() -> AcquisitionKind.ROBUST_EI.create(SETTINGS, -1)).hasMessageContaining("eMin");
        assertThatThrownBy(() -> AcquisitionKind.TOLERANCE_EI.create(SETTINGS, 1.5)).hasMessageContaining("pBest");
        assertThatThrownBy(() -> AcquisitionKind.ROBUST_LCB.create(SETTINGS, Double.NaN))
                .hasMessageContaining("incumbent");
        assertThatThrownBy(() -> AcquisitionKind.ROBUST_EI.create(SETTINGS, 0.1).score(DESIGN, new double[3]))
                .hasMessageContaining("length");
    }

    @Test
    void settingsAreValidated() {
        assertThat(AcquisitionSettings.of(1, 0, 2)).isEqualTo(new AcquisitionSettings(1, 0, 2,
                AcquisitionSettings.DEFAULT_ZETA, AcquisitionSettings.DEFAULT_LCB_QUANTILE,
                AleatoricTreatment.INTEGRATED));
        assertThat(AcquisitionSettings.of(1, 0, 2).with(AleatoricTreatment.PLUG_IN).aleatoric())
                .isEqualTo(AleatoricTreatment.PLUG_IN);
        assertThatThrownBy(() -> AcquisitionSettings.of(1, 0, 2).with(null)).hasMessageContaining("aleatoric");
        assertThat(AleatoricTreatment.fromId("plug-in")).isEqualTo(AleatoricTreatment.PLUG_IN);
        assertThatThrownBy(() -> AleatoricTreatment.fromId("exact")).hasMessageContaining("integrated, plug-in");
        assertThatThrownBy(() -> AcquisitionSettings.of(Double.NaN, 0, 2)).hasMessageContaining("target");
        assertThatThrownBy(() -> AcquisitionSettings.of(1, 2, 0)).hasMessageContaining("specification");
        assertThatThrownBy(() -> AcquisitionSettings.of(1, 1, 1)).hasMessageContaining("specification");
        assertThatThrownBy(() -> AcquisitionSettings.of(1, 0, 2, -1, 0.1)).hasMessageContaining("zeta");
        assertThatThrownBy(() -> AcquisitionSettings.of(1, 0, 2, 0, 1)).hasMessageContaining("lcbQuantile");
        assertThatThrownBy(() -> AcquisitionSettings.of(1, 0, 2, 0, 0.51))
                .hasMessageContaining("lcbQuantile must be in (0, 0.5]");
        assertThatThrownBy(() -> AcquisitionSettings.of(1, 0, 2, 0, 0)).hasMessageContaining("lcbQuantile");
        assertThat(AcquisitionSettings.of(1, 0, 2, 0, 0.5).lcbQuantile()).isEqualTo(0.5);
    }
}

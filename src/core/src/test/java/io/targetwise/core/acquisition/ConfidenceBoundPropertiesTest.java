package io.targetwise.core.acquisition;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.surrogate.Posterior;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The properties every confidence bound a campaign can use must have, checked through {@link AcquisitionKind#create}
 * (so a sign or a branch broken anywhere between the kind and the formula fails here) over a grid of distances to the
 * target d, epistemic sd sigma_e, aleatoric variances sigma_a^2, log-sds s and quantiles q: falling as sigma_e grows
 * (optimism about what the model does not know), rising with d, and, for the robust ones, rising with sigma_a^2.
 * Why they hold: docs/acquisition-core.md, "Why the bounds are monotone".
 */
class ConfidenceBoundPropertiesTest {
    private static final double TARGET = 1.0;
    private static final double[] DISTANCES = {0, 0.05, 0.3, 1, 3};
    private static final double[] EPISTEMIC_SDS = {0, 0.01, 0.1, 0.5, 1, 2, 8};
    private static final double[] ALEATORIC_VARIANCES = {0, 0.01, 0.5, 2};
    private static final double[] LOG_SDS = {0, 0.5, 2};
    private static final double[] QUANTILES = {0.01, 0.1, 0.3, 0.5};

    /** A confidence bound a campaign can choose, with the aleatoric treatment it is scored under. */
    private record Bound(AcquisitionKind kind, AleatoricTreatment treatment) {
        double at(double q, double offset, double sigmaE, double sigmaA2, double logSd) {
            AcquisitionSettings settings = AcquisitionSettings.of(TARGET, 0, 2, 0, q).with(treatment);
            Posterior point = Posterior.of(new double[] {TARGET + offset}, new double[] {sigmaE * sigmaE},
                    new double[] {sigmaA2}, new double[] {logSd});
            return -kind.create(settings, 0).score(point)[0];
        }

        boolean integratesTheVariance() {
            return kind == AcquisitionKind.ROBUST_LCB && treatment == AleatoricTreatment.INTEGRATED;
        }
    }

    private static final List<Bound> BOUNDS = List.of(
            new Bound(AcquisitionKind.ROBUST_LCB, AleatoricTreatment.INTEGRATED),
            new Bound(AcquisitionKind.ROBUST_LCB, AleatoricTreatment.PLUG_IN),
            new Bound(AcquisitionKind.NCCHI2_LCB, AleatoricTreatment.INTEGRATED),
            new Bound(AcquisitionKind.GAUSSIAN_LCB, AleatoricTreatment.INTEGRATED),
            new Bound(AcquisitionKind.ROBUST_GAUSSIAN_LCB, AleatoricTreatment.INTEGRATED));

    @Test
    void everyCampaignBoundIsCovered() {
        assertThat(BOUNDS.stream().map(Bound::kind).distinct()).containsExactlyInAnyOrder(Arrays
                .stream(AcquisitionKind.values()).filter(kind -> kind.isConfidenceBound() && !kind.reproductionOnly())
                .toArray(AcquisitionKind[]::new));
    }

    @Test
    void boundsFallAsTheEpistemicSdGrowsStrictlyBelowTheMedian() {
        for (Bound bound : BOUNDS) {
            for (double q : QUANTILES) {
                for (double d : DISTANCES) {
                    for (double a : ALEATORIC_VARIANCES) {
                        for (double s : LOG_SDS) {
                            for (int i = 1; i < EPISTEMIC_SDS.length; i++) {
                                double wider = bound.at(q, d, EPISTEMIC_SDS[i], a, s);
                                double narrower = bound.at(q, d, EPISTEMIC_SDS[i - 1], a, s);
                                String where = bound + " q=" + q + " d=" + d + " a=" + a + " s=" + s + " sigma_e="
                                        + EPISTEMIC_SDS[i];
                                if (q < 0.5) {
                                    assertThat(wider).as(where).isLessThan(narrower);
                                } else {
                                    assertThat(wider).as(where).isEqualTo(narrower);
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    @Test
    void boundsRiseStrictlyWithTheDistanceToTheTargetOnEitherSide() {
        for (Bound bound : BOUNDS) {
            for (double q : QUANTILES) {
                for (double sigmaE : EPISTEMIC_SDS) {
                    for (double a : ALEATORIC_VARIANCES) {
                        for (double s : LOG_SDS) {
                            for (int i = 0; i < DISTANCES.length; i++) {
                                double d = DISTANCES[i];
                                String where = bound + " q=" + q + " sigma_e=" + sigmaE + " a=" + a + " s=" + s
                                        + " d=" + d;
                                assertThat(bound.at(q, -d, sigmaE, a, s)).as(where)
                                        .isEqualTo(bound.at(q, d, sigmaE, a, s));
                                if (i > 0) {
                                    assertThat(bound.at(q, d, sigmaE, a, s)).as(where)
                                            .isGreaterThan(bound.at(q, DISTANCES[i - 1], sigmaE, a, s));
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /**
     * The robust bounds rise with sigma_a^2 (strictly, but for the robust Gaussian one at q = 1/2, whose aleatoric
     * weight |Phi^-1(q)| is then 0); the NCchi2 baseline ignores it; the pooled Gaussian baseline falls with it, the
     * flaw the paper points out, pinned here so that its sign is not changed by accident either.
     */
    @Test
    void robustBoundsRiseWithTheAleatoricVarianceAndTheBaselinesBehaveAsDocumented() {
        for (Bound bound : BOUNDS) {
            for (double q : QUANTILES) {
                for (double d : DISTANCES) {
                    for (double sigmaE : EPISTEMIC_SDS) {
                        for (double s : LOG_SDS) {
                            for (int i = 1; i < ALEATORIC_VARIANCES.length; i++) {
                                double noisier = bound.at(q, d, sigmaE, ALEATORIC_VARIANCES[i], s);
                                double quieter = bound.at(q, d, sigmaE, ALEATORIC_VARIANCES[i - 1], s);
                                String where = bound + " q=" + q + " d=" + d + " sigma_e=" + sigmaE + " s=" + s
                                        + " a=" + ALEATORIC_VARIANCES[i];
                                switch (bound.kind()) {
                                    case ROBUST_LCB -> assertThat(noisier).as(where).isGreaterThan(quieter);
                                    case ROBUST_GAUSSIAN_LCB -> {
                                        if (q < 0.5) {
                                            assertThat(noisier).as(where).isGreaterThan(quieter);
                                        } else {
                                            assertThat(noisier).as(where).isEqualTo(quieter);
                                        }
                                    }
                                    case NCCHI2_LCB -> assertThat(noisier).as(where).isEqualTo(quieter);
                                    case GAUSSIAN_LCB -> assertThat(noisier).as(where)
                                            .isLessThanOrEqualTo(quieter);
                                    default -> throw new AssertionError("not a campaign bound: " + bound);
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    @Test
    void onlyTheIntegratedRobustBoundRisesWithTheLogSdOfAPositiveVariance() {
        for (Bound bound : BOUNDS) {
            for (double q : QUANTILES) {
                for (double d : DISTANCES) {
                    for (double sigmaE : EPISTEMIC_SDS) {
                        for (double a : ALEATORIC_VARIANCES) {
                            for (int i = 1; i < LOG_SDS.length; i++) {
                                double lessKnown = bound.at(q, d, sigmaE, a, LOG_SDS[i]);
                                double betterKnown = bound.at(q, d, sigmaE, a, LOG_SDS[i - 1]);
                                String where = bound + " q=" + q + " d=" + d + " sigma_e=" + sigmaE + " a=" + a
                                        + " s=" + LOG_SDS[i];
                                if (bound.integratesTheVariance() && a > 0) {
                                    assertThat(lessKnown).as(where).isGreaterThan(betterKnown);
                                } else {
                                    assertThat(lessKnown).as(where).isEqualTo(betterKnown);
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /** Reference values by hand from the closed forms, z = Phi^-1(0.1) = -1.2815515655446004, u = d + z sigma_e. */
    @Test
    void boundsMatchHandComputedValues() {
        Bound integrated = BOUNDS.get(0);
        Bound plugIn = BOUNDS.get(1);
        // u = 1 - 1.28155 = -0.28155: the interval reaches past the target, u|u| = -0.079271.
        assertThat(plugIn.at(0.1, 1, 1, 0.2, 3)).isCloseTo(0.12072871593938436, within(1e-12));
        // u = 2 - 0.64078 = 1.35922 > 0: the plain squared lower limit.
        assertThat(plugIn.at(0.1, -2, 0.5, 0.1, 0)).isCloseTo(1.9474904726982527, within(1e-12));
        // u = 0.5 - 0.25631, E[sigma_a^2] = 0.1 e^{1/2}.
        assertThat(integrated.at(0.1, 0.5, 0.2, 0.1, 1)).isCloseTo(0.22425679056708536, within(1e-12));
        // u = 3 - 2.56310, E[sigma_a^2] = 0.05 e^2.
        assertThat(integrated.at(0.1, 3, 2, 0.05, 2)).isCloseTo(0.5603316790105919, within(1e-12));
        // sigma_a := 0, on target: -(1.28155)^2.
        assertThat(BOUNDS.get(2).at(0.1, 0, 1, 0.7, 1)).isCloseTo(-1.6423744151498172, within(1e-12));
        // Pooled: 1 + z sqrt(1 + 0.44) = 1 + 1.2 z; robust Gaussian: 1 + 0.5 z + 0.3 |z|.
        assertThat(BOUNDS.get(3).at(0.1, 1, 1, 0.44, 0)).isCloseTo(-0.537861878653521, within(1e-12));
        assertThat(BOUNDS.get(4).at(0.1, 1, 0.5, 0.09, 0)).isCloseTo(0.7436896868910798, within(1e-12));
        // At a design point whose mean is known every robust bound is the plug-in error d^2 + sigma_a^2.
        assertThat(plugIn.at(0.3, 0.4, 0, 0.05, 2)).isCloseTo(0.16 + 0.05, within(1e-15));
    }
}

package io.targetwise.core.acquisition;

import java.util.Optional;

import io.targetwise.core.Ids;
import io.targetwise.core.surrogate.Posterior;

/**
 * The acquisitions a process can be optimised with. Scores are "larger is better"; for the confidence bounds, which
 * are quantities to minimise, the score is the negated bound.
 */
public enum AcquisitionKind {
    /** Robust NCchi2 expected improvement of the expected squared error (Hoffer, Ranftl and Geiger 2023, eq. 13). */
    ROBUST_EI("robust-ei"),
    /** Robust NCchi2 probability of improving on eMin by at least zeta (eq. 10). */
    ROBUST_PI("robust-pi"),
    /**
     * Robust lower confidence bound, negated: the signed square of the lower confidence limit of |m - y*| plus
     * sigma_a^2 ({@link RobustTargetAcquisitions#lowerConfidenceBound}), which, unlike the paper's eq. 14, never
     * rewards a candidate for being known better; integrated, sigma_a^2 enters with its posterior mean (not rewarded
     * for being unknown).
     */
    ROBUST_LCB("robust-lcb"),
    /** Uhrenholt and Jensen's NCchi2 EI: the robust EI with sigma_a := 0 and eMin = min (m - y*)^2. */
    NCCHI2_EI("ncchi2-ei"),
    /** Uhrenholt and Jensen's NCchi2 LCB baseline, monotone like the robust LCB: the robust LCB with sigma_a := 0. */
    NCCHI2_LCB("ncchi2-lcb"),
    /**
     * The paper's robust LCB, the q-quantile of the expected squared error (eq. 14), negated; integrated, sigma_a^2
     * enters with its posterior mean. It prefers the more confident of two candidates whose intervals cover the
     * target; only for reproducing Hoffer, Ranftl and Geiger (2023), never offered to a campaign
     * ({@link #reproductionOnly}).
     */
    PAPER_ROBUST_LCB("paper-robust-lcb"),
    /** The paper's NCchi2 LCB baseline (eq. 14 with sigma_a := 0), negated; reproduction only like the one above. */
    PAPER_NCCHI2_LCB("paper-ncchi2-lcb"),
    /** Hoffer et al. (2022) Gaussian LCB with pooled variance, negated; see {@link GaussianTargetBounds}. */
    GAUSSIAN_LCB("gaussian-lcb"),
    /** Hoffer et al. (2022) robust Gaussian LCB, negated; see {@link GaussianTargetBounds}. */
    ROBUST_GAUSSIAN_LCB("robust-gaussian-lcb"),
    /** Probability that the output lands in [LSL, USL]; see {@link ToleranceAcquisitions}. */
    TOLERANCE_PROBABILITY("tolerance-probability"),
    /** Expected improvement of the in-band probability; see {@link ToleranceAcquisitions}. */
    TOLERANCE_EI("tolerance-ei");

    /**
     * A best score at or below this (times E_min for the expected improvements) means the acquisition is flat: no
     * candidate can improve on the incumbent under the model, and ranking by it would be arbitrary.
     */
    public static final double NEGLIGIBLE = 1e-12;

    private final String id;

    AcquisitionKind(String id) {
        this.id = id;
    }

    /** The stable external name, e.g. {@code "robust-ei"}. */
    public String id() {
        return id;
    }

    /** Whether this is a confidence bound: a quantity to minimise at the quantile q, scored by its negative. */
    public boolean isConfidenceBound() {
        return switch (this) {
            case ROBUST_LCB, NCCHI2_LCB, PAPER_ROBUST_LCB, PAPER_NCCHI2_LCB, GAUSSIAN_LCB, ROBUST_GAUSSIAN_LCB -> true;
            case ROBUST_EI, ROBUST_PI, NCCHI2_EI, TOLERANCE_PROBABILITY, TOLERANCE_EI -> false;
        };
    }

    /**
     * Whether this kind exists only to reproduce the paper's experiments: its bound rewards certainty where the
     * target is in reach, so a campaign must not use it.
     */
    public boolean reproductionOnly() {
        return this == PAPER_ROBUST_LCB || this == PAPER_NCCHI2_LCB;
    }

    /** @throws IllegalArgumentException listing the valid ids if {@code id} is none of them */
    public static AcquisitionKind fromId(String id) {
        return Ids.lookup(AcquisitionKind.class, AcquisitionKind::id, id, "acquisition");
    }

    /**
     * The incumbent in this acquisition's own terms from the posterior at the design points:
     * <ul>
     *   <li>robust EI/PI/LCB, plug-in: eq. 8's {@code E_min = min_i (m(x_i) - y*)^2 + sigma_a^2(x_i)}, the mean taken
     *       as known at the design points (assumption 2);</li>
     *   <li>robust EI/PI/LCB, integrated: {@code min_i E[(m_hat(x_i) - y*)^2 + sigma_a^2(x_i)]}, the posterior
     *       expected error ({@link UncertainAleatoricAcquisitions#expectedError}); the plug-in minimum over noisy
     *       variance estimates favours the underestimated ones and is biased low;</li>
     *   <li>NCchi2 baselines (sigma_a := 0): {@code min_i (m(x_i) - y*)^2};</li>
     *   <li>the robust and NCchi2 LCBs, the paper's and the monotone ones alike, use the EI's incumbent: each bound
     *       equals it at a design point whose mean is known (sigma_e^2 = 0);</li>
     *   <li>Gaussian LCBs: the smallest bound at the design points;</li>
     *   <li>tolerance ones: the best in-band probability {@code max_i P(LSL <= y <= USL | m = m(x_i),
     *       sigma_a(x_i))}, averaged over sigma_a^2 when integrated.</li>
     * </ul>
     *
     * @throws IllegalArgumentException if there are no design points
     */
    public double incumbent(AcquisitionSettings settings, Posterior atDesignPoints) {
        int n = atDesignPoints.size();
        if (n == 0) {
            throw new IllegalArgumentException("the incumbent needs at least one design point");
        }
        boolean maximise = this == TOLERANCE_PROBABILITY || this == TOLERANCE_EI;
        double best = maximise ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            double value = incumbentTerm(settings, atDesignPoints, i);
            best = maximise ? Math.max(best, value) : Math.min(best, value);
        }
        return best;
    }

    /** The robust error at design point i by which the incumbent is chosen (see {@link #incumbent}). */
    public static double designPointError(AcquisitionSettings settings, Posterior atDesignPoints, int i) {
        double offset = atDesignPoints.mean(i) - settings.target();
        double aleatoric = atDesignPoints.aleatoricVariance(i);
        return settings.aleatoric() == AleatoricTreatment.INTEGRATED
                ? UncertainAleatoricAcquisitions.expectedErrorOf(offset, atDesignPoints.epistemicVariance(i), aleatoric,
                        atDesignPoints.aleatoricLogSd(i))
                : offset * offset + aleatoric;
    }

    private double incumbentTerm(AcquisitionSettings settings, Posterior atDesignPoints, int i) {
        double offset = atDesignPoints.mean(i) - settings.target();
        double epistemic = atDesignPoints.epistemicVariance(i);
        double aleatoric = atDesignPoints.aleatoricVariance(i);
        double z = StandardNormal.quantile(settings.lcbQuantile());
        boolean integrated = settings.aleatoric() == AleatoricTreatment.INTEGRATED;
        return switch (this) {
            case ROBUST_EI, ROBUST_PI, ROBUST_LCB, PAPER_ROBUST_LCB -> designPointError(settings, atDesignPoints, i);
            case NCCHI2_EI, NCCHI2_LCB, PAPER_NCCHI2_LCB -> offset * offset;
            case GAUSSIAN_LCB -> GaussianTargetBounds.pooledOf(offset, epistemic, aleatoric, z);
            case ROBUST_GAUSSIAN_LCB -> GaussianTargetBounds.robustOf(offset, epistemic, aleatoric, z);
            case TOLERANCE_PROBABILITY, TOLERANCE_EI -> integrated
                    ? UncertainAleatoricAcquisitions.inBandOf(atDesignPoints.mean(i), 0, aleatoric,
                            atDesignPoints.aleatoricLogSd(i), settings.lowerSpecLimit(), settings.upperSpecLimit())
                    : ToleranceAcquisitions.inBand(atDesignPoints.mean(i), aleatoric, settings.lowerSpecLimit(),
                            settings.upperSpecLimit());
        };
    }

    /**
     * Whether {@code bestScore}, the largest score over the candidates, is too small to rank by: at most
     * {@link #NEGLIGIBLE} times E_min for the expected improvements of a squared error, at most {@link #NEGLIGIBLE} for
     * the probabilities and the tolerance EI. The confidence bounds are never flat.
     */
    public boolean isNegligible(double bestScore, double incumbent) {
        return switch (this) {
            case ROBUST_EI, NCCHI2_EI -> bestScore <= NEGLIGIBLE * incumbent;
            case ROBUST_PI, TOLERANCE_PROBABILITY, TOLERANCE_EI -> bestScore <= NEGLIGIBLE;
            case ROBUST_LCB, NCCHI2_LCB, PAPER_ROBUST_LCB, PAPER_NCCHI2_LCB, GAUSSIAN_LCB, ROBUST_GAUSSIAN_LCB -> false;
        };
    }

    /**
     * The acquisition to rank by when this one is flat ({@link #isNegligible}): the robust LCB, optimistic about the
     * mean's squared error, which always separates candidates, with sigma_a := 0 for the NCchi2 baseline; empty for the
     * confidence bounds, which are never flat.
     */
    public Optional<AcquisitionKind> fallback() {
        return switch (this) {
            case ROBUST_EI, ROBUST_PI, TOLERANCE_PROBABILITY, TOLERANCE_EI -> Optional.of(ROBUST_LCB);
            case NCCHI2_EI -> Optional.of(NCCHI2_LCB);
            case ROBUST_LCB, NCCHI2_LCB, PAPER_ROBUST_LCB, PAPER_NCCHI2_LCB, GAUSSIAN_LCB, ROBUST_GAUSSIAN_LCB ->
                    Optional.empty();
        };
    }

    /**
     * The acquisition for these settings and incumbent (from {@link #incumbent}); the LCBs and the tolerance
     * probability do not use the incumbent. Large batches are scored in parallel on the common fork-join pool.
     *
     * @throws IllegalArgumentException if the incumbent is not valid for this kind (non-finite; negative for squared
     *     errors; outside [0, 1] for probabilities)
     */
    public AcquisitionFunction create(AcquisitionSettings settings, double incumbent) {
        double target = settings.target();
        double z = StandardNormal.quantile(settings.lcbQuantile());
        double q = settings.lcbQuantile();
        double lower = settings.lowerSpecLimit();
        double upper = settings.upperSpecLimit();
        switch (this) {
            case ROBUST_EI, ROBUST_PI, NCCHI2_EI -> RobustTargetAcquisitions.checkIncumbentError(incumbent);
            case TOLERANCE_EI -> ToleranceAcquisitions.checkProbability(incumbent);
            default -> {
                if (!Double.isFinite(incumbent)) {
                    throw new IllegalArgumentException("incumbent must be finite, got " + incumbent);
                }
            }
        }
        boolean integrated = settings.aleatoric() == AleatoricTreatment.INTEGRATED;
        BatchAcquisition.PointScore score = switch (this) {
            case ROBUST_EI -> integrated
                    ? (mu, e, a, s) -> UncertainAleatoricAcquisitions.expectedImprovementOf(mu - target, e, a, s, incumbent)
                    : (mu, e, a, s) -> RobustTargetAcquisitions.expectedImprovementOf(mu - target, e, a, incumbent);
            case ROBUST_PI -> integrated
                    ? (mu, e, a, s) -> UncertainAleatoricAcquisitions.probabilityOfImprovementOf(mu - target, e, a, s,
                            incumbent, settings.zeta())
                    : (mu, e, a, s) -> RobustTargetAcquisitions.probabilityOfImprovementOf(mu - target, e, a, incumbent,
                            settings.zeta());
            case ROBUST_LCB -> integrated
                    ? (mu, e, a, s) -> -UncertainAleatoricAcquisitions.lowerConfidenceBoundOf(mu - target, e, a, s, z)
                    : (mu, e, a, s) -> -RobustTargetAcquisitions.lowerConfidenceBoundOf(mu - target, e, a, z);
            case PAPER_ROBUST_LCB -> integrated
                    ? (mu, e, a, s) -> -UncertainAleatoricAcquisitions.paperLowerConfidenceBoundOf(mu - target, e, a, s,
                            q)
                    : (mu, e, a, s) -> -RobustTargetAcquisitions.paperLowerConfidenceBoundOf(mu - target, e, a, q);
            case NCCHI2_EI -> (mu, e, a, s) -> RobustTargetAcquisitions.expectedImprovementOf(mu - target, e, 0,
                    incumbent);
            case NCCHI2_LCB -> (mu, e, a, s) -> -RobustTargetAcquisitions.lowerConfidenceBoundOf(mu - target, e, 0, z);
            case PAPER_NCCHI2_LCB -> (mu, e, a, s) -> -RobustTargetAcquisitions.paperLowerConfidenceBoundOf(mu - target,
                    e, 0, q);
            case GAUSSIAN_LCB -> (mu, e, a, s) -> -GaussianTargetBounds.pooledOf(mu - target, e, a, z);
            case ROBUST_GAUSSIAN_LCB -> (mu, e, a, s) -> -GaussianTargetBounds.robustOf(mu - target, e, a, z);
            case TOLERANCE_PROBABILITY -> integrated
                    ? (mu, e, a, s) -> UncertainAleatoricAcquisitions.inBandOf(mu, e, a, s, lower, upper)
                    : (mu, e, a, s) -> ToleranceAcquisitions.inBand(mu, e + a, lower, upper);
            case TOLERANCE_EI -> integrated
                    ? (mu, e, a, s) -> UncertainAleatoricAcquisitions.toleranceExpectedImprovementOf(mu, e, a, s, lower,
                            upper, incumbent)
                    : (mu, e, a, s) -> ToleranceAcquisitions.expectedImprovementOf(mu, e, a, lower, upper, incumbent);
        };
        return new BatchAcquisition(score);
    }
}

package io.targetwise.acquisition;

import io.targetwise.surrogate.Posterior;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The acquisitions a process can be optimised with. Scores are "larger is better"; for the confidence bounds, which
 * are quantities to minimise, the score is the negated bound.
 */
public enum AcquisitionKind {
    /** Robust NCchi2 expected improvement of the expected squared error (Hoffer, Ranftl and Geiger 2023, eq. 13). */
    ROBUST_EI("robust-ei"),
    /** Robust NCchi2 probability of improving on eMin by at least zeta (eq. 10). */
    ROBUST_PI("robust-pi"),
    /** Robust NCchi2 lower confidence bound, the q-quantile of the expected squared error (eq. 14), negated. */
    ROBUST_LCB("robust-lcb"),
    /** Uhrenholt and Jensen's NCchi2 EI: the robust EI with sigma_a := 0 and eMin = min (m - y*)^2. */
    NCCHI2_EI("ncchi2-ei"),
    /** Uhrenholt and Jensen's NCchi2 LCB: the robust LCB with sigma_a := 0, negated. */
    NCCHI2_LCB("ncchi2-lcb"),
    /** Hoffer et al. (2022) Gaussian LCB with pooled variance, negated; see {@link GaussianTargetBounds}. */
    GAUSSIAN_LCB("gaussian-lcb"),
    /** Hoffer et al. (2022) robust Gaussian LCB, negated; see {@link GaussianTargetBounds}. */
    ROBUST_GAUSSIAN_LCB("robust-gaussian-lcb"),
    /** Probability that the output lands in [LSL, USL]; see {@link ToleranceAcquisitions}. */
    TOLERANCE_PROBABILITY("tolerance-probability"),
    /** Expected improvement of the in-band probability; see {@link ToleranceAcquisitions}. */
    TOLERANCE_EI("tolerance-ei");

    private final String id;

    AcquisitionKind(String id) {
        this.id = id;
    }

    /** The stable external name, e.g. {@code "robust-ei"}. */
    public String id() {
        return id;
    }

    /** @throws IllegalArgumentException listing the valid ids if {@code id} is none of them */
    public static AcquisitionKind fromId(String id) {
        for (AcquisitionKind kind : values()) {
            if (kind.id.equals(id)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("unknown acquisition '" + id + "', valid ids: "
                + Arrays.stream(values()).map(AcquisitionKind::id).collect(Collectors.joining(", ")));
    }

    /**
     * The incumbent in this acquisition's own terms from the posterior at the design points (where, by Assumption 2,
     * the mean is known and the epistemic variance is about 0):
     * <ul>
     *   <li>robust EI/PI/LCB: eq. 8's {@code E_min = min_i (m(x_i) - y*)^2 + sigma_a^2(x_i)};</li>
     *   <li>NCchi2 baselines (sigma_a := 0): {@code min_i (m(x_i) - y*)^2};</li>
     *   <li>Gaussian LCBs: the smallest bound at the design points;</li>
     * <li>tolerance ones: the best in-band probability {@code max_i P(LSL <= y <= USL | m = m(x_i),
     * sigma_a(x_i))}.</li>
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
        double z = StandardNormal.quantile(settings.lcbQuantile());
        for (int i = 0; i < n; i++) {
            double offset = atDesignPoints.mean(i) - settings.target();
            double epistemic = atDesignPoints.epistemicVariance(i);
            double aleatoric = atDesignPoints.aleatoricVariance(i);
            double value = switch (this) {
                case ROBUST_EI, ROBUST_PI, ROBUST_LCB -> offset * offset + aleatoric;
                case NCCHI2_EI, NCCHI2_LCB -> offset * offset;
                case GAUSSIAN_LCB -> GaussianTargetBounds.pooledOf(offset, epistemic, aleatoric, z);
                case ROBUST_GAUSSIAN_LCB -> GaussianTargetBounds.robustOf(offset, epistemic, aleatoric, z);
                case TOLERANCE_PROBABILITY, TOLERANCE_EI -> ToleranceAcquisitions.inBand(atDesignPoints.mean(i),
                        aleatoric, settings.lowerSpecLimit(), settings.upperSpecLimit());
            };
            best = maximise ? Math.max(best, value) : Math.min(best, value);
        }
        return best;
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
        BatchAcquisition.PointScore score = switch (this) {
            case ROBUST_EI -> (mu, e, a) -> RobustTargetAcquisitions.expectedImprovementOf(mu - target, e, a, incumbent);
            case ROBUST_PI -> (mu, e, a) -> RobustTargetAcquisitions.probabilityOfImprovementOf(mu - target, e, a,
                    incumbent, settings.zeta());
            case ROBUST_LCB -> (mu, e, a) -> -RobustTargetAcquisitions.lowerConfidenceBoundOf(mu - target, e, a, q);
            case NCCHI2_EI -> (mu, e, a) -> RobustTargetAcquisitions.expectedImprovementOf(mu - target, e, 0, incumbent);
            case NCCHI2_LCB -> (mu, e, a) -> -RobustTargetAcquisitions.lowerConfidenceBoundOf(mu - target, e, 0, q);
            case GAUSSIAN_LCB -> (mu, e, a) -> -GaussianTargetBounds.pooledOf(mu - target, e, a, z);
            case ROBUST_GAUSSIAN_LCB -> (mu, e, a) -> -GaussianTargetBounds.robustOf(mu - target, e, a, z);
            case TOLERANCE_PROBABILITY -> (mu, e, a) -> ToleranceAcquisitions.inBand(mu, e + a, lower, upper);
            case TOLERANCE_EI -> (mu, e, a) -> ToleranceAcquisitions.expectedImprovementOf(mu, e, a, lower, upper,
                    incumbent);
        };
        return new BatchAcquisition(score);
    }
}

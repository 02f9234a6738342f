package io.targetwise.benchmarks;

import io.targetwise.core.acquisition.AcquisitionKind;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A benchmarked method in the paper's full setting: which surrogate it fits and which acquisition it maximises.
 * <ul>
 *   <li>{@link Model#MEAN_AND_VARIANCE}: replicates aggregated, a GP on the design-point means (each with its
 *       standard error) and the suite's aleatoric variance model (the robust setting of Hoffer, Ranftl and Geiger
 *       2023);</li>
 *   <li>{@link Model#NOISY_DATA}: one GP on every raw reading with a fitted homoskedastic noise, whose variance
 *       stands in for sigma_a^2 (Uhrenholt and Jensen 2019);</li>
 *   <li>{@link Model#NOISY_DATA_WITH_VARIANCE_MODEL}: the same GP, with the suite's aleatoric variance model for
 *       sigma_a^2;</li>
 *   <li>{@link Model#SQUARED_ERROR_DATA}: what a practitioner without this product would do, one GP with a fitted
 *       homoskedastic noise on the raw squared errors (y - y*)^2, whose mean estimates E(x) = (m(x) - y*)^2 +
 *       sigma_a^2(x) directly, minimised by plain Gaussian expected improvement;</li>
 *   <li>{@link Model#DUAL_RESPONSE_SURFACE}: no Gaussian process, the classical peer a process engineer would run
 *       instead (sequential central composite designs with quadratic models of the mean and of log sigma^2, Vining and
 *       Myers 1990, Lin and Tu 1995; see
 *       {@link io.targetwise.benchmarks.responsesurface.SequentialResponseSurface}).</li>
 * </ul>
 */
public enum Method {
    ROBUST_EI("robust-ei", Model.MEAN_AND_VARIANCE, AcquisitionKind.ROBUST_EI),
    ROBUST_PI("robust-pi", Model.MEAN_AND_VARIANCE, AcquisitionKind.ROBUST_PI),
    ROBUST_LCB("robust-lcb", Model.MEAN_AND_VARIANCE, AcquisitionKind.ROBUST_LCB),
    /** Uhrenholt and Jensen's EI: GP on noisy data, sigma_a := 0 in the acquisition. */
    NCCHI2_EI("ncchi2-ei", Model.NOISY_DATA, AcquisitionKind.NCCHI2_EI),
    NCCHI2_LCB("ncchi2-lcb", Model.NOISY_DATA, AcquisitionKind.NCCHI2_LCB),
    /** The paper's robust LCB (eq. 14), to reproduce Hoffer, Ranftl and Geiger (2023); not monotone in sigma_e. */
    PAPER_ROBUST_LCB("paper-robust-lcb", Model.MEAN_AND_VARIANCE, AcquisitionKind.PAPER_ROBUST_LCB),
    /** Uhrenholt and Jensen's NCchi2 LCB as the paper ran it (eq. 14, sigma_a := 0). */
    PAPER_NCCHI2_LCB("paper-ncchi2-lcb", Model.NOISY_DATA, AcquisitionKind.PAPER_NCCHI2_LCB),
    /**
     * Hoffer, Ranftl and Geiger's (2023) naive variant (iii), NCchi2 EI with sigma_a := sigma_a_hat: the GP on noisy
     * data corrected by the suite's aleatoric variance model (Nguyen et al. 2018), scored with the NCchi2 EI that
     * subtracts sigma_a^2.
     */
    NCCHI2_EI_NAIVE("ncchi2-ei-naive", Model.NOISY_DATA_WITH_VARIANCE_MODEL, AcquisitionKind.ROBUST_EI),
    /** Hoffer et al. (2022): aleatoric and epistemic variance pooled in a Gaussian LCB. */
    GAUSSIAN_LCB("gaussian-lcb", Model.MEAN_AND_VARIANCE, AcquisitionKind.GAUSSIAN_LCB),
    ROBUST_GAUSSIAN_LCB("robust-gaussian-lcb", Model.MEAN_AND_VARIANCE, AcquisitionKind.ROBUST_GAUSSIAN_LCB),
    /** Plain noisy-GP expected improvement on the raw squared errors; see {@link Model#SQUARED_ERROR_DATA}. */
    PLAIN_EI("plain-ei", Model.SQUARED_ERROR_DATA, null),
    /** Sequential response-surface design for robust parameter design; see {@link Model#DUAL_RESPONSE_SURFACE}. */
    RESPONSE_SURFACE("response-surface", Model.DUAL_RESPONSE_SURFACE, null);

    /** The surrogate a method fits. */
    public enum Model {
        MEAN_AND_VARIANCE, NOISY_DATA, NOISY_DATA_WITH_VARIANCE_MODEL, SQUARED_ERROR_DATA, DUAL_RESPONSE_SURFACE
    }

    private final String id;
    private final Model model;
    private final AcquisitionKind acquisition;

    Method(String id, Model model, AcquisitionKind acquisition) {
        this.id = id;
        this.model = model;
        this.acquisition = acquisition;
    }

    public String id() {
        return id;
    }

    public Model model() {
        return model;
    }

    /**
     * The product acquisition it maximises; empty for {@link #PLAIN_EI}, which scores squared errors itself, and for
     * {@link #RESPONSE_SURFACE}, which designs its own experiments.
     */
    public Optional<AcquisitionKind> acquisition() {
        return Optional.ofNullable(acquisition);
    }

    /**
     * Whether it takes the --replicates readings per setpoint outside the plant suite (where the GP-on-noisy-data
     * baselines take --baseline-replicates): the mean-and-variance methods, and the response surface, whose
     * log-variance model needs replicates at every design point.
     */
    public boolean replicatesEverySetpoint() {
        return model == Model.MEAN_AND_VARIANCE || model == Model.DUAL_RESPONSE_SURFACE;
    }

    /** Whether it reads sigma_a^2 from an aleatoric variance model. */
    public boolean usesVarianceModel() {
        return model == Model.MEAN_AND_VARIANCE || model == Model.NOISY_DATA_WITH_VARIANCE_MODEL;
    }

    /** Whether its acquisition can integrate over the variance model's uncertainty (the robust EI, PI and LCB). */
    public boolean usesAleatoricTreatment() {
        return usesVarianceModel() && (acquisition == AcquisitionKind.ROBUST_EI || acquisition == AcquisitionKind.ROBUST_PI
                || acquisition == AcquisitionKind.ROBUST_LCB || acquisition == AcquisitionKind.PAPER_ROBUST_LCB);
    }

    /** Whether it is a confidence bound, ranked by the quantile q. */
    public boolean usesLcbQuantile() {
        return acquisition != null && acquisition.isConfidenceBound();
    }

    /** @throws IllegalArgumentException listing the valid ids */
    public static Method fromId(String id) {
        return Arrays.stream(values()).filter(m -> m.id.equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown method '" + id + "', valid: "
                        + Arrays.stream(values()).map(Method::id).collect(Collectors.joining(", "))));
    }
}

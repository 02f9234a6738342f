package io.targetwise.benchmarks;

import io.targetwise.core.acquisition.AcquisitionSettings;
import io.targetwise.core.acquisition.AleatoricTreatment;
import io.targetwise.core.proposal.ReplicationRule;
import io.targetwise.core.surrogate.hetgp.HetGpFitter;
import io.targetwise.core.surrogate.variance.AleatoricVarianceFitter;
import io.targetwise.core.surrogate.variance.KernelRidgeLogVariance;
import io.targetwise.core.surrogate.variance.LogVarianceGp;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One benchmarked configuration: a {@link Method}, and where it applies the aleatoric treatment (integrated over the
 * variance model's uncertainty, or the paper's plug-in), the variance model and, for the confidence bounds, the
 * quantile q. Written {@code method[/treatment][/variance][/qQ]}, e.g. {@code robust-ei/plug-in/kernel-ridge} or
 * {@code robust-lcb/kernel-ridge/q0.25}; omitted parts default to integrated, the suite's own variance model and
 * q = {@value AcquisitionSettings#DEFAULT_LCB_QUANTILE}. A last part {@code adaptive} (methods run through a campaign
 * only) lets the campaign's {@link ReplicationRule} choose each move's readings: a new setpoint with the run's
 * replicate count r, or 1 to 2r more readings at a setpoint run before, whichever gains more per reading.
 */
public record Arm(Method method, AleatoricTreatment treatment, Variance variance, double lcbQuantile,
        boolean adaptive) {

    /** At the default q, every setpoint with the run's fixed replicate count. */
    public Arm(Method method, AleatoricTreatment treatment, Variance variance) {
        this(method, treatment, variance, AcquisitionSettings.DEFAULT_LCB_QUANTILE, false);
    }

    /**
     * The rule of an adaptive arm in a run of {@code replicates} readings per setpoint: new setpoints get that many,
     * a replicate move 1 to twice that many.
     *
     * @throws IllegalArgumentException below 2 replicates
     */
    ReplicationRule replicationRule(int replicates) {
        return ReplicationRule.of(replicates, 2 * replicates);
    }

    /** The aleatoric variance model an arm fits. */
    public enum Variance {
        /** The suite's own model: a known constant (exp1), input-noise propagation (exp2), kernel ridge otherwise. */
        SUITE("suite"),
        /** Kernel ridge regression on log sample variances, with its Gaussian-process reading for the uncertainty. */
        KERNEL_RIDGE("kernel-ridge"),
        /** A Gaussian process on log sample variances with their known sampling noise. */
        LOG_GP("log-gp"),
        /**
         * Not a separate variance model: the joint heteroskedastic GP of Binois, Gramacy and Ludkovski (2018)
         * ({@link HetGpFitter}) replaces both the mean GP and the variance model; for the mean-and-variance methods
         * only.
         */
        HETGP("hetgp"),
        /**
         * Not a variance model either: the campaign's {@code nomu-krr}, NOMU (Heiss et al. 2022) with a
         * cross-validated scale beside kernel ridge ({@link ProductSurrogates}); for the mean-and-variance methods
         * only, as each that follows.
         */
        NOMU_KERNEL_RIDGE("nomu-krr"),
        /** The campaign's {@code neon-krr}: NEON (Guilhoto and Perdikaris 2024), scale cross-validated, kernel ridge. */
        NEON_KERNEL_RIDGE("neon-krr"),
        /** The campaign's {@code autodeuq}: a searched deep ensemble on every raw reading (Egele et al. 2022). */
        AUTODEUQ("autodeuq"),
        /**
         * The campaign's {@code auto}: whichever of the GP choices and the three networks forecasts held-out readings
         * best, by cross-validation within a wall-time budget ({@link ProductSurrogates#auto}).
         */
        AUTO("auto");

        private final String id;

        Variance(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }

        /** Whether it replaces the mean GP and the variance model with a whole surrogate of its own. */
        boolean wholeSurrogate() {
            return !(this == SUITE || this == KERNEL_RIDGE || this == LOG_GP);
        }

        /** @throws IllegalStateException for a {@link #wholeSurrogate()} */
        AleatoricVarianceFitter fitter(Suite suite) {
            return switch (this) {
                case SUITE -> suite.varianceModel();
                case KERNEL_RIDGE -> KernelRidgeLogVariance.withDefaultGrid();
                case LOG_GP -> LogVarianceGp.withDefaults();
                case HETGP, NOMU_KERNEL_RIDGE, NEON_KERNEL_RIDGE, AUTODEUQ, AUTO -> throw new IllegalStateException(
                        id + " is a whole surrogate, not a variance model");
            };
        }
    }

    /** The canonical id, naming only the parts the method uses. */
    public String id() {
        StringBuilder id = new StringBuilder(method.id());
        if (method.usesAleatoricTreatment()) {
            id.append('/').append(treatment.id());
        }
        if (method.usesVarianceModel()) {
            id.append('/').append(variance.id());
        }
        if (lcbQuantile != AcquisitionSettings.DEFAULT_LCB_QUANTILE) {
            id.append("/q").append(lcbQuantile);
        }
        if (adaptive) {
            id.append("/adaptive");
        }
        return id.toString();
    }

    /** @throws IllegalArgumentException naming the unknown part and listing the valid ones */
    public static Arm parse(String text) {
        String[] parts = text.trim().split("/");
        Method method = Method.fromId(parts[0]);
        AleatoricTreatment treatment = AleatoricTreatment.INTEGRATED;
        Variance variance = Variance.SUITE;
        double q = AcquisitionSettings.DEFAULT_LCB_QUANTILE;
        boolean adaptive = false;
        for (int i = 1; i < parts.length; i++) {
            String part = parts[i];
            if (part.equals("adaptive")) {
                if (i != parts.length - 1 || method.acquisition().isEmpty()) {
                    throw new IllegalArgumentException("'adaptive' in method '" + text + "': the last part, and for"
                            + " the methods that run through a campaign only");
                }
                adaptive = true;
            } else if (part.matches("q[0-9.]+")) {
                q = Double.parseDouble(part.substring(1));
                if (!(q > 0 && q < 1) || !method.usesLcbQuantile()) {
                    throw new IllegalArgumentException("'" + part + "' in method '" + text + "': q must be in (0, 1)"
                            + " and applies to the confidence bounds only");
                }
            } else if (Arrays.stream(AleatoricTreatment.values()).anyMatch(t -> t.id().equals(part))) {
                treatment = AleatoricTreatment.fromId(part);
            } else if (Arrays.stream(Variance.values()).anyMatch(v -> v.id().equals(part))) {
                variance = Arrays.stream(Variance.values()).filter(v -> v.id().equals(part)).findFirst().orElseThrow();
            } else {
                throw new IllegalArgumentException("unknown part '" + part + "' in method '" + text + "', valid: "
                        + Arrays.stream(AleatoricTreatment.values()).map(AleatoricTreatment::id)
                                .collect(Collectors.joining(", ")) + ", "
                        + Arrays.stream(Variance.values()).map(Variance::id).collect(Collectors.joining(", "))
                        + ", qQ, adaptive");
            }
        }
        if (variance.wholeSurrogate() && method.model() != Method.Model.MEAN_AND_VARIANCE) {
            throw new IllegalArgumentException("'" + variance.id() + "' in method '" + text + "': a whole surrogate"
                    + " replaces the mean GP of the mean-and-variance methods only");
        }
        return new Arm(method, treatment, variance, q, adaptive);
    }

    /** Comma-separated arms. */
    public static List<Arm> parseList(String text) {
        List<Arm> arms = new ArrayList<>();
        for (String id : text.split(",")) {
            arms.add(parse(id));
        }
        return List.copyOf(arms);
    }
}

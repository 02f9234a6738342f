package io.targetwise.campaign;

import java.util.Arrays;
import java.util.stream.Collectors;

import io.targetwise.surrogate.ReplicateAggregator;
import io.targetwise.surrogate.SurrogateFitter;
import io.targetwise.surrogate.composite.HomoskedasticBaselineFitter;
import io.targetwise.surrogate.composite.MeanVarianceFitter;
import io.targetwise.surrogate.gp.GaussianProcessFitter;
import io.targetwise.surrogate.gp.KernelType;
import io.targetwise.surrogate.gp.NoiseModel;
import io.targetwise.surrogate.variance.KernelRidgeLogVariance;
import io.targetwise.surrogate.variance.LogVarianceGp;

/**
 * The surrogates an engineer can choose for a campaign. The mean GP uses an ARD Matérn 5/2 kernel with each design
 * point's squared standard error as its noise (stochastic kriging): plant replicates are few, so their means are
 * not exact.
 */
public enum SurrogateChoice {
    /** Seed 003's experiment 3: GP on replicate means plus kernel ridge regression on log sample variances. */
    GP_KERNEL_RIDGE("gp-krr"),
    /** GP on replicate means plus a GP on log sample variances, corrected for their sampling bias (as hetGP). */
    GP_LOG_VARIANCE_GP("gp-log-gp"),
    /** Baseline: one GP on every raw reading with a fitted constant noise standing in for the aleatoric variance. */
    GP_HOMOSKEDASTIC("gp-homoskedastic");

    private static final long SEED = 20261121L;
    private final String id;

    SurrogateChoice(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** @throws IllegalArgumentException listing the valid ids */
    public static SurrogateChoice fromId(String id) {
        return Arrays.stream(values()).filter(c -> c.id.equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown surrogate '" + id + "', valid: "
                        + Arrays.stream(values()).map(SurrogateChoice::id).collect(Collectors.joining(", "))));
    }

    /** @param resolution per design variable the step within which readings are replicates (0: exact) */
    public SurrogateFitter fitter(double[] resolution) {
        GaussianProcessFitter.Builder gp = GaussianProcessFitter.builder().kernel(KernelType.MATERN_52).restarts(3).seed(SEED);
        return switch (this) {
            case GP_KERNEL_RIDGE -> MeanVarianceFitter.of(ReplicateAggregator.of(resolution),
                    gp.noise(NoiseModel.STANDARD_ERRORS).build(), KernelRidgeLogVariance.withDefaultGrid());
            case GP_LOG_VARIANCE_GP -> MeanVarianceFitter.of(ReplicateAggregator.of(resolution),
                    gp.noise(NoiseModel.STANDARD_ERRORS).build(), LogVarianceGp.withDefaults());
            case GP_HOMOSKEDASTIC -> HomoskedasticBaselineFitter.of(gp.noise(NoiseModel.HOMOSKEDASTIC).build());
        };
    }
}

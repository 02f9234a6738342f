package io.targetwise.core.chain;

import io.targetwise.core.Point;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.SurrogateFitter;
import io.targetwise.core.surrogate.composite.HomoskedasticBaselineFitter;
import io.targetwise.core.surrogate.composite.MeanVarianceFitter;
import io.targetwise.core.surrogate.gp.GaussianProcessFitter;
import io.targetwise.core.surrogate.gp.NoiseModel;
import io.targetwise.core.surrogate.variance.KernelRidgeLogVariance;

/**
 * The models a chain's stages are fitted with, the same for the application and the benchmarks.
 * <ul>
 *   <li>The first stage's readings replicate at its setpoints: the campaigns' default, a GP on the replicate means
 *       and kernel ridge on their log sample variances (heteroskedastic).</li>
 *   <li>A later stage takes the previous stage's measured output as an input, a different value for every reading,
 *       so no two readings replicate: one GP on the raw readings with a fitted homoskedastic noise as its aleatoric
 *       variance. Its inputs' own spread is not lost: the propagation carries the upstream stages' aleatoric variance
 *       through it.</li>
 * </ul>
 */
public final class StageFitters {

    private StageFitters() {
    }

    /** @param resolution per setpoint the step within which readings are replicates (0: exact) */
    public static SurrogateFitter firstStage(double[] resolution, long seed) {
        return MeanVarianceFitter.of(ReplicateAggregator.of(resolution),
                GaussianProcessFitter.forCampaigns().seed(seed).noise(NoiseModel.SMOOTHED_VARIANCE).build(),
                KernelRidgeLogVariance.withDefaultGrid());
    }

    /** For a stage whose inputs are its setpoints followed by the previous stage's measured outputs. */
    public static SurrogateFitter downstream(long seed) {
        return HomoskedasticBaselineFitter.of(
                GaussianProcessFitter.forCampaigns().seed(seed).noise(NoiseModel.HOMOSKEDASTIC).build());
    }

    /** A later stage's model input: the stage's setpoints, then the previous stage's measured outputs. */
    public static double[] downstreamInput(double[] setpoint, double[] upstreamOutputs) {
        return Point.concat(setpoint, upstreamOutputs);
    }
}

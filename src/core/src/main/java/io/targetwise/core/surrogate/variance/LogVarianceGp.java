package io.targetwise.core.surrogate.variance;

import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.gp.GaussianProcess;
import io.targetwise.core.surrogate.gp.GaussianProcessFitter;
import io.targetwise.core.surrogate.gp.KernelType;
import io.targetwise.core.surrogate.gp.NoiseModel;
import io.targetwise.core.surrogate.gp.Trend;
import java.util.List;

/**
 * A Gaussian process on bias-corrected log sample variances whose per-point noise is the known sampling variance
 * trigamma((n - 1) / 2) of a log sample variance from n replicates (the idea of hetGP's variance process, fitted here
 * directly to the replicate variances). sigma_a^2(x) = exp(mu(x)), the posterior median of the variance; the GP's
 * posterior standard deviation is that of log sigma_a^2.
 */
public final class LogVarianceGp implements AleatoricVarianceFitter {
    private final GaussianProcessFitter fitter;

    private LogVarianceGp(GaussianProcessFitter fitter) {
        this.fitter = fitter;
    }

    /** Matern 5/2, constant trend (far from data the variance reverts to its typical level), 3 restarts, seed 0. */
    public static LogVarianceGp withDefaults() {
        return new LogVarianceGp(GaussianProcessFitter.builder().kernel(KernelType.MATERN_52).trend(Trend.CONSTANT)
                .noise(NoiseModel.NUGGET).restarts(3).build());
    }

    /**
     * @param fitter with {@link NoiseModel#NUGGET} (the sampling noise only) or {@link NoiseModel#HOMOSKEDASTIC}
     *     (extra smoothing on top of it)
     */
    public static LogVarianceGp of(GaussianProcessFitter fitter) {
        if (fitter.noiseModel() == NoiseModel.SMOOTHED_VARIANCE) {
            throw new IllegalArgumentException("fitter must not use NoiseModel.SMOOTHED_VARIANCE: the noise of a log "
                    + "variance is its known sampling variance");
        }
        return new LogVarianceGp(fitter);
    }

    @Override
    public LogVarianceModel<GaussianProcess> fit(List<DesignPoint> designPoints, GaussianProcess mean) {
        LogSampleVariance data = LogSampleVariance.of(designPoints);
        return new LogVarianceModel<>(fitter.fit(data.setpoints(), data.targets(), data.noiseVariances()));
    }
}

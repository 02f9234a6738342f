package io.targetwise.core.surrogate.variance;

import io.targetwise.core.Arguments;
import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.gp.GaussianProcess;
import io.targetwise.core.surrogate.gp.KernelType;
import io.targetwise.core.surrogate.gp.SparseGaussianProcess;
import io.targetwise.core.surrogate.gp.SparseGaussianProcessFitter;
import java.util.List;

/**
 * {@link LogVarianceGp} for many design points: a {@link SparseGaussianProcess} on the bias-corrected log sample
 * variances, each with its known sampling variance trigamma((n - 1) / 2) as noise, so that fitting and predicting
 * cost O(n m^2) and O(m^2) per point instead of O(n^3) and O(n^2). The trend is the mean log sample variance (far from
 * replicates the variance reverts to its typical level). Refits start warm from the previous model's kernel.
 */
public final class SparseLogVarianceGp implements AleatoricVarianceFitter {
    private final SparseGaussianProcessFitter fitter;

    private SparseLogVarianceGp(SparseGaussianProcessFitter fitter) {
        this.fitter = fitter;
    }

    /** Matern 5/2 as {@link LogVarianceGp#withDefaults()}, 128 inducing points (log sample variances are noisy). */
    public static SparseLogVarianceGp withDefaults() {
        return new SparseLogVarianceGp(defaults().build());
    }

    /** As {@link #withDefaults()}, refits keeping the hyperparameters while the design grows by less than that. */
    public static SparseLogVarianceGp keptWhileGrowthBelow(double growth) {
        return new SparseLogVarianceGp(defaults().keptWhileGrowthBelow(growth).build());
    }

    private static SparseGaussianProcessFitter.Builder defaults() {
        return SparseGaussianProcessFitter.builder().kernel(KernelType.MATERN_52).inducingPoints(128);
    }

    public static SparseLogVarianceGp of(SparseGaussianProcessFitter fitter) {
        return new SparseLogVarianceGp(Arguments.requireNonNull("fitter", fitter));
    }

    /** Cold fit; the mean model is not read. */
    @Override
    public LogVarianceModel<SparseGaussianProcess> fit(List<DesignPoint> designPoints, GaussianProcess mean) {
        LogSampleVariance data = LogSampleVariance.of(designPoints);
        return new LogVarianceModel<>(fitter.fit(data.setpoints(), data.targets(), data.noiseVariances()));
    }

    /** Warm refit from {@code previous} (or cold, by the rule of {@link SparseGaussianProcessFitter}). */
    public LogVarianceModel<SparseGaussianProcess> refit(List<DesignPoint> designPoints,
            LogVarianceModel<SparseGaussianProcess> previous) {
        Arguments.requireNonNull("previous", previous);
        LogSampleVariance data = LogSampleVariance.of(designPoints);
        return new LogVarianceModel<>(fitter.refit(data.setpoints(), data.targets(), data.noiseVariances(),
                previous.logVariance()));
    }
}

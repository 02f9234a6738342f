package io.targetwise.benchmarks;

import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.SurrogateFitter;
import io.targetwise.core.surrogate.composite.CrossValidatedCalibration;
import io.targetwise.core.surrogate.composite.EpistemicModelFitter;
import io.targetwise.core.surrogate.composite.MeanVarianceFitter;
import io.targetwise.core.surrogate.variance.KernelRidgeLogVariance;
import io.targetwise.neural.TrainingListener;
import io.targetwise.neural.autodeuq.AutoDeuqFitter;
import io.targetwise.neural.autodeuq.AutoDeuqSettings;
import io.targetwise.neural.neon.NeonTraining;
import io.targetwise.neural.neon.ScalarNeonFitter;
import io.targetwise.neural.nomu.NomuFitter;
import io.targetwise.neural.nomu.NomuSettings;
import java.time.Duration;

/**
 * The campaign's neural surrogates as the application composes them (its {@code SurrogateChoice}, which the
 * benchmarks cannot depend on), with the seed as a parameter so that repeats differ: NOMU (Heiss et al. 2022) and
 * NEON (Guilhoto and Perdikaris 2024) on replicate means, their epistemic scale cross-validated over
 * {@value #CALIBRATION_FOLDS} folds, beside kernel ridge regression on log sample variances; AutoDEUQ (Egele et al.
 * 2022) on every raw reading, searched over 20 models or 5 minutes per fit.
 */
final class ProductSurrogates {
    /** As the application's {@code SurrogateChoice}. */
    static final int CALIBRATION_FOLDS = 4;

    private ProductSurrogates() {
    }

    /** NOMU as the campaign trains it, scale c = 1. */
    static EpistemicModelFitter nomu(long seed) {
        return NomuFitter.of(NomuSettings.builder().seed(seed).build(), TrainingListener.SILENT);
    }

    /** NEON's epistemic network as the campaign trains it (the pollutant settings at 3000 steps), its own scale. */
    static EpistemicModelFitter neon(long seed) {
        return ScalarNeonFitter.of(NeonTraining.pollutants(seed).with(3000, seed), 128, TrainingListener.SILENT);
    }

    /** The campaign's {@code nomu-krr}. */
    static SurrogateFitter nomuKernelRidge(double[] resolution, long seed) {
        return withKernelRidge(resolution, CrossValidatedCalibration.of(nomu(seed), CALIBRATION_FOLDS, seed));
    }

    /** The campaign's {@code neon-krr}. */
    static SurrogateFitter neonKernelRidge(double[] resolution, long seed) {
        return withKernelRidge(resolution, CrossValidatedCalibration.of(neon(seed), CALIBRATION_FOLDS, seed));
    }

    /** The campaign's {@code autodeuq}. */
    static SurrogateFitter autoDeuq(long seed) {
        return AutoDeuqFitter.of(AutoDeuqSettings.builder().maxModels(20).maxWallTime(Duration.ofMinutes(5)).seed(seed)
                .build(), TrainingListener.SILENT);
    }

    /** A mean model on replicate means beside the campaign's variance model. */
    static SurrogateFitter withKernelRidge(double[] resolution, EpistemicModelFitter mean) {
        return MeanVarianceFitter.of(ReplicateAggregator.of(resolution), mean, KernelRidgeLogVariance.withDefaultGrid());
    }
}

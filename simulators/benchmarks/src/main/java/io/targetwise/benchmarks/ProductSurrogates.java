package io.targetwise.benchmarks;

import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.SurrogateFitter;
import io.targetwise.core.surrogate.composite.CrossValidatedCalibration;
import io.targetwise.core.surrogate.composite.EpistemicModelFitter;
import io.targetwise.core.surrogate.composite.MeanVarianceFitter;
import io.targetwise.core.surrogate.gp.GaussianProcessFitter;
import io.targetwise.core.surrogate.gp.NoiseModel;
import io.targetwise.core.surrogate.hetgp.HetGpFitter;
import io.targetwise.core.surrogate.selection.CrossValidatedSelection;
import io.targetwise.core.surrogate.variance.KernelRidgeLogVariance;
import io.targetwise.core.surrogate.variance.LogVarianceGp;
import io.targetwise.neural.TrainingListener;
import io.targetwise.neural.autodeuq.AutoDeuqFitter;
import io.targetwise.neural.autodeuq.AutoDeuqSettings;
import io.targetwise.neural.autodeuq.CrossValidatedAutoDeuqFitter;
import io.targetwise.neural.neon.NeonTraining;
import io.targetwise.neural.neon.ScalarNeonFitter;
import io.targetwise.neural.nomu.NomuFitter;
import io.targetwise.neural.nomu.NomuSettings;
import java.time.Duration;
import java.util.List;

/**
 * The campaign's neural surrogates as the application composes them (its {@code SurrogateChoice}, which the
 * benchmarks cannot depend on), with the seed as a parameter so that repeats differ: NOMU (Heiss et al. 2022) and
 * NEON (Guilhoto and Perdikaris 2024) on replicate means, their epistemic scale cross-validated over
 * {@value #CALIBRATION_FOLDS} folds, beside kernel ridge regression on log sample variances; AutoDEUQ (Egele et al.
 * 2022) on every raw reading, searched over 20 models or 5 minutes per fit, its epistemic scale cross-validated; and {@code auto}, whichever of those and
 * the GP choices forecasts held-out readings best ({@link CrossValidatedSelection}). The GP choices are as the
 * application fits them below 100 design points, where it starts to keep hyperparameters between searches.
 */
final class ProductSurrogates {
    /** As the application's {@code SurrogateChoice}. */
    static final int CALIBRATION_FOLDS = 4;
    /** As the application's {@code auto}: scoring stops after as long as one AutoDEUQ search may take. */
    private static final Duration AUTO_SCORING_BUDGET = Duration.ofMinutes(5);
    /** As the application's {@code auto}: the design's growth after which the candidates are scored again. */
    private static final double AUTO_RESCORE_GROWTH = 0.25;

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

    /** AutoDEUQ's search at the campaign's budget, its ensemble's own epistemic scale. */
    static AutoDeuqFitter autoDeuqSearch(long seed) {
        return AutoDeuqFitter.of(AutoDeuqSettings.builder().maxModels(20).maxWallTime(Duration.ofMinutes(5)).seed(seed)
                .build(), TrainingListener.SILENT);
    }

    /** The campaign's {@code autodeuq}: the search, its epistemic scale cross-validated over folds of setpoints. */
    static SurrogateFitter autoDeuq(double[] resolution, long seed) {
        return CrossValidatedAutoDeuqFitter.of(autoDeuqSearch(seed), ReplicateAggregator.of(resolution),
                CALIBRATION_FOLDS, seed);
    }

    /**
     * The campaign's {@code auto}: hetGP, GP plus kernel ridge, GP plus log-variance GP, then the three networks,
     * cheapest first as the application orders them, scored by {@value #CALIBRATION_FOLDS}-fold cross-validated
     * log-likelihood within {@link #AUTO_SCORING_BUDGET} of wall time.
     */
    static SurrogateFitter auto(double[] resolution, long seed) {
        ReplicateAggregator aggregator = ReplicateAggregator.of(resolution);
        GaussianProcessFitter gp = GaussianProcessFitter.forCampaigns().noise(NoiseModel.SMOOTHED_VARIANCE).seed(seed)
                .build();
        return CrossValidatedSelection.of(List.of(
                new CrossValidatedSelection.Candidate("hetgp", HetGpFitter.of(aggregator)),
                new CrossValidatedSelection.Candidate("gp-krr", MeanVarianceFitter.of(aggregator, gp,
                        KernelRidgeLogVariance.withDefaultGrid())),
                new CrossValidatedSelection.Candidate("gp-log-gp", MeanVarianceFitter.of(aggregator, gp,
                        LogVarianceGp.withDefaults())),
                new CrossValidatedSelection.Candidate("nomu-krr", nomuKernelRidge(resolution, seed)),
                new CrossValidatedSelection.Candidate("neon-krr", neonKernelRidge(resolution, seed)),
                new CrossValidatedSelection.Candidate("autodeuq", autoDeuq(resolution, seed))),
                aggregator, CALIBRATION_FOLDS, AUTO_RESCORE_GROWTH, AUTO_SCORING_BUDGET, seed);
    }

    /** A mean model on replicate means beside the campaign's variance model. */
    static SurrogateFitter withKernelRidge(double[] resolution, EpistemicModelFitter mean) {
        return MeanVarianceFitter.of(ReplicateAggregator.of(resolution), mean, KernelRidgeLogVariance.withDefaultGrid());
    }
}

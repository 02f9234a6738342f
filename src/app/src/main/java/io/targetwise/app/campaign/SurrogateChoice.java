package io.targetwise.app.campaign;

import java.time.Duration;
import java.util.List;

import io.targetwise.core.Ids;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.SurrogateFitter;
import io.targetwise.core.surrogate.WarmStartFitter;
import io.targetwise.core.surrogate.composite.CrossValidatedCalibration;
import io.targetwise.core.surrogate.composite.EnvironmentInputFitter;
import io.targetwise.core.surrogate.composite.HomoskedasticBaselineFitter;
import io.targetwise.core.surrogate.composite.KeptHyperparameterFitter;
import io.targetwise.core.surrogate.composite.MeanVarianceFitter;
import io.targetwise.core.surrogate.composite.ScaleSwitchingFitter;
import io.targetwise.core.surrogate.composite.SparseMeanVarianceFitter;
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

/**
 * The surrogates an engineer can choose for a campaign. The mean GP ({@link GaussianProcessFitter#forCampaigns()}:
 * ARD RBF, length scales capped) takes the variance model's sigma_a^2(x_i) / n_i as each design point's noise
 * (stochastic kriging with the smoothed variance): plant replicates are few, so their means are not exact. From {@link ScaleSwitchingFitter#DEFAULT_THRESHOLD}
 * design points on, the GP choices switch to sparse GPs for the mean and the log variance, refitted warm. The neural choices train for seconds to minutes per fit; fits run on the bounded pool of
 * {@link CampaignWorkers}, so requests never wait on them beyond their timeout.
 */
public enum SurrogateChoice {
    /**
     * The default: the joint heteroskedastic GP of Binois, Gramacy and Ludkovski (2018, the R package hetGP), the mean
     * GP and a latent log-noise GP smoothing it, fitted together by maximum likelihood on the distinct setpoints,
     * replicates by their sufficient statistics ({@link HetGpFitter}). It falls back to one fitted constant noise where
     * that fits as well. Its fit optimises one latent noise value per setpoint, so from
     * {@value #HETGP_MAX_DESIGN_POINTS} design points it hands over to {@link #GP_KERNEL_RIDGE}, and from
     * {@link ScaleSwitchingFitter#DEFAULT_THRESHOLD} on to the sparse models like every GP choice.
     */
    HETGP("hetgp"),
    /**
     * GP on replicate means plus kernel ridge regression on log sample variances (Hoffer, Ranftl and Geiger 2023).
     * From {@value #KEPT_HYPERPARAMETERS_FROM} design points a refit keeps both hyperparameter searches' results
     * until the design has grown by a tenth, so that a proposal follows its readings within a second at 500.
     */
    GP_KERNEL_RIDGE("gp-krr"),
    /** GP on replicate means plus a GP on log sample variances, corrected for their sampling bias (as hetGP). */
    GP_LOG_VARIANCE_GP("gp-log-gp"),
    /** Baseline: one GP on every raw reading with a fitted constant noise standing in for the aleatoric variance. */
    GP_HOMOSKEDASTIC("gp-homoskedastic"),
    /**
     * One GP on every raw reading over the setpoints and the measured environment together, with a fitted constant
     * noise ({@link EnvironmentInputFitter}): proposals are made for the environment of the newest reading that
     * reports it in full (the lot in the press, the shift's ambient temperature) instead of its average over all
     * readings. Readings that leave an environmental variable out do not enter this model. Needs a process with
     * environmental variables.
     */
    GP_ENVIRONMENT("gp-environment"),
    /**
     * AutoDEUQ (Egele et al. 2022): a searched deep ensemble on every raw reading whose spread of member means is
     * sigma_e^2 and mean member variance sigma_a^2. Search scaled to a few cores: 20 models or 5 minutes per fit.
     * The ensemble's own spread is overconfident on plant data (90 % intervals covered 30-63 % of held-out truths,
     * docs/benchmarks/calibration.md), so sigma_e^2 is scaled by cross-validation over {@value #CALIBRATION_FOLDS} folds of
     * setpoints ({@link CrossValidatedAutoDeuqFitter}): the selected members are retrained on each fold's complement
     * without a new search, up to {@value #CALIBRATION_FOLDS} x 5 more trainings per fit.
     */
    AUTODEUQ("autodeuq"),
    /**
     * NOMU (Heiss et al. 2022) on replicate means for mu and sigma_e^2, kernel ridge regression on log sample
     * variances. NOMU's uncertainty is relative: its scale c is chosen by cross-validation over the design points
     * ({@link CrossValidatedCalibration}, {@value #CALIBRATION_FOLDS} folds), so each fit trains
     * {@value #CALIBRATION_FOLDS} + 1 networks.
     */
    NOMU_KERNEL_RIDGE("nomu-krr"),
    /**
     * NEON's epistemic network (Guilhoto and Perdikaris 2024) on replicate means, kernel ridge regression on log
     * sample variances. NEON's own scale is overconfident on plant data (90 % intervals covered 66 % of held-out
     * truths, docs/benchmarks/calibration.md), so it is cross-validated like NOMU's: each fit trains
     * {@value #CALIBRATION_FOLDS} + 1 networks, minutes per fit on two cores.
     */
    NEON_KERNEL_RIDGE("neon-krr"),
    /**
     * Whichever of {@link #AUTO_CANDIDATES} forecasts this process's own readings best: each is scored by
     * {@value #CALIBRATION_FOLDS}-fold cross-validated log-likelihood of held-out readings, setpoints held out with
     * all their replicates ({@link CrossValidatedSelection}), and the best is fitted on every reading. Scoring stops
     * after {@link #AUTO_SCORING_BUDGET} (the networks, last in line, are often left unscored; the proposal's reason
     * says so), and is repeated only once the design has grown by {@value #AUTO_RESCORE_GROWTH} of itself; in between
     * the choice is refitted as it would be on its own. Below {@value CrossValidatedSelection#MINIMUM_DESIGN_POINTS}
     * setpoints it is the default, hetGP.
     */
    AUTO("auto");

    /** The candidates of {@link #AUTO}, cheapest first, the default first. */
    static final List<SurrogateChoice> AUTO_CANDIDATES = List.of(HETGP, GP_KERNEL_RIDGE, GP_LOG_VARIANCE_GP,
            NOMU_KERNEL_RIDGE, NEON_KERNEL_RIDGE, AUTODEUQ);
    /** Wall time after which {@link #AUTO} stops scoring candidates: as long as one AutoDEUQ search may take. */
    static final Duration AUTO_SCORING_BUDGET = Duration.ofMinutes(5);
    /** Relative growth of the design after which {@link #AUTO} scores its candidates again. */
    static final double AUTO_RESCORE_GROWTH = 0.25;

    /**
     * Design points from which {@link #HETGP} fits as {@link #GP_KERNEL_RIDGE}: a hetGP fit took 0.45 s at 200
     * setpoints and 3.3 s at 500, against 0.36 s and 1.2 s for GP plus kernel ridge (JMH, 2 readings each, 2-D;
     * docs/benchmarks/plant-suite.md), and the suite's evidence for it reaches 55 setpoints.
     */
    static final int HETGP_MAX_DESIGN_POINTS = 200;
    /**
     * Design points from which GP plus kernel ridge refits keep their hyperparameters between searches
     * ({@link KeptHyperparameterFitter}): a search took 45 ms at 50 setpoints and 355 ms at 200 (JMH,
     * docs/benchmarks/plant-suite.md), so below about 100 it costs less than the answer's other parts.
     */
    static final int KEPT_HYPERPARAMETERS_FROM = 100;
    /** The growth of the design since the last search after which the next refit searches again: 10 %. */
    static final double KEPT_HYPERPARAMETERS_GROWTH = 0.1;
    private static final long SEED = 20261121L;
    private static final int CALIBRATION_FOLDS = 4;
    private final String id;

    SurrogateChoice(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** @throws IllegalArgumentException listing the valid ids */
    public static SurrogateChoice fromId(String id) {
        return Ids.lookup(SurrogateChoice.class, SurrogateChoice::id, id, "surrogate");
    }

    /**
     * The GP choices as they are below {@link ScaleSwitchingFitter#DEFAULT_THRESHOLD} design points, the sparse
     * mean-variance model with warm-started refits from there on.
     */
    private static SurrogateFitter atPlantScale(double[] resolution, SurrogateFitter exact) {
        return ScaleSwitchingFitter.of(ReplicateAggregator.of(resolution), exact,
                SparseMeanVarianceFitter.forCampaigns(SEED), ScaleSwitchingFitter.DEFAULT_THRESHOLD);
    }

    private static KeptHyperparameterFitter kernelRidge(double[] resolution, GaussianProcessFitter.Builder gp) {
        return KeptHyperparameterFitter.of(ReplicateAggregator.of(resolution),
                gp.noise(NoiseModel.SMOOTHED_VARIANCE).build(), KernelRidgeLogVariance.withDefaultGrid(),
                KEPT_HYPERPARAMETERS_FROM, KEPT_HYPERPARAMETERS_GROWTH);
    }

    private static SurrogateFitter hetGpWhileAffordable(double[] resolution, GaussianProcessFitter.Builder gp) {
        ReplicateAggregator aggregator = ReplicateAggregator.of(resolution);
        SurrogateFitter hetGp = HetGpFitter.of(aggregator);
        KeptHyperparameterFitter kernelRidge = kernelRidge(resolution, gp);
        return new WarmStartFitter() {
            @Override
            public Surrogate fit(List<Measurement> measurements) {
                return affordable(measurements) ? hetGp.fit(measurements) : kernelRidge.fit(measurements);
            }

            @Override
            public Surrogate refit(List<Measurement> measurements, Surrogate previous) {
                return affordable(measurements) ? hetGp.fit(measurements) : kernelRidge.refit(measurements, previous);
            }

            private boolean affordable(List<Measurement> measurements) {
                return aggregator.aggregate(measurements).size() < HETGP_MAX_DESIGN_POINTS;
            }
        };
    }

    /** Whether the model takes the measured environment as inputs, and proposals are made for the current one. */
    public boolean conditionsOnEnvironment() {
        return this == GP_ENVIRONMENT;
    }

    /** @param resolution per design variable the step within which readings are replicates (0: exact) */
    public SurrogateFitter fitter(double[] resolution) {
        GaussianProcessFitter.Builder gp = GaussianProcessFitter.forCampaigns().seed(SEED);
        return switch (this) {
            case GP_KERNEL_RIDGE -> atPlantScale(resolution, kernelRidge(resolution, gp));
            case GP_LOG_VARIANCE_GP -> atPlantScale(resolution, MeanVarianceFitter.of(ReplicateAggregator.of(resolution),
                    gp.noise(NoiseModel.SMOOTHED_VARIANCE).build(), LogVarianceGp.withDefaults()));
            case HETGP -> atPlantScale(resolution, hetGpWhileAffordable(resolution, gp));
            case GP_HOMOSKEDASTIC -> HomoskedasticBaselineFitter.of(gp.noise(NoiseModel.HOMOSKEDASTIC).build());
            case GP_ENVIRONMENT -> EnvironmentInputFitter.of(
                    HomoskedasticBaselineFitter.of(gp.noise(NoiseModel.HOMOSKEDASTIC).build()));
            case AUTODEUQ -> CrossValidatedAutoDeuqFitter.of(AutoDeuqFitter.of(AutoDeuqSettings.builder().maxModels(20)
                    .maxWallTime(Duration.ofMinutes(5)).seed(SEED).build(), TrainingListener.SILENT),
                    ReplicateAggregator.of(resolution), CALIBRATION_FOLDS, SEED);
            case NOMU_KERNEL_RIDGE -> MeanVarianceFitter.of(ReplicateAggregator.of(resolution),
                    CrossValidatedCalibration.of(NomuFitter.of(NomuSettings.builder().seed(SEED).build(),
                            TrainingListener.SILENT), CALIBRATION_FOLDS, SEED),
                    KernelRidgeLogVariance.withDefaultGrid());
            case NEON_KERNEL_RIDGE -> MeanVarianceFitter.of(ReplicateAggregator.of(resolution),
                    CrossValidatedCalibration.of(ScalarNeonFitter.of(NeonTraining.pollutants(SEED).with(3000, SEED),
                            128, TrainingListener.SILENT), CALIBRATION_FOLDS, SEED),
                    KernelRidgeLogVariance.withDefaultGrid());
            case AUTO -> choosingAmong(AUTO_CANDIDATES, resolution, AUTO_SCORING_BUDGET);
        };
    }

    /** {@link #AUTO}'s selection over the given candidates, scored within {@code budget}. */
    static CrossValidatedSelection choosingAmong(List<SurrogateChoice> candidates, double[] resolution,
            Duration budget) {
        return CrossValidatedSelection.of(candidates.stream()
                .map(c -> new CrossValidatedSelection.Candidate(c.id(), c.fitter(resolution))).toList(),
                ReplicateAggregator.of(resolution), CALIBRATION_FOLDS, AUTO_RESCORE_GROWTH, budget, SEED);
    }
}

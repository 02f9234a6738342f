package io.targetwise.core.surrogate.composite;

import io.targetwise.core.Arguments;
import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.WarmStartFitter;
import io.targetwise.core.surrogate.gp.GaussianProcess;
import io.targetwise.core.surrogate.gp.GaussianProcessFitter;
import io.targetwise.core.surrogate.gp.NoiseModel;
import io.targetwise.core.surrogate.variance.KernelRidgeLogVariance;
import java.util.List;

/**
 * Stochastic kriging with the kernel-ridge variance model ({@link MeanVarianceFitter} with
 * {@link NoiseModel#SMOOTHED_VARIANCE} and {@link KernelRidgeLogVariance}) whose hyperparameters are searched again
 * only once the design points have grown by a share since the last search. In between, a refit solves both parts on
 * all the data with the kept hyperparameters: the mean GP's kernel, the ridge's length scale and penalty. That is the
 * model a search landing on the same hyperparameters would give, replicates included (conditioning cannot take in a
 * replicate), for two factorisations instead of a likelihood search and a grid of them: at 500 design points the
 * search is most of the seconds a proposal takes, and hyperparameters move little while the data grows by a tenth.
 * Below a size a refit always searches, as the search is cheap there.
 */
public final class KeptHyperparameterFitter implements WarmStartFitter {
    private final ReplicateAggregator aggregator;
    private final GaussianProcessFitter meanFitter;
    private final KernelRidgeLogVariance varianceFitter;
    private final MeanVarianceFitter<MeanVarianceModel> searching;
    private final int keptFrom;
    private final double growth;

    private KeptHyperparameterFitter(ReplicateAggregator aggregator, GaussianProcessFitter meanFitter,
            KernelRidgeLogVariance varianceFitter, int keptFrom, double growth) {
        this.aggregator = aggregator;
        this.meanFitter = meanFitter;
        this.varianceFitter = varianceFitter;
        this.searching = MeanVarianceFitter.of(aggregator, meanFitter, varianceFitter);
        this.keptFrom = keptFrom;
        this.growth = growth;
    }

    /**
     * @param keptFrom design points from which a refit may keep the hyperparameters (at least 2)
     * @param growth the share by which the design points may grow past the last search before the next one (0 to 10;
     *     0 searches on every new design point)
     * @throws IllegalArgumentException if a part is null, the mean fitter's noise is not
     *     {@link NoiseModel#SMOOTHED_VARIANCE}, or a number is out of range
     */
    public static KeptHyperparameterFitter of(ReplicateAggregator aggregator, GaussianProcessFitter meanFitter,
            KernelRidgeLogVariance varianceFitter, int keptFrom, double growth) {
        Arguments.requireNonNull("aggregator", aggregator);
        Arguments.requireNonNull("meanFitter", meanFitter);
        Arguments.requireNonNull("varianceFitter", varianceFitter);
        if (meanFitter.noiseModel() != NoiseModel.SMOOTHED_VARIANCE) {
            throw new IllegalArgumentException("meanFitter must use NoiseModel.SMOOTHED_VARIANCE, got "
                    + meanFitter.noiseModel());
        }
        if (!(growth >= 0 && growth <= 10)) {
            throw new IllegalArgumentException("growth must lie in [0, 10], got " + growth);
        }
        return new KeptHyperparameterFitter(aggregator, meanFitter, varianceFitter,
                Arguments.requireAtLeast("keptFrom", keptFrom, 2), growth);
    }

    /** A fit with both searches. */
    @Override
    public MeanVarianceModel fit(List<Measurement> measurements) {
        return searching.fit(measurements);
    }

    /**
     * With {@code previous}'s hyperparameters while the data holds at least {@code keptFrom} and at most
     * (1 + growth) times the design points they were searched on; otherwise (or from a model of another kind) a fit
     * with both searches.
     */
    @Override
    public MeanVarianceModel refit(List<Measurement> measurements, Surrogate previous) {
        Measurements.requireUsable(measurements);
        List<DesignPoint> designPoints = aggregator.aggregate(measurements);
        if (!(previous instanceof MeanVarianceModel model
                && model.variance() instanceof KernelRidgeLogVariance.Model ridge && keeps(model, designPoints.size()))) {
            return searching.fit(measurements);
        }
        KernelRidgeLogVariance.Model variance = varianceFitter.refit(designPoints, ridge);
        double[][] setpoints = designPoints.stream().map(p -> p.setpoint().toArray()).toArray(double[][]::new);
        GaussianProcess mean = meanFitter.refitDesignPoints(designPoints, variance.at(setpoints, null), model.mean());
        return MeanVarianceModel.withKeptHyperparameters(mean, variance, model.hyperparametersSearchedOn());
    }

    private boolean keeps(MeanVarianceModel model, int designPoints) {
        int searchedOn = model.hyperparametersSearchedOn();
        return designPoints >= keptFrom && designPoints >= searchedOn && designPoints <= searchedOn * (1 + growth);
    }
}

package io.targetwise.core.surrogate.composite;

import io.targetwise.core.surrogate.ConditionableSurrogate;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.gp.GaussianProcess;
import io.targetwise.core.surrogate.variance.AleatoricVariance;

/**
 * A GP for the mean (mu, sigma_e^2) and a model of the aleatoric variance (sigma_a^2), seen as one surrogate.
 * Conditioning conditions the mean GP and keeps the variance model, which sees the conditioned mean.
 */
public final class MeanVarianceModel implements ConditionableSurrogate {
    private final GaussianProcess mean;
    private final AleatoricVariance variance;
    private final int searchedOn;

    private MeanVarianceModel(GaussianProcess mean, AleatoricVariance variance, int searchedOn) {
        this.mean = mean;
        this.variance = variance;
        this.searchedOn = searchedOn;
    }

    /**
     * Parts whose hyperparameters were searched on the mean GP's data.
     *
     * @throws IllegalArgumentException if either part is null
     */
    public static MeanVarianceModel of(GaussianProcess mean, AleatoricVariance variance) {
        if (mean == null || variance == null) {
            throw new IllegalArgumentException((mean == null ? "mean" : "variance") + " must not be null");
        }
        return new MeanVarianceModel(mean, variance, mean.size());
    }

    /** Parts refitted with the hyperparameters of a model searched on {@code searchedOn} design points. */
    static MeanVarianceModel withKeptHyperparameters(GaussianProcess mean, AleatoricVariance variance,
            int searchedOn) {
        return new MeanVarianceModel(mean, variance, searchedOn);
    }

    /** How many design points the hyperparameters were last searched on (fewer than the data when kept since). */
    public int hyperparametersSearchedOn() {
        return searchedOn;
    }

    public GaussianProcess mean() {
        return mean;
    }

    public AleatoricVariance variance() {
        return variance;
    }

    @Override
    public int dimension() {
        return mean.dimension();
    }

    @Override
    public Posterior posterior(double[][] points) {
        Posterior meanPosterior = mean.posterior(points);
        return Posterior.of(meanPosterior.means(), meanPosterior.epistemicVariances(), variance.at(points, mean),
                variance.logSd(points, mean));
    }

    @Override
    public MeanVarianceModel conditionedOn(double[] x, double y) {
        return new MeanVarianceModel(mean.conditionedOn(x, y), variance, searchedOn);
    }
}

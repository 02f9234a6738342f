package io.targetwise.core.surrogate.composite;

import io.targetwise.core.Arguments;
import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.ModelFittingException;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.SurrogateFitter;
import io.targetwise.core.surrogate.gp.GaussianProcess;
import io.targetwise.core.surrogate.gp.GaussianProcessFitter;
import io.targetwise.core.surrogate.gp.NoiseModel;
import io.targetwise.core.surrogate.variance.AleatoricVariance;
import io.targetwise.core.surrogate.variance.AleatoricVarianceFitter;
import io.targetwise.core.surrogate.variance.InputNoisePropagation;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * The robust target-value setting of Hoffer, Ranftl and Geiger (2023): replicates aggregated into design points
 * (environment readings are ignored, their effect being part of the replicate spread), a mean model fitted to their
 * means (mu, sigma_e^2) and a variance model fitted to their sample variances (sigma_a^2). The mean model is either
 * a GP, giving a {@link MeanVarianceModel} that can be conditioned on new data, or any {@link EpistemicModelFitter},
 * e.g. a neural network, which is told each mean's noise sigma_a^2(x_i) / n_i from the variance model.
 *
 * <p>A GP with {@link NoiseModel#SMOOTHED_VARIANCE} is stochastic kriging with the smoothed variance (Ankenman, Nelson
 * and Staum 2010): the variance model is fitted first and the mean GP takes its sigma_a^2(x_i) / n_i as the noise of
 * each design point's mean. {@link InputNoisePropagation} needs a mean to propagate through, so there a pilot mean GP
 * is fitted with the pooled within-point variance (one value, from all replicates), the propagated variance is
 * evaluated at the design points from it, and the mean GP is refitted with that.
 *
 * @param <S> the surrogate the fitter returns
 */
public final class MeanVarianceFitter<S extends Surrogate> implements SurrogateFitter {
    private final ReplicateAggregator aggregator;
    private final Function<List<DesignPoint>, S> meanAndVariance;

    private MeanVarianceFitter(ReplicateAggregator aggregator, Function<List<DesignPoint>, S> meanAndVariance) {
        this.aggregator = aggregator;
        this.meanAndVariance = meanAndVariance;
    }

    /** @throws IllegalArgumentException if a part is null */
    public static MeanVarianceFitter<MeanVarianceModel> of(ReplicateAggregator aggregator,
            GaussianProcessFitter meanFitter, AleatoricVarianceFitter varianceFitter) {
        requireParts(aggregator, meanFitter, varianceFitter);
        if (meanFitter.noiseModel() == NoiseModel.SMOOTHED_VARIANCE) {
            return new MeanVarianceFitter<>(aggregator, designPoints -> stochasticKriging(designPoints, meanFitter,
                    varianceFitter));
        }
        return new MeanVarianceFitter<>(aggregator, designPoints -> {
            GaussianProcess mean = meanFitter.fitDesignPoints(designPoints);
            return MeanVarianceModel.of(mean, varianceFitter.fit(designPoints, mean));
        });
    }

    private static MeanVarianceModel stochasticKriging(List<DesignPoint> designPoints,
            GaussianProcessFitter meanFitter, AleatoricVarianceFitter varianceFitter) {
        double[][] setpoints = designPoints.stream().map(p -> p.setpoint().toArray()).toArray(double[][]::new);
        if (varianceFitter instanceof InputNoisePropagation propagation) {
            double[] pooled = new double[designPoints.size()];
            Arrays.fill(pooled, pooledVariance(designPoints));
            GaussianProcess pilot = meanFitter.fitDesignPoints(designPoints, pooled);
            return MeanVarianceModel.of(meanFitter.fitDesignPoints(designPoints, propagation.at(setpoints, pilot)),
                    propagation);
        }
        // every variance model but input-noise propagation ignores the mean
        AleatoricVariance variance = varianceFitter.fit(designPoints, null);
        return MeanVarianceModel.of(meanFitter.fitDesignPoints(designPoints, variance.at(setpoints, null)), variance);
    }

    /** sum (n_i - 1) s_i^2 / sum (n_i - 1) over the replicated design points. */
    private static double pooledVariance(List<DesignPoint> designPoints) {
        double sum = 0;
        int degrees = 0;
        for (DesignPoint p : designPoints) {
            if (p.hasVarianceEstimate()) {
                sum += (p.replicates() - 1) * p.sampleVariance();
                degrees += p.replicates() - 1;
            }
        }
        if (degrees == 0) {
            throw new ModelFittingException("input-noise propagation with NoiseModel.SMOOTHED_VARIANCE needs at least "
                    + "one design point with 2 or more replicates for its pilot mean");
        }
        return sum / degrees;
    }

    /**
     * @throws IllegalArgumentException if a part is null, or the variance model is {@link InputNoisePropagation},
     *     which differentiates a GP mean that other mean models do not provide
     */
    public static MeanVarianceFitter<Surrogate> of(ReplicateAggregator aggregator, EpistemicModelFitter meanFitter,
            AleatoricVarianceFitter varianceFitter) {
        requireParts(aggregator, meanFitter, varianceFitter);
        if (varianceFitter instanceof InputNoisePropagation) {
            throw new IllegalArgumentException("varianceFitter must not need a GP mean: InputNoisePropagation does");
        }
        return new MeanVarianceFitter<>(aggregator, designPoints -> {
            double[][] x = designPoints.stream().map(p -> p.setpoint().toArray()).toArray(double[][]::new);
            double[] y = designPoints.stream().mapToDouble(DesignPoint::mean).toArray();
            // Only input-noise propagation reads the GP mean, and it is excluded above.
            AleatoricVariance variance = varianceFitter.fit(designPoints, null);
            double[] meanNoise = variance.at(x, null);
            for (int i = 0; i < meanNoise.length; i++) {
                meanNoise[i] /= designPoints.get(i).replicates();
            }
            return new WithAleatoricVariance(meanFitter.fit(x, y, meanNoise), variance);
        });
    }

    private static void requireParts(ReplicateAggregator aggregator, Object meanFitter,
            AleatoricVarianceFitter varianceFitter) {
        Arguments.requireNonNull("aggregator", aggregator);
        Arguments.requireNonNull("meanFitter", meanFitter);
        Arguments.requireNonNull("varianceFitter", varianceFitter);
    }

    @Override
    public S fit(List<Measurement> measurements) {
        Measurements.requireUsable(measurements);
        return meanAndVariance.apply(aggregator.aggregate(measurements));
    }

    /** A mean model that cannot be conditioned, with its aleatoric variance supplied by a variance model. */
    private record WithAleatoricVariance(Surrogate mean, AleatoricVariance variance) implements Surrogate {

        @Override
        public int dimension() {
            return mean.dimension();
        }

        @Override
        public Posterior posterior(double[][] points) {
            return combined(mean, variance, points);
        }
    }

    /** The mean model's posterior with the aleatoric part from a variance model that does not read a GP mean. */
    static Posterior combined(Surrogate mean, AleatoricVariance variance, double[][] points) {
        Posterior p = mean.posterior(points);
        return Posterior.of(p.means(), p.epistemicVariances(), variance.at(points, null), variance.logSd(points, null));
    }
}

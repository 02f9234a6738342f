package io.targetwise.core.surrogate.composite;

import io.targetwise.core.Arguments;
import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.SurrogateFitter;
import io.targetwise.core.surrogate.gp.GaussianProcess;
import io.targetwise.core.surrogate.gp.GaussianProcessFitter;
import io.targetwise.core.surrogate.variance.AleatoricVariance;
import io.targetwise.core.surrogate.variance.AleatoricVarianceFitter;
import io.targetwise.core.surrogate.variance.InputNoisePropagation;
import java.util.List;
import java.util.function.Function;

/**
 * The robust target-value setting of Hoffer, Ranftl and Geiger (2023): replicates aggregated into design points
 * (environment readings are ignored, their effect being part of the replicate spread), a mean model fitted to their
 * means (mu, sigma_e^2) and a variance model fitted to their sample variances (sigma_a^2). The mean model is either
 * a GP, giving a {@link MeanVarianceModel} that can be conditioned on new data, or any {@link EpistemicModelFitter},
 * e.g. a neural network.
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
        return new MeanVarianceFitter<>(aggregator, designPoints -> {
            GaussianProcess mean = meanFitter.fitDesignPoints(designPoints);
            return MeanVarianceModel.of(mean, varianceFitter.fit(designPoints, mean));
        });
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
            return new WithAleatoricVariance(meanFitter.fit(x, y), varianceFitter.fit(designPoints, null));
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

package io.targetwise.neural;

import io.targetwise.surrogate.DesignPoint;
import io.targetwise.surrogate.Measurement;
import io.targetwise.surrogate.Posterior;
import io.targetwise.surrogate.ReplicateAggregator;
import io.targetwise.surrogate.Surrogate;
import io.targetwise.surrogate.SurrogateFitter;
import io.targetwise.surrogate.variance.AleatoricVariance;
import io.targetwise.surrogate.variance.AleatoricVarianceFitter;
import io.targetwise.surrogate.variance.InputNoisePropagation;
import java.util.List;

/**
 * The robust target-value surrogate built from a neural mean-and-epistemic model and a replicate variance model,
 * as {@code MeanVarianceFitter} builds it from a GP: replicates are aggregated into design points, the neural model
 * is fitted to their means (mu, sigma_e^2) and the variance model to their sample variances (sigma_a^2).
 * Environment readings are ignored, their effect being part of the replicate spread.
 */
public final class WithAleatoricVarianceFitter implements SurrogateFitter {
    private final ReplicateAggregator aggregator;
    private final EpistemicModelFitter meanFitter;
    private final AleatoricVarianceFitter varianceFitter;

    private WithAleatoricVarianceFitter(ReplicateAggregator aggregator, EpistemicModelFitter meanFitter,
            AleatoricVarianceFitter varianceFitter) {
        this.aggregator = aggregator;
        this.meanFitter = meanFitter;
        this.varianceFitter = varianceFitter;
    }

    /**
     * @throws IllegalArgumentException if a part is null, or the variance model is {@link InputNoisePropagation},
     *     which differentiates a GP mean that a neural model does not provide
     */
    public static WithAleatoricVarianceFitter of(ReplicateAggregator aggregator, EpistemicModelFitter meanFitter,
            AleatoricVarianceFitter varianceFitter) {
        if (aggregator == null || meanFitter == null || varianceFitter == null) {
            throw new IllegalArgumentException((aggregator == null ? "aggregator" : meanFitter == null ? "meanFitter"
                    : "varianceFitter") + " must not be null");
        }
        if (varianceFitter instanceof InputNoisePropagation) {
            throw new IllegalArgumentException("varianceFitter must not need a GP mean: InputNoisePropagation does");
        }
        return new WithAleatoricVarianceFitter(aggregator, meanFitter, varianceFitter);
    }

    @Override
    public Surrogate fit(List<Measurement> measurements) {
        if (measurements == null || measurements.isEmpty()) {
            throw new IllegalArgumentException("measurements must not be empty");
        }
        List<DesignPoint> designPoints = aggregator.aggregate(measurements);
        double[][] x = designPoints.stream().map(p -> p.setpoint().toArray()).toArray(double[][]::new);
        double[] y = designPoints.stream().mapToDouble(DesignPoint::mean).toArray();
        Surrogate mean = meanFitter.fit(x, y);
        // The variance models in this code base read the GP mean only for input-noise propagation, excluded above.
        AleatoricVariance variance = varianceFitter.fit(designPoints, null);
        return new Combined(mean, variance);
    }

    private record Combined(Surrogate mean, AleatoricVariance variance) implements Surrogate {

        @Override
        public int dimension() {
            return mean.dimension();
        }

        @Override
        public Posterior posterior(double[][] points) {
            Posterior p = mean.posterior(points);
            return Posterior.of(p.means(), p.epistemicVariances(), variance.at(points, null));
        }
    }
}

package io.targetwise.surrogate.composite;

import io.targetwise.surrogate.DesignPoint;
import io.targetwise.surrogate.Measurement;
import io.targetwise.surrogate.ReplicateAggregator;
import io.targetwise.surrogate.SurrogateFitter;
import io.targetwise.surrogate.gp.GaussianProcess;
import io.targetwise.surrogate.gp.GaussianProcessFitter;
import io.targetwise.surrogate.variance.AleatoricVarianceFitter;
import java.util.List;

/**
 * The robust target-value setting of seed 003: replicates aggregated into design points (environment readings are
 * ignored, their effect being part of the replicate spread), a GP fitted to the means and a variance model fitted to
 * the replicate variances.
 */
public final class MeanVarianceFitter implements SurrogateFitter {
    private final ReplicateAggregator aggregator;
    private final GaussianProcessFitter meanFitter;
    private final AleatoricVarianceFitter varianceFitter;

    private MeanVarianceFitter(ReplicateAggregator aggregator, GaussianProcessFitter meanFitter,
            AleatoricVarianceFitter varianceFitter) {
        this.aggregator = aggregator;
        this.meanFitter = meanFitter;
        this.varianceFitter = varianceFitter;
    }

    /** @throws IllegalArgumentException if a part is null */
    public static MeanVarianceFitter of(ReplicateAggregator aggregator, GaussianProcessFitter meanFitter,
            AleatoricVarianceFitter varianceFitter) {
        if (aggregator == null || meanFitter == null || varianceFitter == null) {
            throw new IllegalArgumentException((aggregator == null ? "aggregator" : meanFitter == null ? "meanFitter"
                    : "varianceFitter") + " must not be null");
        }
        return new MeanVarianceFitter(aggregator, meanFitter, varianceFitter);
    }

    @Override
    public MeanVarianceModel fit(List<Measurement> measurements) {
        Measurements.requireUsable(measurements);
        List<DesignPoint> designPoints = aggregator.aggregate(measurements);
        GaussianProcess mean = meanFitter.fitDesignPoints(designPoints);
        return MeanVarianceModel.of(mean, varianceFitter.fit(designPoints, mean));
    }
}

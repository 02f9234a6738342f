package io.targetwise.core.surrogate.composite;

import io.targetwise.core.Arguments;
import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.SurrogateFitter;
import io.targetwise.core.surrogate.WarmStartFitter;
import java.util.List;

/**
 * Chooses the model by the number of design points: below the threshold the campaign's usual fitter, called exactly
 * as without this switch (its refits too, when it has them); from it on the sparse mean-variance model, whose refits start
 * warm from the previous sparse model. The exact GP costs O(n^3) a likelihood evaluation and its kernel-ridge
 * variance model O(n^3) per grid cell, so past about a thousand design points a proposal would take longer than an
 * operator waits (docs/sparse-gp.md).
 */
public final class ScaleSwitchingFitter implements WarmStartFitter {
    /** Design points from which campaigns use the sparse model. */
    public static final int DEFAULT_THRESHOLD = 1000;

    private final ReplicateAggregator aggregator;
    private final SurrogateFitter small;
    private final SparseMeanVarianceFitter large;
    private final int threshold;

    private ScaleSwitchingFitter(ReplicateAggregator aggregator, SurrogateFitter small, SparseMeanVarianceFitter large,
            int threshold) {
        this.aggregator = aggregator;
        this.small = small;
        this.large = large;
        this.threshold = threshold;
    }

    /**
     * @param aggregator the replicate grouping of {@code small}, so that both count the same design points
     * @throws IllegalArgumentException if a part is null or the threshold is below 2
     */
    public static ScaleSwitchingFitter of(ReplicateAggregator aggregator, SurrogateFitter small,
            SparseMeanVarianceFitter large, int threshold) {
        Arguments.requireNonNull("aggregator", aggregator);
        Arguments.requireNonNull("small", small);
        Arguments.requireNonNull("large", large);
        return new ScaleSwitchingFitter(aggregator, small, large, Arguments.requireAtLeast("threshold", threshold, 2));
    }

    public int threshold() {
        return threshold;
    }

    @Override
    public Surrogate fit(List<Measurement> measurements) {
        Measurements.requireUsable(measurements);
        List<DesignPoint> designPoints = aggregator.aggregate(measurements);
        return designPoints.size() < threshold ? small.fit(measurements) : large.fit(designPoints);
    }

    @Override
    public Surrogate refit(List<Measurement> measurements, Surrogate previous) {
        Measurements.requireUsable(measurements);
        List<DesignPoint> designPoints = aggregator.aggregate(measurements);
        if (designPoints.size() < threshold) {
            return small instanceof WarmStartFitter warm ? warm.refit(measurements, previous) : small.fit(measurements);
        }
        return previous instanceof SparseMeanVarianceFitter.Model sparse ? large.refit(designPoints, sparse)
                : large.fit(designPoints);
    }
}

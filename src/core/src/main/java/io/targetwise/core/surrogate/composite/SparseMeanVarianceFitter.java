package io.targetwise.core.surrogate.composite;

import io.targetwise.core.Arguments;
import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.gp.SparseGaussianProcess;
import io.targetwise.core.surrogate.gp.SparseGaussianProcessFitter;
import io.targetwise.core.surrogate.variance.LogVarianceModel;
import io.targetwise.core.surrogate.variance.SparseLogVarianceGp;
import java.util.List;

/**
 * The mean-variance model of {@link MeanVarianceFitter} for campaigns with thousands of design points: a sparse GP
 * on the log sample variances, fitted first, and a sparse GP on the replicate means, each with the smoothed variance
 * sigma_a^2(x_i) / n_i as noise (stochastic kriging, Ankenman, Nelson and Staum 2010; never the raw s_i^2 / n_i, see
 * {@code NoiseModel.SMOOTHED_VARIANCE}). Both fit and predict in O(n m^2) and O(m^2) per point for m inducing points, and both refits
 * start warm from the previous model.
 */
public final class SparseMeanVarianceFitter {
    private final SparseGaussianProcessFitter meanFitter;
    private final SparseLogVarianceGp varianceFitter;

    private SparseMeanVarianceFitter(SparseGaussianProcessFitter meanFitter, SparseLogVarianceGp varianceFitter) {
        this.meanFitter = meanFitter;
        this.varianceFitter = varianceFitter;
    }

    public static SparseMeanVarianceFitter of(SparseGaussianProcessFitter meanFitter,
            SparseLogVarianceGp varianceFitter) {
        Arguments.requireNonNull("meanFitter", meanFitter);
        Arguments.requireNonNull("varianceFitter", varianceFitter);
        return new SparseMeanVarianceFitter(meanFitter, varianceFitter);
    }

    /**
     * The campaign's: {@link SparseGaussianProcessFitter#forCampaigns()} and {@link SparseLogVarianceGp#withDefaults()},
     * both refitted with their hyperparameters kept until the design has grown by {@value #KEPT_WHILE_GROWTH_BELOW} of
     * itself since their last search (at 20,000 design points, a search every 1,000 new setpoints).
     */
    public static SparseMeanVarianceFitter forCampaigns(long seed) {
        return of(SparseGaussianProcessFitter.forCampaigns().seed(seed).keptWhileGrowthBelow(KEPT_WHILE_GROWTH_BELOW)
                .build(), SparseLogVarianceGp.keptWhileGrowthBelow(KEPT_WHILE_GROWTH_BELOW));
    }

    /**
     * The growth of the design since the last hyperparameter search below which the campaign's refits only condition:
     * a warm refit's search at 20,000 design points was most of the loop's answer time (docs/benchmarks/loop-answer-time.md).
     */
    public static final double KEPT_WHILE_GROWTH_BELOW = 0.05;

    /** Cold fit of both parts. */
    public Model fit(List<DesignPoint> designPoints) {
        LogVarianceModel<SparseGaussianProcess> variance = varianceFitter.fit(designPoints, null);
        return new Model(meanFitter.fitDesignPoints(designPoints, readingVariances(designPoints, variance)), variance);
    }

    /** Both parts refitted warm from {@code previous} (each cold where its fitter's rule says so). */
    public Model refit(List<DesignPoint> designPoints, Model previous) {
        Arguments.requireNonNull("previous", previous);
        LogVarianceModel<SparseGaussianProcess> variance = varianceFitter.refit(designPoints, previous.variance());
        return new Model(meanFitter.refitDesignPoints(designPoints, readingVariances(designPoints, variance),
                previous.mean()), variance);
    }

    private static double[] readingVariances(List<DesignPoint> designPoints, LogVarianceModel<?> variance) {
        return variance.at(designPoints.stream().map(p -> p.setpoint().toArray()).toArray(double[][]::new), null);
    }

    /** The sparse mean GP and the sparse log-variance GP, seen as one surrogate. */
    public record Model(SparseGaussianProcess mean, LogVarianceModel<SparseGaussianProcess> variance)
            implements Surrogate {

        @Override
        public int dimension() {
            return mean.dimension();
        }

        @Override
        public Posterior posterior(double[][] points) {
            return MeanVarianceFitter.combined(mean, variance, points);
        }
    }
}

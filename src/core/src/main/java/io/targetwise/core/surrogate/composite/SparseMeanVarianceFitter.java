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
 * on the replicate means, each with its squared standard error as noise (stochastic kriging), and a sparse GP on the
 * log sample variances. Both fit and predict in O(n m^2) and O(m^2) per point for m inducing points, and both refits
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

    /** The campaign's: {@link SparseGaussianProcessFitter#forCampaigns()} and {@link SparseLogVarianceGp#withDefaults()}. */
    public static SparseMeanVarianceFitter forCampaigns(long seed) {
        return of(SparseGaussianProcessFitter.forCampaigns().seed(seed).build(), SparseLogVarianceGp.withDefaults());
    }

    /** Cold fit of both parts. */
    public Model fit(List<DesignPoint> designPoints) {
        return new Model(meanFitter.fitDesignPoints(designPoints), varianceFitter.fit(designPoints, null));
    }

    /** Both parts refitted warm from {@code previous} (each cold where its fitter's rule says so). */
    public Model refit(List<DesignPoint> designPoints, Model previous) {
        Arguments.requireNonNull("previous", previous);
        return new Model(meanFitter.refitDesignPoints(designPoints, previous.mean()),
                varianceFitter.refit(designPoints, previous.variance()));
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

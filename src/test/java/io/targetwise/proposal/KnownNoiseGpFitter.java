package io.targetwise.proposal;

import io.targetwise.surrogate.ConditionableSurrogate;
import io.targetwise.surrogate.ConditioningFitter;
import io.targetwise.surrogate.Measurement;
import io.targetwise.surrogate.Posterior;
import io.targetwise.surrogate.ReplicateAggregator;
import io.targetwise.surrogate.gp.GaussianProcess;
import io.targetwise.surrogate.gp.GaussianProcessFitter;
import java.util.List;

/**
 * The model of seed 003's first experiment: a GP on the replicate means (noise-free mean data, Assumption 2) with a
 * known constant aleatoric variance (Assumption 3).
 */
final class KnownNoiseGpFitter implements ConditioningFitter {
    private final GaussianProcessFitter gpFitter;
    private final double aleatoricVariance;
    private final int conditioningsBeforeRefit;

    KnownNoiseGpFitter(GaussianProcessFitter gpFitter, double aleatoricVariance, int conditioningsBeforeRefit) {
        this.gpFitter = gpFitter;
        this.aleatoricVariance = aleatoricVariance;
        this.conditioningsBeforeRefit = conditioningsBeforeRefit;
    }

    @Override
    public int conditioningsBeforeRefit() {
        return conditioningsBeforeRefit;
    }

    @Override
    public ConditionableSurrogate fit(List<Measurement> measurements) {
        int d = measurements.get(0).setpoint().length;
        GaussianProcess gp = gpFitter.fitDesignPoints(ReplicateAggregator.of(new double[d]).aggregate(measurements));
        return new KnownNoise(gp, aleatoricVariance);
    }

    private record KnownNoise(GaussianProcess gp, double aleatoricVariance) implements ConditionableSurrogate {
        @Override
        public int dimension() {
            return gp.dimension();
        }

        @Override
        public Posterior posterior(double[][] points) {
            Posterior p = gp.posterior(points);
            return Posterior.withConstantAleatoric(p.means(), p.epistemicVariances(), aleatoricVariance);
        }

        @Override
        public ConditionableSurrogate conditionedOn(double[] x, double y) {
            return new KnownNoise(gp.conditionedOn(x, y), aleatoricVariance);
        }
    }
}

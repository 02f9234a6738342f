package io.targetwise.core.surrogate.variance;

import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.gp.GaussianProcess;

/**
 * A fitted model of log sigma_a^2 with a Gaussian posterior, read as an aleatoric variance: exp of its posterior mean
 * is the posterior median of sigma_a^2, its epistemic standard deviation that of log sigma_a^2.
 *
 * @param <S> the model of log sigma_a^2 (an exact or a sparse GP)
 */
public final class LogVarianceModel<S extends Surrogate> implements AleatoricVariance {
    private final S logVariance;

    LogVarianceModel(S logVariance) {
        this.logVariance = logVariance;
    }

    /** The model of log sigma^2, e.g. to read its hyperparameters or its uncertainty. */
    public S logVariance() {
        return logVariance;
    }

    @Override
    public double[] at(double[][] points, GaussianProcess mean) {
        double[] v = logVariance.posterior(points).means();
        for (int i = 0; i < v.length; i++) {
            v[i] = Math.exp(v[i]);
        }
        return v;
    }

    @Override
    public double[] logSd(double[][] points, GaussianProcess mean) {
        double[] v = logVariance.posterior(points).epistemicVariances();
        for (int i = 0; i < v.length; i++) {
            v[i] = Math.sqrt(v[i]);
        }
        return v;
    }
}

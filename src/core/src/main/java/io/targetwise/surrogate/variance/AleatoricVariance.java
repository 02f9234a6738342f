package io.targetwise.surrogate.variance;

import io.targetwise.surrogate.gp.GaussianProcess;

/** A fitted model of the process's own spread sigma_a^2(x), the part of the output variance that data do not shrink. */
public interface AleatoricVariance {

    /**
     * sigma_a^2 at each point (rows of the mean model's dimension).
     *
     * @param mean the mean model this variance goes with; input-noise propagation differentiates it, the other models
     *     ignore it. Passing it at evaluation keeps the two consistent when the mean is conditioned on new data.
     */
    double[] at(double[][] points, GaussianProcess mean);
}

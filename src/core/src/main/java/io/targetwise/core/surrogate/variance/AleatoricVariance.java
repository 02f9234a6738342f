package io.targetwise.core.surrogate.variance;

import io.targetwise.core.surrogate.gp.GaussianProcess;

/**
 * A fitted model of the process's own spread sigma_a^2(x), the part of the output variance that data do not shrink,
 * and of how well the data pin it down: log sigma_a^2(x) ~ N(log {@link #at}, {@link #logSd}^2). A handful of
 * replicates estimates a log variance to within a factor of two or more, so acquisitions integrate over it.
 */
public interface AleatoricVariance {

    /**
     * sigma_a^2 at each point (rows of the mean model's dimension).
     *
     * @param mean the mean model this variance goes with; input-noise propagation differentiates it, the other models
     *     ignore it. Passing it at evaluation keeps the two consistent when the mean is conditioned on new data.
     */
    double[] at(double[][] points, GaussianProcess mean);

    /**
     * The posterior standard deviation of log sigma_a^2 at each point; 0 where the variance is known (a constant, or
     * one propagated from a known input noise).
     *
     * @param mean as for {@link #at}
     */
    double[] logSd(double[][] points, GaussianProcess mean);
}

package io.targetwise.core.proposal;

import org.apache.commons.math3.special.Erf;

/**
 * The robust target criterion of robust Bayesian target value optimisation (Hoffer, Ranftl and Geiger 2023): how far the output
 * lands from the target y*, in squared error, when the mean estimate is m_hat ~ N(mu, sigma_e^2) and the output
 * scatters around the mean with variance sigma_a^2.
 */
public final class RobustError {

    private RobustError() {
    }

    /** The expectation of (m_hat - y*)^2 + sigma_a^2: (mu - y*)^2 + sigma_e^2 + sigma_a^2. */
    public static double expected(double mean, double epistemicVariance, double aleatoricVariance, double target) {
        return square(mean - target) + epistemicVariance + aleatoricVariance;
    }

    /** The standard deviation of (m_hat - y*)^2: sqrt(2 sigma_e^4 + 4 (mu - y*)^2 sigma_e^2). */
    static double standardDeviation(double mean, double epistemicVariance, double target) {
        return Math.sqrt(2 * square(epistemicVariance) + 4 * square(mean - target) * epistemicVariance);
    }

    /** The standard normal CDF. */
    static double normalCdf(double z) {
        return 0.5 * Erf.erfc(-z / Math.sqrt(2));
    }

    private static double square(double v) {
        return v * v;
    }
}

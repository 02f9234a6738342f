package io.targetwise.core.stats;

import org.apache.commons.math3.special.Gamma;

/**
 * The Poisson-type term {@code mean^a e^-mean / Gamma(a + 1)} for real {@code a >= 0}, with a small relative error
 * whatever the size of {@code a} and {@code mean}.
 *
 * <p>The naive {@code exp(a log(mean) - mean - logGamma(a + 1))} loses about {@code 1e-16 * |exponent|} relative
 * accuracy, which is 1e-11 for a = 5e4. Loader's saddle-point form (Loader 2000, "Fast and accurate computation of
 * binomial probabilities") writes the exponent as {@code -(stirlingError(a) + deviance(a, mean))}, two terms that are
 * each computed without cancellation, so the error is bounded by the size of the result's own exponent.
 */
final class SaddlePointPoisson {
    private static final double HALF_LOG_TWO_PI = 0.5 * Math.log(2 * Math.PI);
    /** Below this the Stirling series is not accurate enough and log-gamma is used directly. */
    private static final double STIRLING_SERIES_FROM = 15;
    /** |a - mean| / (a + mean) below which the deviance is summed as a series to avoid cancellation. */
    private static final double DEVIANCE_SERIES_BELOW = 0.5;

    private SaddlePointPoisson() {
    }

    /** {@code mean^a e^-mean / Gamma(a + 1)}; {@code a >= 0}, {@code mean >= 0}. */
    static double density(double a, double mean) {
        if (a == 0) {
            return Math.exp(-mean);
        }
        if (mean == 0) {
            return 0;
        }
        return Math.exp(-stirlingError(a) - deviance(a, mean)) / Math.sqrt(2 * Math.PI * a);
    }

    /** Natural logarithm of {@link #density(double, double)}, finite where the density underflows. */
    static double logDensity(double a, double mean) {
        if (a == 0) {
            return -mean;
        }
        if (mean == 0) {
            return Double.NEGATIVE_INFINITY;
        }
        return -stirlingError(a) - deviance(a, mean) - HALF_LOG_TWO_PI - 0.5 * Math.log(a);
    }

    /** {@code log Gamma(a + 1) - (a + 1/2) log(a) + a - log(sqrt(2 pi))}, the error of Stirling's formula. */
    static double stirlingError(double a) {
        if (a < STIRLING_SERIES_FROM) {
            return Gamma.logGamma(a + 1) - (a + 0.5) * Math.log(a) + a - HALF_LOG_TWO_PI;
        }
        double inv2 = 1 / (a * a);
        // Asymptotic series 1/(12a) - 1/(360a^3) + 1/(1260a^5) - 1/(1680a^7) + 1/(1188a^9) - 691/(360360a^11);
        // at a = 15 the next term is below 1e-18.
        return (1.0 / 12 - inv2 * (1.0 / 360 - inv2 * (1.0 / 1260 - inv2 * (1.0 / 1680
                - inv2 * (1.0 / 1188 - inv2 * (691.0 / 360360)))))) / a;
    }

    /** The deviance {@code a log(a / mean) + mean - a >= 0} for {@code a > 0}, {@code mean > 0}. */
    static double deviance(double a, double mean) {
        double diff = a - mean;
        double v = diff / (a + mean);
        if (Math.abs(v) < DEVIANCE_SERIES_BELOW) {
            // a log(a/mean) = 2a atanh(v), so deviance = v (a - mean) + 2a (v^3/3 + v^5/5 + ...): no cancellation.
            double sum = diff * v;
            double v2 = v * v;
            double power = 2 * a * v;
            for (int j = 3; ; j += 2) {
                power *= v2;
                double next = sum + power / j;
                if (next == sum) {
                    return sum;
                }
                sum = next;
            }
        }
        return a * Math.log(a / mean) + mean - a;
    }
}

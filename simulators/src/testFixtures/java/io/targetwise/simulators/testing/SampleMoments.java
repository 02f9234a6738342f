package io.targetwise.simulators.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.simulators.Moments;

/**
 * Monte Carlo mean and variance of independent draws with their standard errors, to judge a truth against. A test
 * fixture of the simulators' tests and of the benchmarks module's (which compiles this folder into its own tests).
 */
public record SampleMoments(double mean, double variance, double meanStandardError, double varianceStandardError) {

    public static SampleMoments of(double[] draws) {
        int n = draws.length;
        double mean = 0;
        for (double draw : draws) {
            mean += draw / n;
        }
        double secondMoment = 0;
        double fourthMoment = 0;
        for (double draw : draws) {
            double squared = (draw - mean) * (draw - mean);
            secondMoment += squared / n;
            fourthMoment += squared * squared / n;
        }
        double variance = secondMoment * n / (n - 1);
        // Var of the sample variance is (mu4 - sigma^4) / n for large n.
        return new SampleMoments(mean, variance, Math.sqrt(variance / n),
                Math.sqrt(Math.max(0, fourthMoment - secondMoment * secondMoment) / n));
    }

    /** The truth lies within four standard errors of these draws, in mean and in variance. */
    public void assertAgreesWith(Moments truth) {
        assertThat(truth.mean()).isCloseTo(mean, within(4 * meanStandardError));
        assertThat(truth.variance()).isCloseTo(variance, within(4 * varianceStandardError));
    }
}

package io.targetwise.benchmarks;

import io.targetwise.core.Arguments;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.ToDoubleFunction;

/**
 * A statistic of a sample with its 95 % percentile-bootstrap interval: the 2.5 % and 97.5 % quantiles of the
 * statistic over {@link #RESAMPLES} resamples drawn with replacement (Efron and Tibshirani 1993, chapter 13). With few
 * values (under about 10) the percentile interval of a mean runs narrower than nominal, by about sqrt((n - 1) / n).
 */
final class PercentileBootstrap {
    static final double CONFIDENCE = 0.95;
    static final int RESAMPLES = 10_000;

    private PercentileBootstrap() {
    }

    /** The statistic of the sample and the bounds of its interval. */
    record Estimate(double value, double lower, double upper) {
    }

    /** @throws IllegalArgumentException if {@code values} is empty */
    static Estimate of(double[] values, ToDoubleFunction<double[]> statistic, long seed) {
        Arguments.requireAtLeast("values", values.length, 1);
        SplittableRandom rng = new SplittableRandom(seed);
        double[] statistics = new double[RESAMPLES];
        double[] resample = new double[values.length];
        for (int b = 0; b < RESAMPLES; b++) {
            for (int i = 0; i < values.length; i++) {
                resample[i] = values[rng.nextInt(values.length)];
            }
            statistics[b] = statistic.applyAsDouble(resample);
        }
        Arrays.sort(statistics);
        double tail = (1 - CONFIDENCE) / 2;
        return new Estimate(statistic.applyAsDouble(values.clone()), quantile(statistics, tail),
                quantile(statistics, 1 - tail));
    }

    static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    static double mean(double[] v) {
        double sum = 0;
        for (double x : v) {
            sum += x;
        }
        return sum / v.length;
    }

    /** The {@code p} quantile of sorted values, interpolated linearly between order statistics. */
    private static double quantile(double[] sorted, double p) {
        double position = p * (sorted.length - 1);
        int below = (int) Math.floor(position);
        int above = Math.min(below + 1, sorted.length - 1);
        return sorted[below] + (position - below) * (sorted[above] - sorted[below]);
    }
}

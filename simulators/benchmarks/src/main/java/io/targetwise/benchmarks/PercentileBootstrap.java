package io.targetwise.benchmarks;

import io.targetwise.core.Arguments;
import java.util.Arrays;
import java.util.List;
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
        return interval(statistic.applyAsDouble(values.clone()), statistics);
    }

    /** The value with the {@link #CONFIDENCE} percentile interval of its resampled statistics (sorted here). */
    private static Estimate interval(double value, double[] statistics) {
        Arrays.sort(statistics);
        double tail = (1 - CONFIDENCE) / 2;
        return new Estimate(value, quantile(statistics, tail), quantile(statistics, 1 - tail));
    }

    /** Resamples of {@link #pairedRatio}. */
    static final int PAIRED_RESAMPLES = 2_000;

    /**
     * Paired comparison of two arms on the same problem instances: the geometric mean over problems and repeats of
     * {@code numerator[p][i] / denominator[p][i]} (repeat i of problem p, the same seed for both arms), with its
     * interval from {@link #PAIRED_RESAMPLES} resamples that redraw the repeats within each problem, with replacement,
     * and keep every problem (a problem is a fixed part of the suite; its repeats are the random draws).
     *
     * @param numerator per problem, one positive value per repeat
     * @param denominator the same shape, paired with {@code numerator}
     * @throws IllegalArgumentException if there is no problem, a problem has no repeat, the shapes differ or a value
     *     is not positive
     */
    static Estimate pairedRatio(List<double[]> numerator, List<double[]> denominator, long seed) {
        Arguments.requireAtLeast("problems", numerator.size(), 1);
        if (numerator.size() != denominator.size()) {
            throw new IllegalArgumentException("numerator has " + numerator.size() + " problems, denominator "
                    + denominator.size());
        }
        double[][] logRatios = new double[numerator.size()][];
        for (int p = 0; p < numerator.size(); p++) {
            double[] a = numerator.get(p);
            double[] b = denominator.get(p);
            Arguments.requireAtLeast("repeats", a.length, 1);
            if (a.length != b.length) {
                throw new IllegalArgumentException("problem " + p + ": " + a.length + " repeats against " + b.length);
            }
            logRatios[p] = new double[a.length];
            for (int i = 0; i < a.length; i++) {
                if (!(a[i] > 0 && b[i] > 0)) {
                    throw new IllegalArgumentException("problem " + p + ", repeat " + i + ": values must be positive, got "
                            + a[i] + " and " + b[i]);
                }
                logRatios[p][i] = Math.log(a[i] / b[i]);
            }
        }
        SplittableRandom rng = new SplittableRandom(seed);
        double[] statistics = new double[PAIRED_RESAMPLES];
        for (int resample = 0; resample < PAIRED_RESAMPLES; resample++) {
            double sum = 0;
            int count = 0;
            for (double[] repeats : logRatios) {
                for (int i = 0; i < repeats.length; i++) {
                    sum += repeats[rng.nextInt(repeats.length)];
                }
                count += repeats.length;
            }
            statistics[resample] = Math.exp(sum / count);
        }
        return interval(Math.exp(Arrays.stream(logRatios).flatMapToDouble(Arrays::stream).average().orElseThrow()),
                statistics);
    }

    static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    /** {@code exp(mean(log v))}, for positive values. */
    static double geometricMean(double[] v) {
        double sum = 0;
        for (double x : v) {
            sum += Math.log(x);
        }
        return Math.exp(sum / v.length);
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

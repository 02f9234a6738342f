package io.targetwise.core.surrogate;

import io.targetwise.core.Point;

/**
 * Running count, mean and sum of squared deviations of the replicates at one setpoint. Welford's update for single
 * readings and Chan et al.'s pairwise merge for groups keep full precision however many readings arrive, so stored
 * design points can be updated as measurements stream in.
 */
public final class ReplicateStatistics {
    private long count;
    private double mean;
    private double sumOfSquaredDeviations;

    public ReplicateStatistics() {
    }

    /** Resumes from stored statistics. */
    public static ReplicateStatistics of(long count, double mean, double sumOfSquaredDeviations) {
        if (count < 0 || !Double.isFinite(mean) || !(sumOfSquaredDeviations >= 0)) {
            throw new IllegalArgumentException("need count >= 0, finite mean, sumOfSquaredDeviations >= 0; got "
                    + count + ", " + mean + ", " + sumOfSquaredDeviations);
        }
        ReplicateStatistics s = new ReplicateStatistics();
        s.count = count;
        s.mean = count == 0 ? 0 : mean;
        s.sumOfSquaredDeviations = count == 0 ? 0 : sumOfSquaredDeviations;
        return s;
    }

    public void add(double y) {
        count++;
        double delta = y - mean;
        mean += delta / count;
        sumOfSquaredDeviations += delta * (y - mean);
    }

    public void merge(ReplicateStatistics other) {
        if (other.count == 0) {
            return;
        }
        long n = count + other.count;
        double delta = other.mean - mean;
        mean += delta * other.count / n;
        sumOfSquaredDeviations += other.sumOfSquaredDeviations + delta * delta * count * other.count / n;
        count = n;
    }

    public long count() {
        return count;
    }

    public double mean() {
        return mean;
    }

    public double sumOfSquaredDeviations() {
        return sumOfSquaredDeviations;
    }

    /** Unbiased sample variance; NaN below two replicates. */
    public double sampleVariance() {
        return count > 1 ? sumOfSquaredDeviations / (count - 1) : Double.NaN;
    }

    public DesignPoint toDesignPoint(Point setpoint) {
        if (count == 0) {
            throw new IllegalStateException("no replicates at " + setpoint);
        }
        return new DesignPoint(setpoint, Math.toIntExact(count), mean, sampleVariance());
    }
}

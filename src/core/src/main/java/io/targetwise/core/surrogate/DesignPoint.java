package io.targetwise.core.surrogate;

import io.targetwise.core.Point;

/**
 * The replicates measured at one setpoint, summarised: how many, their mean and their unbiased sample variance
 * (NaN with a single replicate, where no spread can be estimated).
 */
public record DesignPoint(Point setpoint, int replicates, double mean, double sampleVariance) {

    public DesignPoint {
        if (replicates < 1) {
            throw new IllegalArgumentException("replicates must be >= 1, got " + replicates);
        }
        if (replicates == 1 ? !Double.isNaN(sampleVariance) && sampleVariance != 0 : !(sampleVariance >= 0)) {
            throw new IllegalArgumentException("sampleVariance must be >= 0 (NaN for one replicate), got " + sampleVariance);
        }
    }

    /** Standard error of the mean, sqrt(s^2 / n); NaN with a single replicate. */
    public double standardError() {
        return Math.sqrt(sampleVariance / replicates);
    }

    public boolean hasVarianceEstimate() {
        return replicates >= 2;
    }
}

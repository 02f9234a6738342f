package io.targetwise.surrogate;

import java.util.Arrays;

/**
 * The replicates measured at one setpoint, summarised: how many, their mean and their unbiased sample variance
 * (NaN with a single replicate, where no spread can be estimated).
 */
public record DesignPoint(double[] setpoint, int replicates, double mean, double sampleVariance) {

    public DesignPoint {
        if (replicates < 1) {
            throw new IllegalArgumentException("replicates must be >= 1, got " + replicates);
        }
        if (replicates == 1 ? !Double.isNaN(sampleVariance) && sampleVariance != 0 : !(sampleVariance >= 0)) {
            throw new IllegalArgumentException("sampleVariance must be >= 0 (NaN for one replicate), got " + sampleVariance);
        }
        setpoint = setpoint.clone();
    }

    /** Standard error of the mean, sqrt(s^2 / n); NaN with a single replicate. */
    public double standardError() {
        return Math.sqrt(sampleVariance / replicates);
    }

    public boolean hasVarianceEstimate() {
        return replicates >= 2;
    }

    @Override
    public double[] setpoint() {
        return setpoint.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DesignPoint d && Arrays.equals(setpoint, d.setpoint) && replicates == d.replicates
                && Double.compare(mean, d.mean) == 0 && Double.compare(sampleVariance, d.sampleVariance) == 0;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(setpoint) * 31 + Double.hashCode(mean);
    }

    @Override
    public String toString() {
        return "DesignPoint[setpoint=" + Arrays.toString(setpoint) + ", n=" + replicates + ", mean=" + mean
                + ", s2=" + sampleVariance + "]";
    }
}

package io.targetwise.core.surrogate.variance;

import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.gp.GaussianProcess;
import java.util.Arrays;
import java.util.List;

/**
 * A known aleatoric variance, the same everywhere (Hoffer, Ranftl and Geiger 2023, assumption 3); its own fitter,
 * ignoring the data.
 */
public final class ConstantVariance implements AleatoricVariance, AleatoricVarianceFitter {
    private final double variance;

    private ConstantVariance(double variance) {
        this.variance = variance;
    }

    /** @throws IllegalArgumentException if the variance is negative or not finite */
    public static ConstantVariance of(double variance) {
        if (!(variance >= 0) || Double.isInfinite(variance)) {
            throw new IllegalArgumentException("variance must be finite and >= 0, got " + variance);
        }
        return new ConstantVariance(variance);
    }

    public double variance() {
        return variance;
    }

    @Override
    public double[] at(double[][] points, GaussianProcess mean) {
        double[] v = new double[points.length];
        Arrays.fill(v, variance);
        return v;
    }

    /** Zero: the variance is known. */
    @Override
    public double[] logSd(double[][] points, GaussianProcess mean) {
        return new double[points.length];
    }

    @Override
    public ConstantVariance fit(List<DesignPoint> designPoints, GaussianProcess mean) {
        return this;
    }
}

package io.targetwise.core.proposal;

import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.Surrogate;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/** A surrogate whose posterior is given by formulas; it records every input it was asked about. */
public final class AnalyticSurrogate implements Surrogate {
    private final int dimension;
    private final ToDoubleFunction<double[]> mean;
    private final ToDoubleFunction<double[]> epistemicVariance;
    private final ToDoubleFunction<double[]> aleatoricVariance;
    private final ToDoubleFunction<double[]> aleatoricLogSd;
    final List<double[]> inputs = new ArrayList<>();

    public AnalyticSurrogate(int dimension, ToDoubleFunction<double[]> mean, ToDoubleFunction<double[]> epistemicVariance,
            ToDoubleFunction<double[]> aleatoricVariance) {
        this(dimension, mean, epistemicVariance, aleatoricVariance, u -> 0);
    }

    /** With the posterior sd of log sigma_a^2 as well. */
    public AnalyticSurrogate(int dimension, ToDoubleFunction<double[]> mean, ToDoubleFunction<double[]> epistemicVariance,
            ToDoubleFunction<double[]> aleatoricVariance, ToDoubleFunction<double[]> aleatoricLogSd) {
        this.dimension = dimension;
        this.mean = mean;
        this.epistemicVariance = epistemicVariance;
        this.aleatoricVariance = aleatoricVariance;
        this.aleatoricLogSd = aleatoricLogSd;
    }

    @Override
    public int dimension() {
        return dimension;
    }

    @Override
    public Posterior posterior(double[][] points) {
        double[] m = new double[points.length];
        double[] e = new double[points.length];
        double[] a = new double[points.length];
        double[] s = new double[points.length];
        for (int i = 0; i < points.length; i++) {
            if (points[i].length != dimension) {
                throw new IllegalArgumentException("point " + i + " has " + points[i].length + " inputs");
            }
            inputs.add(points[i].clone());
            m[i] = mean.applyAsDouble(points[i]);
            e[i] = epistemicVariance.applyAsDouble(points[i]);
            a[i] = aleatoricVariance.applyAsDouble(points[i]);
            s[i] = aleatoricLogSd.applyAsDouble(points[i]);
        }
        return Posterior.of(m, e, a, s);
    }
}

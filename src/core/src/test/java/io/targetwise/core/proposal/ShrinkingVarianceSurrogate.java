package io.targetwise.core.proposal;

import io.targetwise.core.surrogate.ConditionableSurrogate;
import io.targetwise.core.surrogate.Posterior;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * A conditionable test surrogate that behaves like a GP conditioned on its own mean: the mean stays, the epistemic
 * variance vanishes at conditioned points and recovers over a length scale (in every input).
 */
final class ShrinkingVarianceSurrogate implements ConditionableSurrogate {
    private final int dimension;
    private final ToDoubleFunction<double[]> mean;
    private final double priorVariance;
    private final double aleatoricVariance;
    private final double lengthScale;
    private final List<double[]> conditionedInputs;

    ShrinkingVarianceSurrogate(int dimension, ToDoubleFunction<double[]> mean, double priorVariance,
            double aleatoricVariance, double lengthScale) {
        this(dimension, mean, priorVariance, aleatoricVariance, lengthScale, List.of());
    }

    private ShrinkingVarianceSurrogate(int dimension, ToDoubleFunction<double[]> mean, double priorVariance,
            double aleatoricVariance, double lengthScale, List<double[]> conditionedInputs) {
        this.dimension = dimension;
        this.mean = mean;
        this.priorVariance = priorVariance;
        this.aleatoricVariance = aleatoricVariance;
        this.lengthScale = lengthScale;
        this.conditionedInputs = conditionedInputs;
    }

    @Override
    public int dimension() {
        return dimension;
    }

    @Override
    public Posterior posterior(double[][] points) {
        double[] m = new double[points.length];
        double[] e = new double[points.length];
        for (int i = 0; i < points.length; i++) {
            m[i] = mean.applyAsDouble(points[i]);
            e[i] = priorVariance;
            for (double[] c : conditionedInputs) {
                double sq = 0;
                for (int j = 0; j < dimension; j++) {
                    sq += (points[i][j] - c[j]) * (points[i][j] - c[j]);
                }
                e[i] *= 1 - Math.exp(-sq / (lengthScale * lengthScale));
            }
        }
        return Posterior.withConstantAleatoric(m, e, aleatoricVariance);
    }

    @Override
    public ConditionableSurrogate conditionedOn(double[] x, double y) {
        List<double[]> more = new ArrayList<>(conditionedInputs);
        more.add(x.clone());
        return new ShrinkingVarianceSurrogate(dimension, mean, priorVariance, aleatoricVariance, lengthScale, more);
    }

    int conditionedCount() {
        return conditionedInputs.size();
    }
}

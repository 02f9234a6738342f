package io.targetwise.core.surrogate.gp;

import io.targetwise.core.optim.BoundedLbfgs;
import java.util.Arrays;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * The objective of a minimiser over log-hyperparameters whose value and gradient come from one factorisation: the
 * minimiser asks for the gradient only at accepted points, so the factorisation of the last value is kept for it, and
 * an objective serves one minimisation at a time. Where the factorisation fails the value is +infinity.
 *
 * @param <F> the factorisation
 */
final class LastFitObjective<F> implements BoundedLbfgs.Objective {
    private final Function<double[], Optional<F>> fit;
    private final ToDoubleFunction<F> value;
    private final BiConsumer<F, double[]> gradient;
    private double[] lastTheta;
    private Optional<F> lastFit = Optional.empty();

    /**
     * @param value the objective at a factorisation
     * @param gradient writes the objective's gradient at a factorisation to the array
     */
    LastFitObjective(Function<double[], Optional<F>> fit, ToDoubleFunction<F> value, BiConsumer<F, double[]> gradient) {
        this.fit = fit;
        this.value = value;
        this.gradient = gradient;
    }

    @Override
    public double value(double[] theta) {
        lastTheta = theta.clone();
        lastFit = fit.apply(theta);
        return lastFit.map(value::applyAsDouble).orElse(Double.POSITIVE_INFINITY);
    }

    @Override
    public void gradient(double[] theta, double[] target) {
        if (!Arrays.equals(theta, lastTheta)) {
            value(theta);
        }
        gradient.accept(lastFit.orElseThrow(), target);
    }
}

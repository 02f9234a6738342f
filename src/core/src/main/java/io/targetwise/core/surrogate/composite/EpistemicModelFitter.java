package io.targetwise.core.surrogate.composite;

import io.targetwise.core.surrogate.Surrogate;

/**
 * Fits a model of the mean and its epistemic uncertainty (e.g. a neural network such as NOMU or NEON) to (nearly)
 * noise-free targets such as replicate means; the surrogate it returns reports zero aleatoric variance, which
 * {@link MeanVarianceFitter} supplies from a variance model.
 */
@FunctionalInterface
public interface EpistemicModelFitter {

    /**
     * @param inputs one row per design point
     * @param outputs the target at each row
     * @throws IllegalArgumentException if the data cannot support the model, with the reason
     */
    Surrogate fit(double[][] inputs, double[] outputs);
}

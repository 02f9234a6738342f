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

    /**
     * Fits to targets that carry noise of known variance, such as replicate means (sigma_a^2(x_i) / n_i). A model of
     * the mean alone may ignore it, as this default does; a fitter that scores its epistemic variance on held-out
     * targets must not book their noise to the model ({@link CrossValidatedCalibration}).
     *
     * @param outputNoiseVariances the noise variance of each target (output units squared)
     * @throws IllegalArgumentException if the data cannot support the model, with the reason
     */
    default Surrogate fit(double[][] inputs, double[] outputs, double[] outputNoiseVariances) {
        return fit(inputs, outputs);
    }
}

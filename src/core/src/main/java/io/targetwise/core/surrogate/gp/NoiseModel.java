package io.targetwise.core.surrogate.gp;

/** What the GP assumes about the noise on the outputs it is fitted to (a tiny nugget is always added for stability). */
public enum NoiseModel {
    /**
     * Outputs are exact means (Hoffer, Ranftl and Geiger 2023, assumption 2): only the nugget (default 1e-10 of the
     * output variance), raised tenfold at a time while the Cholesky factorisation fails.
     */
    NUGGET,
    /**
     * Each design point's mean carries its own known noise sigma_a^2(x_i) / n_i, sigma_a^2 being the fitted aleatoric
     * variance model's smoothed prediction at the point: stochastic kriging with a smoothed variance (Ankenman, Nelson
     * and Staum 2010). Never the raw s_i^2 / n_i: with 2 or 3 readings a sample variance has 1 or 2 degrees of
     * freedom, and points whose readings happen to agree would pin the GP to their means and collapse its length
     * scales. The variance comes from the caller ({@link GaussianProcessFitter#fitDesignPoints(java.util.List,
     * double[])}), usually {@code MeanVarianceFitter}, which fits the variance model first.
     */
    SMOOTHED_VARIANCE,
    /** One noise variance for every observation, fitted with the kernel (the GP-on-noisy-data baseline). */
    HOMOSKEDASTIC
}

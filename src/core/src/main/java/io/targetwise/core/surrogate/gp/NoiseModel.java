package io.targetwise.core.surrogate.gp;

/** What the GP assumes about the noise on the outputs it is fitted to (a tiny nugget is always added for stability). */
public enum NoiseModel {
    /**
     * Outputs are exact means (Hoffer, Ranftl and Geiger 2023, assumption 2): only the nugget (default 1e-10 of the
     * output variance), raised tenfold at a time while the Cholesky factorisation fails.
     */
    NUGGET,
    /**
     * Each design point's mean carries its own known noise, its squared standard error s^2 / n (stochastic kriging,
     * Ankenman et al. 2010); points with a single replicate borrow the pooled within-point variance.
     */
    STANDARD_ERRORS,
    /** One noise variance for every observation, fitted with the kernel (the GP-on-noisy-data baseline). */
    HOMOSKEDASTIC
}

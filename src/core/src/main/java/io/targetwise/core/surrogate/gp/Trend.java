package io.targetwise.core.surrogate.gp;

/** The GP's prior mean, the value predictions revert to far from data. */
public enum Trend {
    /** The sample mean of the outputs (what scikit-learn's normalize_y does). */
    EMPIRICAL_MEAN,
    /** A constant estimated by generalised least squares with the kernel (ordinary kriging), profiled out of the likelihood. */
    CONSTANT
}

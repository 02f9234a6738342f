package io.targetwise.core.acquisition;

import io.targetwise.core.stats.Normal;

/**
 * Standard normal functions with relative accuracy in both tails; thin names over {@link Normal} (Cody's rational
 * approximations, about 1e-16 relative, a few tens of nanoseconds instead of commons-math3's incomplete-gamma erfc).
 */
final class StandardNormal {

    private StandardNormal() {
    }

    static double density(double z) {
        return Normal.density(z);
    }

    /** {@code P(Z > z)}. */
    static double upperTail(double z) {
        return Normal.upperTail(z);
    }

    /** {@code P(low <= Z <= high)} for {@code low <= high}, as a difference of two same-side tails (no 1 - x rounding). */
    static double interval(double low, double high) {
        return Normal.interval(low, high);
    }

    static double quantile(double p) {
        return Normal.quantile(p);
    }
}

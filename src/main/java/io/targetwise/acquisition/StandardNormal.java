package io.targetwise.acquisition;

import org.apache.commons.math3.special.Erf;

/** Standard normal functions with relative accuracy in both tails. */
final class StandardNormal {
    private static final double SQRT_TWO = Math.sqrt(2);
    private static final double INV_SQRT_TWO_PI = 1 / Math.sqrt(2 * Math.PI);

    private StandardNormal() {
    }

    static double density(double z) {
        return INV_SQRT_TWO_PI * Math.exp(-0.5 * z * z);
    }

    /** {@code P(Z > z)}. */
    static double upperTail(double z) {
        return 0.5 * Erf.erfc(z / SQRT_TWO);
    }

    /** {@code P(low <= Z <= high)} for {@code low <= high}, as a difference of two same-side tails (no 1 - x rounding). */
    static double interval(double low, double high) {
        if (low >= 0) {
            return upperTail(low) - upperTail(high);
        }
        if (high <= 0) {
            return upperTail(-high) - upperTail(-low);
        }
        return 1 - upperTail(high) - upperTail(-low);
    }

    static double quantile(double p) {
        return -SQRT_TWO * Erf.erfcInv(2 * p);
    }
}

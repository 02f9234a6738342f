package io.targetwise.core;

import java.math.BigDecimal;

/**
 * Multiples of a variable's resolution as the decimal numbers an operator reads. The binary product
 * {@code 1091 * 0.1} is {@code 109.10000000000001}; a setpoint snapped that way carries the float noise into the
 * database, the API and the plant's setpoint command, and two snaps of "the same" setpoint computed along different
 * paths may differ in the last bit. Here the multiple is formed in decimal ({@code 1091 x 0.1 = 109.1}) and then
 * rounded once to the nearest double, which prints as {@code 109.1}.
 */
public final class Grid {
    /** Relative rounding error of a binary quotient below which a value counts as on the grid. */
    private static final double QUOTIENT_ROUNDING = 1e-12;

    private Grid() {
    }

    /** {@code k} times {@code resolution}, exact in decimal, then rounded once to the nearest double. */
    public static double multiple(double k, double resolution) {
        return new BigDecimal(k).multiply(BigDecimal.valueOf(resolution)).doubleValue();
    }

    /** The multiple of {@code resolution} nearest to {@code value}; {@code value} itself when resolution is 0. */
    public static double nearest(double value, double resolution) {
        return resolution > 0 ? multiple(Math.rint(value / resolution), resolution) : value;
    }

    /**
     * The largest multiple of {@code resolution} at or below {@code value} ({@code resolution > 0}); a value on the
     * grid is its own multiple although its binary quotient may fall just short ({@code 1.2 / 0.1 = 11.999...}).
     */
    public static double below(double value, double resolution) {
        return multiple(cell(value, resolution), resolution);
    }

    /** The next multiple above {@link #below}. */
    public static double above(double value, double resolution) {
        return multiple(cell(value, resolution) + 1, resolution);
    }

    private static double cell(double value, double resolution) {
        double ratio = value / resolution;
        double nearest = Math.rint(ratio);
        return Math.abs(ratio - nearest) <= QUOTIENT_ROUNDING * Math.max(1, Math.abs(ratio)) ? nearest : Math.floor(ratio);
    }

    /** Whether {@code value} is a multiple of {@code resolution} up to {@code tolerance} times the resolution. */
    public static boolean isOnGrid(double value, double resolution, double tolerance) {
        return resolution <= 0 || Math.abs(nearest(value, resolution) - value) <= tolerance * resolution;
    }
}

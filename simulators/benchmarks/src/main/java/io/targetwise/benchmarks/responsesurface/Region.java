package io.targetwise.benchmarks.responsesurface;

/**
 * A box of setpoints in natural units, and the coding x = centre + halfWidth * z that maps it onto [-1, 1]^d.
 *
 * @param nominalHalfWidth the half-width before clipping: the next region halves this, not the clipped width
 */
public record Region(double[] lower, double[] upper, double[] nominalHalfWidth) {

    public Region {
        lower = lower.clone();
        upper = upper.clone();
        nominalHalfWidth = nominalHalfWidth.clone();
        for (int i = 0; i < lower.length; i++) {
            if (!(lower[i] < upper[i])) {
                throw new IllegalArgumentException("lower[" + i + "] = " + lower[i] + " must be below upper[" + i
                        + "] = " + upper[i]);
            }
        }
    }

    /** The whole box. */
    public static Region whole(double[] lower, double[] upper) {
        double[] half = new double[lower.length];
        for (int i = 0; i < half.length; i++) {
            half[i] = (upper[i] - lower[i]) / 2;
        }
        return new Region(lower, upper, half);
    }

    /**
     * The next region of the sequence: centred at {@code centre}, half this region's nominal half-width, and
     * clipped to the box {@code [boxLower, boxUpper]} (so that it may end up smaller, and not centred at
     * {@code centre}, near a bound). The nominal half-width stops at {@code floor}.
     */
    public Region halvedAround(double[] centre, double[] boxLower, double[] boxUpper, double[] floor) {
        int d = centre.length;
        double[] half = new double[d];
        double[] lo = new double[d];
        double[] hi = new double[d];
        for (int i = 0; i < d; i++) {
            half[i] = Math.max(floor[i], nominalHalfWidth[i] / 2);
            lo[i] = Math.max(boxLower[i], centre[i] - half[i]);
            hi[i] = Math.min(boxUpper[i], centre[i] + half[i]);
        }
        return new Region(lo, hi, half);
    }

    public double[] decode(double[] z) {
        double[] x = new double[z.length];
        for (int i = 0; i < z.length; i++) {
            x[i] = Math.min(upper[i], Math.max(lower[i], (lower[i] + upper[i]) / 2 + (upper[i] - lower[i]) / 2 * z[i]));
        }
        return x;
    }

    public double[] code(double[] x) {
        double[] z = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            z[i] = (x[i] - (lower[i] + upper[i]) / 2) / ((upper[i] - lower[i]) / 2);
        }
        return z;
    }
}

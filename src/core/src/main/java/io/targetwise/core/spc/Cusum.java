package io.targetwise.core.spc;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import io.targetwise.core.stats.Normal;

/**
 * Two-sided tabular CUSUM on standardised values (Page 1954; Montgomery, Introduction to Statistical Quality
 * Control, section 9.1): C+_t = max(0, C+_{t-1} + z_t - k) and C-_t = max(0, C-_{t-1} - z_t - k), a signal when
 * either exceeds h. It accumulates small persistent shifts that a Shewhart chart misses; k = 1/2 is tuned to a shift
 * of one sigma. Its in-control average run length comes from the Markov-chain approximation of Brook and Evans (1972),
 * the two sides combined as 1/ARL = 1/ARL+ + 1/ARL- (Montgomery, equation 9.25).
 */
public final class Cusum {
    /** States of the Markov chain: enough for three significant digits of the run length at h up to 10. */
    private static final int STATES = 200;
    private final double reference;
    private final double decisionInterval;

    private Cusum(double reference, double decisionInterval) {
        this.reference = reference;
        this.decisionInterval = decisionInterval;
    }

    /**
     * @param reference k, in sigmas: half the shift the chart should catch fastest
     * @param decisionInterval h, in sigmas
     * @throws IllegalArgumentException unless 0 <= k <= 3 and 0 < h <= 20
     */
    public static Cusum of(double reference, double decisionInterval) {
        if (!(reference >= 0 && reference <= 3)) {
            throw new IllegalArgumentException("reference k must lie in [0, 3] sigma, got " + reference);
        }
        if (!(decisionInterval > 0 && decisionInterval <= 20)) {
            throw new IllegalArgumentException("decision interval h must lie in (0, 20] sigma, got " + decisionInterval);
        }
        return new Cusum(reference, decisionInterval);
    }

    public double reference() {
        return reference;
    }

    public double decisionInterval() {
        return decisionInterval;
    }

    /**
     * Where the chart first signals.
     *
     * @param index position in the scanned sequence of the value that crossed h
     * @param upward whether the upper sum crossed (values above their reference), else the lower
     * @param shift the estimated size of the shift in sigmas, signed: k + C/N over the N values since that sum last
     *     left 0 (Montgomery, equation 9.4)
     */
    public record Signal(int index, boolean upward, double shift) {
    }

    /**
     * @param standardised values that are N(0, 1) while the process is in control, in time order
     * @return the first signal, if any
     * @throws IllegalArgumentException for a value that is not finite
     */
    public Optional<Signal> firstSignal(double[] standardised) {
        double upper = 0;
        double lower = 0;
        int upperRun = 0;
        int lowerRun = 0;
        for (int t = 0; t < standardised.length; t++) {
            double z = standardised[t];
            if (!Double.isFinite(z)) {
                throw new IllegalArgumentException("standardised values must be finite, got " + z + " at " + t);
            }
            upper = Math.max(0, upper + z - reference);
            lower = Math.max(0, lower - z - reference);
            upperRun = upper > 0 ? upperRun + 1 : 0;
            lowerRun = lower > 0 ? lowerRun + 1 : 0;
            if (upper > decisionInterval) {
                return Optional.of(new Signal(t, true, reference + upper / upperRun));
            }
            if (lower > decisionInterval) {
                return Optional.of(new Signal(t, false, -(reference + lower / lowerRun)));
            }
        }
        return Optional.empty();
    }

    /**
     * Every signal, the chart restarting at 0 after each (as once its cause was looked at).
     *
     * @throws IllegalArgumentException for a value that is not finite
     */
    public List<Signal> signals(double[] standardised) {
        List<Signal> found = new ArrayList<>();
        int from = 0;
        Optional<Signal> next;
        while (from < standardised.length
                && (next = firstSignal(Arrays.copyOfRange(standardised, from, standardised.length))).isPresent()) {
            Signal s = next.get();
            found.add(new Signal(from + s.index(), s.upward(), s.shift()));
            from += s.index() + 1;
        }
        return found;
    }

    /**
     * Average number of values until a signal when the values are N(shift, 1), starting from C+ = C- = 0.
     *
     * @param shift the mean of the standardised values, in sigmas (0: in control)
     */
    public double averageRunLength(double shift) {
        if (!Double.isFinite(shift)) {
            throw new IllegalArgumentException("shift must be finite, got " + shift);
        }
        return 1 / (1 / oneSidedRunLength(shift) + 1 / oneSidedRunLength(-shift));
    }

    /**
     * Brook and Evans: the upper sum on [0, h] cut into STATES cells of width w = 2h / (2 STATES - 1), state 0 holding
     * [0, w/2] (the sum sits at 0 most of the time in control) and state i the cell around i w; the run length from
     * state 0 solves (I - R) L = 1 over the transient states.
     */
    private double oneSidedRunLength(double shift) {
        int m = STATES;
        double w = 2 * decisionInterval / (2 * m - 1);
        double[][] a = new double[m][m + 1];
        for (int i = 0; i < m; i++) {
            // next sum = i w + z - k with z ~ N(shift, 1): the cell it lands in
            double offset = reference - shift - i * w;
            a[i][0] = -Normal.lowerTail(offset + 0.5 * w);
            for (int j = 1; j < m; j++) {
                a[i][j] = -Normal.interval(offset + (j - 0.5) * w, offset + (j + 0.5) * w);
            }
            a[i][i] += 1;
            a[i][m] = 1;
        }
        return solve(a)[0];
    }

    /** Gaussian elimination with partial pivoting of an augmented m x (m + 1) system, in place. */
    private static double[] solve(double[][] a) {
        int m = a.length;
        for (int col = 0; col < m; col++) {
            int pivot = col;
            for (int row = col + 1; row < m; row++) {
                if (Math.abs(a[row][col]) > Math.abs(a[pivot][col])) {
                    pivot = row;
                }
            }
            double[] swap = a[col];
            a[col] = a[pivot];
            a[pivot] = swap;
            for (int row = col + 1; row < m; row++) {
                double factor = a[row][col] / a[col][col];
                if (factor != 0) {
                    for (int k = col; k <= m; k++) {
                        a[row][k] -= factor * a[col][k];
                    }
                }
            }
        }
        double[] x = new double[m];
        for (int row = m - 1; row >= 0; row--) {
            double sum = a[row][m];
            for (int k = row + 1; k < m; k++) {
                sum -= a[row][k] * x[k];
            }
            x[row] = sum / a[row][row];
        }
        return x;
    }
}

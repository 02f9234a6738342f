package io.targetwise.core.transform;

import io.targetwise.core.Arguments;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.Arrays;

/**
 * A per-column affine map {@code z = (x - shift) / scale}, fitted from data so that models train and predict in
 * units where hyperparameter bounds, priors and learning rates mean the same for every process. Variances map with
 * the square of the scale. A column whose values do not spread keeps unit scale, so it maps to a constant rather than
 * dividing by zero. Immutable.
 */
public final class Scaling {
    private final double[] shift;
    private final double[] scale;

    private Scaling(double[] shift, double[] scale) {
        this.shift = shift;
        this.scale = scale;
    }

    /** @throws IllegalArgumentException if the lengths differ, a shift is not finite or a scale not positive */
    public static Scaling of(double[] shift, double[] scale) {
        if (shift.length != scale.length) {
            throw new IllegalArgumentException("shift and scale must have equal lengths, got " + shift.length + " and "
                    + scale.length);
        }
        Arguments.requireFinite("shift", shift);
        Arguments.requirePositive("scale", scale);
        return new Scaling(shift.clone(), scale.clone());
    }

    public static Scaling identity(int columns) {
        double[] ones = new double[columns];
        Arrays.fill(ones, 1);
        return new Scaling(new double[columns], ones);
    }

    /** Each column's observed range onto [0, 1]. */
    public static Scaling toUnitInterval(double[][] rows) {
        return fit(rows, Fit.UNIT_INTERVAL);
    }

    /** Each column's observed range onto [-1, 1]. */
    public static Scaling toSymmetricUnitInterval(double[][] rows) {
        return fit(rows, Fit.SYMMETRIC_UNIT_INTERVAL);
    }

    /** Each column to zero mean and unit (population) standard deviation. */
    public static Scaling toZScores(double[][] rows) {
        return fit(rows, Fit.Z_SCORES);
    }

    /** One column of values onto [-1, 1]. */
    public static Scaling toSymmetricUnitInterval(double[] values) {
        return toSymmetricUnitInterval(asColumn(values));
    }

    /** One column of values to zero mean and unit (population) standard deviation. */
    public static Scaling toZScores(double[] values) {
        return toZScores(asColumn(values));
    }

    private enum Fit { UNIT_INTERVAL, SYMMETRIC_UNIT_INTERVAL, Z_SCORES }

    private static Scaling fit(double[][] rows, Fit fit) {
        if (rows.length == 0) {
            throw new IllegalArgumentException("rows must not be empty");
        }
        int columns = rows[0].length;
        double[] shift = new double[columns];
        double[] scale = new double[columns];
        for (int c = 0; c < columns; c++) {
            if (fit == Fit.Z_SCORES) {
                double sum = 0;
                for (double[] row : rows) {
                    sum += row[c];
                }
                double mean = sum / rows.length;
                double squares = 0;
                for (double[] row : rows) {
                    squares += (row[c] - mean) * (row[c] - mean);
                }
                double sd = Math.sqrt(squares / rows.length);
                shift[c] = mean;
                scale[c] = sd > 0 ? sd : 1;
            } else {
                double lo = Double.POSITIVE_INFINITY;
                double hi = Double.NEGATIVE_INFINITY;
                for (double[] row : rows) {
                    lo = Math.min(lo, row[c]);
                    hi = Math.max(hi, row[c]);
                }
                boolean symmetric = fit == Fit.SYMMETRIC_UNIT_INTERVAL;
                shift[c] = symmetric ? (lo + hi) / 2 : lo;
                scale[c] = hi > lo ? (symmetric ? (hi - lo) / 2 : hi - lo) : 1;
            }
        }
        return new Scaling(shift, scale);
    }

    private static double[][] asColumn(double[] values) {
        double[][] rows = new double[values.length][];
        for (int i = 0; i < values.length; i++) {
            rows[i] = new double[] {values[i]};
        }
        return rows;
    }

    public int columns() {
        return shift.length;
    }

    public double shift(int column) {
        return shift[column];
    }

    public double scale(int column) {
        return scale[column];
    }

    public double forward(int column, double x) {
        return (x - shift[column]) / scale[column];
    }

    public double inverse(int column, double z) {
        return z * scale[column] + shift[column];
    }

    public double forwardVariance(int column, double variance) {
        return variance / (scale[column] * scale[column]);
    }

    public double inverseVariance(int column, double variance) {
        return variance * scale[column] * scale[column];
    }

    /** One row mapped column by column; the row must have {@link #columns()} values. */
    public double[] forward(double[] row) {
        double[] z = new double[row.length];
        forwardInto(row, z, 0);
        return z;
    }

    /** Writes the mapped row to {@code target[offset ..]} without allocating, for hot loops. */
    public void forwardInto(double[] row, double[] target, int offset) {
        for (int c = 0; c < shift.length; c++) {
            target[offset + c] = (row[c] - shift[c]) / scale[c];
        }
    }

    /** Rows mapped into one row-major array. */
    public double[] forwardRowMajor(double[][] rows) {
        double[] z = new double[rows.length * shift.length];
        for (int i = 0; i < rows.length; i++) {
            forwardInto(rows[i], z, i * shift.length);
        }
        return z;
    }

    /**
     * Rows mapped one by one, for points supplied by a caller.
     *
     * @throws IllegalArgumentException if a row has the wrong length or a non-finite value, naming it as points[i]
     */
    public double[][] forwardPoints(double[][] points) {
        double[][] z = new double[points.length][];
        for (int i = 0; i < points.length; i++) {
            if (points[i].length != shift.length) {
                throw new IllegalArgumentException("points[" + i + "] has " + points[i].length + " variables, expected "
                        + shift.length);
            }
            Arguments.requireFinite("points[" + i + "]", points[i]);
            z[i] = forward(points[i]);
        }
        return z;
    }

    /** Values of one column mapped. */
    public double[] forward(int column, double[] values) {
        double[] z = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            z[i] = forward(column, values[i]);
        }
        return z;
    }

    /** Variances of one column mapped. */
    public double[] forwardVariances(int column, double[] variances) {
        double[] z = new double[variances.length];
        for (int i = 0; i < variances.length; i++) {
            z[i] = forwardVariance(column, variances[i]);
        }
        return z;
    }

    /** Writes the column count, then shift and scale per column. */
    public void write(DataOutputStream out) throws IOException {
        out.writeInt(shift.length);
        for (int c = 0; c < shift.length; c++) {
            out.writeDouble(shift[c]);
            out.writeDouble(scale[c]);
        }
    }

    /** Reads what {@link #write} wrote. */
    public static Scaling read(DataInputStream in) throws IOException {
        int columns = in.readInt();
        double[] shift = new double[columns];
        double[] scale = new double[columns];
        for (int c = 0; c < columns; c++) {
            shift[c] = in.readDouble();
            scale[c] = in.readDouble();
        }
        return of(shift, scale);
    }
}

package io.targetwise.neural.neon;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;

/**
 * NEON's scalings (seed 002, section 2): designs by their data z-scores, query coordinates by the grid's mean and
 * standard deviation, field values per query point and channel by their z-scores across the designs. A zero spread
 * keeps unit scale.
 */
record FieldNormalisation(double[] designMean, double[] designScale, double[] queryMean, double[] queryScale,
        double[] fieldMean, double[] fieldScale) {

    static FieldNormalisation fit(double[][] designs, double[][] queryPoints, double[][] fields) {
        double[][] d = columnMoments(designs);
        double[][] q = columnMoments(queryPoints);
        double[][] f = columnMoments(fields);
        return new FieldNormalisation(d[0], d[1], q[0], q[1], f[0], f[1]);
    }

    private static double[][] columnMoments(double[][] rows) {
        int columns = rows[0].length;
        double[] mean = new double[columns];
        double[] scale = new double[columns];
        for (int c = 0; c < columns; c++) {
            double s = 0;
            for (double[] row : rows) {
                s += row[c];
            }
            mean[c] = s / rows.length;
            double squares = 0;
            for (double[] row : rows) {
                squares += (row[c] - mean[c]) * (row[c] - mean[c]);
            }
            double sd = Math.sqrt(squares / rows.length);
            scale[c] = sd > 0 ? sd : 1;
        }
        return new double[][] {mean, scale};
    }

    static double[] normalised(double[] raw, double[] mean, double[] scale) {
        double[] z = new double[raw.length];
        for (int i = 0; i < raw.length; i++) {
            z[i] = (raw[i] - mean[i]) / scale[i];
        }
        return z;
    }

    void write(DataOutputStream out) throws IOException {
        for (double[] a : new double[][] {designMean, designScale, queryMean, queryScale, fieldMean, fieldScale}) {
            out.writeInt(a.length);
            for (double v : a) {
                out.writeDouble(v);
            }
        }
    }

    static FieldNormalisation read(DataInputStream in) throws IOException {
        double[][] a = new double[6][];
        for (int k = 0; k < 6; k++) {
            a[k] = new double[in.readInt()];
            for (int i = 0; i < a[k].length; i++) {
                a[k][i] = in.readDouble();
            }
        }
        return new FieldNormalisation(a[0], a[1], a[2], a[3], a[4], a[5]);
    }
}

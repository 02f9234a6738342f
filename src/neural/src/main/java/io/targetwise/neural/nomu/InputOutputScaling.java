package io.targetwise.neural.nomu;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.Arrays;

/**
 * NOMU works on inputs in [-1, 1]^d (artificial points fill [-1.1, 1.1]^d) and outputs of order 1 (l_max is like a
 * prior standard deviation): an affine map of each input from a box to [-1, 1] and of the output from a range to
 * [-1, 1]. A zero-width input or output keeps unit half-width.
 */
record InputOutputScaling(double[] inputCentre, double[] inputHalfWidth, double outputCentre, double outputHalfWidth) {

    /** The identity: data already on NOMU's scale (the paper's test functions). */
    static InputOutputScaling identity(int dimension) {
        double[] ones = new double[dimension];
        Arrays.fill(ones, 1);
        return new InputOutputScaling(new double[dimension], ones, 0, 1);
    }

    /** Maps the data's own input box and output range to [-1, 1]. */
    static InputOutputScaling fromData(double[][] x, double[] y) {
        int dim = x[0].length;
        double[] centre = new double[dim];
        double[] half = new double[dim];
        for (int d = 0; d < dim; d++) {
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            for (double[] row : x) {
                lo = Math.min(lo, row[d]);
                hi = Math.max(hi, row[d]);
            }
            centre[d] = (lo + hi) / 2;
            half[d] = hi > lo ? (hi - lo) / 2 : 1;
        }
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (double v : y) {
            lo = Math.min(lo, v);
            hi = Math.max(hi, v);
        }
        return new InputOutputScaling(centre, half, (lo + hi) / 2, hi > lo ? (hi - lo) / 2 : 1);
    }

    int dimension() {
        return inputCentre.length;
    }

    double[][] inputs(double[][] x) {
        double[][] z = new double[x.length][];
        for (int i = 0; i < x.length; i++) {
            if (x[i].length != inputCentre.length) {
                throw new IllegalArgumentException("points[" + i + "] has " + x[i].length + " variables, expected "
                        + inputCentre.length);
            }
            z[i] = new double[x[i].length];
            for (int d = 0; d < z[i].length; d++) {
                if (!Double.isFinite(x[i][d])) {
                    throw new IllegalArgumentException("points[" + i + "][" + d + "] is not finite: " + x[i][d]);
                }
                z[i][d] = (x[i][d] - inputCentre[d]) / inputHalfWidth[d];
            }
        }
        return z;
    }

    double[] outputs(double[] y) {
        double[] z = new double[y.length];
        for (int i = 0; i < y.length; i++) {
            z[i] = (y[i] - outputCentre) / outputHalfWidth;
        }
        return z;
    }

    void write(DataOutputStream out) throws IOException {
        out.writeInt(inputCentre.length);
        for (int d = 0; d < inputCentre.length; d++) {
            out.writeDouble(inputCentre[d]);
            out.writeDouble(inputHalfWidth[d]);
        }
        out.writeDouble(outputCentre);
        out.writeDouble(outputHalfWidth);
    }

    static InputOutputScaling read(DataInputStream in) throws IOException {
        int dim = in.readInt();
        double[] centre = new double[dim];
        double[] half = new double[dim];
        for (int d = 0; d < dim; d++) {
            centre[d] = in.readDouble();
            half[d] = in.readDouble();
        }
        return new InputOutputScaling(centre, half, in.readDouble(), in.readDouble());
    }
}

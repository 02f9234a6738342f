package io.targetwise.neural;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;

/**
 * Column-wise z-scores of the inputs and of the output, fitted on training data; networks train and predict in
 * these units. A constant column keeps unit scale so that it maps to 0 rather than dividing by zero.
 */
public final class Standardiser {
    private final double[] inputMean;
    private final double[] inputScale;
    private final double outputMean;
    private final double outputScale;

    private Standardiser(double[] inputMean, double[] inputScale, double outputMean, double outputScale) {
        this.inputMean = inputMean;
        this.inputScale = inputScale;
        this.outputMean = outputMean;
        this.outputScale = outputScale;
    }

    /** @throws IllegalArgumentException if x and y are empty or differ in length, or rows differ in length */
    public static Standardiser fit(double[][] x, double[] y) {
        requireData(x, y);
        int dim = x[0].length;
        double[] mean = new double[dim];
        double[] scale = new double[dim];
        for (int d = 0; d < dim; d++) {
            double[] column = new double[x.length];
            for (int i = 0; i < x.length; i++) {
                column[i] = x[i][d];
            }
            mean[d] = mean(column);
            scale[d] = scale(column, mean[d]);
        }
        double yMean = mean(y);
        return new Standardiser(mean, scale, yMean, scale(y, yMean));
    }

    /** @throws IllegalArgumentException naming the problem */
    public static void requireData(double[][] x, double[] y) {
        if (x == null || y == null || x.length == 0 || x.length != y.length) {
            throw new IllegalArgumentException("inputs and outputs must be non-empty and of equal length, got "
                    + (x == null ? "null" : x.length) + " and " + (y == null ? "null" : y.length));
        }
        for (int i = 0; i < x.length; i++) {
            if (x[i].length != x[0].length) {
                throw new IllegalArgumentException("input row " + i + " has " + x[i].length + " values, row 0 has "
                        + x[0].length);
            }
        }
    }

    private static double mean(double[] v) {
        double s = 0;
        for (double value : v) {
            s += value;
        }
        return s / v.length;
    }

    private static double scale(double[] v, double mean) {
        double s = 0;
        for (double value : v) {
            s += (value - mean) * (value - mean);
        }
        double sd = Math.sqrt(s / v.length);
        return sd > 0 ? sd : 1;
    }

    public int dimension() {
        return inputMean.length;
    }

    /** @throws IllegalArgumentException if a row has the wrong length or a non-finite value */
    public double[][] inputs(double[][] x) {
        double[][] z = new double[x.length][];
        for (int i = 0; i < x.length; i++) {
            if (x[i].length != inputMean.length) {
                throw new IllegalArgumentException("points[" + i + "] has " + x[i].length + " variables, expected "
                        + inputMean.length);
            }
            z[i] = new double[x[i].length];
            for (int d = 0; d < z[i].length; d++) {
                if (!Double.isFinite(x[i][d])) {
                    throw new IllegalArgumentException("points[" + i + "][" + d + "] is not finite: " + x[i][d]);
                }
                z[i][d] = (x[i][d] - inputMean[d]) / inputScale[d];
            }
        }
        return z;
    }

    public double[] outputs(double[] y) {
        double[] z = new double[y.length];
        for (int i = 0; i < y.length; i++) {
            z[i] = (y[i] - outputMean) / outputScale;
        }
        return z;
    }

    /** A standardised output back in the process's units. */
    public double outputValue(double z) {
        return z * outputScale + outputMean;
    }

    /** A variance in standardised units back in the process's squared units. */
    public double outputVariance(double standardisedVariance) {
        return standardisedVariance * outputScale * outputScale;
    }

    /** Log of the output scale: a Gaussian NLL in standardised units plus this is the NLL in the process's units. */
    public double logOutputScale() {
        return Math.log(outputScale);
    }

    public void write(DataOutputStream out) throws IOException {
        out.writeInt(inputMean.length);
        for (int d = 0; d < inputMean.length; d++) {
            out.writeDouble(inputMean[d]);
            out.writeDouble(inputScale[d]);
        }
        out.writeDouble(outputMean);
        out.writeDouble(outputScale);
    }

    public static Standardiser read(DataInputStream in) throws IOException {
        int dim = in.readInt();
        double[] mean = new double[dim];
        double[] scale = new double[dim];
        for (int d = 0; d < dim; d++) {
            mean[d] = in.readDouble();
            scale[d] = in.readDouble();
        }
        return new Standardiser(mean, scale, in.readDouble(), in.readDouble());
    }
}

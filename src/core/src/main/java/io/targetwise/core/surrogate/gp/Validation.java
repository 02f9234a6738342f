package io.targetwise.core.surrogate.gp;

/** Checks on raw training arrays, with messages that name the offending row and variable. */
final class Validation {
    private Validation() {
    }

    /** @param dimension the required number of variables, or -1 to take it from the first row */
    static void requireData(double[][] points, double[] outputs, int dimension) {
        if (points == null || outputs == null) {
            throw new IllegalArgumentException("points and outputs must not be null");
        }
        if (points.length == 0) {
            throw new IllegalArgumentException("points must not be empty");
        }
        if (points.length != outputs.length) {
            throw new IllegalArgumentException("points and outputs must have equal lengths, got " + points.length + " and "
                    + outputs.length);
        }
        int dim = dimension < 0 ? points[0].length : dimension;
        if (dim == 0) {
            throw new IllegalArgumentException("points must have at least one variable");
        }
        for (int i = 0; i < points.length; i++) {
            if (points[i] == null || points[i].length != dim) {
                throw new IllegalArgumentException("row " + i + " has " + (points[i] == null ? 0 : points[i].length)
                        + " variables, expected " + dim);
            }
            for (int d = 0; d < dim; d++) {
                if (!Double.isFinite(points[i][d])) {
                    throw new IllegalArgumentException("row " + i + ": variable " + d + " is not finite: " + points[i][d]);
                }
            }
            if (!Double.isFinite(outputs[i])) {
                throw new IllegalArgumentException("row " + i + ": output is not finite: " + outputs[i]);
            }
        }
    }

    static void requireNoise(double[] noiseVariance, int n) {
        if (noiseVariance == null || noiseVariance.length != n) {
            throw new IllegalArgumentException("noiseVariance must have " + n + " entries, got "
                    + (noiseVariance == null ? 0 : noiseVariance.length));
        }
        for (int i = 0; i < n; i++) {
            if (!(noiseVariance[i] >= 0) || Double.isInfinite(noiseVariance[i])) {
                throw new IllegalArgumentException("row " + i + ": noise variance must be finite and >= 0, got "
                        + noiseVariance[i]);
            }
        }
    }

    /** A query point: the model's number of variables, all finite. */
    static void requirePoint(double[] point, int dimension, String name) {
        if (point.length != dimension) {
            throw new IllegalArgumentException(name + " has " + point.length + " variables, expected " + dimension);
        }
        for (int d = 0; d < point.length; d++) {
            if (!Double.isFinite(point[d])) {
                throw new IllegalArgumentException(name + "[" + d + "] is not finite: " + point[d]);
            }
        }
    }
}

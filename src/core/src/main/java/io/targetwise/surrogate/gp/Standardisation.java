package io.targetwise.surrogate.gp;

/**
 * Maps inputs to the unit box of the fitting data and outputs to zero mean, unit variance, so that hyperparameter
 * bounds and the nugget mean the same for every process. A variable with zero range keeps unit width (its values all
 * map to 0); constant outputs keep unit scale.
 */
record Standardisation(double[] lower, double[] width, double outputMean, double outputScale) {

    static Standardisation of(double[][] x, double[] y) {
        int dim = x[0].length;
        double[] lower = new double[dim];
        double[] width = new double[dim];
        for (int d = 0; d < dim; d++) {
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            for (double[] row : x) {
                lo = Math.min(lo, row[d]);
                hi = Math.max(hi, row[d]);
            }
            lower[d] = lo;
            width[d] = hi > lo ? hi - lo : 1;
        }
        double mean = 0;
        for (double v : y) {
            mean += v;
        }
        mean /= y.length;
        double squares = 0;
        for (double v : y) {
            squares += (v - mean) * (v - mean);
        }
        double scale = Math.sqrt(squares / y.length);
        return new Standardisation(lower, width, mean, scale > 0 ? scale : 1);
    }

    /** Rows of x mapped to the unit box, as one row-major array. */
    double[] scaleInputs(double[][] x) {
        int dim = lower.length;
        double[] scaled = new double[x.length * dim];
        for (int i = 0; i < x.length; i++) {
            scaleInto(x[i], scaled, i * dim);
        }
        return scaled;
    }

    void scaleInto(double[] x, double[] target, int offset) {
        for (int d = 0; d < lower.length; d++) {
            target[offset + d] = (x[d] - lower[d]) / width[d];
        }
    }

    double[] scaleInput(double[] x) {
        double[] scaled = new double[x.length];
        scaleInto(x, scaled, 0);
        return scaled;
    }

    double standardiseOutput(double y) {
        return (y - outputMean) / outputScale;
    }

    double[] standardiseOutputs(double[] y) {
        double[] s = new double[y.length];
        for (int i = 0; i < y.length; i++) {
            s[i] = standardiseOutput(y[i]);
        }
        return s;
    }

    double[] standardiseVariances(double[] variance) {
        double[] s = new double[variance.length];
        for (int i = 0; i < variance.length; i++) {
            s[i] = variance[i] / (outputScale * outputScale);
        }
        return s;
    }
}

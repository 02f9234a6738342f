package io.targetwise.neural.autodeuq;

/**
 * A Gaussian predictive distribution per point, N(mean[i], variance[i]); arrays are taken over, not copied
 * (internal to the search and the ensemble, which never change them).
 */
record GaussianPredictions(double[] mean, double[] variance) {
    private static final double HALF_LOG_TWO_PI = 0.5 * Math.log(2 * Math.PI);

    /** Mean Gaussian negative log-likelihood of the targets; +infinity if any prediction is not finite. */
    double negativeLogLikelihood(double[] y) {
        double sum = 0;
        for (int i = 0; i < y.length; i++) {
            double r = y[i] - mean[i];
            sum += HALF_LOG_TWO_PI + 0.5 * Math.log(variance[i]) + r * r / (2 * variance[i]);
        }
        double nll = sum / y.length;
        return Double.isFinite(nll) ? nll : Double.POSITIVE_INFINITY;
    }
}

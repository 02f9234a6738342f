package io.targetwise.neural.autodeuq;

/**
 * The moment-matched Gaussian of an equally weighted mixture of member Gaussians (Egele et al. 2022, Eq. 3-4), split by
 * the law of total variance: the aleatoric part is the weighted mean of the member variances, the epistemic part the
 * weighted spread of the member means around the ensemble mean. Members chosen more than once count once per choice.
 * The exact law (and the reference code) divides the spread by the total weight K; the paper's Eq. 4 writes K - 1,
 * offered as {@link #withBesselCorrection}.
 *
 * @param mean mu_E per point
 * @param aleatoricVariance (1/K) sum sigma_i^2 per point
 * @param epistemicVariance (1/K) sum (mu_i - mu_E)^2 per point (or 1/(K-1))
 * @param aleatoricLogMean (1/K) sum log sigma_i^2 per point: exp of it is the members' median-like consensus on
 *     sigma_a^2
 * @param aleatoricLogSd the spread of log sigma_i^2 around it (divided like the spread of means): how far the members
 *     disagree on the aleatoric variance, its epistemic uncertainty
 */
public record EnsembleMoments(double[] mean, double[] aleatoricVariance, double[] epistemicVariance,
        double[] aleatoricLogMean, double[] aleatoricLogSd) {

    /** No points. */
    static EnsembleMoments empty() {
        return new EnsembleMoments(new double[0], new double[0], new double[0], new double[0], new double[0]);
    }

    /**
     * @param means member means, [member][point]
     * @param variances member variances, [member][point]
     * @param weights how often each member was chosen (>= 1)
     * @param besselCorrection divide the spread of means by K - 1 instead of K
     * @throws IllegalArgumentException if shapes disagree, a weight is below 1, or Bessel's correction is asked for a
     *     single choice
     */
    public static EnsembleMoments of(double[][] means, double[][] variances, int[] weights, boolean besselCorrection) {
        if (means.length == 0 || means.length != variances.length || means.length != weights.length) {
            throw new IllegalArgumentException("means, variances and weights must have the same non-zero number of "
                    + "members, got " + means.length + ", " + variances.length + ", " + weights.length);
        }
        int total = 0;
        for (int k = 0; k < weights.length; k++) {
            if (weights[k] < 1) {
                throw new IllegalArgumentException("weights[" + k + "] must be >= 1, got " + weights[k]);
            }
            total += weights[k];
        }
        if (besselCorrection && total < 2) {
            throw new IllegalArgumentException("Bessel's correction needs at least 2 members, got " + total);
        }
        int n = means[0].length;
        double[] mean = new double[n];
        double[] aleatoric = new double[n];
        double[] epistemic = new double[n];
        double[] logMean = new double[n];
        double[] logSd = new double[n];
        int divisor = besselCorrection ? total - 1 : total;
        for (int i = 0; i < n; i++) {
            double m = 0;
            double a = 0;
            double l = 0;
            for (int k = 0; k < means.length; k++) {
                m += weights[k] * means[k][i];
                a += weights[k] * variances[k][i];
                l += weights[k] * Math.log(variances[k][i]);
            }
            m /= total;
            l /= total;
            double spread = 0;
            double logSpread = 0;
            for (int k = 0; k < means.length; k++) {
                double d = means[k][i] - m;
                double e = Math.log(variances[k][i]) - l;
                spread += weights[k] * d * d;
                logSpread += weights[k] * e * e;
            }
            mean[i] = m;
            aleatoric[i] = a / total;
            epistemic[i] = spread / divisor;
            logMean[i] = l;
            logSd[i] = Math.sqrt(logSpread / divisor);
        }
        return new EnsembleMoments(mean, aleatoric, epistemic, logMean, logSd);
    }

    /** The moment-matched Gaussian, total variance = aleatoric + epistemic. */
    GaussianPredictions predictive() {
        double[] total = new double[mean.length];
        for (int i = 0; i < total.length; i++) {
            total[i] = aleatoricVariance[i] + epistemicVariance[i];
        }
        return new GaussianPredictions(mean, total);
    }
}

package io.targetwise.neural;

/**
 * NOMU's measures of uncertainty bounds f-hat +- c sigma-hat on validation data (Heiss et al. 2022, section 4), for any
 * model giving a mean and a sigma. With z_i = (y_i - f_i) / sigma_i:
 * <ul>
 *   <li>NLPD(c) = mean[z^2 / (2 c^2) + ln(c sigma)] (the authors' code: ln(c sigma), no constant). Setting its
 * derivative in c to zero gives c* = sqrt(mean z^2), hence NLPD_min = mean ln sigma + ln(mean z^2) / 2 + 1/2.</li>
 *   <li>AUC: the area under the mean width MW(c) = 2 c mean(sigma) as a function of the coverage CP(c), for c from 0
 *       until every point is covered. CP steps up by 1/n at each t_i = |z_i|, so on the authors' fine c grid the
 *       trapezoid sum tends to (1/n) sum_i MW(t_i) = 2 mean(sigma) mean|z|.</li>
 * </ul>
 */
public final class UncertaintyMetrics {

    private UncertaintyMetrics() {
    }

    /** @throws IllegalArgumentException if lengths differ, the data are empty, or a sigma is not positive */
    public static double nlpdMin(double[] y, double[] mean, double[] sigma) {
        double[] z = standardised(y, mean, sigma);
        double logSigma = 0;
        double squares = 0;
        for (int i = 0; i < z.length; i++) {
            logSigma += Math.log(sigma[i]);
            squares += z[i] * z[i];
        }
        return logSigma / z.length + 0.5 * Math.log(squares / z.length) + 0.5;
    }

    /** The calibration constant c that minimises NLPD(c), sqrt(mean z^2). */
    public static double nlpdOptimalCalibration(double[] y, double[] mean, double[] sigma) {
        double squares = 0;
        for (double v : standardised(y, mean, sigma)) {
            squares += v * v;
        }
        return Math.sqrt(squares / y.length);
    }

    public static double nlpd(double[] y, double[] mean, double[] sigma, double c) {
        double[] z = standardised(y, mean, sigma);
        double sum = 0;
        for (int i = 0; i < z.length; i++) {
            sum += z[i] * z[i] / (2 * c * c) + Math.log(c * sigma[i]);
        }
        return sum / z.length;
    }

    public static double auc(double[] y, double[] mean, double[] sigma) {
        double[] z = standardised(y, mean, sigma);
        double meanSigma = 0;
        double meanAbsZ = 0;
        for (int i = 0; i < z.length; i++) {
            meanSigma += sigma[i] / z.length;
            meanAbsZ += Math.abs(z[i]) / z.length;
        }
        return 2 * meanSigma * meanAbsZ;
    }

    private static double[] standardised(double[] y, double[] mean, double[] sigma) {
        if (y.length == 0 || y.length != mean.length || y.length != sigma.length) {
            throw new IllegalArgumentException("y, mean and sigma must be non-empty and of equal length, got "
                    + y.length + ", " + mean.length + ", " + sigma.length);
        }
        double[] z = new double[y.length];
        for (int i = 0; i < y.length; i++) {
            if (!(sigma[i] > 0)) {
                throw new IllegalArgumentException("sigma[" + i + "] must be > 0, got " + sigma[i]);
            }
            z[i] = (y[i] - mean[i]) / sigma[i];
        }
        return z;
    }
}

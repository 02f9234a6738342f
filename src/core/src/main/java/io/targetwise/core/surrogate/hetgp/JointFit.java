package io.targetwise.core.surrogate.hetgp;

import io.targetwise.core.optim.BoundedLbfgs;
import io.targetwise.core.optim.Optimum;
import io.targetwise.core.surrogate.ModelFittingException;
import java.util.Arrays;
import java.util.Optional;

/**
 * hetGP's mleHetGP (Binois, Gramacy and Ludkovski 2018) with the 'residuals' initialisation of hetGP 1.1.7, the
 * version whose fits the reference values come from: (A) a homoskedastic fit; (B) Delta from the mean log squared
 * residuals of that fit per site; (C) the smoothing nugget g from a homoskedastic fit to those log residuals, its
 * length scales held at the mean's; (D) the joint maximisation over (theta, Delta, k, g); (E) the homoskedastic fit
 * instead if its log-likelihood is at least the heteroskedastic mean process's (the package's checkHom).
 */
final class JointFit {
    static final double DELTA_LOWER = Math.log(MeanProcess.EPS);
    static final double DELTA_UPPER = Math.log(100);
    private static final double HOM_G_LOWER = MeanProcess.EPS;
    private static final double HOM_G_UPPER = 100;
    private static final double K_LOWER = 1;
    private static final double K_UPPER = 100;
    private static final double G_LOWER = 1e-6;
    private static final double G_UPPER = 1;
    private static final double SMALLEST_SQUARED_RESIDUAL = Math.ulp(1.0);

    private JointFit() {
    }

    /**
     * The fitted models: the homoskedastic one always, the heteroskedastic one when it was kept.
     *
     * @param het empty where checkHom preferred the homoskedastic model or the joint fit failed
     */
    record Result(HomLikelihood.Evaluation hom, Optional<HetLikelihood.Evaluation> het) {
    }

    /**
     * @param thetaLower per theta (one entry: isotropic); equal bounds hold theta
     * @throws ModelFittingException if even the homoskedastic fit cannot factorise its covariance
     */
    static Result fit(ReplicatedData data, ProductCorrelation kernel, double[] thetaLower, double[] thetaUpper,
            int maxIterations) {
        int p = thetaLower.length;
        int n = data.size();
        double[] thetaStart = new double[p];
        for (int q = 0; q < p; q++) {
            thetaStart[q] = 0.9 * thetaLower[q] + 0.1 * thetaUpper[q];
        }
        HomLikelihood.Evaluation hom = new HomLikelihood(data, kernel).fit(thetaLower, thetaUpper, thetaStart,
                HOM_G_LOWER, HOM_G_UPPER, clamp(homNuggetStart(data), HOM_G_LOWER, HOM_G_UPPER), maxIterations)
                .orElseThrow(() -> new ModelFittingException("the homoskedastic model cannot be fitted: the outputs do "
                        + "not vary or its covariance is not positive definite"));

        double[][] logResiduals = logSquaredResiduals(data, kernel, hom);
        ReplicatedData noiseData = data.withOutputs(logResiduals);
        double[] theta = hom.theta();
        double noiseNuggetStart = clamp(noiseNuggetStart(noiseData), G_LOWER, G_UPPER);
        double g = new HomLikelihood(noiseData, kernel)
                .fit(theta, theta, theta, G_LOWER, G_UPPER, noiseNuggetStart, maxIterations)
                .map(HomLikelihood.Evaluation::g).orElse(noiseNuggetStart);

        double[] lower = new double[p + n + 2];
        double[] upper = new double[p + n + 2];
        double[] start = new double[p + n + 2];
        for (int q = 0; q < p; q++) {
            lower[q] = thetaLower[q];
            upper[q] = thetaUpper[q];
            start[q] = theta[q];
        }
        for (int i = 0; i < n; i++) {
            lower[p + i] = DELTA_LOWER;
            upper[p + i] = DELTA_UPPER;
            start[p + i] = clamp(noiseData.means()[i], DELTA_LOWER, DELTA_UPPER);
        }
        lower[p + n] = K_LOWER;
        upper[p + n] = K_UPPER;
        start[p + n] = K_LOWER;
        lower[p + n + 1] = G_LOWER;
        upper[p + n + 1] = G_UPPER;
        start[p + n + 1] = g;
        HetLikelihood likelihood = new HetLikelihood(data, kernel, hom.logLikelihood());
        Optimum optimum = new BoundedLbfgs(lower, upper, maxIterations).minimise(new BoundedLbfgs.Objective() {
            private HetLikelihood.Evaluation last;

            @Override
            public double value(double[] x) {
                last = likelihood.at(x).orElse(null);
                return last == null ? Double.POSITIVE_INFINITY : -last.objective();
            }

            @Override
            public void gradient(double[] x, double[] gradient) {
                double[] d = last.gradient();
                for (int i = 0; i < d.length; i++) {
                    gradient[i] = -d[i];
                }
            }
        }, start);
        Optional<HetLikelihood.Evaluation> het = likelihood.at(optimum.point())
                .filter(e -> e.unpenalisedLogLikelihood() > hom.logLikelihood());
        return new Result(hom, het);
    }

    /**
     * hetGP's start for the homoskedastic nugget: if a site has more than 5 runs, the mean of S_i / a_i over the sites
     * with more than 2 runs, over the variance of the site means; 0.1 otherwise. (The digest of the package states the
     * average over the sites of more than 5 runs; R's start on mcycle, 0.1432330, is the average over those of more
     * than 2.)
     */
    static double homNuggetStart(ReplicatedData data) {
        double sum = 0;
        int sites = 0;
        boolean wellReplicated = false;
        for (int i = 0; i < data.size(); i++) {
            int a = data.counts()[i];
            wellReplicated |= a > 5;
            if (a > 2) {
                sum += data.sumsOfSquares()[i] / a;
                sites++;
            }
        }
        return wellReplicated ? sum / sites / sampleVariance(data.means()) : 0.1;
    }

    /** mean_i [S_i / a_i] / var(Delta0) of the log residuals: their within-site over their between-site spread. */
    static double noiseNuggetStart(ReplicatedData noiseData) {
        double sum = 0;
        for (int i = 0; i < noiseData.size(); i++) {
            sum += noiseData.sumsOfSquares()[i] / noiseData.counts()[i];
        }
        return sum / noiseData.size() / sampleVariance(noiseData.means());
    }

    /** Per site and run, log((y_ij - mu_H(x_i))^2 / nu_H), squares floored at machine epsilon. */
    private static double[][] logSquaredResiduals(ReplicatedData data, ProductCorrelation kernel,
            HomLikelihood.Evaluation hom) {
        double[][] logResiduals = new double[data.size()][];
        for (int i = 0; i < data.size(); i++) {
            double mu = hom.process().mean(kernel.cross(data.sites()[i], data.sites(), hom.theta()));
            double[] y = data.outputsAt(i);
            logResiduals[i] = new double[y.length];
            for (int j = 0; j < y.length; j++) {
                double r = y[j] - mu;
                logResiduals[i][j] = Math.log(Math.max(r * r / hom.process().nu(), SMALLEST_SQUARED_RESIDUAL));
            }
        }
        return logResiduals;
    }

    private static double sampleVariance(double[] v) {
        double mean = Arrays.stream(v).average().orElseThrow();
        double squares = 0;
        for (double x : v) {
            squares += (x - mean) * (x - mean);
        }
        return squares / (v.length - 1);
    }

    /** Into [lower, upper]; a start that is not a number (no spread to divide by) becomes the upper bound. */
    private static double clamp(double v, double lower, double upper) {
        return Double.isNaN(v) ? upper : Math.min(upper, Math.max(lower, v));
    }
}

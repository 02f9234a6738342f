package io.targetwise.core.surrogate.hetgp;

import java.util.Arrays;
import java.util.Optional;

/**
 * hetGP's joint heteroskedastic likelihood (Binois, Gramacy and Ludkovski 2018), its logLikHet and dlogLikHet with the
 * noise length scales linked to the mean's (theta_g = k theta, the package's default 'joint' link) and the ordinary
 * kriging trend. Parameters are ordered (theta, Delta_1 .. Delta_n, k, g), g being the smoothing nugget of the noise
 * process. The objective is l_m + penalty, except that the penalty is dropped when nu_g < eps, or when l_m is below
 * the homoskedastic fit's log-likelihood while the penalty is positive, so that a fit worse than homGP is not
 * rewarded for a smooth noise; value and gradient always take the same branch.
 */
final class HetLikelihood {
    private final ReplicatedData data;
    private final ProductCorrelation kernel;
    private final double homLogLikelihood;

    /**
     * @param homLogLikelihood the log-likelihood of the homoskedastic fit that switches the penalty off (negative
     *     infinity: never)
     */
    HetLikelihood(ReplicatedData data, ProductCorrelation kernel, double homLogLikelihood) {
        this.data = data;
        this.kernel = kernel;
        this.homLogLikelihood = homLogLikelihood;
    }

    int thetaCount(double[] parameters) {
        return parameters.length - data.size() - 2;
    }

    /** The model at the parameters, or empty where K or Kg is not positive definite. */
    Optional<Evaluation> at(double[] parameters) {
        int n = data.size();
        int p = thetaCount(parameters);
        double[] theta = Arrays.copyOf(parameters, p);
        double[] delta = Arrays.copyOfRange(parameters, p, p + n);
        double k = parameters[p + n];
        double g = parameters[p + n + 1];
        double[] thetaG = thetaG(theta, k);
        double[] cg = kernel.matrix(data.sites(), thetaG);
        Optional<NoiseProcess> noise = NoiseProcess.of(cg, g, data.counts(), delta);
        if (noise.isEmpty()) {
            return Optional.empty();
        }
        double[] lambda = noise.get().logLambda().clone();
        for (int i = 0; i < n; i++) {
            lambda[i] = Math.exp(lambda[i]);
        }
        double[] c = kernel.matrix(data.sites(), theta);
        return MeanProcess.of(data, c, lambda).map(mean -> new Evaluation(theta, k, thetaG, c, cg, lambda, noise.get(),
                mean));
    }

    static double[] thetaG(double[] theta, double k) {
        double[] thetaG = new double[theta.length];
        for (int q = 0; q < theta.length; q++) {
            thetaG[q] = k * theta[q];
        }
        return thetaG;
    }

    /** hetGP at one parameter vector. */
    final class Evaluation {
        private final double[] theta;
        private final double k;
        private final double[] thetaG;
        private final double[] c;
        private final double[] cg;
        private final double[] lambda;
        private final NoiseProcess noise;
        private final MeanProcess mean;
        private final boolean penalised;

        private Evaluation(double[] theta, double k, double[] thetaG, double[] c, double[] cg, double[] lambda,
                NoiseProcess noise, MeanProcess mean) {
            this.theta = theta;
            this.k = k;
            this.thetaG = thetaG;
            this.c = c;
            this.cg = cg;
            this.lambda = lambda;
            this.noise = noise;
            this.mean = mean;
            this.penalised = !(noise.scale() < MeanProcess.EPS)
                    && !(mean.logLikelihood() < homLogLikelihood && noise.penalty() > 0);
        }

        /** The objective: the mean-process log-likelihood plus, where it applies, the penalty. */
        double objective() {
            return penalised ? mean.logLikelihood() + noise.penalty() : mean.logLikelihood();
        }

        /** The mean-process log-likelihood l_m without the penalty (hetGP's ll_non_pen). */
        double unpenalisedLogLikelihood() {
            return mean.logLikelihood();
        }

        boolean penalised() {
            return penalised;
        }

        double[] lambda() {
            return lambda.clone();
        }

        double[] theta() {
            return theta.clone();
        }

        double[] thetaG() {
            return thetaG.clone();
        }

        MeanProcess mean() {
            return mean;
        }

        NoiseProcess noise() {
            return noise;
        }

        /** The gradient of {@link #objective()} in (theta, Delta, k, g). */
        double[] gradient() {
            int n = data.size();
            int p = theta.length;
            double[] gt = mean.lambdaGradient();
            for (int i = 0; i < n; i++) {
                gt[i] *= lambda[i];
            }
            double[] gradient = new double[p + n + 2];
            double[] dcgDk = new double[n * n];
            for (int q = 0; q < p; q++) {
                double[] dcg = kernel.derivative(data.sites(), thetaG, cg, q);
                for (int e = 0; e < dcg.length; e++) {
                    dcgDk[e] += theta[q] * dcg[e];
                    dcg[e] *= k;
                }
                gradient[q] = mean.correlationGradient(kernel.derivative(data.sites(), theta, c, q))
                        + noiseParameterGradient(dcg, gt);
            }
            System.arraycopy(noise.deltaGradient(gt, penalised), 0, gradient, p, n);
            gradient[p + n] = noiseParameterGradient(dcgDk, gt);
            gradient[p + n + 1] = dot(noise.logLambdaDerivativeInNugget(), gt)
                    + (penalised ? noise.penaltyDerivativeInNugget() : 0);
            return gradient;
        }

        private double noiseParameterGradient(double[] dcg, double[] gt) {
            return dot(noise.logLambdaDerivative(dcg), gt) + (penalised ? noise.penaltyDerivative(dcg) : 0);
        }
    }

    private static double dot(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }
}

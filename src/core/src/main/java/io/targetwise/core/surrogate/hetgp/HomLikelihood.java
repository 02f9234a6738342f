package io.targetwise.core.surrogate.hetgp;

import io.targetwise.core.optim.BoundedLbfgs;
import io.targetwise.core.optim.Optimum;
import java.util.Arrays;
import java.util.Optional;

/**
 * hetGP's homGP (Binois, Gramacy and Ludkovski 2018): one noise-to-signal ratio g at every site, the concentrated
 * log-likelihood of all runs through {@link MeanProcess}, and its analytic gradient in (theta, g).
 */
final class HomLikelihood {
    private final ReplicatedData data;
    private final ProductCorrelation kernel;

    HomLikelihood(ReplicatedData data, ProductCorrelation kernel) {
        this.data = data;
        this.kernel = kernel;
    }

    /** The model at (theta, g), or empty where K is not positive definite. */
    Optional<Evaluation> at(double[] theta, double g) {
        double[] c = kernel.matrix(data.sites(), theta);
        double[] lambda = new double[data.size()];
        Arrays.fill(lambda, g);
        return MeanProcess.of(data, c, lambda).map(p -> new Evaluation(theta.clone(), g, c, p));
    }

    /** homGP at (theta, g). */
    final class Evaluation {
        private final double[] theta;
        private final double g;
        private final double[] c;
        private final MeanProcess process;

        private Evaluation(double[] theta, double g, double[] c, MeanProcess process) {
            this.theta = theta;
            this.g = g;
            this.c = c;
            this.process = process;
        }

        double logLikelihood() {
            return process.logLikelihood();
        }

        /** d l / d (theta_1 .. theta_p, g). */
        double[] gradient() {
            double[] gradient = new double[theta.length + 1];
            for (int p = 0; p < theta.length; p++) {
                gradient[p] = process.correlationGradient(kernel.derivative(data.sites(), theta, c, p));
            }
            for (double v : process.lambdaGradient()) {
                gradient[theta.length] += v;
            }
            return gradient;
        }

        double[] theta() {
            return theta.clone();
        }

        double g() {
            return g;
        }

        MeanProcess process() {
            return process;
        }
    }

    /**
     * Maximises the likelihood over the box from a start (hetGP's mleHomGP); theta is held where its bounds
     * coincide.
     *
     * @return the best model seen, or empty if K was singular even at the start
     */
    Optional<Evaluation> fit(double[] thetaLower, double[] thetaUpper, double[] thetaStart, double gLower,
            double gUpper, double gStart, int maxIterations) {
        int p = thetaStart.length;
        double[] lower = Arrays.copyOf(thetaLower, p + 1);
        double[] upper = Arrays.copyOf(thetaUpper, p + 1);
        double[] start = Arrays.copyOf(thetaStart, p + 1);
        lower[p] = gLower;
        upper[p] = gUpper;
        start[p] = gStart;
        Optimum optimum = new BoundedLbfgs(lower, upper, maxIterations).minimise(new BoundedLbfgs.Objective() {
            private Evaluation last;

            @Override
            public double value(double[] x) {
                last = at(Arrays.copyOf(x, p), x[p]).orElse(null);
                return last == null ? Double.POSITIVE_INFINITY : -last.logLikelihood();
            }

            @Override
            public void gradient(double[] x, double[] gradient) {
                double[] g = last.gradient();
                for (int i = 0; i <= p; i++) {
                    gradient[i] = -g[i];
                }
            }
        }, start);
        return at(Arrays.copyOf(optimum.point(), p), optimum.point()[p]);
    }
}

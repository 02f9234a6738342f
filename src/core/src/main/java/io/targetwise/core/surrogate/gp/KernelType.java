package io.targetwise.core.surrogate.gp;

/**
 * Stationary correlation functions rho(s) of the squared scaled distance s = sum_d ((x_d - x'_d) / l_d)^2, with the
 * first two derivatives in s that the likelihood gradient and input-noise propagation need. Writing them in s (not r)
 * keeps every derivative finite at s = 0, except the second derivative of Matern 3/2, whose sample paths are only
 * once differentiable.
 */
public enum KernelType {
    /** Squared exponential: rho = exp(-s / 2). */
    RBF {
        @Override
        double correlation(double s) {
            return Math.exp(-0.5 * s);
        }

        @Override
        double derivative(double s) {
            return -0.5 * Math.exp(-0.5 * s);
        }

        @Override
        double secondDerivative(double s) {
            return 0.25 * Math.exp(-0.5 * s);
        }

        @Override
        double derivativeFromCorrelation(double s, double rho) {
            return -0.5 * rho;
        }
    },
    /** Matern 3/2: rho = (1 + u) exp(-u), u = sqrt(3 s). */
    MATERN_32 {
        @Override
        double correlation(double s) {
            double u = Math.sqrt(3 * s);
            return (1 + u) * Math.exp(-u);
        }

        @Override
        double derivative(double s) {
            return -1.5 * Math.exp(-Math.sqrt(3 * s));
        }

        @Override
        double secondDerivative(double s) {
            double u = Math.sqrt(3 * s);
            return 2.25 * Math.exp(-u) / u;
        }

        @Override
        public boolean isTwiceDifferentiable() {
            return false;
        }

        @Override
        double derivativeFromCorrelation(double s, double rho) {
            return -1.5 * rho / (1 + Math.sqrt(3 * s));
        }
    },
    /** Matern 5/2: rho = (1 + u + u^2 / 3) exp(-u), u = sqrt(5 s). */
    MATERN_52 {
        @Override
        double correlation(double s) {
            double u = Math.sqrt(5 * s);
            return (1 + u + u * u / 3) * Math.exp(-u);
        }

        @Override
        double derivative(double s) {
            double u = Math.sqrt(5 * s);
            return -5.0 / 6.0 * (1 + u) * Math.exp(-u);
        }

        @Override
        double secondDerivative(double s) {
            return 25.0 / 12.0 * Math.exp(-Math.sqrt(5 * s));
        }

        @Override
        double derivativeFromCorrelation(double s, double rho) {
            double u = Math.sqrt(5 * s);
            return -5.0 / 6.0 * (1 + u) * rho / (1 + u + u * u / 3);
        }
    };

    abstract double correlation(double s);

    /** d rho / d s. */
    abstract double derivative(double s);

    /**
     * d rho / d s given rho(s) as well: the exponential is then a known factor of rho, so the likelihood gradient,
     * which needs the derivative for every pair of points whose correlation the covariance matrix already holds,
     * evaluates no exponential.
     */
    abstract double derivativeFromCorrelation(double s, double rho);

    /** d^2 rho / d s^2; infinite at s = 0 for Matern 3/2. */
    abstract double secondDerivative(double s);

    /** Whether the GP mean has a Hessian everywhere (needed by second-order input-noise propagation). */
    public boolean isTwiceDifferentiable() {
        return true;
    }
}

package io.targetwise.core.surrogate.hetgp;

import io.targetwise.core.surrogate.gp.KernelType;

/**
 * hetGP's correlation functions (Binois, Gramacy and Ludkovski 2018): a product over the variables of 1-D factors in
 * r = |x_k - x'_k|, parametrised as the R package does so that its reference values carry over. RBF:
 * exp(-r^2 / theta_k), theta being a squared length scale (theta = 2 l^2 for {@code StationaryKernel}'s length scale
 * l); Matern 5/2 and 3/2: the 1-D Matern with length scale theta_k, multiplied over the variables (not the Matern of
 * the scaled distance that {@code StationaryKernel} uses). One theta for all variables makes the kernel isotropic.
 */
final class ProductCorrelation {
    private static final double SQRT3 = Math.sqrt(3);
    private static final double SQRT5 = Math.sqrt(5);

    private final KernelType type;

    ProductCorrelation(KernelType type) {
        this.type = type;
    }

    KernelType type() {
        return type;
    }

    private double factor(double r, double theta) {
        return switch (type) {
            case RBF -> Math.exp(-r * r / theta);
            case MATERN_52 -> {
                double t = SQRT5 * r / theta;
                yield (1 + t + t * t / 3) * Math.exp(-t);
            }
            case MATERN_32 -> {
                double t = SQRT3 * r / theta;
                yield (1 + t) * Math.exp(-t);
            }
        };
    }

    /** d log factor / d theta: the factor that multiplies c to give its derivative in theta_k. */
    private double logFactorDerivative(double r, double theta) {
        double t = r / theta;
        return switch (type) {
            case RBF -> t * t;
            case MATERN_52 -> 5.0 / 3 * t * t * (1 + SQRT5 * t) / (theta * (1 + SQRT5 * t + 5.0 / 3 * t * t));
            case MATERN_32 -> 3 * t * t / (theta * (1 + SQRT3 * t));
        };
    }

    private static double thetaOf(double[] theta, int variable) {
        return theta[theta.length == 1 ? 0 : variable];
    }

    double value(double[] a, double[] b, double[] theta) {
        double c = 1;
        for (int k = 0; k < a.length; k++) {
            c *= factor(Math.abs(a[k] - b[k]), thetaOf(theta, k));
        }
        return c;
    }

    /** The n x n correlation matrix of the rows of x, row-major. */
    double[] matrix(double[][] x, double[] theta) {
        int n = x.length;
        double[] c = new double[n * n];
        for (int i = 0; i < n; i++) {
            c[i * n + i] = 1;
            for (int j = 0; j < i; j++) {
                double v = value(x[i], x[j], theta);
                c[i * n + j] = v;
                c[j * n + i] = v;
            }
        }
        return c;
    }

    /** c(point, x_j) for every row x_j. */
    double[] cross(double[] point, double[][] x, double[] theta) {
        double[] k = new double[x.length];
        for (int j = 0; j < x.length; j++) {
            k[j] = value(point, x[j], theta);
        }
        return k;
    }

    /**
     * d C / d theta[p] given C = {@link #matrix}(x, theta): for an isotropic theta the derivative sums over the
     * variables.
     */
    double[] derivative(double[][] x, double[] theta, double[] c, int p) {
        int n = x.length;
        double[] d = new double[n * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < i; j++) {
                double s = 0;
                for (int k = 0; k < x[i].length; k++) {
                    if (theta.length == 1 || k == p) {
                        s += logFactorDerivative(Math.abs(x[i][k] - x[j][k]), thetaOf(theta, k));
                    }
                }
                double v = c[i * n + j] * s;
                d[i * n + j] = v;
                d[j * n + i] = v;
            }
        }
        return d;
    }
}

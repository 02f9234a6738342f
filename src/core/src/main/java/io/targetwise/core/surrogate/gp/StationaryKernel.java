package io.targetwise.core.surrogate.gp;

import java.util.Arrays;

/**
 * k(a, b) = sigma^2 rho(s), s = sum_d ((a_d - b_d) / l_d)^2: an ARD stationary kernel with its derivatives in the
 * inputs (for propagating input noise through the mean) and in the log-hyperparameters (for the likelihood gradient).
 */
public final class StationaryKernel {
    private final KernelType type;
    private final double signalVariance;
    private final double[] lengthScales;
    private final double[] inverseSquaredLengthScales;

    private StationaryKernel(KernelType type, double signalVariance, double[] lengthScales) {
        this.type = type;
        this.signalVariance = signalVariance;
        this.lengthScales = lengthScales;
        this.inverseSquaredLengthScales = new double[lengthScales.length];
        for (int d = 0; d < lengthScales.length; d++) {
            inverseSquaredLengthScales[d] = 1 / (lengthScales[d] * lengthScales[d]);
        }
    }

    /**
     * @throws IllegalArgumentException if the type is null, or the variance or a length scale is not finite and positive
     */
    public static StationaryKernel of(KernelType type, double signalVariance, double... lengthScales) {
        if (type == null) {
            throw new IllegalArgumentException("type must not be null");
        }
        if (!(signalVariance > 0) || Double.isInfinite(signalVariance)) {
            throw new IllegalArgumentException("signalVariance must be finite and > 0, got " + signalVariance);
        }
        if (lengthScales.length == 0) {
            throw new IllegalArgumentException("lengthScales must not be empty");
        }
        for (int d = 0; d < lengthScales.length; d++) {
            if (!(lengthScales[d] > 0) || Double.isInfinite(lengthScales[d])) {
                throw new IllegalArgumentException("lengthScales[" + d + "] must be finite and > 0, got " + lengthScales[d]);
            }
        }
        return new StationaryKernel(type, signalVariance, lengthScales.clone());
    }

    public KernelType type() {
        return type;
    }

    public double signalVariance() {
        return signalVariance;
    }

    public double[] lengthScales() {
        return lengthScales.clone();
    }

    public int dimension() {
        return lengthScales.length;
    }

    /** Number of log-hyperparameters: one per length scale, then the log signal variance. */
    public int hyperparameterCount() {
        return lengthScales.length + 1;
    }

    public double value(double[] a, double[] b) {
        return signalVariance * type.correlation(scaledSquaredDistance(a, 0, b, 0));
    }

    /** k between row i of a (row-major, D columns) and row j of b. */
    double value(double[] a, int i, double[] b, int j) {
        int d = lengthScales.length;
        return signalVariance * type.correlation(scaledSquaredDistance(a, i * d, b, j * d));
    }

    private double scaledSquaredDistance(double[] a, int aFrom, double[] b, int bFrom) {
        double s = 0;
        for (int d = 0; d < inverseSquaredLengthScales.length; d++) {
            double delta = a[aFrom + d] - b[bFrom + d];
            s += delta * delta * inverseSquaredLengthScales[d];
        }
        return s;
    }

    /**
     * Adds {@code weight} times the gradient of k(a_i, b_j) in (log l_1, ..., log l_D, log sigma^2) to
     * {@code accumulator}: d k / d log l_d = -2 sigma^2 rho'(s) delta_d^2 / l_d^2 and d k / d log sigma^2 = k.
     */
    void addHyperparameterGradient(double[] a, int i, double[] b, int j, double weight, double[] accumulator) {
        int dim = lengthScales.length;
        double s = scaledSquaredDistance(a, i * dim, b, j * dim);
        double radial = -2 * weight * signalVariance * type.derivative(s);
        for (int d = 0; d < dim; d++) {
            double delta = a[i * dim + d] - b[j * dim + d];
            accumulator[d] += radial * delta * delta * inverseSquaredLengthScales[d];
        }
        accumulator[dim] += weight * signalVariance * type.correlation(s);
    }

    /**
     * As {@link #addHyperparameterGradient(double[], int, double[], int, double, double[])} when k(a_i, b_j) is known
     * (an entry of the covariance matrix): no exponential is evaluated.
     */
    void addHyperparameterGradient(double[] a, int i, double[] b, int j, double value, double weight,
            double[] accumulator) {
        int dim = lengthScales.length;
        double s = scaledSquaredDistance(a, i * dim, b, j * dim);
        double radial = -2 * weight * signalVariance * type.derivativeFromCorrelation(s, value / signalVariance);
        for (int d = 0; d < dim; d++) {
            double delta = a[i * dim + d] - b[j * dim + d];
            accumulator[d] += radial * delta * delta * inverseSquaredLengthScales[d];
        }
        accumulator[dim] += weight * value;
    }

    /** The gradient of k(a, b) in (log l_1, ..., log l_D, log sigma^2). */
    public double[] hyperparameterGradient(double[] a, double[] b) {
        requireDimension(a, "a");
        requireDimension(b, "b");
        double[] gradient = new double[hyperparameterCount()];
        addHyperparameterGradient(a, 0, b, 0, 1, gradient);
        return gradient;
    }

    /** Adds {@code weight} times d k(x, b_j) / d x to {@code accumulator}: 2 sigma^2 rho'(s) delta_d / l_d^2. */
    void addInputGradient(double[] x, double[] b, int j, double weight, double[] accumulator) {
        int dim = lengthScales.length;
        double s = scaledSquaredDistance(x, 0, b, j * dim);
        double radial = 2 * weight * signalVariance * type.derivative(s);
        for (int d = 0; d < dim; d++) {
            accumulator[d] += radial * (x[d] - b[j * dim + d]) * inverseSquaredLengthScales[d];
        }
    }

    /**
     * Adds {@code weight} times d^2 k(x, b_j) / dx dx^T to {@code accumulator} (D x D, row-major):
     * sigma^2 (4 rho''(s) delta_d delta_e / (l_d^2 l_e^2) + 2 rho'(s) [d = e] / l_d^2).
     */
    void addInputHessian(double[] x, double[] b, int j, double weight, double[] accumulator) {
        int dim = lengthScales.length;
        double s = scaledSquaredDistance(x, 0, b, j * dim);
        double first = 2 * weight * signalVariance * type.derivative(s);
        double second = 4 * weight * signalVariance * type.secondDerivative(s);
        for (int d = 0; d < dim; d++) {
            double ud = (x[d] - b[j * dim + d]) * inverseSquaredLengthScales[d];
            for (int e = 0; e < dim; e++) {
                double ue = (x[e] - b[j * dim + e]) * inverseSquaredLengthScales[e];
                accumulator[d * dim + e] += second * ud * ue;
            }
            accumulator[d * dim + d] += first * inverseSquaredLengthScales[d];
        }
    }

    /** d k(a, b) / d a. */
    public double[] inputGradient(double[] a, double[] b) {
        requireDimension(a, "a");
        requireDimension(b, "b");
        double[] gradient = new double[dimension()];
        addInputGradient(a, b, 0, 1, gradient);
        return gradient;
    }

    /** d^2 k(a, b) / da da^T, row-major D x D. */
    public double[] inputHessian(double[] a, double[] b) {
        requireDimension(a, "a");
        requireDimension(b, "b");
        double[] hessian = new double[dimension() * dimension()];
        addInputHessian(a, b, 0, 1, hessian);
        return hessian;
    }

    private void requireDimension(double[] x, String name) {
        if (x.length != lengthScales.length) {
            throw new IllegalArgumentException(name + " must have " + lengthScales.length + " entries, got " + x.length);
        }
    }

    @Override
    public String toString() {
        return "StationaryKernel[" + type + ", signalVariance=" + signalVariance + ", lengthScales="
                + Arrays.toString(lengthScales) + "]";
    }
}

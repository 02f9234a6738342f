package io.targetwise.benchmarks.problems.neon;

import java.util.SplittableRandom;

/**
 * NEON's Brusselator problem: the reaction-diffusion system u_t = D0 lap u + a - (1 + b) u + u^2 v,
 * v_t = D1 lap v + b u - u^2 v on an N x N grid of unit cells with zero-flux boundaries (py-pde's UnitGrid), from
 * u = a, v = b / a + 0.1 N(0, 1) (noise from a fixed seed) to t = 20. Design (a, b, D0, D1) in
 * [0.1, 5]^2 x [0.01, 5]^2; the field is (u, v) at the end on the grid, g = Var(W s) over all 2 N^2 entries with
 * weight 1 on the two outermost rows and columns and 0.1 inside, to be minimised.
 *
 * <p>Solved by the method of lines: the five-point Laplacian with mirrored ghost cells, then classic fourth-order
 * Runge-Kutta in time (explicit stability needs dt below about 0.5 / (4 max(D0, D1)), 0.025 at D = 5; the paper's
 * dt is 1e-3). A solution that blows up gives g = +infinity (the authors replace it by 1e5 N(0, 1) noise).
 */
public final class Brusselator implements CompositeProblem {
    private static final double[] LOWER = {0.1, 0.1, 0.01, 0.01};
    private static final double[] UPPER = {5, 5, 5, 5};
    private static final double INITIAL_NOISE = 0.1;
    private static final double EDGE_WEIGHT = 1;
    private static final double INNER_WEIGHT = 0.1;

    private final int size;
    private final double endTime;
    private final double timeStep;
    private final long noiseSeed;

    private Brusselator(int size, double endTime, double timeStep, long noiseSeed) {
        this.size = size;
        this.endTime = endTime;
        this.timeStep = timeStep;
        this.noiseSeed = noiseSeed;
    }

    /** The paper's setting: 64 x 64, t in [0, 20], dt = 1e-3. */
    public static Brusselator paperSettings() {
        return of(64, 20, 1e-3, 0);
    }

    /** @throws IllegalArgumentException naming the field if size is below 4 or the times are not positive */
    public static Brusselator of(int size, double endTime, double timeStep, long noiseSeed) {
        if (size < 4) {
            throw new IllegalArgumentException("size must be >= 4, got " + size);
        }
        if (!(endTime > 0) || Double.isInfinite(endTime)) {
            throw new IllegalArgumentException("endTime must be finite and > 0, got " + endTime);
        }
        if (!(timeStep > 0) || timeStep > endTime) {
            throw new IllegalArgumentException("timeStep must be in (0, endTime], got " + timeStep);
        }
        return new Brusselator(size, endTime, timeStep, noiseSeed);
    }

    @Override
    public String id() {
        return "neon-brusselator";
    }

    @Override
    public double[] lowerBounds() {
        return LOWER.clone();
    }

    @Override
    public double[] upperBounds() {
        return UPPER.clone();
    }

    /** linspace(0, 1, N)^2, row-major. */
    @Override
    public double[][] queryPoints() {
        double[][] points = new double[size * size][];
        for (int i = 0; i < size; i++) {
            for (int j = 0; j < size; j++) {
                points[i * size + j] = new double[] {i / (size - 1.0), j / (size - 1.0)};
            }
        }
        return points;
    }

    @Override
    public int channels() {
        return 2;
    }

    @Override
    public double[] field(double[] design) {
        CompositeProblem.requireInBox(this, design);
        int cells = size * size;
        double[] state = new double[2 * cells];
        SplittableRandom noise = new SplittableRandom(noiseSeed);
        for (int c = 0; c < cells; c++) {
            state[c] = design[0];
            state[cells + c] = design[1] / design[0] + INITIAL_NOISE * noise.nextGaussian();
        }
        double[] end = integrate(design, state);
        double[] field = new double[2 * cells];
        for (int c = 0; c < cells; c++) {
            field[2 * c] = end[c];
            field[2 * c + 1] = end[cells + c];
        }
        return field;
    }

    @Override
    public double objective(double[] field) {
        double sum = 0;
        double sumOfSquares = 0;
        int n = field.length;
        for (int k = 0; k < n; k++) {
            int cell = k / 2;
            int row = cell / size;
            int column = cell % size;
            double weighted = weight(row) == EDGE_WEIGHT || weight(column) == EDGE_WEIGHT ? field[k] * EDGE_WEIGHT
                    : field[k] * INNER_WEIGHT;
            if (!Double.isFinite(weighted)) {
                return Double.POSITIVE_INFINITY;
            }
            sum += weighted;
            sumOfSquares += weighted * weighted;
        }
        double mean = sum / n;
        return Math.max(0, sumOfSquares / n - mean * mean);
    }

    @Override
    public boolean maximises() {
        return false;
    }

    /** Classic RK4 on the method-of-lines system from t = 0 to endTime; visible for tests. */
    double[] integrate(double[] design, double[] initial) {
        int steps = (int) Math.round(endTime / timeStep);
        double[] y = initial.clone();
        double[] k1 = new double[y.length];
        double[] k2 = new double[y.length];
        double[] k3 = new double[y.length];
        double[] k4 = new double[y.length];
        double[] stage = new double[y.length];
        for (int s = 0; s < steps; s++) {
            derivative(design, y, k1);
            axpy(y, 0.5 * timeStep, k1, stage);
            derivative(design, stage, k2);
            axpy(y, 0.5 * timeStep, k2, stage);
            derivative(design, stage, k3);
            axpy(y, timeStep, k3, stage);
            derivative(design, stage, k4);
            for (int i = 0; i < y.length; i++) {
                y[i] += timeStep / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
            }
        }
        return y;
    }

    /** The right-hand side of the method-of-lines system; state holds u then v, each row-major. */
    void derivative(double[] design, double[] state, double[] out) {
        double a = design[0];
        double b = design[1];
        double d0 = design[2];
        double d1 = design[3];
        int cells = size * size;
        for (int c = 0; c < cells; c++) {
            double u = state[c];
            double v = state[cells + c];
            double reaction = u * u * v;
            out[c] = d0 * laplacian(state, 0, c) + a - (1 + b) * u + reaction;
            out[cells + c] = d1 * laplacian(state, cells, c) + b * u - reaction;
        }
    }

    /** Five-point Laplacian with unit spacing; a missing neighbour mirrors the cell itself (zero flux). */
    double laplacian(double[] state, int offset, int cell) {
        int row = cell / size;
        int column = cell % size;
        double centre = state[offset + cell];
        double up = row > 0 ? state[offset + cell - size] : centre;
        double down = row < size - 1 ? state[offset + cell + size] : centre;
        double left = column > 0 ? state[offset + cell - 1] : centre;
        double right = column < size - 1 ? state[offset + cell + 1] : centre;
        return up + down + left + right - 4 * centre;
    }

    private double weight(int index) {
        return index <= 1 || index >= size - 2 ? EDGE_WEIGHT : INNER_WEIGHT;
    }

    private static void axpy(double[] y, double h, double[] k, double[] out) {
        for (int i = 0; i < y.length; i++) {
            out[i] = y[i] + h * k[i];
        }
    }
}

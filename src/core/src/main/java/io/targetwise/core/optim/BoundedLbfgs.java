package io.targetwise.core.optim;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Minimises a smooth function on a box by projected L-BFGS: the quasi-Newton direction is taken over the variables
 * not held at a bound, and a backtracking (Armijo) search runs along the projected path. A non-finite value (for a
 * likelihood: a failed Cholesky) counts as a failed trial step. The stopping rules follow L-BFGS-B's defaults (projected
 * gradient below 1e-5, or relative decrease below about 2e-9) so that optima are comparable with scikit-learn's.
 * Backtracking steps come from the minimiser of the quadratic through f(x), f'(x) and the rejected trial value,
 * kept within [0.1, 0.5] of the rejected step (Nocedal and Wright, section 3.5).
 */
public final class BoundedLbfgs {
    private static final int MEMORY = 10;
    private static final double ARMIJO = 1e-4;
    private static final double GRADIENT_TOLERANCE = 1e-5;
    private static final double RELATIVE_DECREASE_TOLERANCE = 2.2e-9;
    private static final int MAX_BACKTRACKS = 40;

    /**
     * f, and separately its gradient: trial steps that the line search rejects need only the value, which for a
     * likelihood costs a third of value and gradient. f may be +infinity where it is undefined.
     */
    public interface Objective {
        double value(double[] x);

        /** The gradient at a point whose value was just computed. */
        void gradient(double[] x, double[] gradient);
    }

    private final double[] lower;
    private final double[] upper;
    private final int maxIterations;

    public BoundedLbfgs(double[] lower, double[] upper, int maxIterations) {
        this.lower = lower.clone();
        this.upper = upper.clone();
        this.maxIterations = maxIterations;
    }

    public Optimum minimise(Objective objective, double[] start) {
        int n = start.length;
        double[] x = project(start);
        double[] g = new double[n];
        double f = objective.value(x);
        int evaluations = 1;
        if (!Double.isFinite(f)) {
            return new Optimum(x, f, evaluations);
        }
        objective.gradient(x, g);
        Deque<double[][]> memory = new ArrayDeque<>();
        for (int iteration = 0; iteration < maxIterations; iteration++) {
            if (projectedGradientNorm(x, g) < GRADIENT_TOLERANCE) {
                break;
            }
            double[] direction = direction(x, g, memory);
            double slope = dot(g, direction);
            if (!(slope < 0)) {
                memory.clear();
                direction = steepestFreeDirection(x, g);
                slope = dot(g, direction);
            }
            double step = memory.isEmpty() ? Math.min(1, 1 / norm(direction)) : 1;
            double[] trial = null;
            double trialValue = Double.POSITIVE_INFINITY;
            for (int backtrack = 0; backtrack < MAX_BACKTRACKS; backtrack++) {
                trial = project(axpy(step, direction, x));
                trialValue = objective.value(trial);
                evaluations++;
                double predicted = dot(g, subtract(trial, x));
                if (Double.isFinite(trialValue) && trialValue <= f + ARMIJO * Math.min(predicted, 0)) {
                    break;
                }
                step = shorterStep(step, slope, f, trialValue);
            }
            if (!(trialValue <= f)) {
                break;
            }
            double[] trialGradient = new double[n];
            objective.gradient(trial, trialGradient);
            double[] s = subtract(trial, x);
            double[] y = subtract(trialGradient, g);
            double sy = dot(s, y);
            if (sy > 1e-10 * norm(s) * norm(y)) {
                memory.addLast(new double[][] {s, y, {1 / sy}});
                if (memory.size() > MEMORY) {
                    memory.removeFirst();
                }
            }
            double decrease = f - trialValue;
            x = trial;
            g = trialGradient;
            f = trialValue;
            if (decrease <= RELATIVE_DECREASE_TOLERANCE * Math.max(Math.max(Math.abs(f), Math.abs(f + decrease)), 1)) {
                break;
            }
        }
        return new Optimum(x, f, evaluations);
    }

    /** Minimiser of the quadratic through (0, f), slope and (step, trial value), within [0.1, 0.5] of the step. */
    private static double shorterStep(double step, double slope, double f, double trialValue) {
        if (!Double.isFinite(trialValue)) {
            return step / 2;
        }
        double curvature = trialValue - f - slope * step;
        double minimiser = curvature > 0 ? -slope * step * step / (2 * curvature) : step / 2;
        return Math.min(0.5 * step, Math.max(0.1 * step, minimiser));
    }

    /** Two-loop recursion for -H g, with the components of variables held at a bound removed. */
    private double[] direction(double[] x, double[] g, Deque<double[][]> memory) {
        boolean[] held = held(x, g);
        double[] q = g.clone();
        zero(q, held);
        double[] alpha = new double[memory.size()];
        int k = memory.size() - 1;
        for (var it = memory.descendingIterator(); it.hasNext(); k--) {
            double[][] pair = it.next();
            alpha[k] = pair[2][0] * dotFree(pair[0], q, held);
            axpyInPlace(-alpha[k], pair[1], q, held);
        }
        if (!memory.isEmpty()) {
            double[][] last = memory.peekLast();
            double yy = dotFree(last[1], last[1], held);
            double sy = dotFree(last[0], last[1], held);
            double initialScale = yy > 0 && sy > 0 ? sy / yy : 1;
            for (int i = 0; i < q.length; i++) {
                q[i] *= initialScale;
            }
        }
        k = 0;
        for (double[][] pair : memory) {
            double beta = pair[2][0] * dotFree(pair[1], q, held);
            axpyInPlace(alpha[k] - beta, pair[0], q, held);
            k++;
        }
        for (int i = 0; i < q.length; i++) {
            q[i] = held[i] ? 0 : -q[i];
        }
        return q;
    }

    private double[] steepestFreeDirection(double[] x, double[] g) {
        boolean[] held = held(x, g);
        double[] d = new double[g.length];
        for (int i = 0; i < g.length; i++) {
            d[i] = held[i] ? 0 : -g[i];
        }
        return d;
    }

    /** Variables at a bound whose gradient pushes them further out. */
    private boolean[] held(double[] x, double[] g) {
        boolean[] held = new boolean[x.length];
        for (int i = 0; i < x.length; i++) {
            held[i] = (x[i] <= lower[i] && g[i] > 0) || (x[i] >= upper[i] && g[i] < 0) || lower[i] == upper[i];
        }
        return held;
    }

    private double projectedGradientNorm(double[] x, double[] g) {
        double max = 0;
        for (int i = 0; i < x.length; i++) {
            double moved = Math.min(upper[i], Math.max(lower[i], x[i] - g[i]));
            max = Math.max(max, Math.abs(moved - x[i]));
        }
        return max;
    }

    private double[] project(double[] x) {
        double[] p = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            p[i] = Math.min(upper[i], Math.max(lower[i], x[i]));
        }
        return p;
    }

    private static void zero(double[] v, boolean[] held) {
        for (int i = 0; i < v.length; i++) {
            if (held[i]) {
                v[i] = 0;
            }
        }
    }

    private static double dotFree(double[] a, double[] b, boolean[] held) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            if (!held[i]) {
                s += a[i] * b[i];
            }
        }
        return s;
    }

    private static void axpyInPlace(double a, double[] x, double[] y, boolean[] held) {
        for (int i = 0; i < y.length; i++) {
            if (!held[i]) {
                y[i] += a * x[i];
            }
        }
    }

    private static double[] axpy(double a, double[] x, double[] y) {
        double[] r = new double[y.length];
        for (int i = 0; i < y.length; i++) {
            r[i] = y[i] + a * x[i];
        }
        return r;
    }

    private static double[] subtract(double[] a, double[] b) {
        double[] r = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            r[i] = a[i] - b[i];
        }
        return r;
    }

    private static double dot(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }

    private static double norm(double[] a) {
        return Math.sqrt(dot(a, a));
    }
}

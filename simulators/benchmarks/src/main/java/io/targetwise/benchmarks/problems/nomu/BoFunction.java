package io.targetwise.benchmarks.problems.nomu;

import io.targetwise.core.Arguments;
import java.util.Arrays;
import java.util.function.ToDoubleFunction;

/**
 * NOMU's Bayesian-optimisation test functions (G-function, Levy, Perm with beta 0.5, Rosenbrock; used in 5, 10 and
 * 20 dimensions) as the authors' code sets them up (digest seed-000-nomu, section 4): x in [-1, 1]^d is mapped
 * affinely onto the function's usual domain, and the raw value y onto s(y) = 2 (y - (best + worst) / 2) /
 * (worst - best), so the reference optimum scores -1 and the reference worst point +1. NOMU maximises -s; here s is
 * minimised, which is the same problem, and NOMU's regret |1 - max(-s)| is {@link #regret}.
 */
public final class BoFunction implements TestFunction {
    private static final double PERM_BETA = 0.5;

    private final String id;
    private final double[] lower;
    private final double[] upper;
    private final ToDoubleFunction<double[]> raw;
    private final double best;
    private final double worst;

    private BoFunction(String id, double lower, double upper, int dimension, ToDoubleFunction<double[]> raw,
            double[] bestPoint, double[] worstPoint) {
        this.id = id;
        this.lower = filled(dimension, lower);
        this.upper = filled(dimension, upper);
        this.raw = raw;
        this.best = raw.applyAsDouble(bestPoint);
        this.worst = raw.applyAsDouble(worstPoint);
    }

    /** The G-function on [0, 1]^d: prod (|4 u_i - 2| + a_i) / (1 + a_i), a_i = (i - 2) / 2 for i = 1..d. */
    public static BoFunction gFunction(int dimension) {
        Arguments.requireAtLeast("dimension", dimension, 2);
        double[] bestPoint = filled(dimension, 1);
        bestPoint[0] = 0.5;
        return new BoFunction("nomu-bo-g-" + dimension + "d", 0, 1, dimension, u -> {
            double product = 1;
            for (int i = 1; i <= u.length; i++) {
                double a = (i - 2) / 2.0;
                product *= (Math.abs(4 * u[i - 1] - 2) + a) / (1 + a);
            }
            return product;
        }, bestPoint, filled(dimension, 1));
    }

    /** Levy on [-10, 10]^d, minimum 0 at (1, ..., 1); the reference worst point is (-10, ..., -10). */
    public static BoFunction levy(int dimension) {
        Arguments.requireAtLeast("dimension", dimension, 2);
        return new BoFunction("nomu-bo-levy-" + dimension + "d", -10, 10, dimension, x -> levyValue(x, 1),
                filled(dimension, 1), filled(dimension, -10));
    }

    /**
     * Levy with the two quirks of NOMU's code, needed to compare regrets with its tables: the last term is added
     * d - 1 times, and best and worst are swapped, so the task drives Levy up towards (-10, ..., -10).
     */
    public static BoFunction levyAsInNomuCode(int dimension) {
        Arguments.requireAtLeast("dimension", dimension, 2);
        return new BoFunction("nomu-bo-levy-code-" + dimension + "d", -10, 10, dimension,
                x -> levyValue(x, x.length - 1), filled(dimension, -10), filled(dimension, 1));
    }

    /** Perm (d, beta = 0.5) on [-d, d]^d: sum_i (sum_j (j^i + beta)((x_j / j)^i - 1))^2, minimum 0 at (1, ..., d). */
    public static BoFunction perm(int dimension) {
        Arguments.requireAtLeast("dimension", dimension, 2);
        double[] bestPoint = new double[dimension];
        for (int j = 0; j < dimension; j++) {
            bestPoint[j] = j + 1;
        }
        return new BoFunction("nomu-bo-perm-" + dimension + "d", -dimension, dimension, dimension, x -> {
            double sum = 0;
            for (int i = 1; i <= x.length; i++) {
                double inner = 0;
                for (int j = 1; j <= x.length; j++) {
                    inner += (Math.pow(j, i) + PERM_BETA) * (Math.pow(x[j - 1] / j, i) - 1);
                }
                sum += inner * inner;
            }
            return sum;
        }, bestPoint, filled(dimension, -dimension));
    }

    /** Rosenbrock on [-5, 10]^d, minimum 0 at (1, ..., 1); the reference worst point is (10, ..., 10). */
    public static BoFunction rosenbrock(int dimension) {
        Arguments.requireAtLeast("dimension", dimension, 2);
        return new BoFunction("nomu-bo-rosenbrock-" + dimension + "d", -5, 10, dimension, x -> {
            double sum = 0;
            for (int i = 0; i + 1 < x.length; i++) {
                double valley = x[i + 1] - x[i] * x[i];
                sum += 100 * valley * valley + (x[i] - 1) * (x[i] - 1);
            }
            return sum;
        }, filled(dimension, 1), filled(dimension, 10));
    }

    private static double levyValue(double[] x, int lastTermRepeats) {
        int d = x.length;
        double first = Math.sin(Math.PI * levyW(x[0]));
        double sum = first * first;
        for (int i = 0; i < d - 1; i++) {
            double w = levyW(x[i]);
            double s = Math.sin(Math.PI * w + 1);
            sum += (w - 1) * (w - 1) * (1 + 10 * s * s);
        }
        double wd = levyW(x[d - 1]);
        double s = Math.sin(2 * Math.PI * wd);
        return sum + lastTermRepeats * (wd - 1) * (wd - 1) * (1 + s * s);
    }

    private static double levyW(double x) {
        return 1 + (x - 1) / 4;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public int dimension() {
        return lower.length;
    }

    /** The raw function value at a point of its own domain (not the unit box). */
    public double rawValue(double[] domainPoint) {
        return raw.applyAsDouble(domainPoint);
    }

    /** The point of the function's own domain that x in [-1, 1]^d stands for. */
    public double[] toDomain(double[] x) {
        TestFunction.requireInUnitBox(id, dimension(), x);
        return uncheckedToDomain(x);
    }

    private double[] uncheckedToDomain(double[] x) {
        double[] point = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            point[i] = lower[i] + (x[i] + 1) / 2 * (upper[i] - lower[i]);
        }
        return point;
    }

    @Override
    public double uncheckedValue(double[] x) {
        double y = raw.applyAsDouble(uncheckedToDomain(x));
        return 2 * (y - (best + worst) / 2) / (worst - best);
    }

    /** -1: the reference optimum's scaled value (NOMU takes max(-s) = 1 as known). */
    @Override
    public double minimum() {
        return -1;
    }

    /** NOMU's regret |1 - (-s(y))| = |s(y) + 1|. */
    @Override
    public double regret(double[] x) {
        return Math.abs(value(x) + 1);
    }

    private static double[] filled(int n, double value) {
        double[] a = new double[n];
        Arrays.fill(a, value);
        return a;
    }
}

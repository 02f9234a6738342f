package io.targetwise.core.optim;

import java.util.Arrays;
import java.util.function.BooleanSupplier;

/**
 * Derivative-free local maximisation in the unit cube: Nelder–Mead whose trial points are projected onto the cube,
 * with an extreme barrier (score -infinity) for points the caller rejects, e.g. for breaking a linear constraint.
 * Coefficients adapt to the dimension (Gao and Han 2012) so that the simplex keeps moving in five or more
 * dimensions. Deterministic.
 */
public final class NelderMead {
    private static final double INITIAL_STEP = 0.05;
    private static final double X_TOLERANCE = 1e-6;
    private static final double RELATIVE_F_TOLERANCE = 1e-10;

    /** Scores points of the unit cube; -infinity for rejected ones, never NaN. */
    @FunctionalInterface
    public interface UnitObjective {
        double[] evaluate(double[][] points);
    }

    private final UnitObjective objective;
    private final int maxEvaluations;
    private final BooleanSupplier outOfTime;
    private final double expansion;
    private final double contraction;
    private final double shrink;
    private int evaluations;

    private NelderMead(UnitObjective objective, int dimension, int maxEvaluations, BooleanSupplier outOfTime) {
        this.objective = objective;
        this.maxEvaluations = maxEvaluations;
        this.outOfTime = outOfTime;
        // Gao and Han's coefficients; in one or two dimensions they reduce to the classic 2, 1/2, 1/2.
        int n = Math.max(dimension, 2);
        expansion = 1 + 2.0 / n;
        contraction = 0.75 - 1.0 / (2 * n);
        shrink = 1 - 1.0 / n;
    }

    /**
     * The best point found from {@code start}, which must score above -infinity, within {@code maxEvaluations}
     * objective evaluations or until {@code outOfTime} says stop.
     */
    public static Optimum maximize(UnitObjective objective, double[] start, int maxEvaluations,
            BooleanSupplier outOfTime) {
        return new NelderMead(objective, start.length, maxEvaluations, outOfTime).run(start);
    }

    private Optimum run(double[] start) {
        int n = start.length;
        double[][] simplex = new double[n + 1][];
        simplex[0] = start.clone();
        for (int j = 0; j < n; j++) {
            double[] vertex = start.clone();
            // Step the way that stays inside the cube, so that no edge starts projected to zero length.
            vertex[j] += start[j] + INITIAL_STEP <= 1 ? INITIAL_STEP : -INITIAL_STEP;
            simplex[j + 1] = vertex;
        }
        double[] values = evaluate(simplex);
        while (evaluations < maxEvaluations && !outOfTime.getAsBoolean()) {
            sortDescending(simplex, values);
            double best = values[0];
            double worst = values[n];
            if (diameter(simplex) < X_TOLERANCE || best - worst <= RELATIVE_F_TOLERANCE * Math.abs(best)) {
                break;
            }
            double[] centroid = centroidWithoutWorst(simplex);
            double[] reflected = along(centroid, simplex[n], -1);
            double fr = evaluate(reflected);
            if (fr > best) {
                double[] expanded = along(centroid, simplex[n], -expansion);
                double fe = evaluate(expanded);
                replaceWorst(simplex, values, fe > fr ? expanded : reflected, Math.max(fe, fr));
            } else if (fr > values[n - 1]) {
                replaceWorst(simplex, values, reflected, fr);
            } else {
                boolean outside = fr > worst;
                double[] contracted = along(centroid, simplex[n], outside ? -contraction : contraction);
                double fc = evaluate(contracted);
                if (outside ? fc >= fr : fc > worst) {
                    replaceWorst(simplex, values, contracted, fc);
                } else {
                    shrinkTowardsBest(simplex, values);
                }
            }
        }
        sortDescending(simplex, values);
        return new Optimum(simplex[0], values[0], evaluations);
    }

    /** centroid + t (vertex - centroid), projected onto the unit cube. */
    private static double[] along(double[] centroid, double[] vertex, double t) {
        double[] x = new double[centroid.length];
        for (int j = 0; j < x.length; j++) {
            x[j] = Math.min(1, Math.max(0, centroid[j] + t * (vertex[j] - centroid[j])));
        }
        return x;
    }

    private static double[] centroidWithoutWorst(double[][] simplex) {
        int n = simplex.length - 1;
        double[] c = new double[n];
        for (int v = 0; v < n; v++) {
            for (int j = 0; j < n; j++) {
                c[j] += simplex[v][j] / n;
            }
        }
        return c;
    }

    private static void replaceWorst(double[][] simplex, double[] values, double[] point, double value) {
        simplex[simplex.length - 1] = point;
        values[values.length - 1] = value;
    }

    private void shrinkTowardsBest(double[][] simplex, double[] values) {
        double[][] moved = new double[simplex.length - 1][];
        for (int v = 1; v < simplex.length; v++) {
            moved[v - 1] = along(simplex[0], simplex[v], shrink);
        }
        double[] movedValues = evaluate(moved);
        for (int v = 1; v < simplex.length; v++) {
            simplex[v] = moved[v - 1];
            values[v] = movedValues[v - 1];
        }
    }

    private double evaluate(double[] point) {
        return evaluate(new double[][] {point})[0];
    }

    private double[] evaluate(double[][] points) {
        evaluations += points.length;
        return objective.evaluate(points);
    }

    private static double diameter(double[][] simplex) {
        double max = 0;
        for (int v = 1; v < simplex.length; v++) {
            double sq = 0;
            for (int j = 0; j < simplex[0].length; j++) {
                double d = simplex[v][j] - simplex[0][j];
                sq += d * d;
            }
            max = Math.max(max, sq);
        }
        return Math.sqrt(max);
    }

    private static void sortDescending(double[][] simplex, double[] values) {
        Integer[] order = new Integer[values.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Double.compare(values[b], values[a]));
        double[][] sortedPoints = new double[simplex.length][];
        double[] sortedValues = new double[values.length];
        for (int i = 0; i < order.length; i++) {
            sortedPoints[i] = simplex[order[i]];
            sortedValues[i] = values[order[i]];
        }
        System.arraycopy(sortedPoints, 0, simplex, 0, simplex.length);
        System.arraycopy(sortedValues, 0, values, 0, values.length);
    }
}

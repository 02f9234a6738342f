package io.targetwise.benchmarks.responsesurface;

import io.targetwise.benchmarks.responsesurface.QuadraticModel.Terms;
import io.targetwise.core.optim.BoundedLbfgs;
import io.targetwise.core.optim.Optimum;
import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.variance.LogSampleVariance;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The dual response surface of Vining and Myers (1990) with Lin and Tu's (1995) criterion, on one region in coded
 * units: a quadratic model mu(z) of the mean, a quadratic model g(z) of log sigma^2, and the setpoint minimising
 * MSE(z) = (mu(z) - y*)^2 + exp(g(z)) over the region.
 * <ul>
 *   <li>The mean model is ordinary least squares on every reading, i.e. weighted least squares on the design points'
 *       means with weight n_i.</li>
 *   <li>The log-variance model is weighted least squares on each design point's log s^2, bias-corrected for the log of
 *       a scaled chi-square with n_i - 1 degrees of freedom (log s^2 - (digamma(k) - log k), k = (n_i - 1) / 2) and
 *       weighted by the inverse of its sampling variance trigamma(k): the core's {@link LogSampleVariance} targets,
 *       which the product's log-variance models fit too.</li>
 * </ul>
 */
public final class DualResponseSurface {
    private static final int MAX_ITERATIONS = 200;
    /** Multi-start from the 3^d grid up to this many points, from the region's composite design beyond. */
    private static final int MAX_GRID_STARTS = 729;

    private final Region region;
    private final QuadraticModel mean;
    private final QuadraticModel logVariance;
    private final double target;

    private DualResponseSurface(Region region, QuadraticModel mean, QuadraticModel logVariance, double target) {
        this.region = region;
        this.mean = mean;
        this.logVariance = logVariance;
        this.target = target;
    }

    /** Both models given, in the region's coded units. */
    public static DualResponseSurface of(Region region, QuadraticModel mean, QuadraticModel logVariance,
            double target) {
        return new DualResponseSurface(region, mean, logVariance, target);
    }

    /**
     * Fits both models with the given terms to the design points (setpoints in natural units, in the region).
     *
     * @throws IllegalArgumentException if the points cannot estimate the terms
     * @throws io.targetwise.core.surrogate.ModelFittingException with fewer than 2 replicated points
     */
    public static DualResponseSurface fit(Region region, Terms terms, List<DesignPoint> points, double target) {
        double[][] z = points.stream().map(p -> region.code(p.setpoint().toArray())).toArray(double[][]::new);
        double[] means = points.stream().mapToDouble(DesignPoint::mean).toArray();
        double[] counts = points.stream().mapToDouble(DesignPoint::replicates).toArray();
        QuadraticModel mean = QuadraticModel.fit(terms, z, means, counts);
        LogSampleVariance logS2 = LogSampleVariance.of(points);
        double[][] zv = Arrays.stream(logS2.setpoints()).map(region::code).toArray(double[][]::new);
        double[] weights = Arrays.stream(logS2.noiseVariances()).map(v -> 1 / v).toArray();
        return new DualResponseSurface(region, mean, QuadraticModel.fit(terms, zv, logS2.targets(), weights), target);
    }

    public Region region() {
        return region;
    }

    public QuadraticModel meanModel() {
        return mean;
    }

    public QuadraticModel logVarianceModel() {
        return logVariance;
    }

    /** Lin and Tu's criterion at a setpoint in natural units. */
    public double mse(double[] x) {
        return codedMse(region.code(x));
    }

    private double codedMse(double[] z) {
        double bias = mean.value(z) - target;
        return bias * bias + Math.exp(logVariance.value(z));
    }

    /**
     * The setpoint (natural units) minimising the MSE over the region: projected L-BFGS (the core's
     * {@link BoundedLbfgs}) from every point of the 3^d grid in coded units (the composite design's points beyond 6
     * variables); the criterion is not convex, so the best local optimum is kept.
     */
    public double[] minimiseMse() {
        int d = region.lower().length;
        double[] lower = new double[d];
        double[] upper = new double[d];
        Arrays.fill(lower, -1);
        Arrays.fill(upper, 1);
        BoundedLbfgs lbfgs = new BoundedLbfgs(lower, upper, MAX_ITERATIONS);
        double[] gm = new double[d];
        double[] gv = new double[d];
        BoundedLbfgs.Objective objective = new BoundedLbfgs.Objective() {
            @Override
            public double value(double[] z) {
                return codedMse(z);
            }

            @Override
            public void gradient(double[] z, double[] gradient) {
                mean.gradient(z, gm);
                logVariance.gradient(z, gv);
                double bias = mean.value(z) - target;
                double variance = Math.exp(logVariance.value(z));
                for (int i = 0; i < d; i++) {
                    gradient[i] = 2 * bias * gm[i] + variance * gv[i];
                }
            }
        };
        double[] best = null;
        double bestValue = Double.POSITIVE_INFINITY;
        for (double[] start : starts(d)) {
            Optimum optimum = lbfgs.minimise(objective, start);
            if (optimum.value() < bestValue) {
                bestValue = optimum.value();
                best = optimum.point();
            }
        }
        return region.decode(best);
    }

    private static List<double[]> starts(int d) {
        if (Math.pow(3, d) > MAX_GRID_STARTS) {
            return CompositeDesign.faceCentred(d).points();
        }
        List<double[]> grid = new ArrayList<>();
        int count = (int) Math.pow(3, d);
        for (int index = 0; index < count; index++) {
            double[] z = new double[d];
            int rest = index;
            for (int i = 0; i < d; i++) {
                z[i] = rest % 3 - 1;
                rest /= 3;
            }
            grid.add(z);
        }
        return grid;
    }
}

package io.targetwise.core.surrogate.variance;

import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.ReplicateAggregator;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Replicated measurements of y = sin(3 x) + cos(2 z) + eps with sd(eps) = 0.05 + 0.4 x^2 on [0, 1]^2. */
final class SimulatedReplicates {
    private SimulatedReplicates() {
    }

    static double variance(double[] x) {
        double sd = 0.05 + 0.4 * x[0] * x[0];
        return sd * sd;
    }

    static List<Measurement> measurements(int points, int replicates, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Measurement> m = new ArrayList<>();
        for (int i = 0; i < points; i++) {
            double[] x = {random.nextDouble(), random.nextDouble()};
            for (int r = 0; r < replicates; r++) {
                m.add(Measurement.of(x, Math.sin(3 * x[0]) + Math.cos(2 * x[1])
                        + Math.sqrt(variance(x)) * random.nextGaussian()));
            }
        }
        return m;
    }

    static List<DesignPoint> designPoints(int points, int replicates, long seed) {
        return ReplicateAggregator.of(0, 0).aggregate(measurements(points, replicates, seed));
    }

    /** A 9 x 9 grid inside the unit square. */
    static double[][] grid() {
        double[][] grid = new double[81][];
        for (int i = 0; i < 9; i++) {
            for (int j = 0; j < 9; j++) {
                grid[i * 9 + j] = new double[] {0.05 + 0.1125 * i, 0.05 + 0.1125 * j};
            }
        }
        return grid;
    }

    /**
     * The share of grid points where the true log variance lies within the model's central 90 % interval,
     * log at(x) +- 1.645 logSd(x).
     */
    static double coverageOf90PercentIntervals(AleatoricVariance model) {
        double[][] grid = grid();
        double[] median = model.at(grid, null);
        double[] logSd = model.logSd(grid, null);
        int inside = 0;
        for (int p = 0; p < grid.length; p++) {
            if (Math.abs(Math.log(variance(grid[p])) - Math.log(median[p])) <= 1.645 * logSd[p]) {
                inside++;
            }
        }
        return inside / (double) grid.length;
    }

    /** Median over a grid of |estimated / true - 1|. */
    static double medianRelativeError(AleatoricVariance model) {
        List<Double> errors = new ArrayList<>();
        double[][] grid = grid();
        double[] estimated = model.at(grid, null);
        for (int p = 0; p < grid.length; p++) {
            errors.add(Math.abs(estimated[p] / variance(grid[p]) - 1));
        }
        errors.sort(Double::compare);
        return errors.get(errors.size() / 2);
    }
}

package io.targetwise.simulators;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

import io.targetwise.core.Grid;

/**
 * A fixed pool of candidate setpoints for pool-based optimisation (Hoffer, Ranftl and Geiger 2023, experiment 3: each
 * iteration draws a setpoint from the pool without replacement). The pool starts with the lowest and the highest corner
 * of the box, the paper's two initial points, followed by a Latin hypercube sample; every value is snapped to its
 * variable's resolution, so pool members are setpoints the plant can actually run.
 */
public final class SetpointPool {

    private SetpointPool() {
    }

    /** @throws IllegalArgumentException if size is below 2 */
    public static List<double[]> cornersAndLatinHypercube(ProcessSpec spec, int size, RandomGenerator rng) {
        if (size < 2) {
            throw new IllegalArgumentException("size must be >= 2 (the two corners), got " + size);
        }
        int dim = spec.dimension();
        List<double[]> pool = new ArrayList<>(size);
        pool.add(spec.lowerBounds());
        pool.add(spec.upperBounds());
        int samples = size - 2;
        int[][] strata = new int[dim][samples];
        for (int d = 0; d < dim; d++) {
            for (int i = 0; i < samples; i++) {
                strata[d][i] = i;
            }
            for (int i = samples - 1; i > 0; i--) {
                int j = rng.nextInt(i + 1);
                int swap = strata[d][i];
                strata[d][i] = strata[d][j];
                strata[d][j] = swap;
            }
        }
        for (int i = 0; i < samples; i++) {
            double[] point = new double[dim];
            for (int d = 0; d < dim; d++) {
                ProcessSpec.DesignVariable v = spec.designVariables().get(d);
                double unit = (strata[d][i] + rng.nextDouble()) / samples;
                point[d] = snap(v, v.lower() + unit * (v.upper() - v.lower()));
            }
            pool.add(point);
        }
        return pool;
    }

    private static double snap(ProcessSpec.DesignVariable v, double value) {
        if (v.resolution() == 0) {
            return value;
        }
        double snapped = Grid.nearest(value, v.resolution());
        return Math.min(v.upper(), Math.max(v.lower(), snapped));
    }
}

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
        return cornersAndLatinHypercube(spec.designVariables(), size, rng);
    }

    /**
     * The same for any owner of design variables (a process with several outputs).
     *
     * @throws IllegalArgumentException if size is below 2 or there is no variable
     */
    public static List<double[]> cornersAndLatinHypercube(List<ProcessSpec.DesignVariable> variables, int size,
            RandomGenerator rng) {
        if (size < 2) {
            throw new IllegalArgumentException("size must be >= 2 (the two corners), got " + size);
        }
        List<double[]> pool = new ArrayList<>(size);
        pool.add(variables.stream().mapToDouble(ProcessSpec.DesignVariable::lower).toArray());
        pool.add(variables.stream().mapToDouble(ProcessSpec.DesignVariable::upper).toArray());
        pool.addAll(latinHypercube(variables, size - 2, rng));
        return pool;
    }

    /**
     * A Latin hypercube sample of {@code size} setpoints over the variables' box, every value snapped to its variable's
     * resolution.
     *
     * @throws IllegalArgumentException if size is negative or there is no variable
     */
    public static List<double[]> latinHypercube(List<ProcessSpec.DesignVariable> variables, int size,
            RandomGenerator rng) {
        if (size < 0) {
            throw new IllegalArgumentException("size must be >= 0, got " + size);
        }
        if (variables == null || variables.isEmpty()) {
            throw new IllegalArgumentException("variables must hold at least one variable");
        }
        int dim = variables.size();
        int[][] strata = new int[dim][size];
        for (int d = 0; d < dim; d++) {
            for (int i = 0; i < size; i++) {
                strata[d][i] = i;
            }
            for (int i = size - 1; i > 0; i--) {
                int j = rng.nextInt(i + 1);
                int swap = strata[d][i];
                strata[d][i] = strata[d][j];
                strata[d][j] = swap;
            }
        }
        List<double[]> sample = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            double[] point = new double[dim];
            for (int d = 0; d < dim; d++) {
                ProcessSpec.DesignVariable v = variables.get(d);
                double unit = (strata[d][i] + rng.nextDouble()) / size;
                point[d] = snap(v, v.lower() + unit * (v.upper() - v.lower()));
            }
            sample.add(point);
        }
        return sample;
    }

    private static double snap(ProcessSpec.DesignVariable v, double value) {
        if (v.resolution() == 0) {
            return value;
        }
        double snapped = Grid.nearest(value, v.resolution());
        return Math.min(v.upper(), Math.max(v.lower(), snapped));
    }
}

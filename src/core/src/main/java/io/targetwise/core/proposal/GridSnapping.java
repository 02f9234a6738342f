package io.targetwise.core.proposal;

import java.util.ArrayList;
import java.util.List;

import io.targetwise.core.Grid;

/**
 * Moves continuous setpoints onto the resolution grid within the reachable box: the rounded point and the corners
 * of its grid cell, among which the best grid point next to a continuous optimum lies.
 */
final class GridSnapping {
    private static final int MAX_ENUMERATED_GRID_VARIABLES = 10;

    private final List<SetpointVariable> variables;
    private final ReachableBox box;
    private final List<Integer> gridded;

    private GridSnapping(List<SetpointVariable> variables, ReachableBox box, List<Integer> gridded) {
        this.variables = variables;
        this.box = box;
        this.gridded = gridded;
    }

    static GridSnapping of(List<SetpointVariable> variables, ReachableBox box) {
        List<Integer> gridded = new ArrayList<>();
        for (int i : box.freeIndices()) {
            if (variables.get(i).resolution() > 0) {
                gridded.add(i);
            }
        }
        return new GridSnapping(variables, box, List.copyOf(gridded));
    }

    /** Clamped into the reachable ranges and rounded to the grid. */
    double[] rounded(double[] setpoint) {
        double[] x = new double[setpoint.length];
        for (int i = 0; i < x.length; i++) {
            double res = variables.get(i).resolution();
            x[i] = box.clamp(i, setpoint[i]);
            if (res > 0) {
                x[i] = box.clamp(i, Grid.nearest(x[i], res));
            }
        }
        return x;
    }

    /**
     * The corners of the grid cell around {@code setpoint} (each gridded free variable rounded down or up), the
     * rounded point among them. Beyond {@value #MAX_ENUMERATED_GRID_VARIABLES} gridded variables only the rounded
     * point and the corners that differ from it in one variable are listed, to keep the count linear.
     */
    List<double[]> cellCorners(double[] setpoint, double[] rounded) {
        List<double[]> corners = new ArrayList<>();
        int g = gridded.size();
        if (g <= MAX_ENUMERATED_GRID_VARIABLES) {
            for (int mask = 0; mask < (1 << g); mask++) {
                double[] corner = rounded.clone();
                for (int b = 0; b < g; b++) {
                    corner[gridded.get(b)] = cellEdge(gridded.get(b), setpoint[gridded.get(b)], (mask >> b & 1) == 1);
                }
                corners.add(corner);
            }
        } else {
            corners.add(rounded);
            for (int i : gridded) {
                for (boolean up : new boolean[] {false, true}) {
                    double[] corner = rounded.clone();
                    corner[i] = cellEdge(i, setpoint[i], up);
                    corners.add(corner);
                }
            }
        }
        return corners;
    }

    private double cellEdge(int i, double x, boolean up) {
        double res = variables.get(i).resolution();
        return box.clamp(i, up ? Grid.above(x, res) : Grid.below(x, res));
    }

    /**
     * Whether two setpoints are the same for the plant: equal on every gridded variable's grid, and equal up to
     * rounding on continuous variables.
     */
    boolean coincide(double[] a, double[] b) {
        for (int i = 0; i < a.length; i++) {
            SetpointVariable v = variables.get(i);
            double tolerance = v.resolution() > 0
                    ? v.resolution() / 2
                    : ReachableBox.GRID_TOLERANCE * Math.max(1, v.upper() - v.lower());
            if (Math.abs(a[i] - b[i]) > tolerance) {
                return false;
            }
        }
        return true;
    }
}

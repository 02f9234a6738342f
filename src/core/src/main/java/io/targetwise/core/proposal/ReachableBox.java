package io.targetwise.core.proposal;

import io.targetwise.core.Arguments;
import io.targetwise.core.Grid;
import java.util.Arrays;
import java.util.List;

/**
 * Per variable the range a setpoint may take now: its bounds, narrowed to within maxStep of the current setpoint and
 * shrunk onto its resolution grid; and the unit cube of the variables that can still move, which the optimiser
 * searches.
 */
final class ReachableBox {
    /** Relative slack for grid and bound comparisons, absorbing rounding in multiples of the resolution. */
    static final double GRID_TOLERANCE = 1e-9;

    private final List<SetpointVariable> variables;
    private final double[] lower;
    private final double[] upper;
    private final int[] free;

    private ReachableBox(List<SetpointVariable> variables, double[] lower, double[] upper, int[] free) {
        this.variables = variables;
        this.lower = lower;
        this.upper = upper;
        this.free = free;
    }

    /**
     * @param currentSetpoint what maxStep is measured from; may be null when no variable has a maxStep
     * @throws IllegalArgumentException naming the field when a variable cannot reach any grid value
     */
    static ReachableBox of(List<SetpointVariable> variables, double[] currentSetpoint) {
        boolean needsCurrent = variables.stream().anyMatch(SetpointVariable::hasMaxStep);
        if (currentSetpoint == null && needsCurrent) {
            throw new IllegalArgumentException("currentSetpoint: required when a variable has a maxStep");
        }
        if (currentSetpoint != null) {
            if (currentSetpoint.length != variables.size()) {
                throw new IllegalArgumentException("currentSetpoint has " + currentSetpoint.length
                        + " values, expected " + variables.size());
            }
            Arguments.requireFinite("currentSetpoint", currentSetpoint);
        }
        int d = variables.size();
        double[] lower = new double[d];
        double[] upper = new double[d];
        for (int i = 0; i < d; i++) {
            SetpointVariable v = variables.get(i);
            double lo = v.lower();
            double hi = v.upper();
            if (v.hasMaxStep()) {
                lo = Math.max(lo, currentSetpoint[i] - v.maxStep());
                hi = Math.min(hi, currentSetpoint[i] + v.maxStep());
                if (lo > hi) {
                    throw new IllegalArgumentException("maxStep: " + v.name() + " cannot reach [" + v.lower() + ", "
                            + v.upper() + "] from the current setpoint " + currentSetpoint[i] + " within " + v.maxStep());
                }
            }
            if (v.resolution() > 0) {
                double kLo = Math.ceil(lo / v.resolution() - GRID_TOLERANCE);
                double kHi = Math.floor(hi / v.resolution() + GRID_TOLERANCE);
                if (kLo > kHi) {
                    throw new IllegalArgumentException("resolution: " + v.name() + " has no multiple of "
                            + v.resolution() + " in its reachable range [" + lo + ", " + hi + "]");
                }
                lo = Grid.multiple(kLo, v.resolution());
                hi = Grid.multiple(kHi, v.resolution());
            }
            lower[i] = lo;
            upper[i] = hi;
        }
        int[] free = new int[d];
        int n = 0;
        for (int i = 0; i < d; i++) {
            if (upper[i] > lower[i]) {
                free[n++] = i;
            }
        }
        return new ReachableBox(variables, lower, upper, Arrays.copyOf(free, n));
    }

    double lower(int i) {
        return lower[i];
    }

    double upper(int i) {
        return upper[i];
    }

    /** The setpoint with every variable at its lowest reachable value. */
    double[] lowerCorner() {
        return lower.clone();
    }

    /** Indices of the variables that can move (reachable range wider than one value). */
    int[] freeIndices() {
        return free.clone();
    }

    /** {@code base} with the free variables set from unit coordinates {@code u}. */
    double[] fromUnit(double[] u, double[] base) {
        double[] x = base.clone();
        for (int j = 0; j < free.length; j++) {
            int i = free[j];
            x[i] = lower[i] + u[j] * (upper[i] - lower[i]);
        }
        return x;
    }

    /** Unit coordinates of the free variables of {@code setpoint}. */
    double[] toUnit(double[] setpoint) {
        double[] u = new double[free.length];
        for (int j = 0; j < free.length; j++) {
            int i = free[j];
            u[j] = (setpoint[i] - lower[i]) / (upper[i] - lower[i]);
        }
        return u;
    }

    /** Within the reachable ranges and on the resolution grid, up to rounding. */
    boolean contains(double[] setpoint) {
        for (int i = 0; i < setpoint.length; i++) {
            double res = variables.get(i).resolution();
            double slack = GRID_TOLERANCE * Math.max(res, upper[i] - lower[i]);
            if (!(setpoint[i] >= lower[i] - slack && setpoint[i] <= upper[i] + slack)) {
                return false;
            }
            if (!Grid.isOnGrid(setpoint[i], res, GRID_TOLERANCE)) {
                return false;
            }
        }
        return true;
    }

    /** {@code x} clamped into variable {@code i}'s reachable range. */
    double clamp(int i, double x) {
        return Math.min(upper[i], Math.max(lower[i], x));
    }

    @Override
    public String toString() {
        return "lower " + Arrays.toString(lower) + ", upper " + Arrays.toString(upper);
    }
}

package io.targetwise.proposal;

import io.targetwise.core.Arguments;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.apache.commons.math3.optim.MaxIter;
import org.apache.commons.math3.optim.PointValuePair;
import org.apache.commons.math3.optim.linear.LinearConstraintSet;
import org.apache.commons.math3.optim.linear.LinearObjectiveFunction;
import org.apache.commons.math3.optim.linear.NoFeasibleSolutionException;
import org.apache.commons.math3.optim.linear.NonNegativeConstraint;
import org.apache.commons.math3.optim.linear.Relationship;
import org.apache.commons.math3.optim.linear.SimplexSolver;
import org.apache.commons.math3.optim.nonlinear.scalar.GoalType;

/**
 * Where the next setpoints may lie: box bounds and resolution per variable, the fixed context (current values of the
 * environmental variables, appended to each setpoint to form the surrogate's input), an optional maximum step from
 * the current setpoint, optional linear constraints and, in pool mode, a finite list of candidate setpoints.
 *
 * <p>Setpoints on a resolution grid are multiples of the resolution, the grid {@link
 * io.targetwise.surrogate.ReplicateAggregator} groups replicates on, so a proposal that is run and measured becomes
 * exactly that design point. Every factory validates; an {@code IllegalArgumentException} names the offending field.
 */
public final class SearchSpace {
    private static final double GRID_TOLERANCE = 1e-9;
    private static final int MAX_ENUMERATED_GRID_VARIABLES = 10;

    private final List<SetpointVariable> variables;
    private final double[] context;
    private final double[] currentSetpoint;
    private final List<LinearConstraint> constraints;
    private final List<double[]> pool;
    /** Per variable the reachable range: bounds within maxStep of the current setpoint, shrunk onto the grid. */
    private final double[] lower;
    private final double[] upper;
    private final int[] free;
    /** A feasible setpoint as far from the constraint boundaries as possible; null in pool mode. */
    private final double[] interior;
    private final List<double[]> eligiblePool;

    private SearchSpace(Builder b) {
        if (b.variables.isEmpty()) {
            throw new IllegalArgumentException("variables: at least one setpoint variable is required");
        }
        variables = List.copyOf(b.variables);
        int d = variables.size();
        context = b.context.clone();
        Arguments.requireFinite("context", context);
        currentSetpoint = b.currentSetpoint == null ? null : b.currentSetpoint.clone();
        constraints = List.copyOf(b.constraints);
        lower = new double[d];
        upper = new double[d];
        reachableRanges();
        free = freeVariables();
        for (int c = 0; c < constraints.size(); c++) {
            if (constraints.get(c).coefficients().dimension() != d) {
                throw new IllegalArgumentException("constraints[" + c + "] has " + constraints.get(c).coefficients().dimension()
                        + " coefficients, expected one per setpoint variable (" + d + ")");
            }
        }
        if (b.pool == null) {
            pool = null;
            eligiblePool = null;
            if (free.length == 0) {
                throw new IllegalArgumentException("variables: no free variable; bounds, maxStep and resolution leave each"
                        + " variable a single value " + Arrays.toString(lower));
            }
            interior = innermostFeasiblePoint();
            if (snapToFeasible(interior).isEmpty()) {
                throw new IllegalArgumentException("constraints: the feasible region is thinner than the resolution grid;"
                        + " no grid setpoint near its centre " + Arrays.toString(interior) + " satisfies them");
            }
        } else {
            interior = null;
            pool = validatedPool(b.pool);
            List<double[]> eligible = new ArrayList<>();
            for (double[] member : pool) {
                if (isFeasible(member)) {
                    eligible.add(member);
                }
            }
            if (eligible.isEmpty()) {
                throw new IllegalArgumentException("pool: no member is within maxStep of the current setpoint and satisfies"
                        + " the constraints");
            }
            eligiblePool = List.copyOf(eligible);
        }
    }

    public static Builder builder() {
        return new Builder();
    }

    /** A box of continuous or gridded variables with the given context and nothing else. */
    public static SearchSpace of(List<SetpointVariable> variables, double... context) {
        return builder().variables(variables).context(context).build();
    }

    /** The same space with the plant's newly reported environment. */
    public SearchSpace withContext(double... newContext) {
        return toBuilder().context(newContext).build();
    }

    /** The same space around a new current setpoint (what maxStep is measured from). */
    public SearchSpace withCurrentSetpoint(double... setpoint) {
        return toBuilder().currentSetpoint(setpoint).build();
    }

    public Builder toBuilder() {
        Builder b = builder().variables(variables).context(context);
        constraints.forEach(b::constraint);
        if (currentSetpoint != null) {
            b.currentSetpoint(currentSetpoint);
        }
        if (pool != null) {
            b.pool(pool);
        }
        return b;
    }

    private void reachableRanges() {
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
        for (int i = 0; i < variables.size(); i++) {
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
                lo = kLo * v.resolution();
                hi = kHi * v.resolution();
            }
            lower[i] = lo;
            upper[i] = hi;
        }
    }

    private int[] freeVariables() {
        int[] indices = new int[variables.size()];
        int n = 0;
        for (int i = 0; i < indices.length; i++) {
            if (upper[i] > lower[i]) {
                indices[n++] = i;
            }
        }
        return Arrays.copyOf(indices, n);
    }

    private List<double[]> validatedPool(List<double[]> candidates) {
        if (candidates.isEmpty()) {
            throw new IllegalArgumentException("pool: must hold at least one candidate setpoint");
        }
        List<double[]> snapped = new ArrayList<>(candidates.size());
        for (int p = 0; p < candidates.size(); p++) {
            String field = "pool[" + p + "]";
            double[] x = candidates.get(p);
            if (x.length != variables.size()) {
                throw new IllegalArgumentException(field + " has " + x.length + " values, expected " + variables.size());
            }
            Arguments.requireFinite(field, x);
            double[] onGrid = x.clone();
            for (int i = 0; i < x.length; i++) {
                SetpointVariable v = variables.get(i);
                if (x[i] < v.lower() || x[i] > v.upper()) {
                    throw new IllegalArgumentException(field + ": " + v.name() + " = " + x[i] + " is outside ["
                            + v.lower() + ", " + v.upper() + "]");
                }
                if (v.resolution() > 0) {
                    onGrid[i] = Math.rint(x[i] / v.resolution()) * v.resolution();
                    if (Math.abs(onGrid[i] - x[i]) > GRID_TOLERANCE * v.resolution()) {
                        throw new IllegalArgumentException(field + ": " + v.name() + " = " + x[i]
                                + " is not a multiple of its resolution " + v.resolution());
                    }
                }
            }
            for (int q = 0; q < snapped.size(); q++) {
                if (Arrays.equals(snapped.get(q), onGrid)) {
                    throw new IllegalArgumentException(field + " repeats pool[" + q + "]");
                }
            }
            snapped.add(onGrid);
        }
        return List.copyOf(snapped);
    }

    /**
     * The Chebyshev centre of the feasible region in unit coordinates of the free variables (largest inscribed
     * ball), by linear programming: a safe start and fallback for the optimiser, and the proof of feasibility.
     */
    private double[] innermostFeasiblePoint() {
        int k = free.length;
        List<org.apache.commons.math3.optim.linear.LinearConstraint> rows = new ArrayList<>();
        for (int j = 0; j < k; j++) {
            double[] upperRow = new double[k + 1];
            upperRow[j] = 1;
            upperRow[k] = 1;
            rows.add(new org.apache.commons.math3.optim.linear.LinearConstraint(upperRow, Relationship.LEQ, 1));
            double[] lowerRow = new double[k + 1];
            lowerRow[j] = 1;
            lowerRow[k] = -1;
            rows.add(new org.apache.commons.math3.optim.linear.LinearConstraint(lowerRow, Relationship.GEQ, 0));
        }
        double[] base = fromUnit(new double[k], lower);
        for (int c = 0; c < constraints.size(); c++) {
            double[] a = constraints.get(c).coefficients().toArray();
            double[] row = new double[k + 1];
            double norm = 0;
            for (int j = 0; j < k; j++) {
                row[j] = a[free[j]] * (upper[free[j]] - lower[free[j]]);
                norm += row[j] * row[j];
            }
            double slack = -constraints.get(c).excess(base);
            if (norm == 0) {
                if (slack < -constraintTolerance(constraints.get(c))) {
                    throw new IllegalArgumentException("constraints[" + c + "] (" + constraints.get(c)
                            + ") is violated by the variables it restricts, which are all fixed");
                }
                continue;
            }
            row[k] = Math.sqrt(norm);
            rows.add(new org.apache.commons.math3.optim.linear.LinearConstraint(row, Relationship.LEQ, slack));
        }
        double[] radiusObjective = new double[k + 1];
        radiusObjective[k] = 1;
        try {
            PointValuePair centre = new SimplexSolver().optimize(new MaxIter(10_000),
                    new LinearObjectiveFunction(radiusObjective, 0), new LinearConstraintSet(rows),
                    GoalType.MAXIMIZE, new NonNegativeConstraint(true));
            return fromUnit(Arrays.copyOf(centre.getPoint(), k), lower);
        } catch (NoFeasibleSolutionException e) {
            throw new IllegalArgumentException("constraints: no setpoint within the bounds and maxStep satisfies all of "
                    + constraints, e);
        }
    }

    private static double constraintTolerance(LinearConstraint c) {
        return 1e-9 * (1 + Math.abs(c.bound()));
    }

    /** Number of setpoint variables. */
    public int dimension() {
        return variables.size();
    }

    /** Number of inputs the surrogate takes: setpoint variables, then context variables. */
    public int inputDimension() {
        return variables.size() + context.length;
    }

    public List<SetpointVariable> variables() {
        return variables;
    }

    public double[] context() {
        return context.clone();
    }

    public Optional<double[]> currentSetpoint() {
        return Optional.ofNullable(currentSetpoint).map(double[]::clone);
    }

    public List<LinearConstraint> constraints() {
        return constraints;
    }

    /** Whether proposals are drawn from a finite list of candidate setpoints. */
    public boolean isPool() {
        return pool != null;
    }

    /** The candidate setpoints in pool mode (snapped to the grid), empty otherwise. */
    public List<double[]> pool() {
        return pool == null ? List.of() : copies(pool);
    }

    /** The pool members that are feasible now (within maxStep, satisfying the constraints); empty outside pool mode. */
    public List<double[]> eligiblePool() {
        return eligiblePool == null ? List.of() : copies(eligiblePool);
    }

    private static List<double[]> copies(List<double[]> points) {
        return points.stream().map(double[]::clone).toList();
    }

    /** Lowest value variable {@code i} may take now: its bound, narrowed by maxStep and onto the grid. */
    public double reachableLower(int i) {
        return lower[i];
    }

    /** Highest value variable {@code i} may take now: its bound, narrowed by maxStep and onto the grid. */
    public double reachableUpper(int i) {
        return upper[i];
    }

    /** The surrogate's input for a setpoint: the setpoint followed by the fixed context. */
    public double[] surrogateInput(double[] setpoint) {
        return joined(setpoint, context);
    }

    /** A surrogate input: setpoint variables, then environment (context) variables. */
    static double[] joined(double[] setpoint, double[] environment) {
        double[] input = Arrays.copyOf(setpoint, setpoint.length + environment.length);
        System.arraycopy(environment, 0, input, setpoint.length, environment.length);
        return input;
    }

    /** Within the reachable ranges, on the resolution grid and satisfying every constraint (up to rounding). */
    public boolean isFeasible(double[] setpoint) {
        if (setpoint.length != variables.size()) {
            throw new IllegalArgumentException("setpoint has " + setpoint.length + " values, expected " + variables.size());
        }
        for (int i = 0; i < setpoint.length; i++) {
            double res = variables.get(i).resolution();
            double slack = GRID_TOLERANCE * Math.max(res, upper[i] - lower[i]);
            if (!(setpoint[i] >= lower[i] - slack && setpoint[i] <= upper[i] + slack)) {
                return false;
            }
            if (res > 0 && Math.abs(Math.rint(setpoint[i] / res) * res - setpoint[i]) > GRID_TOLERANCE * res) {
                return false;
            }
        }
        return satisfiesConstraints(setpoint);
    }

    boolean satisfiesConstraints(double[] setpoint) {
        for (LinearConstraint c : constraints) {
            if (c.excess(setpoint) > constraintTolerance(c)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The grid setpoint nearest to {@code setpoint} within the reachable ranges that satisfies the constraints: the
     * rounded point if it does, else the nearest feasible corner of its grid cell; empty when no corner is feasible.
     */
    public Optional<double[]> snapToFeasible(double[] setpoint) {
        double[] rounded = rounded(setpoint);
        if (satisfiesConstraints(rounded)) {
            return Optional.of(rounded);
        }
        return cellCorners(setpoint, rounded).stream()
                .filter(this::satisfiesConstraints)
                .min(Comparator.comparingDouble(corner -> squaredDistance(corner, setpoint)));
    }

    /**
     * The feasible grid setpoints around {@code setpoint}: the rounded point and the corners of its grid cell. The
     * best grid point next to a continuous optimum is among them, not necessarily the rounded one.
     */
    List<double[]> feasibleGridNeighbours(double[] setpoint) {
        return cellCorners(setpoint, rounded(setpoint)).stream().filter(this::satisfiesConstraints).toList();
    }

    /** Clamped into the reachable ranges and rounded to the grid. */
    private double[] rounded(double[] setpoint) {
        double[] x = new double[setpoint.length];
        for (int i = 0; i < x.length; i++) {
            double res = variables.get(i).resolution();
            x[i] = Math.min(upper[i], Math.max(lower[i], setpoint[i]));
            if (res > 0) {
                x[i] = Math.min(upper[i], Math.max(lower[i], Math.rint(x[i] / res) * res));
            }
        }
        return x;
    }

    /**
     * The corners of the grid cell around {@code setpoint} (each gridded free variable rounded down or up), the
     * rounded point among them. Beyond {@value #MAX_ENUMERATED_GRID_VARIABLES} gridded variables only the rounded
     * point and the corners that differ from it in one variable are listed, to keep the count linear.
     */
    private List<double[]> cellCorners(double[] setpoint, double[] rounded) {
        List<Integer> gridded = new ArrayList<>();
        for (int i : free) {
            if (variables.get(i).resolution() > 0) {
                gridded.add(i);
            }
        }
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
        double k = up ? Math.floor(x / res) + 1 : Math.floor(x / res);
        return Math.min(upper[i], Math.max(lower[i], k * res));
    }

    private static double squaredDistance(double[] a, double[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += (a[i] - b[i]) * (a[i] - b[i]);
        }
        return sum;
    }

    /**
     * Whether two setpoints are the same for the plant: equal on every gridded variable's grid, and equal up to
     * rounding on continuous variables.
     */
    public boolean coincide(double[] a, double[] b) {
        for (int i = 0; i < a.length; i++) {
            SetpointVariable v = variables.get(i);
            double tolerance = v.resolution() > 0
                    ? v.resolution() / 2
                    : GRID_TOLERANCE * Math.max(1, v.upper() - v.lower());
            if (Math.abs(a[i] - b[i]) > tolerance) {
                return false;
            }
        }
        return true;
    }

    /** Indices of the variables that can move (reachable range wider than one value). */
    int[] freeIndices() {
        return free.clone();
    }

    /** The setpoint at unit coordinates {@code u} of the free variables; fixed variables take their single value. */
    double[] fromUnit(double[] u) {
        return fromUnit(u, interior);
    }

    private double[] fromUnit(double[] u, double[] base) {
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

    /** The innermost feasible setpoint (continuous mode only). */
    double[] interiorPoint() {
        return interior.clone();
    }

    /** Collects a process definition; {@link #build()} validates it. */
    public static final class Builder {
        private final List<SetpointVariable> variables = new ArrayList<>();
        private double[] context = new double[0];
        private double[] currentSetpoint;
        private final List<LinearConstraint> constraints = new ArrayList<>();
        private List<double[]> pool;

        private Builder() {
        }

        public Builder variable(SetpointVariable variable) {
            variables.add(variable);
            return this;
        }

        public Builder variables(List<SetpointVariable> all) {
            variables.addAll(all);
            return this;
        }

        public Builder context(double... values) {
            context = values.clone();
            return this;
        }

        public Builder currentSetpoint(double... setpoint) {
            currentSetpoint = setpoint.clone();
            return this;
        }

        public Builder constraint(LinearConstraint constraint) {
            constraints.add(constraint);
            return this;
        }

        /** Pool mode: proposals are chosen only among these setpoints, each a multiple of the resolutions. */
        public Builder pool(List<double[]> candidates) {
            pool = candidates.stream().map(double[]::clone).toList();
            return this;
        }

        public SearchSpace build() {
            return new SearchSpace(this);
        }
    }
}

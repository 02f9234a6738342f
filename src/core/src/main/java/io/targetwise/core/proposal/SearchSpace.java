package io.targetwise.core.proposal;

import io.targetwise.core.Arguments;
import io.targetwise.core.Point;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Where the next setpoints may lie: box bounds and resolution per variable, the fixed context (current values of the
 * environmental variables, appended to each setpoint to form the surrogate's input), an optional maximum step from
 * the current setpoint, optional linear constraints and, in pool mode, a finite list of candidate setpoints.
 *
 * <p>Setpoints on a resolution grid are multiples of the resolution, the grid {@link
 * io.targetwise.core.surrogate.ReplicateAggregator} groups replicates on, so a proposal that is run and measured becomes
 * exactly that design point. Every factory validates; an {@code IllegalArgumentException} names the offending field.
 *
 * <p>The work is shared out: {@link ReachableBox} holds the ranges reachable now and the free variables' unit cube,
 * {@link GridSnapping} moves points onto the grid, {@link LinearFeasibility} checks the constraints and finds their
 * innermost point, {@link CandidatePool} holds pool mode's candidates.
 */
public final class SearchSpace {
    private final List<SetpointVariable> variables;
    private final double[] context;
    private final double[] currentSetpoint;
    private final ReachableBox box;
    private final GridSnapping grid;
    private final LinearFeasibility constraints;
    /** Null outside pool mode. */
    private final CandidatePool pool;
    /** A feasible setpoint as far from the constraint boundaries as possible; null in pool mode. */
    private final double[] interior;

    private SearchSpace(Builder b) {
        if (b.variables.isEmpty()) {
            throw new IllegalArgumentException("variables: at least one setpoint variable is required");
        }
        variables = List.copyOf(b.variables);
        context = b.context.clone();
        Arguments.requireFinite("context", context);
        currentSetpoint = b.currentSetpoint == null ? null : b.currentSetpoint.clone();
        box = ReachableBox.of(variables, currentSetpoint);
        grid = GridSnapping.of(variables, box);
        constraints = LinearFeasibility.of(b.constraints, variables.size());
        if (b.pool == null) {
            pool = null;
            if (box.freeIndices().length == 0) {
                throw new IllegalArgumentException("variables: no free variable; bounds, maxStep and resolution leave each"
                        + " variable a single value " + Arrays.toString(box.lowerCorner()));
            }
            interior = constraints.innermostPoint(box);
            if (snapToFeasible(interior).isEmpty()) {
                throw new IllegalArgumentException("constraints: the feasible region is thinner than the resolution grid;"
                        + " no grid setpoint near its centre " + Arrays.toString(interior) + " satisfies them");
            }
        } else {
            interior = null;
            pool = CandidatePool.of(b.pool, variables, this::isFeasible);
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
        constraints.constraints().forEach(b::constraint);
        if (currentSetpoint != null) {
            b.currentSetpoint(currentSetpoint);
        }
        if (pool != null) {
            b.pool(pool.members());
        }
        return b;
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
        return constraints.constraints();
    }

    /** Whether proposals are drawn from a finite list of candidate setpoints. */
    public boolean isPool() {
        return pool != null;
    }

    /** The candidate setpoints in pool mode (snapped to the grid), empty otherwise. */
    public List<double[]> pool() {
        return pool == null ? List.of() : pool.members();
    }

    /** The pool members that are feasible now (within maxStep, satisfying the constraints); empty outside pool mode. */
    public List<double[]> eligiblePool() {
        return pool == null ? List.of() : pool.eligible();
    }

    /** Lowest value variable {@code i} may take now: its bound, narrowed by maxStep and onto the grid. */
    public double reachableLower(int i) {
        return box.lower(i);
    }

    /** Highest value variable {@code i} may take now: its bound, narrowed by maxStep and onto the grid. */
    public double reachableUpper(int i) {
        return box.upper(i);
    }

    /**
     * The variables whose maxStep holds this setpoint back: it sits at a reachable edge that the step limit, not the
     * variable's bound, put there. An operator reads them as "the move was limited".
     */
    public List<String> heldBackByMaxStep(double[] setpoint) {
        List<String> held = new ArrayList<>();
        for (int i = 0; i < variables.size(); i++) {
            SetpointVariable v = variables.get(i);
            double slack = ReachableBox.GRID_TOLERANCE * (v.upper() - v.lower());
            boolean atNarrowedUpper = box.upper(i) < v.upper() - slack && setpoint[i] >= box.upper(i) - slack;
            boolean atNarrowedLower = box.lower(i) > v.lower() + slack && setpoint[i] <= box.lower(i) + slack;
            if (v.hasMaxStep() && (atNarrowedUpper || atNarrowedLower)) {
                held.add(v.name());
            }
        }
        return held;
    }

    /** The surrogate's input for a setpoint: the setpoint followed by the fixed context. */
    public double[] surrogateInput(double[] setpoint) {
        return Point.concat(setpoint, context);
    }

    /** Within the reachable ranges, on the resolution grid and satisfying every constraint (up to rounding). */
    public boolean isFeasible(double[] setpoint) {
        if (setpoint.length != variables.size()) {
            throw new IllegalArgumentException("setpoint has " + setpoint.length + " values, expected " + variables.size());
        }
        return box.contains(setpoint) && constraints.isSatisfiedBy(setpoint);
    }

    boolean satisfiesConstraints(double[] setpoint) {
        return constraints.isSatisfiedBy(setpoint);
    }

    /**
     * The grid setpoint nearest to {@code setpoint} within the reachable ranges that satisfies the constraints: the
     * rounded point if it does, else the nearest feasible corner of its grid cell; empty when no corner is feasible.
     */
    public Optional<double[]> snapToFeasible(double[] setpoint) {
        double[] rounded = grid.rounded(setpoint);
        if (constraints.isSatisfiedBy(rounded)) {
            return Optional.of(rounded);
        }
        return grid.cellCorners(setpoint, rounded).stream()
                .filter(constraints::isSatisfiedBy)
                .min(Comparator.comparingDouble(corner -> squaredDistance(corner, setpoint)));
    }

    /**
     * The feasible grid setpoints around {@code setpoint}: the rounded point and the corners of its grid cell. The
     * best grid point next to a continuous optimum is among them, not necessarily the rounded one.
     */
    List<double[]> feasibleGridNeighbours(double[] setpoint) {
        return grid.cellCorners(setpoint, grid.rounded(setpoint)).stream().filter(constraints::isSatisfiedBy).toList();
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
        return grid.coincide(a, b);
    }

    /** Indices of the variables that can move (reachable range wider than one value). */
    int[] freeIndices() {
        return box.freeIndices();
    }

    /** The setpoint at unit coordinates {@code u} of the free variables; fixed variables take their single value. */
    double[] fromUnit(double[] u) {
        return box.fromUnit(u, interior);
    }

    /** Unit coordinates of the free variables of {@code setpoint}. */
    double[] toUnit(double[] setpoint) {
        return box.toUnit(setpoint);
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

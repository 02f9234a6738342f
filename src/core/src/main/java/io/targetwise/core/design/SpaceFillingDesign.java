package io.targetwise.core.design;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

import io.targetwise.core.Arguments;
import io.targetwise.core.Grid;
import io.targetwise.core.proposal.SetpointVariable;

/**
 * A process's initial design: {@code size} setpoints spread over a box so the first model sees every variable move.
 * A maximin Latin hypercube: of {@value #CANDIDATES} random Latin hypercubes (one value per stratum and variable, the
 * strata centred on 0, 1/(n-1), ..., 1 of the range so that the design reaches the bounds as a corner design does),
 * each value snapped to its variable's resolution, the one whose two closest setpoints lie farthest apart (in units
 * of each variable's range); a candidate in which two setpoints coincide after snapping is never chosen. On the
 * forging press's box its smallest distance averaged 0.93 against 0.70 for two corners plus a plain Latin hypercube
 * (docs/simulators.md). Seeded, so
 * the same variables, size and seed give the same design on every instance and after every restart.
 * <p>
 * The plant visits the points in greedy nearest-neighbour order ({@link #next}): from where it runs, the unmeasured
 * point the fewest maximum steps away. A point farther than one step is approached in moves of at most each
 * variable's step (snapped towards the plant, so no move exceeds it), because a plant that limits its step wants
 * every move within it; those moves are readings like any other. Where a step is shorter than the resolution no
 * move within it exists, and the point itself is the next move: the order cannot respect that step.
 */
public final class SpaceFillingDesign {
    /** Random Latin hypercubes compared: enough that more rarely improve a design of a few points. */
    static final int CANDIDATES = 200;

    private final List<SetpointVariable> variables;
    private final double[][] points;

    private SpaceFillingDesign(List<SetpointVariable> variables, double[][] points) {
        this.variables = variables;
        this.points = points;
    }

    /**
     * @param variables the box (bounds), grid (resolution) and largest move per variable (maxStep)
     * @param size the setpoints in the design
     * @throws IllegalArgumentException if there is no variable, size is below 1, or the grid holds fewer than
     *     {@code size} distinct setpoints
     */
    public static SpaceFillingDesign of(List<SetpointVariable> variables, int size, long seed) {
        Arguments.requireNonNull("variables", variables);
        if (variables.isEmpty()) {
            throw new IllegalArgumentException("variables must hold at least one variable");
        }
        Arguments.requireAtLeast("size", size, 1);
        List<SetpointVariable> vars = List.copyOf(variables);
        double settable = vars.stream().mapToDouble(SpaceFillingDesign::gridValues).reduce(1, (a, b) -> a * b);
        if (settable < size) {
            throw new IllegalArgumentException("the variables' grids hold " + (long) settable
                    + " distinct setpoints, fewer than the " + size + " the design needs");
        }
        SplittableRandom random = new SplittableRandom(seed);
        double[][] best = null;
        double bestDistance = 0;
        for (int c = 0; c < CANDIDATES; c++) {
            double[][] candidate = latinHypercube(vars, size, random);
            double distance = minimumDistance(vars, candidate);
            if (best == null || distance > bestDistance) {
                best = candidate;
                bestDistance = distance;
            }
        }
        if (size > 1 && bestDistance == 0) {
            throw new IllegalArgumentException("no Latin hypercube of " + size + " distinct setpoints was found on the"
                    + " variables' grids; choose a finer resolution or a smaller design");
        }
        return new SpaceFillingDesign(vars, best);
    }

    /** One random Latin hypercube, snapped to the grids. */
    static double[][] latinHypercube(List<SetpointVariable> variables, int size, SplittableRandom random) {
        double[][] x = new double[size][variables.size()];
        for (int d = 0; d < variables.size(); d++) {
            int[] strata = new int[size];
            Arrays.setAll(strata, i -> i);
            for (int i = size - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int swap = strata[i];
                strata[i] = strata[j];
                strata[j] = swap;
            }
            SetpointVariable v = variables.get(d);
            for (int i = 0; i < size; i++) {
                // strata centred on 0, 1/(n-1), ..., 1, the outer two halved, so the design reaches the bounds
                double unit = size == 1 ? 0.5
                        : Math.min(1, Math.max(0, (strata[i] + random.nextDouble() - 0.5) / (size - 1)));
                x[i][d] = snap(v, v.lower() + unit * (v.upper() - v.lower()));
            }
        }
        return x;
    }

    /** The grid value nearest {@code value} inside the bounds (which need not lie on the grid). */
    private static double snap(SetpointVariable v, double value) {
        double res = v.resolution();
        if (res == 0) {
            return value;
        }
        double snapped = Grid.nearest(value, res);
        if (snapped < v.lower()) {
            snapped = ceil(v.lower(), res);
        }
        if (snapped > v.upper()) {
            snapped = Grid.below(v.upper(), res);
        }
        // bounds narrower than one resolution step hold no grid value: the value itself, inside them
        return snapped >= v.lower() && snapped <= v.upper() ? snapped : value;
    }

    /** The smallest multiple of {@code resolution} at or above {@code value}. */
    private static double ceil(double value, double resolution) {
        return -Grid.below(-value, resolution);
    }

    /** How many values the variable can take: infinite when continuous, its grid values inside the bounds else. */
    private static double gridValues(SetpointVariable v) {
        if (v.resolution() == 0) {
            return v.lower() == v.upper() ? 1 : Double.POSITIVE_INFINITY;
        }
        double first = ceil(v.lower(), v.resolution());
        double last = Grid.below(v.upper(), v.resolution());
        return last < first ? 1 : Math.rint((last - first) / v.resolution()) + 1;
    }

    /**
     * The smallest Euclidean distance between two of the setpoints, each variable in units of its range (a fixed
     * variable does not count): the maximin criterion, comparable across designs of the same box. Infinite for fewer
     * than two setpoints.
     */
    public static double minimumDistance(List<SetpointVariable> variables, double[][] setpoints) {
        double min = Double.POSITIVE_INFINITY;
        for (int i = 0; i < setpoints.length; i++) {
            for (int j = i + 1; j < setpoints.length; j++) {
                double sum = 0;
                for (int d = 0; d < variables.size(); d++) {
                    double range = variables.get(d).upper() - variables.get(d).lower();
                    double diff = range > 0 ? (setpoints[i][d] - setpoints[j][d]) / range : 0;
                    sum += diff * diff;
                }
                min = Math.min(min, Math.sqrt(sum));
            }
        }
        return min;
    }

    /** This design's {@link #minimumDistance}. */
    public double minimumDistance() {
        return minimumDistance(variables, points);
    }

    /** The design's setpoints, in variable order. */
    public double[][] points() {
        double[][] copy = new double[points.length][];
        for (int i = 0; i < points.length; i++) {
            copy[i] = points[i].clone();
        }
        return copy;
    }

    public int size() {
        return points.length;
    }

    /**
     * A move of the plant within the design.
     *
     * @param setpoint where to send the plant
     * @param point the design point it leads to, counted in the order visited (1 to {@link #size})
     * @param reached whether {@code setpoint} is that design point; false for a move towards it within the steps
     */
    public record Move(double[] setpoint, int point, boolean reached) {
        public Move {
            setpoint = setpoint.clone();
        }

        @Override
        public double[] setpoint() {
            return setpoint.clone();
        }
    }

    /**
     * The plant's next move: towards the design point not yet measured that the fewest maximum steps separate from
     * {@code running} (ties: the nearest in units of range, then the first), at most each variable's step away.
     * Before the first reading (running null) the design point nearest the box's centre, the most moderate start.
     *
     * @param running where the plant runs; null when no reading shows it
     * @param measured setpoints already measured: a design point within half a resolution of one (continuous: equal
     *     up to rounding) is done
     * @return empty once every design point is measured
     */
    public Optional<Move> next(double[] running, List<double[]> measured) {
        List<Integer> open = new ArrayList<>();
        for (int i = 0; i < points.length; i++) {
            int p = i;
            if (measured.stream().noneMatch(m -> coincide(points[p], m))) {
                open.add(i);
            }
        }
        if (open.isEmpty()) {
            return Optional.empty();
        }
        int point = points.length - open.size() + 1;
        if (running == null) {
            double[] centre = new double[variables.size()];
            Arrays.setAll(centre, d -> (variables.get(d).lower() + variables.get(d).upper()) / 2);
            double[] first = points[nearest(open, centre, false)];
            return Optional.of(new Move(first, point, true));
        }
        double[] from = new double[variables.size()];
        Arrays.setAll(from, d -> Math.min(variables.get(d).upper(), Math.max(variables.get(d).lower(), running[d])));
        double[] target = points[nearest(open, from, true)];
        double[] move = new double[from.length];
        boolean reached = true;
        for (int d = 0; d < from.length; d++) {
            SetpointVariable v = variables.get(d);
            double change = target[d] - from[d];
            if (Math.abs(change) <= v.maxStep()) {
                move[d] = target[d];
            } else {
                double res = v.resolution();
                double raw = from[d] + Math.copySign(v.maxStep(), change);
                // snapped back towards the plant, so the move stays within the step
                move[d] = res == 0 ? raw : change > 0 ? Grid.below(raw, res) : ceil(raw, res);
                boolean progress = change > 0 ? move[d] > from[d] : move[d] < from[d];
                reached &= !progress;
                if (!progress) {
                    move[d] = target[d]; // no grid value within the step: the order cannot respect it
                }
            }
        }
        return Optional.of(new Move(move, point, reached));
    }

    /** The open point nearest {@code from}: by maximum steps first when {@code inSteps}, then by scaled distance. */
    private int nearest(List<Integer> open, double[] from, boolean inSteps) {
        int best = open.get(0);
        double[] bestKey = null;
        for (int i : open) {
            double[] key = {inSteps ? steps(from, points[i]) : 0, minimumDistance(variables,
                    new double[][] {from, points[i]})};
            if (bestKey == null || key[0] < bestKey[0] || key[0] == bestKey[0] && key[1] < bestKey[1]) {
                best = i;
                bestKey = key;
            }
        }
        return best;
    }

    /** The moves of at most each variable's step that the plant needs from {@code a} to {@code b}. */
    private double steps(double[] a, double[] b) {
        double steps = 0;
        for (int d = 0; d < a.length; d++) {
            SetpointVariable v = variables.get(d);
            steps = Math.max(steps, Math.ceil(Math.abs(b[d] - a[d]) / v.maxStep() - 1e-9));
        }
        return steps;
    }

    private boolean coincide(double[] point, double[] setpoint) {
        for (int d = 0; d < point.length; d++) {
            SetpointVariable v = variables.get(d);
            double tolerance = v.resolution() > 0 ? v.resolution() / 2 : 1e-9 * Math.max(1, v.upper() - v.lower());
            if (!(Math.abs(point[d] - setpoint[d]) <= tolerance)) {
                return false;
            }
        }
        return true;
    }
}

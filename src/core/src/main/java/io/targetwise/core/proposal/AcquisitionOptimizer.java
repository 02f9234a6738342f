package io.targetwise.core.proposal;

import io.targetwise.core.Point;
import io.targetwise.core.acquisition.AcquisitionFunction;
import io.targetwise.core.optim.NelderMead;
import io.targetwise.core.optim.Optimum;
import io.targetwise.core.surrogate.Surrogate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import java.util.stream.IntStream;
import org.apache.commons.math3.random.SobolSequenceGenerator;

/**
 * Finds the setpoint of a search space that maximises an objective (an acquisition function over a surrogate).
 *
 * <p>Continuous mode: a randomly shifted Sobol sequence over the reachable box (plus the innermost feasible point
 * and the current setpoint) is scored in one batch; the best few, kept apart from each other, start projected
 * Nelder–Mead refinements; the grid cells around the refined optima are scored and the best feasible, admissible
 * grid point wins. Pool mode scores every eligible pool member in one batch. Deterministic for a given seed unless a
 * time budget cuts refinement short.
 */
public final class AcquisitionOptimizer {
    /** Starts closer than this fraction of the unit cube's diagonal would likely refine to the same optimum. */
    private static final double START_SEPARATION = 0.1;

    private final OptimizerSettings settings;

    private AcquisitionOptimizer(OptimizerSettings settings) {
        this.settings = settings;
    }

    public static AcquisitionOptimizer of(OptimizerSettings settings) {
        if (settings == null) {
            throw new IllegalArgumentException("settings must not be null");
        }
        return new AcquisitionOptimizer(settings);
    }

    public OptimizerSettings settings() {
        return settings;
    }

    /**
     * The feasible setpoint where {@code acquisition} over {@code surrogate} (at setpoint + the space's context) is
     * largest, with that value. A search space always holds a feasible setpoint, so there is always an answer.
     *
     * @throws IllegalArgumentException if the surrogate's input is not the space's setpoint plus context
     */
    public ScoredSetpoint maximize(Surrogate surrogate, AcquisitionFunction acquisition, SearchSpace space) {
        return maximize(AcquisitionObjective.of(surrogate, acquisition, space), space, x -> true).orElseThrow();
    }

    /**
     * The feasible setpoint of {@code space} where {@code objective} is largest, for objectives that are not one
     * surrogate's acquisition (e.g. a process chain's stacked models).
     */
    public ScoredSetpoint maximize(SetpointObjective objective, SearchSpace space) {
        return maximize(objective, space, x -> true).orElseThrow();
    }

    /**
     * The best feasible setpoint accepted by {@code admissible} (which sees snapped setpoints), or empty when none is
     * left, e.g. an exhausted pool.
     */
    Optional<ScoredSetpoint> maximize(SetpointObjective objective, SearchSpace space, Predicate<double[]> admissible) {
        if (space.isPool()) {
            return best(objective, space.eligiblePool().stream().filter(admissible).toList());
        }
        long deadline = settings.budget().map(b -> System.nanoTime() + b.toNanos()).orElse(Long.MAX_VALUE);
        BooleanSupplier outOfTime = () -> System.nanoTime() - deadline > 0;

        List<double[]> screened = screeningPoints(space);
        double[] scores = evaluate(objective, toSetpoints(space, screened));
        List<Integer> ranking = IntStream.range(0, screened.size()).boxed()
                .sorted(Comparator.comparingDouble((Integer i) -> scores[i]).reversed())
                .toList();

        List<double[]> finalists = new ArrayList<>();
        for (int start : refinementStarts(screened, scores, ranking)) {
            finalists.addAll(space.feasibleGridNeighbours(space.fromUnit(screened.get(start))));
            if (!outOfTime.getAsBoolean()) {
                Optimum refined = NelderMead.maximize(unitObjective(objective, space), screened.get(start),
                        settings.maxEvaluationsPerStart(), outOfTime);
                finalists.addAll(space.feasibleGridNeighbours(space.fromUnit(refined.point())));
            }
        }
        Optional<ScoredSetpoint> best = best(objective, finalists.stream().filter(admissible).toList());
        if (best.isPresent()) {
            return best;
        }
        // Every refined neighbourhood is taken (e.g. by earlier batch points on a coarse grid): fall back to the
        // best snapped screening point that is still admissible.
        return best(objective, ranking.stream()
                .map(i -> space.snapToFeasible(space.fromUnit(screened.get(i))))
                .flatMap(Optional::stream)
                .filter(admissible)
                .toList());
    }

    /** Shifted Sobol points in unit coordinates that satisfy the constraints, then the interior and current points. */
    private List<double[]> screeningPoints(SearchSpace space) {
        int k = space.freeIndices().length;
        SobolSequenceGenerator sobol = new SobolSequenceGenerator(k);
        SplittableRandom random = new SplittableRandom(settings.seed());
        double[] shift = random.doubles(k).toArray();
        List<double[]> points = new ArrayList<>(settings.screeningSamples() + 2);
        for (int s = 0; s < settings.screeningSamples(); s++) {
            double[] u = sobol.nextVector();
            for (int j = 0; j < k; j++) {
                u[j] = (u[j] + shift[j]) % 1.0;
            }
            if (space.satisfiesConstraints(space.fromUnit(u))) {
                points.add(u);
            }
        }
        points.add(space.toUnit(space.interiorPoint()));
        space.currentSetpoint().map(space::toUnit)
                .filter(u -> Arrays.stream(u).allMatch(v -> v >= 0 && v <= 1))
                .filter(u -> space.satisfiesConstraints(space.fromUnit(u)))
                .ifPresent(points::add);
        return points;
    }

    /** The best-scoring screening points, each at least {@link #START_SEPARATION} of the diagonal from the others. */
    private List<Integer> refinementStarts(List<double[]> screened, double[] scores, List<Integer> ranking) {
        int k = screened.get(0).length;
        double minDistance = START_SEPARATION * Math.sqrt(k);
        List<Integer> starts = new ArrayList<>();
        for (int i : ranking) {
            if (starts.size() == settings.refinementStarts() || scores[i] == Double.NEGATIVE_INFINITY) {
                break;
            }
            if (starts.stream().allMatch(s -> distance(screened.get(s), screened.get(i)) >= minDistance)) {
                starts.add(i);
            }
        }
        return starts;
    }

    private static NelderMead.UnitObjective unitObjective(SetpointObjective objective, SearchSpace space) {
        return points -> {
            double[] values = new double[points.length];
            List<Integer> feasible = new ArrayList<>(points.length);
            List<double[]> setpoints = new ArrayList<>(points.length);
            for (int i = 0; i < points.length; i++) {
                double[] x = space.fromUnit(points[i]);
                if (space.satisfiesConstraints(x)) {
                    feasible.add(i);
                    setpoints.add(x);
                } else {
                    values[i] = Double.NEGATIVE_INFINITY;
                }
            }
            if (!setpoints.isEmpty()) {
                double[] scores = evaluate(objective, setpoints);
                for (int f = 0; f < scores.length; f++) {
                    values[feasible.get(f)] = scores[f];
                }
            }
            return values;
        };
    }

    /** The highest-scoring candidate, the first of equals. */
    private static Optional<ScoredSetpoint> best(SetpointObjective objective, List<double[]> candidates) {
        if (candidates.isEmpty()) {
            return Optional.empty();
        }
        double[] scores = evaluate(objective, candidates);
        int best = 0;
        for (int i = 1; i < scores.length; i++) {
            if (scores[i] > scores[best]) {
                best = i;
            }
        }
        return Optional.of(new ScoredSetpoint(Point.of(candidates.get(best)), scores[best]));
    }

    private static List<double[]> toSetpoints(SearchSpace space, List<double[]> unitPoints) {
        return unitPoints.stream().map(space::fromUnit).toList();
    }

    /** Scores with NaN replaced by -infinity, so that a broken score never wins a comparison. */
    private static double[] evaluate(SetpointObjective objective, List<double[]> setpoints) {
        double[] scores = new double[setpoints.size()];
        objective.evaluate(setpoints.toArray(double[][]::new), scores);
        for (int i = 0; i < scores.length; i++) {
            if (Double.isNaN(scores[i])) {
                scores[i] = Double.NEGATIVE_INFINITY;
            }
        }
        return scores;
    }

    private static double distance(double[] a, double[] b) {
        double sum = 0;
        for (int j = 0; j < a.length; j++) {
            sum += (a[j] - b[j]) * (a[j] - b[j]);
        }
        return Math.sqrt(sum);
    }
}

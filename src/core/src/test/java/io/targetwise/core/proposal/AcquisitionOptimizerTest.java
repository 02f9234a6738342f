package io.targetwise.core.proposal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.Grid;
import io.targetwise.core.acquisition.AcquisitionFunction;
import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.AcquisitionSettings;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class AcquisitionOptimizerTest {

    private static final AcquisitionOptimizer OPTIMIZER = AcquisitionOptimizer.of(OptimizerSettings.defaults());

    /** Several local maxima of similar height; the global one is not at a bound. */
    private static double multimodal(double x) {
        return Math.sin(3 * x) + 0.6 * Math.sin(7 * x + 1) - 0.05 * x * x;
    }

    @ParameterizedTest
    @ValueSource(doubles = {0.0, 0.01, 0.25})
    void findsTheGlobalMaximumOfA1dFunctionThatADenseGridFinds(double resolution) {
        SearchSpace space = SearchSpace.of(List.of(SetpointVariable.of("x", -3, 3).withResolution(resolution)));
        double gridStep = resolution > 0 ? resolution : 1e-5;
        double gridArgmax = Double.NaN;
        double gridMax = Double.NEGATIVE_INFINITY;
        for (long k = Math.round(-3 / gridStep); k <= Math.round(3 / gridStep); k++) {
            double x = k * gridStep;
            if (multimodal(x) > gridMax) {
                gridMax = multimodal(x);
                gridArgmax = x;
            }
        }

        ScoredSetpoint best = OPTIMIZER.maximize(objective(x -> multimodal(x[0])), space, x -> true).orElseThrow();

        assertThat(best.setpoint().get(0)).isCloseTo(gridArgmax, within(Math.max(resolution, 1e-4)));
        assertThat(best.value()).isGreaterThanOrEqualTo(gridMax - 1e-8);
    }

    @ParameterizedTest
    @ValueSource(doubles = {0.0, 0.001, 0.05})
    void findsTheGlobalMaximumOfRobustEiOverA1dSurrogateThatADenseGridFinds(double resolution) {
        // The mean crosses the target three times, with different epistemic and aleatoric variance at each crossing.
        AnalyticSurrogate surrogate = new AnalyticSurrogate(1, x -> Math.sin(3 * x[0]) + 0.3 * x[0],
                x -> 0.05 + 0.04 * Math.pow(Math.sin(5 * x[0]), 2), x -> 0.01 + 0.02 * x[0] * x[0]);
        AcquisitionFunction robustEi = AcquisitionKind.ROBUST_EI.create(AcquisitionSettings.of(0.2, -1, 1), 0.05);
        SearchSpace space = SearchSpace.of(List.of(SetpointVariable.of("x", -2, 2).withResolution(resolution)));
        double step = resolution > 0 ? resolution : 1e-4;
        int n = (int) Math.round(4 / step) + 1;
        double[][] grid = new double[n][];
        for (int k = 0; k < n; k++) {
            grid[k] = new double[] {Math.rint(-2 / step + k) * step};
        }
        double[] gridScores = robustEi.score(surrogate.posterior(grid));
        int argmax = 0;
        for (int k = 1; k < n; k++) {
            argmax = gridScores[k] > gridScores[argmax] ? k : argmax;
        }

        ScoredSetpoint best = OPTIMIZER.maximize(surrogate, robustEi, space);

        assertThat(best.setpoint().get(0)).isCloseTo(grid[argmax][0], within(Math.max(resolution, 2e-4)));
        assertThat(best.value()).isGreaterThanOrEqualTo(gridScores[argmax] * (1 - 1e-9));
    }

    @Test
    void everyProposalRespectsRangeGridMaxStepAndConstraintsOnRandomProblems() {
        SplittableRandom random = new SplittableRandom(7);
        for (int problem = 0; problem < 40; problem++) {
            SearchSpace space = randomSpace(random);
            double[][] bumps = randomBumps(random, space.dimension());
            OptimizerSettings settings = OptimizerSettings.defaults().withScreeningSamples(256).withSeed(problem);

            double[] x = AcquisitionOptimizer.of(settings)
                    .maximize(objective(p -> bumps(bumps, p)), space, p -> true).orElseThrow().setpoint().toArray();

            assertFeasible(space, x);
        }
    }

    @Test
    void refinementImprovesOnTheScreeningInFiveDimensions() {
        SearchSpace space = SearchSpace.of(List.of(
                SetpointVariable.of("a", 0, 1), SetpointVariable.of("b", 0, 1), SetpointVariable.of("c", 0, 1),
                SetpointVariable.of("d", 0, 1), SetpointVariable.of("e", 0, 1)));
        double[] peak = {0.31, 0.72, 0.55, 0.18, 0.93};
        SetpointObjective narrowPeak = objective(x -> -squaredDistance(x, peak));

        double[] found = OPTIMIZER.maximize(narrowPeak, space, x -> true).orElseThrow().setpoint().toArray();

        for (int i = 0; i < peak.length; i++) {
            assertThat(found[i]).isCloseTo(peak[i], within(1e-3));
        }
    }

    @Test
    void theSameSeedGivesTheSameSetpointAndScreeningDependsOnTheSeed() {
        SearchSpace space = SearchSpace.of(List.of(SetpointVariable.of("a", 0, 1), SetpointVariable.of("b", 0, 1)));
        double[][] bumps = randomBumps(new SplittableRandom(3), 2);
        SetpointObjective objective = objective(x -> bumps(bumps, x));
        OptimizerSettings screeningOnly = OptimizerSettings.defaults().withScreeningSamples(16).withRefinement(0, 1);

        double[] first = AcquisitionOptimizer.of(screeningOnly.withSeed(11))
                .maximize(objective, space, x -> true).orElseThrow().setpoint().toArray();
        double[] again = AcquisitionOptimizer.of(screeningOnly.withSeed(11))
                .maximize(objective, space, x -> true).orElseThrow().setpoint().toArray();
        double[] otherSeed = AcquisitionOptimizer.of(screeningOnly.withSeed(12))
                .maximize(objective, space, x -> true).orElseThrow().setpoint().toArray();

        assertThat(again).containsExactly(first);
        assertThat(otherSeed).isNotEqualTo(first);
    }

    @Test
    void aSpentTimeBudgetStillReturnsTheBestFeasibleScreeningPoint() {
        SearchSpace space = SearchSpace.builder()
                .variable(SetpointVariable.of("a", 0, 1).withResolution(0.01))
                .variable(SetpointVariable.of("b", 0, 1))
                .constraint(LinearConstraint.of(1, 1, 1))
                .build();
        OptimizerSettings settings = OptimizerSettings.defaults().withTimeBudget(Duration.ofNanos(1));

        double[] x = AcquisitionOptimizer.of(settings)
                .maximize(objective(p -> p[0] + 2 * p[1]), space, p -> true).orElseThrow().setpoint().toArray();

        assertFeasible(space, x);
        assertThat(x[1]).as("screening alone gets close to the best vertex b = 1").isGreaterThan(0.9);
    }

    @Test
    void inadmissiblePointsAreAvoidedEvenWhenTheGridIsCoarse() {
        SearchSpace space = SearchSpace.of(List.of(SetpointVariable.of("x", 0, 4).withResolution(1)));
        SetpointObjective peakAtTwo = objective(x -> -Math.abs(x[0] - 2));

        double[] x = OPTIMIZER.maximize(peakAtTwo, space, p -> p[0] != 2 && p[0] != 1).orElseThrow().setpoint().toArray();

        assertThat(x[0]).isEqualTo(3);
        assertThat(OPTIMIZER.maximize(peakAtTwo, space, p -> false)).isEmpty();
    }

    @Test
    void poolModeScoresOnlyEligibleAdmissibleMembers() {
        List<double[]> pool = List.of(new double[] {0.2}, new double[] {0.5}, new double[] {0.9}, new double[] {0.6});
        SearchSpace space = SearchSpace.builder()
                .variable(SetpointVariable.of("x", 0, 1).withMaxStep(0.35))
                .currentSetpoint(0.3)
                .pool(pool)
                .build();
        List<double[]> scored = new ArrayList<>();
        SetpointObjective nearOne = (points, scores) -> {
            for (int i = 0; i < points.length; i++) {
                scored.add(points[i]);
                scores[i] = points[i][0];
            }
        };

        double[] x = OPTIMIZER.maximize(nearOne, space, p -> p[0] != 0.6).orElseThrow().setpoint().toArray();

        assertThat(x).containsExactly(0.5);
        assertThat(scored).extracting(p -> p[0]).containsExactlyInAnyOrder(0.2, 0.5);
    }

    @Test
    void badOptimizerSettingsNameTheField() {
        OptimizerSettings defaults = OptimizerSettings.defaults();

        assertThatThrownBy(() -> defaults.withScreeningSamples(0)).hasMessageContaining("screeningSamples must be >= 1");
        assertThatThrownBy(() -> defaults.withRefinement(-1, 10)).hasMessageContaining("refinementStarts must be >= 0");
        assertThatThrownBy(() -> defaults.withRefinement(1, 0)).hasMessageContaining("maxEvaluationsPerStart");
        assertThatThrownBy(() -> defaults.withTimeBudget(Duration.ZERO)).hasMessageContaining("timeBudget must be positive");
        assertThatThrownBy(() -> AcquisitionOptimizer.of(null)).hasMessageContaining("settings must not be null");
    }

    static SetpointObjective objective(ToDoubleFunction<double[]> f) {
        return (points, scores) -> {
            for (int i = 0; i < points.length; i++) {
                scores[i] = f.applyAsDouble(points[i]);
            }
        };
    }

    /** A random process definition with every kind of restriction, feasible by construction. */
    static SearchSpace randomSpace(SplittableRandom random) {
        int d = random.nextInt(1, 5);
        SearchSpace.Builder builder = SearchSpace.builder();
        double[] current = new double[d];
        for (int i = 0; i < d; i++) {
            double lower = random.nextDouble(-10, 10);
            double width = random.nextDouble(0.5, 20);
            double resolution = random.nextBoolean() ? 0 : width / random.nextInt(20, 200);
            current[i] = lower + random.nextDouble() * width;
            SetpointVariable v = SetpointVariable.of("x" + i, lower, lower + width).withResolution(resolution);
            builder.variable(random.nextBoolean() ? v.withMaxStep(width * random.nextDouble(0.1, 0.6)) : v);
        }
        builder.currentSetpoint(current);
        int constraints = random.nextInt(0, 3);
        for (int c = 0; c < constraints; c++) {
            double[] a = random.doubles(d, -1, 1).toArray();
            double atCurrent = 0;
            for (int i = 0; i < d; i++) {
                atCurrent += a[i] * current[i];
            }
            builder.constraint(LinearConstraint.of(atCurrent + random.nextDouble(0.5, 3), a));
        }
        return builder.build();
    }

    /** Sum of Gaussian bumps with random centres in [-10, 30] and widths: rows are (height, width, centre...). */
    static double[][] randomBumps(SplittableRandom random, int d) {
        double[][] bumps = new double[6][d + 2];
        for (double[] bump : bumps) {
            bump[0] = random.nextDouble(0.2, 1);
            bump[1] = random.nextDouble(0.5, 5);
            for (int i = 0; i < d; i++) {
                bump[2 + i] = random.nextDouble(-10, 30);
            }
        }
        return bumps;
    }

    static double bumps(double[][] bumps, double[] x) {
        double sum = 0;
        for (double[] bump : bumps) {
            double sq = 0;
            for (int i = 0; i < x.length; i++) {
                sq += (x[i] - bump[2 + i]) * (x[i] - bump[2 + i]);
            }
            sum += bump[0] * Math.exp(-sq / (2 * bump[1] * bump[1]));
        }
        return sum;
    }

    static void assertFeasible(SearchSpace space, double[] x) {
        String where = Arrays.toString(x);
        assertThat(space.isFeasible(x)).as("feasible " + where).isTrue();
        for (int i = 0; i < x.length; i++) {
            SetpointVariable v = space.variables().get(i);
            assertThat(x[i]).as("bounds of " + v.name() + " at " + where).isBetween(v.lower(), v.upper());
            if (v.resolution() > 0) {
                // exactly the decimal multiple, not the binary product with its float noise
                assertThat(x[i]).as("grid of " + v.name()).isEqualTo(Grid.nearest(x[i], v.resolution()))
                        .isCloseTo(Math.rint(x[i] / v.resolution()) * v.resolution(), within(1e-12 * Math.abs(x[i])));
            }
            if (v.hasMaxStep()) {
                double current = space.currentSetpoint().orElseThrow()[i];
                assertThat(Math.abs(x[i] - current)).as("step of " + v.name()).isLessThanOrEqualTo(v.maxStep() + 1e-9);
            }
        }
        for (LinearConstraint c : space.constraints()) {
            assertThat(c.excess(x)).as(c + " at " + where).isLessThanOrEqualTo(1e-9 * (1 + Math.abs(c.bound())));
        }
    }

    private static double squaredDistance(double[] a, double[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += (a[i] - b[i]) * (a[i] - b[i]);
        }
        return sum;
    }
}

package io.targetwise.core.design;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.offset;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import io.targetwise.core.proposal.SetpointVariable;

class SpaceFillingDesignTest {
    private static final List<SetpointVariable> TWO = List.of(
            SetpointVariable.of("temperature", 0, 100).withResolution(1).withMaxStep(10),
            SetpointVariable.of("pressure", 2, 8).withResolution(0.1).withMaxStep(1.5));

    /** The smallest scaled distance between two setpoints, pair by pair: the reference the design must meet. */
    private static double bruteForceMinimum(double[][] x, double[] range) {
        double min = Double.POSITIVE_INFINITY;
        for (double[] a : x) {
            for (double[] b : x) {
                if (a != b) {
                    double s = 0;
                    for (int d = 0; d < range.length; d++) {
                        s += Math.pow((a[d] - b[d]) / range[d], 2);
                    }
                    min = Math.min(min, Math.sqrt(s));
                }
            }
        }
        return min;
    }

    @Test
    void aGridOfAsManyValuesAsPointsIsFilledExactly() {
        // Five points on the five values 0..4: the only duplicate-free Latin hypercube is the grid itself.
        SpaceFillingDesign design = SpaceFillingDesign.of(
                List.of(SetpointVariable.of("x", 0, 4).withResolution(1)), 5, 1);

        assertThat(Arrays.stream(design.points()).mapToDouble(p -> p[0]).sorted().toArray())
                .containsExactly(0, 1, 2, 3, 4);
        assertThat(design.minimumDistance()).isEqualTo(0.25);
    }

    @Test
    void everyValueLiesOnItsGridInsideTheBoundsAndNoTwoPointsCoincide() {
        List<SetpointVariable> offGridBounds = List.of(SetpointVariable.of("a", 0.05, 0.97).withResolution(0.1),
                SetpointVariable.of("b", -3, 3), SetpointVariable.of("c", 10, 12).withResolution(0.5));
        for (long seed = 1; seed <= 20; seed++) {
            double[][] x = SpaceFillingDesign.of(offGridBounds, 4, seed).points();
            Set<List<Double>> distinct = new HashSet<>();
            for (double[] p : x) {
                assertThat(p[0]).isBetween(0.05, 0.97);
                assertThat(new BigDecimal(Double.toString(p[0])).remainder(new BigDecimal("0.1")).signum()).isZero();
                assertThat(p[1]).isBetween(-3.0, 3.0);
                assertThat(p[2] * 2).isEqualTo(Math.rint(p[2] * 2));
                distinct.add(List.of(p[0], p[1], p[2]));
            }
            assertThat(distinct).as("seed %d", seed).hasSize(4);
        }
    }

    @Test
    void theMaximinDesignIsAtLeastAsSpreadAsAPlainLatinHypercubeOfTheSameSeed() {
        double[] range = {100, 6};
        double gain = 0;
        for (long seed = 1; seed <= 30; seed++) {
            SpaceFillingDesign design = SpaceFillingDesign.of(TWO, 3, seed);
            double plain = bruteForceMinimum(SpaceFillingDesign.latinHypercube(TWO, 3, new SplittableRandom(seed)),
                    range);
            double chosen = bruteForceMinimum(design.points(), range);
            assertThat(design.minimumDistance()).isCloseTo(chosen, offset(1e-12));
            assertThat(chosen).as("seed %d", seed).isGreaterThanOrEqualTo(plain);
            gain += chosen - plain;
        }
        assertThat(gain / 30).as("mean gain over a plain Latin hypercube").isGreaterThan(0.1);
    }

    @Test
    void theSameSeedGivesTheSameDesignAndAnotherSeedAnother() {
        double[][] once = SpaceFillingDesign.of(TWO, 3, 42).points();
        assertThat(SpaceFillingDesign.of(TWO, 3, 42).points()).isDeepEqualTo(once);
        assertThat(Arrays.deepEquals(SpaceFillingDesign.of(TWO, 3, 43).points(), once)).isFalse();
    }

    @Test
    void aGridTooSmallForTheDesignIsRefused() {
        assertThatThrownBy(() -> SpaceFillingDesign.of(List.of(SetpointVariable.of("x", 0, 1).withResolution(1)), 3, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2 distinct setpoints");
        assertThatThrownBy(() -> SpaceFillingDesign.of(List.of(), 3, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SpaceFillingDesign.of(TWO, 0, 1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void everyMoveKeepsWithinTheStepsAndEveryDesignPointIsVisitedOnce() {
        for (long seed = 1; seed <= 10; seed++) {
            SpaceFillingDesign design = SpaceFillingDesign.of(TWO, 5, seed);
            double[] running = {50, 5};
            List<double[]> measured = new ArrayList<>();
            List<Integer> reachedPoints = new ArrayList<>();
            for (int moves = 0; moves < 100; moves++) {
                Optional<SpaceFillingDesign.Move> next = design.next(running, measured);
                if (next.isEmpty()) {
                    break;
                }
                double[] to = next.get().setpoint();
                assertThat(Math.abs(to[0] - running[0])).as("seed %d temperature", seed).isLessThanOrEqualTo(10);
                assertThat(Math.abs(to[1] - running[1])).as("seed %d pressure", seed).isLessThanOrEqualTo(1.5 + 1e-9);
                if (next.get().reached()) {
                    reachedPoints.add(next.get().point());
                }
                measured.add(to);
                running = to;
            }
            // a move towards one point may land on another, which then counts as measured
            assertThat(reachedPoints).as("seed %d", seed).isSorted().doesNotHaveDuplicates().isNotEmpty();
            for (double[] p : design.points()) {
                assertThat(measured).as("seed %d", seed).anySatisfy(m -> assertThat(m).isEqualTo(p));
            }
        }
    }

    @Test
    void theNextPointIsTheOneFewestStepsAwayAndTheFirstTheOneNearestTheCentre() {
        List<SetpointVariable> line = List.of(SetpointVariable.of("x", 0, 4).withResolution(1).withMaxStep(1));
        SpaceFillingDesign design = SpaceFillingDesign.of(line, 5, 1);

        assertThat(design.next(null, List.of()).orElseThrow().setpoint()).containsExactly(2);
        // From 4, with 4 measured, 3 is one step away; then 2 (after 3), and so on down
        assertThat(design.next(new double[] {4}, List.<double[]>of(new double[] {4})).orElseThrow())
                .satisfies(m -> assertThat(m.setpoint()).containsExactly(3))
                .satisfies(m -> assertThat(m.point()).isEqualTo(2));
        // From 0, with 0 and 1 measured, 2 lies two steps away: one step towards it first
        assertThat(design.next(new double[] {0}, List.of(new double[] {0}, new double[] {1})).orElseThrow())
                .satisfies(m -> assertThat(m.setpoint()).containsExactly(1))
                .satisfies(m -> assertThat(m.reached()).isFalse());
        assertThat(design.next(new double[] {0}, Arrays.stream(design.points()).toList())).isEmpty();
    }

    @Test
    void aFarPointIsApproachedInMovesOfAtMostTheStepSnappedTowardsThePlant() {
        List<SetpointVariable> line = List.of(SetpointVariable.of("x", 0, 1).withResolution(0.1).withMaxStep(0.25));
        SpaceFillingDesign design = SpaceFillingDesign.of(line, 2, 3);
        double far = Arrays.stream(design.points()).mapToDouble(p -> p[0]).max().orElseThrow();
        double near = Arrays.stream(design.points()).mapToDouble(p -> p[0]).min().orElseThrow();
        assertThat(far - near).isGreaterThan(0.25);

        SpaceFillingDesign.Move move = design.next(new double[] {near}, List.<double[]>of(new double[] {near}))
                .orElseThrow();
        assertThat(move.reached()).isFalse();
        assertThat(move.point()).isEqualTo(2);
        // 0.25 up from the near point, rounded down onto the grid: never more than the step
        assertThat(move.setpoint()[0]).isEqualTo(new BigDecimal(Double.toString(near)).add(new BigDecimal("0.2"))
                .doubleValue());
    }
}

package io.targetwise.core.proposal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The parts {@link SearchSpace} delegates to, each on its own. */
class SearchSpacePartsTest {
    private static final List<SetpointVariable> VARIABLES = List.of(
            SetpointVariable.of("temperature", 800, 1100).withResolution(5).withMaxStep(22),
            SetpointVariable.of("pressure", 0, 10),
            SetpointVariable.of("fixed", 1, 1));

    @Test
    void reachableBoxNarrowsByMaxStepOntoTheGridAndMapsItsFreeVariablesToTheUnitCube() {
        ReachableBox box = ReachableBox.of(VARIABLES, new double[] {1090, 3, 1});

        assertThat(box.lower(0)).isEqualTo(1070);
        assertThat(box.upper(0)).isEqualTo(1100);
        assertThat(box.freeIndices()).containsExactly(0, 1);
        double[] x = box.fromUnit(new double[] {0.5, 0.25}, box.lowerCorner());
        assertThat(x).containsExactly(1085, 2.5, 1);
        assertThat(box.toUnit(x)).containsExactly(0.5, 0.25);
        assertThat(box.contains(x)).isTrue();
        assertThat(box.contains(new double[] {1087, 2.5, 1})).isFalse();
        assertThat(box.contains(new double[] {1065, 2.5, 1})).isFalse();
    }

    @Test
    void reachableBoxNeedsTheCurrentSetpointForAMaxStep() {
        assertThatThrownBy(() -> ReachableBox.of(VARIABLES, null))
                .hasMessage("currentSetpoint: required when a variable has a maxStep");
    }

    @Test
    void gridSnappingRoundsAndListsTheCornersOfTheCell() {
        ReachableBox box = ReachableBox.of(VARIABLES, new double[] {1090, 3, 1});
        GridSnapping grid = GridSnapping.of(VARIABLES, box);

        double[] rounded = grid.rounded(new double[] {1081.9, 2.5, 1});
        assertThat(rounded).containsExactly(1080, 2.5, 1);
        assertThat(grid.cellCorners(new double[] {1081.9, 2.5, 1}, rounded))
                .containsExactlyInAnyOrder(new double[] {1080, 2.5, 1}, new double[] {1085, 2.5, 1});
        assertThat(grid.coincide(new double[] {1080, 2.5, 1}, new double[] {1082, 2.5, 1})).isTrue();
        assertThat(grid.coincide(new double[] {1080, 2.5, 1}, new double[] {1080, 2.6, 1})).isFalse();
    }

    @Test
    void linearFeasibilityFindsTheCentreOfTheLargestInscribedBall() {
        List<SetpointVariable> square = List.of(SetpointVariable.of("a", 0, 1), SetpointVariable.of("b", 0, 1));
        LinearFeasibility halfSquare = LinearFeasibility.of(List.of(LinearConstraint.of(0.5, 1, 0)), 2);

        double[] centre = halfSquare.innermostPoint(ReachableBox.of(square, null));
        assertThat(centre[0]).isCloseTo(0.25, within(1e-9));
        assertThat(halfSquare.isSatisfiedBy(new double[] {0.5, 1})).isTrue();
        assertThat(halfSquare.isSatisfiedBy(new double[] {0.6, 0})).isFalse();
        assertThatThrownBy(() -> LinearFeasibility.of(List.of(LinearConstraint.of(1, 1)), 2))
                .hasMessageContaining("constraints[0] has 1 coefficients");
    }

    @Test
    void candidatePoolKeepsValidatedMembersAndTheFeasibleOnes() {
        List<SetpointVariable> grid = List.of(SetpointVariable.of("x", 0, 1).withResolution(0.5));
        CandidatePool pool = CandidatePool.of(List.of(new double[] {0}, new double[] {1}), grid, x -> x[0] > 0);

        assertThat(pool.members()).containsExactly(new double[] {0}, new double[] {1});
        assertThat(pool.eligible()).containsExactly(new double[] {1});
        assertThatThrownBy(() -> CandidatePool.of(List.of(new double[] {0}, new double[] {0}), grid, x -> true))
                .hasMessage("pool[1] repeats pool[0]");
        assertThatThrownBy(() -> CandidatePool.of(List.of(new double[] {0.25}), grid, x -> true))
                .hasMessage("pool[0]: x = 0.25 is not a multiple of its resolution 0.5");
        assertThatThrownBy(() -> CandidatePool.of(List.of(new double[] {0}), grid, x -> false))
                .hasMessageContaining("pool: no member");
    }
}

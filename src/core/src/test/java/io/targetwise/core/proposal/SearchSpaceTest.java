package io.targetwise.core.proposal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class SearchSpaceTest {

    private static final SetpointVariable TEMPERATURE = SetpointVariable.of("temperature", 800, 1100).withResolution(5);
    private static final SetpointVariable PRESSURE = SetpointVariable.of("pressure", 0, 10);

    @Test
    void reachableRangeIsBoundsNarrowedByMaxStepAndShrunkOntoTheGrid() {
        SearchSpace space = SearchSpace.builder()
                .variable(TEMPERATURE.withMaxStep(22))
                .variable(PRESSURE)
                .currentSetpoint(1090, 3)
                .build();

        assertThat(space.reachableLower(0)).isEqualTo(1070);
        assertThat(space.reachableUpper(0)).isEqualTo(1100);
        assertThat(space.reachableLower(1)).isEqualTo(0);
        assertThat(space.reachableUpper(1)).isEqualTo(10);
    }

    @Test
    void surrogateInputIsTheSetpointFollowedByTheContext() {
        SearchSpace space = SearchSpace.of(List.of(TEMPERATURE, PRESSURE), 21.5, 0.4);

        assertThat(space.surrogateInput(new double[] {900, 2})).containsExactly(900, 2, 21.5, 0.4);
        assertThat(space.inputDimension()).isEqualTo(4);
        assertThat(space.withContext(19.0).surrogateInput(new double[] {900, 2})).containsExactly(900, 2, 19.0);
    }

    @Test
    void snappingRoundsToTheGridOfTheReplicateAggregatorAndStaysInRange() {
        SearchSpace space = SearchSpace.of(List.of(SetpointVariable.of("x", 0.05, 0.95).withResolution(0.1)));

        assertThat(space.snapToFeasible(new double[] {0.33})).hasValueSatisfying(
                x -> assertThat(x[0]).isEqualTo(0.3));
        assertThat(space.snapToFeasible(new double[] {0.06})).hasValueSatisfying(
                x -> assertThat(x[0]).isEqualTo(0.1));
        assertThat(space.snapToFeasible(new double[] {0.99})).hasValueSatisfying(
                x -> assertThat(x[0]).isEqualTo(0.9));
    }

    @Test
    void snappingMovesToAFeasibleCornerWhenRoundingBreaksAConstraint() {
        SearchSpace space = SearchSpace.builder()
                .variable(SetpointVariable.of("a", 0, 10).withResolution(1))
                .variable(SetpointVariable.of("b", 0, 10).withResolution(1))
                .constraint(LinearConstraint.of(9, 1, 1))
                .build();

        double[] snapped = space.snapToFeasible(new double[] {4.6, 4.4}).orElseThrow();

        assertThat(snapped[0] + snapped[1]).isLessThanOrEqualTo(9);
        assertThat(space.isFeasible(snapped)).isTrue();
        assertThat(space.isFeasible(new double[] {5, 5})).isFalse();
    }

    @Test
    void feasibilityChecksRangeGridAndConstraints() {
        SearchSpace space = SearchSpace.builder()
                .variable(TEMPERATURE)
                .variable(PRESSURE)
                .constraint(LinearConstraint.of(1000, 1, 10))
                .build();

        assertThat(space.isFeasible(new double[] {900, 5})).isTrue();
        assertThat(space.isFeasible(new double[] {902, 5})).as("off grid").isFalse();
        assertThat(space.isFeasible(new double[] {1105, 0})).as("out of range").isFalse();
        assertThat(space.isFeasible(new double[] {950, 6})).as("constraint").isFalse();
    }

    @Test
    void poolMembersAreSnappedAndOnlyFeasibleOnesAreEligible() {
        SearchSpace space = SearchSpace.builder()
                .variable(SetpointVariable.of("x", 0, 1).withResolution(0.1).withMaxStep(0.25))
                .currentSetpoint(0.5)
                .pool(List.of(new double[] {0.3}, new double[] {0.7}, new double[] {0.9}))
                .build();

        assertThat(space.isPool()).isTrue();
        assertThat(space.pool()).hasSize(3);
        assertThat(space.eligiblePool()).extracting(x -> x[0]).containsExactly(0.3, 0.7);
    }

    @Test
    void badConfigurationNamesTheField() {
        assertInvalid(() -> SetpointVariable.of("x", 2, 1), "x: lower 2.0 is above upper 1.0");
        assertInvalid(() -> SetpointVariable.of("x", 0, 1).withMaxStep(0), "maxStep must be > 0");
        assertInvalid(() -> SetpointVariable.of("x", 0, 1).withResolution(-1), "resolution");
        assertInvalid(() -> LinearConstraint.of(1, 0, 0), "coefficients must not all be zero");
        assertInvalid(() -> SearchSpace.builder().build(), "variables: at least one");
        assertInvalid(() -> SearchSpace.of(List.of(SetpointVariable.of("x", 1, 1))), "variables: no free variable");
        assertInvalid(() -> SearchSpace.of(List.of(SetpointVariable.of("x", 0.1, 0.9).withResolution(1))),
                "resolution: x has no multiple");
        assertInvalid(() -> SearchSpace.of(List.of(PRESSURE), Double.NaN), "context[0]");
        assertInvalid(() -> SearchSpace.builder().variable(PRESSURE.withMaxStep(1)).build(),
                "currentSetpoint: required");
        assertInvalid(() -> SearchSpace.builder().variable(PRESSURE.withMaxStep(1)).currentSetpoint(12).build(),
                "maxStep: pressure cannot reach");
        assertInvalid(() -> SearchSpace.builder().variable(PRESSURE).variable(PRESSURE)
                .constraint(LinearConstraint.of(-1, 1, 1)).build(), "constraints: no setpoint");
        assertInvalid(() -> SearchSpace.builder().variable(PRESSURE).constraint(LinearConstraint.of(1, 1, 1)).build(),
                "constraints[0] has 2 coefficients");
        assertInvalid(() -> SearchSpace.builder().variable(PRESSURE).pool(List.of()).build(), "pool: must hold");
        assertInvalid(() -> SearchSpace.builder().variable(PRESSURE).pool(List.of(new double[] {11})).build(),
                "pool[0]: pressure = 11.0 is outside");
        assertInvalid(() -> SearchSpace.builder().variable(TEMPERATURE).pool(List.of(new double[] {901})).build(),
                "pool[0]: temperature = 901.0 is not a multiple");
        assertInvalid(() -> SearchSpace.builder().variable(PRESSURE)
                .pool(List.of(new double[] {1}, new double[] {1})).build(), "pool[1] repeats pool[0]");
        assertInvalid(() -> SearchSpace.builder().variable(PRESSURE.withMaxStep(1)).currentSetpoint(5)
                .pool(List.of(new double[] {1})).build(), "pool: no member");
    }

    @Test
    void constraintsOnlyOnFixedVariablesMustHoldThemselves() {
        SearchSpace.Builder builder = SearchSpace.builder()
                .variable(SetpointVariable.of("fixed", 2, 2))
                .variable(PRESSURE);

        assertInvalid(() -> builder.constraint(LinearConstraint.of(1, 1, 0)).build(), "constraints[0]");
    }

    @Test
    void aConstraintThinnerThanTheGridIsRejected() {
        assertInvalid(() -> SearchSpace.builder()
                .variable(SetpointVariable.of("a", 0, 10).withResolution(1))
                .variable(SetpointVariable.of("b", 0, 10).withResolution(1))
                .constraint(LinearConstraint.of(4.6, 1, 1))
                .constraint(LinearConstraint.of(-4.4, -1, -1))
                .build(), "thinner than the resolution grid");
    }

    private static void assertInvalid(Runnable configuration, String message) {
        assertThatThrownBy(configuration::run).isInstanceOf(IllegalArgumentException.class).hasMessageContaining(message);
    }
}

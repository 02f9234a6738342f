package io.targetwise.core.proposal;

import static io.targetwise.core.proposal.AcquisitionOptimizerTest.objective;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class LocalPenalizationTest {

    private final SearchSpace space = SearchSpace.of(List.of(SetpointVariable.of("x", -2, 2)));
    /** Crosses the target 0 at x = 0.5; the mean is uncertain enough to give the penaliser a visible reach. */
    private final AnalyticSurrogate surrogate = new AnalyticSurrogate(1, x -> x[0] - 0.5, x -> 1.0, x -> 0.01);

    @Test
    void penaltySuppressesTheAcquisitionAroundAPendingPointAndFadesWithDistance() {
        SetpointObjective acquisition = objective(x -> 1.0);
        SetpointObjective penalized = LocalPenalization.of(acquisition, surrogate, space, 0)
                .withPending(new double[] {0.5}).objective();

        double[] atPending = score(penalized, 0.5);
        double[] near = score(penalized, 0.7);
        double[] far = score(penalized, -2);

        assertThat(atPending[0]).as("at most one half where the mean of E is lowest").isLessThanOrEqualTo(0.5);
        assertThat(near[0]).isGreaterThan(atPending[0]).isLessThan(far[0]);
        assertThat(far[0]).isCloseTo(1.0, within(1e-3));
    }

    @Test
    void aNegativeAcquisitionIsShiftedByItsLowestSampledValueBeforePenalising() {
        SetpointObjective negated = objective(x -> -x[0] * x[0] - 3);
        LocalPenalization none = LocalPenalization.of(negated, surrogate, space, 0);

        double[] shifted = score(none.objective(), 0, -2);

        assertThat(shifted[0] - shifted[1]).isCloseTo(4, within(1e-12));
        assertThat(shifted[1]).isCloseTo(0, within(0.01));
    }

    private static double[] score(SetpointObjective objective, double... xs) {
        double[][] points = new double[xs.length][];
        for (int i = 0; i < xs.length; i++) {
            points[i] = new double[] {xs[i]};
        }
        double[] scores = new double[xs.length];
        objective.evaluate(points, scores);
        return scores;
    }
}

package io.targetwise.core.proposal;

import static io.targetwise.core.proposal.AcquisitionOptimizerTest.assertFeasible;
import static io.targetwise.core.proposal.AcquisitionOptimizerTest.bumps;
import static io.targetwise.core.proposal.AcquisitionOptimizerTest.randomBumps;
import static io.targetwise.core.proposal.AcquisitionOptimizerTest.randomSpace;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.targetwise.core.acquisition.AcquisitionFunction;
import io.targetwise.core.surrogate.Surrogate;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SetpointProposerTest {

    private static final double TARGET = 0.5;
    /** Larger is better: closeness of the expected output to the target, plus a bonus for epistemic uncertainty. */
    private static final AcquisitionFunction OPTIMISTIC_CLOSENESS = (posterior, scores) -> {
        for (int i = 0; i < scores.length; i++) {
            double bias = posterior.mean(i) - TARGET;
            scores[i] = -bias * bias - posterior.aleatoricVariance(i) + Math.sqrt(posterior.epistemicVariance(i));
        }
    };
    private static final SetpointProposer PROPOSER = SetpointProposer.of(
            OptimizerSettings.defaults().withScreeningSamples(512));

    @Test
    void batchesAreFeasibleAndDistinctOnRandomProblemsWithEitherBatchStrategy() {
        SplittableRandom random = new SplittableRandom(5);
        for (int problem = 0; problem < 16; problem++) {
            SearchSpace space = randomSpace(random);
            double[][] bumps = randomBumps(random, space.dimension());
            int d = space.dimension();
            Surrogate surrogate = problem % 2 == 0
                    ? new ShrinkingVarianceSurrogate(d, x -> bumps(bumps, x), 0.05, 0.01, 1.0)
                    : new AnalyticSurrogate(d, x -> bumps(bumps, x), x -> 0.05 * (1 + Math.sin(x[0])), x -> 0.01);

            List<double[]> batch = PROPOSER.propose(surrogate, OPTIMISTIC_CLOSENESS, TARGET, space, 4, List.of());

            assertThat(batch).hasSize(4);
            for (int i = 0; i < batch.size(); i++) {
                assertFeasible(space, batch.get(i));
                for (int j = 0; j < i; j++) {
                    assertThat(space.coincide(batch.get(i), batch.get(j))).as("points %d and %d", j, i).isFalse();
                }
            }
        }
    }

    @Test
    void theSurrogateSeesEverySetpointFollowedByTheFixedContext() {
        SearchSpace space = SearchSpace.of(List.of(SetpointVariable.of("x", 0, 1), SetpointVariable.of("y", 0, 1)),
                21.5, -3.0);
        AnalyticSurrogate surrogate = new AnalyticSurrogate(4, x -> x[0] * x[2] + x[3], x -> 0.1, x -> 0.01);

        PROPOSER.propose(surrogate, OPTIMISTIC_CLOSENESS, TARGET, space, 3, List.of());

        assertThat(surrogate.inputs).isNotEmpty().allSatisfy(input -> {
            assertThat(input[2]).isEqualTo(21.5);
            assertThat(input[3]).isEqualTo(-3.0);
        });
    }

    @Test
    void krigingBelieverConditionsOnEachChosenPointAndSpreadsTheBatch() {
        SearchSpace space = SearchSpace.of(List.of(SetpointVariable.of("x", 0, 1)));
        ShrinkingVarianceSurrogate flat = new ShrinkingVarianceSurrogate(1, x -> TARGET, 1.0, 0.0, 0.1);
        AcquisitionFunction epistemicOnly = (posterior, scores) -> {
            for (int i = 0; i < scores.length; i++) {
                scores[i] = posterior.epistemicVariance(i);
            }
        };

        List<double[]> batch = PROPOSER.propose(flat, epistemicOnly, TARGET, space, 3, List.of());

        assertThat(batch).hasSize(3);
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < i; j++) {
                assertThat(Math.abs(batch.get(i)[0] - batch.get(j)[0])).as("separation").isGreaterThan(0.1);
            }
        }
    }

    @Test
    void poolModeProposesUnmeasuredMembersOnceAndRunsOutGracefully() {
        List<double[]> pool = new ArrayList<>();
        for (int k = 0; k <= 10; k++) {
            pool.add(new double[] {k * 0.1, (k % 3) * 0.5});
        }
        SearchSpace space = SearchSpace.builder()
                .variable(SetpointVariable.of("x", 0, 1).withResolution(0.1))
                .variable(SetpointVariable.of("y", 0, 1).withResolution(0.5))
                .pool(pool)
                .build();
        List<double[]> measured = List.of(pool.get(5), pool.get(6));
        AnalyticSurrogate surrogate = new AnalyticSurrogate(2, x -> x[0], x -> 0.01 + x[1], x -> 0.01);

        List<double[]> batch = PROPOSER.propose(surrogate, OPTIMISTIC_CLOSENESS, TARGET, space, 20, measured);

        assertThat(batch).hasSize(9);
        for (int i = 0; i < batch.size(); i++) {
            double[] x = batch.get(i);
            assertThat(space.pool()).anySatisfy(member -> assertThat(member).containsExactly(x));
            assertThat(measured).noneSatisfy(m -> assertThat(m).containsExactly(x));
            for (int j = 0; j < i; j++) {
                assertThat(batch.get(j)).isNotEqualTo(x);
            }
        }
    }

    @Test
    void theSameSeedGivesTheSameBatch() {
        SplittableRandom random = new SplittableRandom(9);
        SearchSpace space = randomSpace(random);
        double[][] bumps = randomBumps(random, space.dimension());
        Surrogate surrogate = new AnalyticSurrogate(space.dimension(), x -> bumps(bumps, x), x -> 0.02, x -> 0.01);

        List<double[]> first = SetpointProposer.of(OptimizerSettings.defaults().withSeed(3))
                .propose(surrogate, OPTIMISTIC_CLOSENESS, TARGET, space, 3, List.of());
        List<double[]> second = SetpointProposer.of(OptimizerSettings.defaults().withSeed(3))
                .propose(surrogate, OPTIMISTIC_CLOSENESS, TARGET, space, 3, List.of());

        assertThat(second).usingRecursiveComparison().isEqualTo(first);
    }

    @Test
    void aSurrogateOfTheWrongWidthOrAnEmptyBatchIsRejected() {
        SearchSpace space = SearchSpace.of(List.of(SetpointVariable.of("x", 0, 1)), 20.0);
        AnalyticSurrogate withoutContext = new AnalyticSurrogate(1, x -> 0, x -> 1, x -> 0);
        AnalyticSurrogate withContext = new AnalyticSurrogate(2, x -> 0, x -> 1, x -> 0);

        assertThatThrownBy(() -> PROPOSER.propose(withoutContext, OPTIMISTIC_CLOSENESS, TARGET, space, 1, List.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("surrogate takes 1 inputs, but the search space gives 1 setpoint and 1 context");
        assertThatThrownBy(() -> PROPOSER.propose(withContext, OPTIMISTIC_CLOSENESS, TARGET, space, 0, List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("q must be >= 1");
    }
}

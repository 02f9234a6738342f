package io.targetwise.core.chain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.AcquisitionSettings;
import io.targetwise.core.acquisition.OutputsAcquisition;
import io.targetwise.core.acquisition.TargetVectorAcquisition;
import io.targetwise.core.proposal.AnalyticSurrogate;
import io.targetwise.core.proposal.OptimizerSettings;
import io.targetwise.core.proposal.SearchSpace;
import io.targetwise.core.proposal.SetpointVariable;
import io.targetwise.core.surrogate.Posterior;
import java.util.List;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.junit.jupiter.api.Test;

class ChainPlannerTest {
    private static final double TARGET = 1;

    /**
     * Stage 1 makes y1 = x1, precise below x1 = 0.5 and scattered above (sd 0.3); stage 2 adds its own setpoint:
     * y2 = y1 + x2. Every x1 + x2 = 1 is on target on average, but only x1 below 0.5 lands there with little spread.
     */
    private static ProcessChain chain(double lowerLimit) {
        AnalyticSurrogate first = new AnalyticSurrogate(1, u -> u[0], u -> 1e-4,
                u -> u[0] < 0.5 ? 0.02 * 0.02 : 0.3 * 0.3);
        AnalyticSurrogate second = new AnalyticSurrogate(2, u -> u[1] + u[0], u -> 1e-4, u -> 0.01 * 0.01);
        return ProcessChain.of(ChainStage.of("first", 1, StageOutput.of("y1", first).withLimits(lowerLimit, 2)),
                ChainStage.of("second", 1, StageOutput.of("y2", second)));
    }

    private static SearchSpace unitSquare() {
        return SearchSpace.of(List.of(SetpointVariable.of("x1", 0, 1), SetpointVariable.of("x2", 0, 1)));
    }

    private static OutputsAcquisition robustLcb() {
        AcquisitionSettings settings = AcquisitionSettings.of(TARGET, TARGET - 0.5, TARGET + 0.5);
        return OutputsAcquisition.of(AcquisitionKind.ROBUST_LCB.create(settings, 0));
    }

    private static ChainPlanner planner(ProcessChain chain, double minConformance) {
        return ChainPlanner.of(ChainPropagation.of(chain), OptimizerSettings.defaults().withSeed(3), minConformance);
    }

    @Test
    void planningAllStagesPutsTheFirstStageWhereItIsPreciseAndTheSecondOnTarget() {
        ChainPlan plan = planner(chain(-1), 0.9).planAll(robustLcb(), unitSquare());
        double[] x = plan.setpoint().toArray();
        assertThat(x[0]).isLessThan(0.5);
        assertThat(x[0] + x[1]).isCloseTo(TARGET, within(0.02));
        Posterior y = plan.prediction().finalOutputs().get(0);
        assertThat(y.aleatoricVariance(0)).isLessThan(0.001);
        assertThat(plan.prediction().intermediateMean(0, 0, 0)).isCloseTo(x[0], within(1e-9));
    }

    @Test
    void replanningCorrectsTheLastStageForTheMeasuredIntermediate() {
        SearchSpace last = SearchSpace.of(List.of(SetpointVariable.of("x2", 0, 1)));
        ChainPlan plan = planner(chain(-1), 0.9).replan(1, new double[] {0.37}, robustLcb(), last);
        assertThat(plan.setpoint().toArray()[0]).isCloseTo(TARGET - 0.37, within(0.01));
        assertThatThrownBy(() -> planner(chain(-1), 0.9).replan(0, new double[0], robustLcb(), unitSquare()))
                .hasMessageContaining("stage must be >= 1");
    }

    @Test
    void anIntermediateLimitKeepsTheFirstStageWhereItsOutputConforms() {
        // y1 must stay above 0.6: the precise region is now out of bounds, the plan must accept the scatter.
        ChainPlan plan = planner(chain(0.6), 0.9).planAll(robustLcb(), unitSquare());
        double[] x = plan.setpoint().toArray();
        assertThat(plan.prediction().conformance(0)).isGreaterThanOrEqualTo(0.9);
        // P(y1 >= 0.6) >= 0.9 with y1 ~ N(x1, 0.3^2 + 1e-4) holds from x1 = 0.6 + 1.2816 * 0.30017 = 0.9847 on; the
        // reported conformance is that normal probability within the limits [0.6, 2].
        assertThat(x[0]).isBetween(0.9847, 1.0);
        NormalDistribution y1 = new NormalDistribution(x[0], Math.sqrt(0.09 + 1e-4));
        assertThat(plan.prediction().conformance(0)).isCloseTo(y1.probability(0.6, 2), within(1e-12));
    }

    @Test
    void aTargetVectorOverTwoFinalOutputsIsScoredJointly() {
        // Two final outputs of one stage: (x, 1 - x) with target (0.3, 0.7) is met only at x = 0.3.
        ProcessChain twoOutputs = ProcessChain.of(ChainStage.of("uc", 1,
                StageOutput.of("f1", new AnalyticSurrogate(1, u -> u[0], u -> 1e-4, u -> 1e-4)),
                StageOutput.of("f2", new AnalyticSurrogate(1, u -> 1 - u[0], u -> 1e-4, u -> 1e-4))));
        ChainPlan plan = planner(twoOutputs, 0).planAll(
                TargetVectorAcquisition.lowerConfidenceBound(new double[] {0.3, 0.7}, 0.1),
                SearchSpace.of(List.of(SetpointVariable.of("x", 0, 1))));
        assertThat(plan.setpoint().toArray()[0]).isCloseTo(0.3, within(0.01));
        assertThatThrownBy(() -> planner(twoOutputs, 0).planAll(robustLcb(),
                SearchSpace.of(List.of(SetpointVariable.of("x", 0, 1)))))
                .hasMessageContaining("a single-output acquisition scores one output, got 2");
    }

    @Test
    void refusesASpaceThatIsNotTheChainsSetpoints() {
        assertThatThrownBy(() -> planner(chain(-1), 0.9).planAll(robustLcb(),
                SearchSpace.of(List.of(SetpointVariable.of("x1", 0, 1)))))
                .hasMessageContaining("the search space holds 1 setpoints and 0 context values; the stages from 0 on "
                        + "take 2 setpoints");
        assertThatThrownBy(() -> planner(chain(-1), 1)).hasMessageContaining("minConformance must be in [0, 1)");
    }
}

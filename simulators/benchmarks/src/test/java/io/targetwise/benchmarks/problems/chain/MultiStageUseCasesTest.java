package io.targetwise.benchmarks.problems.chain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.simulators.Moments;
import io.targetwise.simulators.chain.ChainSimulator;
import io.targetwise.simulators.chain.ChainSimulator.MeasuredOutput;
import io.targetwise.simulators.chain.ChainSimulator.Stage;
import io.targetwise.simulators.testing.SampleMoments;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.commons.math3.complex.Complex;
import org.junit.jupiter.api.Test;

class MultiStageUseCasesTest {
    private static final double SIGMA = MultiStageUseCases.INPUT_SD;
    private final ChainSimulator uc1 = MultiStageUseCases.uc1();
    private final ChainSimulator uc2 = MultiStageUseCases.uc2();

    @Test
    void uc1TargetsAreFOfTwo() {
        // cos 2 = -0.41614683654714241, cos 4 = -0.65364362086361191, 2^2 / 4 = 1
        assertThat(uc1.targets()).containsExactly(new double[] {0.58385316345285759, 0.34635637913638809},
                within(1e-15));
        assertThat(uc1.stages()).hasSize(1);
        List<MeasuredOutput> outputs = uc1.stages().get(0).outputs();
        assertThat(outputs.get(0).lowerLimit()).isCloseTo(0.08385316345285759, within(1e-15));
        assertThat(outputs.get(1).upperLimit()).isCloseTo(0.84635637913638809, within(1e-15));
    }

    @Test
    void uc1MeansMatchTheirClosedFormsAndVariancesMonteCarlo() {
        for (double x : new double[] {2, 3.5}) {
            List<Moments> truth = uc1.truth(new double[][] {{x}});
            // u ~ N(x, s^2): E cos u = cos x e^(-s^2/2), E u^2 = x^2 + s^2, E e^(i u^2) = e^(i x^2 / (1 - 2 i s^2))
            // / sqrt(1 - 2 i s^2).
            Complex damping = new Complex(1, -2 * SIGMA * SIGMA);
            double meanCosOfSquare = new Complex(0, x * x).divide(damping).exp().divide(damping.sqrt()).getReal();
            double meanQuarterSquare = (x * x + SIGMA * SIGMA) / 4;
            assertThat(truth.get(0).mean()).isCloseTo(Math.cos(x) * Math.exp(-SIGMA * SIGMA / 2) + meanQuarterSquare,
                    within(1e-12));
            assertThat(truth.get(1).mean()).isCloseTo(meanCosOfSquare + meanQuarterSquare, within(1e-12));

            SplittableRandom rng = new SplittableRandom(17);
            double[][] draws = new double[2][200_000];
            for (int i = 0; i < draws[0].length; i++) {
                double[] y = uc1.observeStage(0, new double[] {x}, new double[0], rng);
                draws[0][i] = y[0];
                draws[1][i] = y[1];
            }
            SampleMoments.of(draws[0]).assertAgreesWith(truth.get(0));
            SampleMoments.of(draws[1]).assertAgreesWith(truth.get(1));
        }
    }

    @Test
    void uc1IsBestAwayFromTheSetpointWhoseMeanHitsTheTarget() {
        // f(2) is the target, but cos x^2 is steep there (f2' = 4.03): a flatter x with some bias does better.
        double bestX = Double.NaN;
        double bestError = Double.POSITIVE_INFINITY;
        for (int i = 0; i <= 3500; i++) {
            double x = 0.5 + i * 0.001;
            double error = uc1.expectedSquaredError(new double[][] {{x}});
            if (error < bestError) {
                bestError = error;
                bestX = x;
            }
        }
        assertThat(bestX).isCloseTo(1.283, within(0.0015));
        assertThat(bestError).isCloseTo(0.0473, within(0.0005));
        assertThat(uc1.expectedSquaredError(new double[][] {{2}})).isCloseTo(0.1590, within(0.0005));
    }

    @Test
    void uc2TruthAgreesWithMonteCarloOfTheWholeChain() {
        for (double[][] setpoints : new double[][][] {{{2.759}, {0.266}}, {{2.25}, {0.558}}, {{3.6}, {2.3}}}) {
            SplittableRandom rng = new SplittableRandom(23);
            double[] finalOutputs = new double[200_000];
            for (int i = 0; i < finalOutputs.length; i++) {
                finalOutputs[i] = uc2.run(setpoints, rng)[1][0];
            }
            SampleMoments.of(finalOutputs).assertAgreesWith(uc2.truth(setpoints).get(0));
        }
    }

    @Test
    void uc2RunsStageOneAsUc1AndFeedsItsOutputsToStageTwo() {
        double[][] outputs = uc2.run(new double[][] {{2.5}, {1.0}}, new SplittableRandom(4));
        SplittableRandom same = new SplittableRandom(4);
        double[] stageOne = uc1.observeStage(0, new double[] {2.5}, new double[0], same);
        assertThat(outputs[0]).containsExactly(stageOne);
        assertThat(outputs[1]).containsExactly(uc2.observeStage(1, new double[] {1.0}, stageOne, same));
    }

    @Test
    void uc2TruthAfterMeasuringStageOneIsTheProjectionWithTheOutputNoise() {
        double[] measured = {1.2, 0.7};
        Moments rest = uc2.truthGivenUpstream(1, measured, new double[][] {{0.4}}).get(0);
        assertThat(rest.mean()).isCloseTo(1.2 * Math.cos(0.4) + 0.7 * Math.sin(0.4), within(1e-12));
        assertThat(rest.variance()).isCloseTo(MultiStageUseCases.UC2_OUTPUT_SD * MultiStageUseCases.UC2_OUTPUT_SD,
                within(1e-12));
    }

    @Test
    void uc2JointOptimumBeatsStageTwoAloneWithStageOneAtItsCentre() {
        double[] best = argminOverGrid(0.5, 4, 0, Math.PI, 0.01);
        best = argminOverGrid(best[0] - 0.02, best[0] + 0.02, best[1] - 0.02, best[1] + 0.02, 0.001);
        assertThat(best[0]).as("x1").isCloseTo(2.759, within(0.0015));
        assertThat(best[1]).as("x2").isCloseTo(0.266, within(0.0015));
        assertThat(best[2]).as("E").isCloseTo(7.7e-4, within(0.1e-4));

        double[] centreOnly = argminOverGrid(2.25, 2.25, 0, Math.PI, 0.001);
        assertThat(centreOnly[1]).as("x2 with x1 at the centre").isCloseTo(0.558, within(0.0015));
        assertThat(centreOnly[2]).as("E with x1 at the centre").isCloseTo(0.0979, within(0.0005));
    }

    @Test
    void uc2TargetIsReachableFromSeveralStageOneSetpointsButNotBelowTheThreshold() {
        for (double x1 : new double[] {2.3, 2.759, 3.15, 3.54, 3.94}) {
            assertThat(closestMeanToTarget(x1)).as("x1 = %s", x1).isLessThan(1e-3);
        }
        assertThat(closestMeanToTarget(2.15)).isGreaterThan(0.01);
    }

    @Test
    void readingsAreDeterministicGivenTheSeed() {
        double[][] setpoints = {{3.0}, {1.5}};
        assertThat(uc2.run(setpoints, new SplittableRandom(7))).isDeepEqualTo(uc2.run(setpoints, new SplittableRandom(7)));
        assertThat(uc2.run(setpoints, new SplittableRandom(7))[1][0])
                .isNotEqualTo(uc2.run(setpoints, new SplittableRandom(8))[1][0]);
    }

    @Test
    void refusesInvalidArgumentsNamingThem() {
        SplittableRandom rng = new SplittableRandom(1);
        assertThatThrownBy(() -> uc2.observeStage(2, new double[] {1}, new double[] {1, 1}, rng))
                .hasMessageContaining("stage must lie in [0, 1], got 2");
        assertThatThrownBy(() -> uc2.observeStage(0, new double[] {4.5}, new double[0], rng))
                .hasMessageContaining("x1 = 4.5 is outside [0.5, 4.0]");
        assertThatThrownBy(() -> uc2.observeStage(1, new double[] {1, 2}, new double[] {1, 1}, rng))
                .hasMessageContaining("setpoint must have 1 values, got 2");
        assertThatThrownBy(() -> uc2.observeStage(1, new double[] {1}, new double[] {1}, rng))
                .hasMessageContaining("upstreamOutputs of stage 1 must have 2 values, got 1");
        assertThatThrownBy(() -> uc2.observeStage(1, new double[] {1}, new double[] {1, Double.NaN}, rng))
                .hasMessageContaining("y2 is not finite");
        assertThatThrownBy(() -> uc2.run(new double[][] {{1}}, rng))
                .hasMessageContaining("setpointsPerStage must hold 2 setpoints, got 1");
        assertThatThrownBy(() -> uc2.truthGivenUpstream(1, new double[] {1, 1}, new double[][] {{1}, {1}}))
                .hasMessageContaining("remainingSetpoints must hold 1 setpoints");
        assertThatThrownBy(() -> uc2.truthGivenUpstream(-1, new double[0], new double[][] {{1}, {1}}))
                .hasMessageContaining("fromStage must lie in [0, 1], got -1");
        assertThatThrownBy(() -> new MeasuredOutput("y", "", 2, 1)).hasMessageContaining("lowerLimit < upperLimit");
        assertThatThrownBy(() -> new Stage("empty", List.of(), List.of(MeasuredOutput.unlimited("y", ""))))
                .hasMessageContaining("designVariables must hold at least one variable");
    }

    /** {x1, x2, E} minimising E over the grid with the given step (a degenerate range fixes that variable). */
    private double[] argminOverGrid(double x1From, double x1To, double x2From, double x2To, double step) {
        double[] best = {Double.NaN, Double.NaN, Double.POSITIVE_INFINITY};
        for (double x1 = x1From; x1 <= x1To + 1e-9; x1 += step) {
            for (double x2 = x2From; x2 <= x2To + 1e-9; x2 += step) {
                double error = uc2.expectedSquaredError(new double[][] {{x1}, {x2}});
                if (error < best[2]) {
                    best = new double[] {x1, x2, error};
                }
            }
        }
        return best;
    }

    private double closestMeanToTarget(double x1) {
        double closest = Double.POSITIVE_INFINITY;
        for (double x2 = 0; x2 <= Math.PI; x2 += 0.0005) {
            closest = Math.min(closest, Math.abs(uc2.truth(new double[][] {{x1}, {x2}}).get(0).mean()
                    - MultiStageUseCases.UC2_TARGET));
        }
        return closest;
    }
}

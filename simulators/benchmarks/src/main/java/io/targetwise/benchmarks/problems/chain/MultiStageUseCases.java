package io.targetwise.benchmarks.problems.chain;

import io.targetwise.simulators.ProcessSpec.DesignVariable;
import io.targetwise.simulators.chain.ChainSimulator;
import io.targetwise.simulators.chain.ChainSimulator.MeasuredOutput;
import io.targetwise.simulators.chain.ChainSimulator.Stage;
import io.targetwise.simulators.chain.StageModel;
import java.util.List;

/**
 * The use cases of the multi-stage follow-up of Hoffer, Ranftl and Geiger (2023), as chains.
 *
 * <p><b>UC1</b> (the follow-up's setting): f(x) = (cos x + x^2 / 4, cos x^2 + x^2 / 4) on x in [0.5, 4], read as
 * f(x + eta) with input noise eta ~ N(0, 0.1^2) and no output noise, target vector f(2). One stage with two final
 * outputs: a target-vector problem. Tolerances (not in the paper) are each target plus or minus 0.5.
 *
 * <p><b>UC2</b> (the product's construction in the spirit of the follow-up's UC2, not its exact setting, whose
 * stage-2 formula we do not have): stage 1 is UC1 (the same x1, f and input noise) with (y1, y2) as intermediate
 * outputs without limits; stage 2 has its own setpoint x2 in [0, pi] and one final output
 * z = y1 cos x2 + y2 sin x2 + eps, eps ~ N(0, 0.02^2): the component of (y1, y2) along the direction x2, target 1.5
 * within [1, 2]. Both intermediate outputs move with the same input noise, so to first order
 * z - E z = 0.1 eta (f1'(x1) cos x2 + f2'(x1) sin x2): stage 2 can cancel stage 1's noise only by pointing x2 across
 * the direction f'(x1), and it must hit the target with the same x2. Hence:
 * <ul>
 *   <li>the target is reachable from every x1 above about 2.2;</li>
 *   <li>the spread depends strongly on x1 (f2' swings with amplitude about 2 x1), so stage 2 alone, with stage 1
 *       fixed at its centre 2.25, gets no lower than E = 0.098 (its best x2 trades bias for spread);</li>
 *   <li>the best joint setting, x1 = 2.759 and x2 = 0.266 with E = 7.7e-4 (twice the output noise's variance), lies
 *       where stage 1 alone is steep (f2' = -4), and it competes with local optima at x1 near 3.15, 3.54 and 3.94
 *       (pinned by {@code MultiStageUseCasesTest} on a dense grid over the truth).</li>
 * </ul>
 * The truths integrate by 20-point Gauss-Hermite quadrature per factor, exact to rounding here.
 */
public final class MultiStageUseCases {
    public static final String UC1_ID = "ms-uc1-target-vector";
    public static final String UC2_ID = "ms-uc2-cascade";
    public static final double X_LOWER = 0.5;
    public static final double X_UPPER = 4;
    public static final double INPUT_SD = 0.1;
    public static final double UC2_TARGET = 1.5;
    public static final double UC2_OUTPUT_SD = 0.02;
    private static final double HALF_TOLERANCE = 0.5;
    private static final int QUADRATURE_NODES = 20;

    private MultiStageUseCases() {
    }

    /** UC1: one stage, x in [0.5, 4], outputs y1 and y2 with targets f(2). */
    public static ChainSimulator uc1() {
        double[] targets = f(2);
        List<MeasuredOutput> outputs = List.of(
                new MeasuredOutput("y1", "", targets[0] - HALF_TOLERANCE, targets[0] + HALF_TOLERANCE),
                new MeasuredOutput("y2", "", targets[1] - HALF_TOLERANCE, targets[1] + HALF_TOLERANCE));
        return ChainSimulator.of(UC1_ID, List.of(new CosineStage(new Stage("uc1", List.of(x("x")), outputs))),
                targets, QUADRATURE_NODES);
    }

    /** UC2: stage 1 is UC1 with free intermediate outputs, stage 2 projects them onto the direction x2. */
    public static ChainSimulator uc2() {
        Stage first = new Stage("uc1", List.of(x("x1")),
                List.of(MeasuredOutput.unlimited("y1", ""), MeasuredOutput.unlimited("y2", "")));
        Stage second = new Stage("projection", List.of(new DesignVariable("x2", "rad", 0, Math.PI, 0)),
                List.of(new MeasuredOutput("z", "", UC2_TARGET - HALF_TOLERANCE, UC2_TARGET + HALF_TOLERANCE)));
        return ChainSimulator.of(UC2_ID, List.of(new CosineStage(first), new ProjectionStage(second)),
                new double[] {UC2_TARGET}, QUADRATURE_NODES);
    }

    /** The noise-free UC1 response f(x). */
    public static double[] f(double x) {
        double quarterSquare = x * x / 4;
        return new double[] {Math.cos(x) + quarterSquare, Math.cos(x * x) + quarterSquare};
    }

    private static DesignVariable x(String name) {
        return new DesignVariable(name, "", X_LOWER, X_UPPER, 0);
    }

    /** f(x + eta), eta ~ N(0, 0.1^2): one factor. */
    private record CosineStage(Stage stage) implements StageModel {
        @Override
        public int randomFactors() {
            return 1;
        }

        @Override
        public double[] outputs(double[] setpoint, double[] upstreamOutputs, double[] standardNormals) {
            return f(setpoint[0] + INPUT_SD * standardNormals[0]);
        }
    }

    /** z = y1 cos x2 + y2 sin x2 + N(0, 0.02^2): one factor. */
    private record ProjectionStage(Stage stage) implements StageModel {
        @Override
        public int randomFactors() {
            return 1;
        }

        @Override
        public double[] outputs(double[] setpoint, double[] upstreamOutputs, double[] standardNormals) {
            double direction = setpoint[0];
            return new double[] {upstreamOutputs[0] * Math.cos(direction) + upstreamOutputs[1] * Math.sin(direction)
                    + UC2_OUTPUT_SD * standardNormals[0]};
        }
    }
}

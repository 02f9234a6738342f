package io.targetwise.benchmarks.problems.nomu;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.simulators.Moments;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class NomuFunctionsTest {

    @Test
    void regressionFunctionsMatchTheirFormulasAtKnownPoints() {
        assertThat(RegressionFunction.ABS.value(new double[] {0.4})).isCloseTo(-1, within(1e-15));
        assertThat(RegressionFunction.STEP.value(new double[] {-0.5})).isEqualTo(1);
        assertThat(RegressionFunction.STEP.value(new double[] {0.0})).isEqualTo(-1);
        assertThat(RegressionFunction.KINK.value(new double[] {0.4})).isCloseTo(1, within(1e-12));
        assertThat(RegressionFunction.SQUARE.value(new double[] {0.5})).isCloseTo(-0.5, within(1e-15));
        assertThat(RegressionFunction.CUBIC.value(new double[] {-0.5})).isCloseTo(-0.125, within(1e-15));
        assertThat(RegressionFunction.SINE1.value(new double[] {0.2})).isCloseTo(Math.sin(-10), within(1e-12));
        assertThat(RegressionFunction.SINE2.value(new double[] {0.0})).isCloseTo(0, within(1e-15));
        // Forrester at x = 1 (u = 1): 2 (16 sin 8 + 6.02074) / (16 sin 8 + 6.02074) - 1 = 1.
        assertThat(RegressionFunction.FORRESTER.value(new double[] {1})).isCloseTo(1, within(1e-12));
        // Levy at w = 1, i.e. x = 0.1: sin^2(pi) / 7.8125 - 1 = -1, the global minimum.
        assertThat(RegressionFunction.LEVY.value(new double[] {0.1})).isCloseTo(-1, within(1e-12));
        assertThat(RegressionFunction.LEVY.minimum()).isCloseTo(-1, within(1e-9));
        assertThat(RegressionFunction.SQUARE.minimum()).isCloseTo(-1, within(1e-12));
        assertThat(RegressionFunction.CUBIC.minimum()).isCloseTo(-1, within(1e-12));
        assertThat(RegressionFunction.fromId("nomu-1d-sine3")).isEqualTo(RegressionFunction.SINE3);
    }

    @Test
    void everyMinimumIsBelowEveryGridValue() {
        for (RegressionFunction f : RegressionFunction.values()) {
            for (int i = 0; i <= 1000; i++) {
                assertThat(f.value(new double[] {-1 + i * 0.002})).as(f.id()).isGreaterThanOrEqualTo(f.minimum() - 1e-12);
            }
        }
    }

    @Test
    void boFunctionsScoreTheirReferenceOptimumMinusOneAndWorstPlusOne() {
        for (int d : new int[] {5, 10, 20}) {
            for (BoFunction f : new BoFunction[] {BoFunction.gFunction(d), BoFunction.levy(d), BoFunction.perm(d),
                    BoFunction.rosenbrock(d)}) {
                assertThat(f.dimension()).isEqualTo(d);
                assertThat(f.minimum()).isEqualTo(-1);
            }
            double[] ones = new double[d];
            Arrays.fill(ones, 1);
            double[] rosenbrockOptimum = new double[d];
            Arrays.fill(rosenbrockOptimum, 2.0 * (1 + 5) / 15 - 1);
            assertThat(BoFunction.rosenbrock(d).value(rosenbrockOptimum)).isCloseTo(-1, within(1e-12));
            assertThat(BoFunction.rosenbrock(d).value(ones)).isCloseTo(1, within(1e-12));
            assertThat(BoFunction.gFunction(d).value(ones)).isCloseTo(1, within(1e-12));
        }
    }

    @Test
    void rawValuesMatchTheTextbookDefinitions() {
        // Rosenbrock in 2-D at (0, 0): 100 * 0 + 1 = 1; Perm(2, 0.5) at its optimum (1, 2) is 0.
        assertThat(BoFunction.rosenbrock(2).rawValue(new double[] {0, 0})).isEqualTo(1);
        assertThat(BoFunction.perm(2).rawValue(new double[] {1, 2})).isCloseTo(0, within(1e-12));
        assertThat(BoFunction.levy(3).rawValue(new double[] {1, 1, 1})).isCloseTo(0, within(1e-12));
        // G-function: a_1 = -0.5, a_2 = 0: at (0.5, 1) the factors are -1 and 2.
        assertThat(BoFunction.gFunction(2).rawValue(new double[] {0.5, 1})).isCloseTo(-2, within(1e-12));
        // NOMU's Levy adds the last term d - 1 times: at w = (1, 1, 3) i.e. x = (1, 1, 9) it is 2 * 4 * (1 + 0).
        assertThat(BoFunction.levyAsInNomuCode(3).rawValue(new double[] {1, 1, 9})).isCloseTo(8, within(1e-9));
        assertThat(BoFunction.levy(3).rawValue(new double[] {1, 1, 9})).isCloseTo(4, within(1e-9));
    }

    @Test
    void nomuCodesLevyIsMaximisedTowardsMinusTen() {
        BoFunction levy = BoFunction.levyAsInNomuCode(5);
        double[] corner = new double[5];
        Arrays.fill(corner, -1);
        assertThat(levy.value(corner)).isCloseTo(-1, within(1e-12));
        assertThat(levy.regret(corner)).isCloseTo(0, within(1e-12));
    }

    @Test
    void asATargetValueProblemTheTargetIsTheMinimum() {
        TestFunctionSimulator simulator = TestFunctionSimulator.of(RegressionFunction.SQUARE, 0.1);
        assertThat(simulator.spec().target()).isCloseTo(-1, within(1e-12));
        Moments truth = simulator.truth(new double[] {0}).orElseThrow();
        assertThat(truth.expectedSquaredError(simulator.spec().target())).isCloseTo(0.01, within(1e-12));
        assertThat(simulator.measure(new double[] {0.5}, 3, new SplittableRandom(1))).hasSize(3);
        assertThatThrownBy(() -> RegressionFunction.CUBIC.value(new double[] {1.5})).hasMessageContaining("outside [-1, 1]");
        assertThatThrownBy(() -> TestFunctionSimulator.of(RegressionFunction.CUBIC, -1)).hasMessageContaining("noiseSd");
        // One check of the setpoint, the simulator template's against the spec, naming the coordinate.
        TestFunctionSimulator g = TestFunctionSimulator.of(BoFunction.gFunction(2), 0);
        assertThatThrownBy(() -> g.truth(new double[] {0, 1.5})).hasMessageContaining("x2 = 1.5 is outside");
        assertThatThrownBy(() -> g.observe(new double[] {-1.5, 0}, new double[0], new SplittableRandom(1)))
                .hasMessageContaining("x1 = -1.5 is outside");
    }
}

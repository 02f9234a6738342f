package io.targetwise.benchmarks.problems.neon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class NeonProblemsTest {

    @Test
    void pollutantConcentrationFollowsTheTwoSpillFormula() {
        double[] u = {10, 0.07, 1.505, 30.1525};
        // Before the second spill only the first contributes: M / sqrt(4 pi D t) at s = 0.
        assertThat(PollutantSpill.concentration(u, 0, 15)).isCloseTo(10 / Math.sqrt(4 * Math.PI * 0.07 * 15), within(1e-12));
        double second = 10 / Math.sqrt(4 * Math.PI * 0.07 * (45 - 30.1525))
                * Math.exp(-Math.pow(1 - 1.505, 2) / (4 * 0.07 * (45 - 30.1525)));
        double first = 10 / Math.sqrt(4 * Math.PI * 0.07 * 45) * Math.exp(-1 / (4 * 0.07 * 45));
        assertThat(PollutantSpill.concentration(u, 1, 45)).isCloseTo(first + second, within(1e-12));
        PollutantSpill problem = PollutantSpill.create();
        assertThat(problem.objective(problem.field(PollutantSpill.TRUE_PARAMETERS))).isZero();
        assertThat(problem.objective(problem.field(new double[] {8, 0.05, 2, 30.2}))).isPositive();
        assertThat(problem.queryPoints()).hasNumberOfRows(12);
        assertThatThrownBy(() -> problem.field(new double[] {10, 0.07, 15.05, 30.15})).hasMessageContaining("u[2]");
    }

    @Test
    void brusselatorKeepsItsHomogeneousSteadyState() {
        // u = a, v = b / a is a fixed point of the reactions, and the Laplacian of a constant is 0.
        Brusselator problem = Brusselator.of(6, 1, 0.01, 0);
        double[] design = {1.5, 2.0, 1, 2};
        double[] state = new double[72];
        Arrays.fill(state, 0, 36, 1.5);
        Arrays.fill(state, 36, 72, 2.0 / 1.5);
        double[] end = problem.integrate(design, state);
        for (int i = 0; i < end.length; i++) {
            assertThat(end[i]).isCloseTo(state[i], within(1e-12));
        }
    }

    @Test
    void zeroFluxDiffusionConservesMass() {
        Brusselator problem = Brusselator.of(5, 1, 0.01, 0);
        double[] state = new double[50];
        for (int i = 0; i < state.length; i++) {
            state[i] = Math.sin(i * 1.7) + 2;
        }
        double total = 0;
        for (int c = 0; c < 25; c++) {
            total += problem.laplacian(state, 0, c) + problem.laplacian(state, 25, c);
        }
        assertThat(total).isCloseTo(0, within(1e-12));
    }

    @Test
    void rungeKuttaConvergesAtFourthOrderOnTheWellMixedReaction() {
        // With identical cells the Laplacian vanishes and each cell follows the Brusselator ODE.
        double[] design = {1, 3, 1, 1};
        double[] initial = new double[32];
        Arrays.fill(initial, 0, 16, 1.2);
        Arrays.fill(initial, 16, 32, 2.5);
        double reference = Brusselator.of(4, 2, 1e-4, 0).integrate(design, initial)[0];
        double coarse = Math.abs(Brusselator.of(4, 2, 0.04, 0).integrate(design, initial)[0] - reference);
        double fine = Math.abs(Brusselator.of(4, 2, 0.02, 0).integrate(design, initial)[0] - reference);
        assertThat(coarse / fine).isBetween(12.0, 20.0);
    }

    @Test
    void brusselatorObjectiveIsTheVarianceOfTheWeightedField() {
        Brusselator problem = Brusselator.of(4, 0.1, 0.01, 0);
        double[] constant = new double[32];
        Arrays.fill(constant, 3);
        // On a 4 x 4 grid every cell is in the two outermost rows or columns: all weights 1, a constant has variance 0.
        assertThat(problem.objective(constant)).isCloseTo(0, within(1e-12));
        double[] field = problem.field(new double[] {1, 2, 0.5, 0.5});
        assertThat(field).hasSize(32);
        assertThat(problem.objective(field)).isPositive().isFinite();
    }

    @Test
    void alignedInterferometerHasFullVisibilityAndMisalignmentLowersIt() {
        Interferometer interferometer = Interferometer.create();
        double aligned = interferometer.objective(interferometer.field(new double[] {0, 0, 0, 0}));
        double shifted = interferometer.objective(interferometer.field(new double[] {0.5, 0, 0.5, 0}));
        double tilted = interferometer.objective(interferometer.field(new double[] {0.3, 0, -0.3, 0}));
        assertThat(aligned).isCloseTo(1, within(1e-3));
        assertThat(shifted).isLessThan(aligned - 0.1);
        assertThat(tilted).isLessThan(aligned - 0.1);
        assertThat(interferometer.maximises()).isTrue();
    }

    @Test
    void cellTowersFieldIsPlausibleAndTiltsActAsIntegers() {
        CellTowers towers = CellTowers.create();
        double[] u = new double[30];
        Arrays.fill(u, 0, 15, 4);
        Arrays.fill(u, 15, 30, 40);
        double[] field = towers.field(u);
        assertThat(field).hasSize(50 * 50 * 2);
        for (int p = 0; p < 2500; p++) {
            assertThat(field[2 * p]).as("serving power").isBetween(-160.0, 50.0)
                    .isGreaterThanOrEqualTo(field[2 * p + 1] - 10 * Math.log10(14));
        }
        double[] fractionalTilt = u.clone();
        fractionalTilt[0] = 4.7;
        assertThat(towers.field(fractionalTilt)).containsExactly(field);
        assertThat(towers.receivedPower(0, 4, 50, 1, 1)).isCloseTo(towers.receivedPower(0, 4, 40, 1, 1) + 10, within(1e-12));
        assertThat(towers.objective(field)).isPositive().isLessThan(2500);
    }
}

package io.targetwise.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.benchmarks.DriftDelayBenchmark.Cell;
import io.targetwise.benchmarks.DriftDelayBenchmark.Learning;
import java.nio.file.Files;
import java.nio.file.Path;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DriftDelayBenchmarkTest {

    @Test
    void theDelayCountsFromTheShiftsFirstReadingToTheSignalInclusive() {
        double[] z = new double[20];
        Arrays.fill(z, 10, 20, 2.0);
        // C+ grows by 1.5 a reading from reading 10: 1.5, 3, 4.5, 6 > 5 at reading 13.
        assertThat(DriftDelayBenchmark.delay(z, 10)).hasValue(4);
        assertThat(DriftDelayBenchmark.delay(z, 0)).hasValue(14);
        assertThat(DriftDelayBenchmark.delay(new double[20], 0)).isEmpty();
    }

    @Test
    void aFalseSignalBeforeTheShiftRestartsTheChartAsTheApplicationDoes() {
        double[] z = new double[12];
        z[1] = 6;
        z[8] = 6;
        // Signals at readings 1 and 8 (the chart restarts after the first); the shift starts at 5.
        assertThat(DriftDelayBenchmark.delay(z, 5)).hasValue(4);
        // Without the restart the first sum would still be above 0 at reading 2, and z[2] = 5.2 would signal there.
        z[2] = 5.2;
        assertThat(DriftDelayBenchmark.delay(z, 2)).hasValue(7);
    }

    @Test
    void withoutEpistemicVarianceItIsAPlainCusumWhoseRunLengthBrookAndEvansGive() {
        Cell cell = new DriftDelayBenchmark(20_000, 1000, 1).simulate(Learning.ONE_STEP, 0, 1, 0, 1000,
                new SplittableRandom(7));
        Convergence.Summary mean = cell.meanCaught();
        double exact = DriftBenchmark.CHART.averageRunLength(1);
        assertThat(exact).isCloseTo(10.4, within(0.1));
        assertThat(cell.missedShare()).isZero();
        assertThat(mean.mean()).isCloseTo(exact, within(1.5 * mean.confidenceHalfWidth()));
    }

    @Test
    void inControlTheChainsRunLengthIsNominalWhateverTheForecastsUncertainty() {
        Cell cell = new DriftDelayBenchmark(3000, 1000, 1).simulate(Learning.ONE_STEP, 1, 0, 0,
                DriftDelayBenchmark.IN_CONTROL_HORIZON, new SplittableRandom(11));
        Convergence.Summary mean = cell.meanCaught();
        assertThat(cell.missedShare()).isZero();
        assertThat(mean.mean()).isCloseTo(DriftBenchmark.CHART.averageRunLength(0),
                within(1.5 * mean.confidenceHalfWidth()));
    }

    @Test
    void aFrozenForecastIsTheOneStepForecastAfterItsLearningReadings() {
        SplittableRandom rng = new SplittableRandom(3);
        double[] y = new double[40];
        for (int t = 0; t < y.length; t++) {
            y[t] = 0.7 + 1.3 * rng.nextGaussian();
        }
        double[] learning = Learning.ONE_STEP.residuals(0.2, 0.5, 1.69, y);
        double[] frozen = Learning.frozenAfter(10).residuals(0.2, 0.5, 1.69, y);
        for (int t = 0; t <= 10; t++) {
            assertThat(frozen[t]).as("reading %d", t).isCloseTo(learning[t], within(1e-12));
        }
        // After reading 10 the frozen forecast no longer moves: the residuals differ only by the reading.
        assertThat((frozen[30] - frozen[20]) * Math.sqrt(learningVariance(0.5, 1.69, 10) + 1.69))
                .isCloseTo(y[30] - y[20], within(1e-12));
        assertThat(Learning.frozenAfter(40).residuals(0.2, 0.5, 1.69, y)).containsExactly(learning);
    }

    private static double learningVariance(double epistemic, double aleatoric, int n) {
        return epistemic * aleatoric / (aleatoric + n * epistemic);
    }

    @Test
    void writesTheReportAndTheCsv(@TempDir Path out) throws Exception {
        new DriftDelayBenchmark(20, 50, 1).run(out, new PrintStream(new ByteArrayOutputStream(), true));
        int cells = DriftDelayBenchmark.LEARNINGS.size() * DriftDelayBenchmark.EPISTEMIC_RATIOS.length
                * (1 + DriftDelayBenchmark.SHIFTS.length * DriftDelayBenchmark.STARTS.length);
        assertThat(Files.readAllLines(out.resolve("results.csv"))).hasSize(1 + cells);
        assertThat(Files.readString(out.resolve("report.md"))).contains("### one-step").contains("### frozen-after-20")
                .contains("| one-step | 0.3 | ");
    }
}

package io.targetwise.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.benchmarks.problems.nomu.RegressionFunction;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NomuBenchmarkTest {

    @Test
    void bootstrapIntervalOfTheMedianHasTheAsymptoticWidth() {
        // For n normal values the sample median has standard error sqrt(pi / 2) sigma / sqrt(n) (its density at the
        // median is 1 / (sigma sqrt(2 pi))), so the 95 % interval spans about 2 x 1.96 x 1.2533 sigma / sqrt(n).
        int n = 2_000;
        double sigma = 3;
        SplittableRandom rng = new SplittableRandom(7);
        double[] values = new double[n];
        for (int i = 0; i < n; i++) {
            values[i] = 5 + sigma * gaussian(rng);
        }
        PercentileBootstrap.Estimate m = NomuBenchmark.medianWithInterval(values, 11);
        double expectedWidth = 2 * 1.959964 * Math.sqrt(Math.PI / 2) * sigma / Math.sqrt(n);

        assertThat(m.upper() - m.lower()).isCloseTo(expectedWidth, within(0.15 * expectedWidth));
        assertThat(m.value()).isCloseTo(5, within(expectedWidth));
        assertThat(m.lower()).isLessThan(m.value());
        assertThat(m.upper()).isGreaterThan(m.value());
        assertThat((m.lower() + m.upper()) / 2).isCloseTo(m.value(), within(0.25 * expectedWidth));
    }

    @Test
    void medianOfAnEvenCountAveragesTheMiddlePairAndAConstantSampleHasAPointInterval() {
        assertThat(PercentileBootstrap.median(new double[] {4, 1, 3, 2})).isEqualTo(2.5);
        assertThat(PercentileBootstrap.median(new double[] {4, 1, 3})).isEqualTo(3);
        PercentileBootstrap.Estimate constant = NomuBenchmark.medianWithInterval(new double[] {2, 2, 2, 2, 2}, 1);
        assertThat(constant).isEqualTo(new PercentileBootstrap.Estimate(2, 2, 2));
        assertThatThrownBy(() -> NomuBenchmark.medianWithInterval(new double[0], 1)).hasMessageContaining("values");
    }

    @Test
    void runRangesInSeparateFilesPoolIntoOneReport(@TempDir Path out) throws IOException {
        Path first = out.resolve("first.csv");
        Path second = out.resolve("second.csv");
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        NomuBenchmark.run(0, 1, 8, 4, first, quiet);
        List<NomuBenchmark.Run> runs = NomuBenchmark.run(1, 1, 8, 4, second, quiet);

        assertThat(runs).hasSize(RegressionFunction.values().length).allSatisfy(r -> {
            assertThat(r.run()).isEqualTo(1);
            assertThat(r.auc()).isFinite().isNotNegative();
            assertThat(r.nlpdMin()).isFinite();
        });
        assertThat(Files.readAllLines(second)).hasSize(1 + RegressionFunction.values().length)
                .first().isEqualTo(NomuBenchmark.CSV_HEADER);
        List<NomuBenchmark.Run> pooled = NomuBenchmark.read(List.of(first, second));
        assertThat(pooled).hasSize(2 * RegressionFunction.values().length).containsAll(runs.stream()
                .map(r -> new NomuBenchmark.Run(r.function(), r.run(), 8, 4, round(r.auc()), round(r.nlpdMin()),
                        Math.round(r.seconds() * 10) / 10.0))
                .toList());
        String report = NomuBenchmark.report(pooled, 1);
        assertThat(report).contains("| nomu-1d-abs | 2 |", "| nomu-1d-levy | 2 |", "| all | 20 |");

        assertThatThrownBy(() -> NomuBenchmark.read(List.of(first, first))).hasMessageContaining("listed twice");
        assertThatThrownBy(() -> NomuBenchmark.run(0, 2, 8, 4, second, quiet))
                .hasMessageContaining("already holds run 1 of nomu-1d-abs");
        assertThat(Files.readAllLines(second)).hasSize(1 + RegressionFunction.values().length);
        assertThatThrownBy(() -> NomuBenchmark.run(2, 1, 16, 4, second, quiet))
                .hasMessageContaining("holds runs of width 8 and 4 steps, not 16 and 4");
        Path otherSteps = Files.writeString(out.resolve("other-steps.csv"), NomuBenchmark.CSV_HEADER
                + "\nnomu-1d-abs,5,8,16,0.1,-1,1.0\n");
        assertThatThrownBy(() -> NomuBenchmark.read(List.of(first, otherSteps)))
                .hasMessageContaining("run 5 of nomu-1d-abs has width 8 and 16 steps, the runs before it 8 and 4");
    }

    @Test
    void aFileWithoutTheHeaderIsRefused(@TempDir Path out) throws IOException {
        Path csv = Files.writeString(out.resolve("other.csv"), "a,b\n");
        assertThatThrownBy(() -> NomuBenchmark.read(List.of(csv))).hasMessageContaining("expected the header");
    }

    private static double round(double v) {
        return Math.round(v * 1e6) / 1e6;
    }

    private static double gaussian(SplittableRandom rng) {
        return Math.sqrt(-2 * Math.log(1 - rng.nextDouble())) * Math.cos(2 * Math.PI * rng.nextDouble());
    }
}

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
    void medianIntervalIsTheBootstrapsOfTheMedian() {
        double[] values = {3, 9, 1, 4, 4, 7};
        assertThat(NomuBenchmark.medianWithInterval(values, 1))
                .isEqualTo(PercentileBootstrap.of(values, PercentileBootstrap::median, 1));
        assertThat(NomuBenchmark.medianWithInterval(values, 1).value()).isEqualTo(4);
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
}

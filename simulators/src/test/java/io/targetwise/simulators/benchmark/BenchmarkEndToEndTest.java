package io.targetwise.simulators.benchmark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.Point;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchmarkEndToEndTest {

    @Test
    void aSmallRunWritesResultsPlotsAndReport(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("exp1");
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        BenchmarkMain.run(new String[] {"benchmark", "--suite", "exp1", "--sigma-a", "0.5", "--methods",
                "robust-ei,ncchi2-ei", "--repeats", "2", "--iterations", "3", "--replicates", "4", "--seed", "3",
                "--threads", "2", "--out", out.toString()}, new PrintStream(progress, true, StandardCharsets.UTF_8));

        List<String> csv = Files.readAllLines(out.resolve("results.csv"));
        assertThat(csv.get(0)).isEqualTo("suite,method,repeat,iteration,e_min,regret,x,wall_seconds");
        assertThat(csv).hasSize(1 + 2 * 2 * 4);
        double previous = Double.POSITIVE_INFINITY;
        for (String line : csv.subList(1, csv.size())) {
            String[] f = line.split(",", -1);
            assertThat(f[0]).isEqualTo("exp1");
            assertThat(f[1]).isIn("robust-ei", "ncchi2-ei");
            double eMin = Double.parseDouble(f[4]);
            assertThat(eMin).as("E_min includes sigma_a^2").isGreaterThanOrEqualTo(0.25);
            assertThat(Double.parseDouble(f[5])).isGreaterThanOrEqualTo(0);
            if (!f[3].equals("0")) {
                assertThat(eMin).as("E_min never increases").isLessThanOrEqualTo(previous);
                assertThat(Math.abs(Double.parseDouble(f[6]))).isLessThanOrEqualTo(Math.PI / 2);
            }
            previous = eMin;
        }
        assertThat(ImageIO.read(out.resolve("convergence.png").toFile()).getWidth()).isPositive();
        assertThat(Files.readString(out.resolve("convergence.svg"))).contains("<svg");
        String report = Files.readString(out.resolve("report.md"));
        assertThat(report).contains("| robust-ei |", "| ncchi2-ei |", "repeats 2, iterations 3");
        assertThat(progress.toString(StandardCharsets.UTF_8)).contains("12/12 iterations");
    }

    @Test
    void methodsOfARepeatStartFromTheSameInitialPointsAndRunsAreReproducible() {
        BenchmarkOptions options = BenchmarkOptions.parse("--suite", "exp2", "--sigma-u", "0.05", "--methods",
                "robust-ei,ncchi2-ei-naive", "--repeats", "1", "--iterations", "2", "--threads", "1", "--out", "x");
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        List<IterationResult> first = BenchmarkRunner.run(options, options.toSuite(), quiet);
        List<IterationResult> second = BenchmarkRunner.run(options, options.toSuite(), quiet);
        assertThat(first.stream().filter(r -> r.iteration() == 0).map(IterationResult::eMin).distinct()).hasSize(1);
        assertThat(first).extracting(IterationResult::setpoint)
                .containsExactlyElementsOf(second.stream().map(IterationResult::setpoint).toList());
    }

    @Test
    void forgingStartsAtThePoolCornersAndNeverRepeatsASetpoint() {
        BenchmarkOptions options = BenchmarkOptions.parse("--suite", "forging", "--target", "120", "--pool-size",
                "40", "--methods", "robust-ei", "--repeats", "1", "--iterations", "6", "--replicates", "3",
                "--out", "x");
        List<IterationResult> results = BenchmarkRunner.run(options, options.toSuite(),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        Suite suite = options.toSuite();
        double cornersError = Math.min(suite.trueError(suite.candidates().get(0)),
                suite.trueError(suite.candidates().get(1)));
        assertThat(results.get(0).eMin()).isEqualTo(cornersError);
        assertThat(results.subList(1, results.size())).extracting(r -> List.of(r.setpoint().get(0), r.setpoint().get(2)))
                .doesNotHaveDuplicates();
    }

    @Test
    void optionsAreValidatedNamingTheOption() {
        assertThatThrownBy(() -> BenchmarkOptions.parse("--suite", "exp9", "--out", "x")).hasMessageContaining("--suite");
        assertThatThrownBy(() -> BenchmarkOptions.parse("--suite", "exp1", "--out", "x", "--repeats", "0"))
                .hasMessageContaining("--repeats");
        assertThatThrownBy(() -> BenchmarkOptions.parse("--suite", "exp1", "--out", "x", "--methods", "best-ei"))
                .hasMessageContaining("unknown method 'best-ei'");
        assertThatThrownBy(() -> BenchmarkOptions.parse("--suite", "exp1", "--colour", "red"))
                .hasMessageContaining("unknown option '--colour'");
        assertThatThrownBy(() -> BenchmarkOptions.parse("--suite", "exp1")).hasMessageContaining("--out");
        assertThatThrownBy(() -> BenchmarkMain.run(new String[] {"--suite", "exp1"}, System.err))
                .hasMessageContaining("'benchmark'");
    }

    @Test
    void confidenceIntervalsFollowStudentT() {
        Convergence c = Convergence.of(List.of(
                new IterationResult("s", "m", 0, 1, 1.0, 0, Point.empty(), 0),
                new IterationResult("s", "m", 1, 1, 3.0, 0, Point.empty(), 0)));
        Convergence.Point p = c.at("m", 1);
        assertThat(p.mean()).isEqualTo(2.0);
        assertThat(p.sd()).isEqualTo(Math.sqrt(2));
        // t_{0.975, 1} = 12.706
        assertThat(p.confidenceHalfWidth()).isCloseTo(12.7062 * Math.sqrt(2) / Math.sqrt(2), within(1e-3));
    }
}

package io.targetwise.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.benchmarks.TargetVectorBenchmark.Instance;
import io.targetwise.benchmarks.TargetVectorBenchmark.VectorArm;
import io.targetwise.simulators.outputs.MultiOutputSpec;
import io.targetwise.simulators.outputs.QualityCharacteristic;
import io.targetwise.simulators.plantlike.BilletLengthDiameter3d;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TargetVectorBenchmarkTest {
    private static final MultiOutputSpec SPEC = BilletLengthDiameter3d.create().spec();

    /** End to end on a tiny budget: every arm, every row, the report's two tables. */
    @Test
    void aTinyRunWritesResultsAndAReportComparingTheDefaultWithEachBaseline(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("outputs");
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        BenchmarkMain.run(new String[] {"benchmark", "--suite", "outputs", "--repeats", "2", "--iterations", "3",
                "--replicates", "2", "--pool-size", "40", "--gp", "product", "--seed", "5", "--threads", "2", "--out",
                out.toString()}, new PrintStream(progress, true, StandardCharsets.UTF_8));

        List<String> csv = Files.readAllLines(out.resolve("results.csv"));
        assertThat(csv).hasSize(1 + 4 * 2 * 4);
        for (String line : csv.subList(1, csv.size())) {
            String[] f = line.split(",", -1);
            assertThat(f[0]).isEqualTo(BilletLengthDiameter3d.ID);
            assertThat(Double.parseDouble(f[5])).as("E_min is never below the pool's best").isGreaterThanOrEqualTo(0);
            assertThat(Integer.parseInt(f[11])).isEqualTo(2 * (2 + Integer.parseInt(f[3])));
            assertThat(Double.parseDouble(f[13])).as("a recommendation is a setpoint run: its E is at least E_min")
                    .isGreaterThanOrEqualTo(Double.parseDouble(f[4]));
        }
        String report = Files.readString(out.resolve("report.md"));
        assertThat(report).contains("| target-vector-robust-ei |", "| sum-of-squares |", "| desirability |",
                "| minimax |", "2 repeats, seed 5", "pool size 40, 2 readings per setpoint, 3 iterations",
                "## The default, target-vector-robust-ei, against each baseline");
        assertThat(progress.toString(StandardCharsets.UTF_8)).contains("24/24 iterations");
    }

    @Test
    void aSeedDrawsItsOwnPoolAndInitialDesignAndTheSameSeedTheSame() {
        Instance first = Instance.draw(BilletLengthDiameter3d.create(), 50, 7);
        Instance again = Instance.draw(BilletLengthDiameter3d.create(), 50, 7);
        Instance other = Instance.draw(BilletLengthDiameter3d.create(), 50, 8);
        assertThat(again.pool()).zipSatisfy(first.pool(), (a, b) -> assertThat(a).containsExactly(b));
        assertThat(again.initial()).zipSatisfy(first.initial(), (a, b) -> assertThat(a).containsExactly(b));
        assertThat(other.pool().get(2)).isNotEqualTo(first.pool().get(2));
        assertThat(other.initial().get(0)).isNotEqualTo(first.initial().get(0));
        assertThat(first.pool()).hasSize(50);
        assertThat(first.pool()).anySatisfy(x -> assertThat(x).isSameAs(first.initial().get(0)));
        double best = first.pool().stream().mapToDouble(BilletLengthDiameter3d.create()::weightedError).min()
                .orElseThrow();
        assertThat(first.bestAttainable()).isEqualTo(best);
    }

    /** Length 111.5 +- 1, diameter 50.7 +- 0.5: deviations of 0.5 and 0.25 are half a tolerance each. */
    @Test
    void theBaselinesScalariseTheMeanReadingsAsStated() {
        double[] halfOff = {112.0, 50.45};
        assertThat(VectorArm.SUM_OF_SQUARES.loss(SPEC, halfOff)).isCloseTo(0.5, within(1e-12));
        assertThat(VectorArm.MINIMAX.loss(SPEC, new double[] {112.0, 50.0})).isCloseTo(1.4, within(1e-12));
        assertThat(VectorArm.DESIRABILITY.loss(SPEC, halfOff)).isCloseTo(0.5, within(1e-12));
        // d = 0.8 and 0.2: D = sqrt(0.16) = 0.4
        assertThat(VectorArm.DESIRABILITY.loss(SPEC, new double[] {111.3, 51.1})).isCloseTo(0.6, within(1e-12));
        assertThat(VectorArm.DESIRABILITY.loss(SPEC, new double[] {111.5, 51.3})).isEqualTo(1);
        assertThat(VectorArm.DESIRABILITY.loss(SPEC, new double[] {111.5, 50.7})).isZero();
        assertThatThrownBy(() -> VectorArm.TARGET_VECTOR_EI.loss(SPEC, halfOff)).isInstanceOf(
                IllegalStateException.class);
    }

    /** Derringer and Suich's two-sided desirability with unequal sides: linear to 0 at each limit, 0 beyond. */
    @Test
    void theDesirabilityIsTwoSidedWithinTheSpecificationLimits() {
        QualityCharacteristic c = new QualityCharacteristic("d", "mm", 10, 8, 14);
        assertThat(VectorArm.desirability(c, 10)).isEqualTo(1);
        assertThat(VectorArm.desirability(c, 9)).isEqualTo(0.5);
        assertThat(VectorArm.desirability(c, 13)).isCloseTo(0.25, within(1e-15));
        assertThat(VectorArm.desirability(c, 8)).isZero();
        assertThat(VectorArm.desirability(c, 14)).isZero();
        assertThat(VectorArm.desirability(c, 7.9)).isZero();
        assertThat(VectorArm.desirability(c, 14.1)).isZero();
    }

    @Test
    void theOutputsSuiteRefusesMethodsOfItsOwn() {
        assertThatThrownBy(() -> BenchmarkOptions.parse("--suite", "outputs", "--methods", "robust-ei", "--out", "x"))
                .hasMessageContaining("--methods does not apply to --suite outputs");
        assertThatThrownBy(() -> BenchmarkOptions.parse("--suite", "outputs", "--out", "x").toSuite())
                .hasMessageContaining("outputs is not a single-output suite");
    }
}

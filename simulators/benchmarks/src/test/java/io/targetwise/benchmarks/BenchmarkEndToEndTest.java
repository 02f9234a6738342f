package io.targetwise.benchmarks;

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
        assertThat(csv.get(0)).isEqualTo("suite,method,repeat,iteration,e_min,regret,x,fallback,wall_seconds,forecast_z,"
                + "forecast_sd_over_true_sd,readings,replicate,recommendation_e");
        assertThat(csv).hasSize(1 + 2 * 2 * 4);
        double previous = Double.POSITIVE_INFINITY;
        for (String line : csv.subList(1, csv.size())) {
            String[] f = line.split(",", -1);
            assertThat(f[0]).isEqualTo("exp1");
            assertThat(f[1]).isIn("robust-ei/integrated/suite", "ncchi2-ei");
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
        assertThat(report).contains("| robust-ei/integrated/suite |", "| ncchi2-ei |", "setting product, repeats 2, "
                + "iterations 3");
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
    void thePaperSettingGivesTheRobustArmTheExactMeanAndTheBaselineAKnownNoise() {
        BenchmarkOptions options = BenchmarkOptions.parse("--suite", "exp1", "--sigma-a", "0.1", "--setting", "paper",
                "--methods", "robust-ei/plug-in,ncchi2-ei", "--repeats", "2", "--iterations", "8", "--threads", "1",
                "--out", "x");
        List<IterationResult> results = BenchmarkRunner.run(options, options.toSuite(),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        // With sin(x) known exactly at the design points and sigma_a constant, robust EI finds x = 0 (E = sigma_a^2)
        // on the 100-point grid within 8 proposals.
        double best = options.toSuite().bestAttainableError();
        assertThat(results.stream().filter(r -> r.method().equals("robust-ei/plug-in/suite") && r.iteration() == 8))
                .allSatisfy(r -> assertThat(r.eMin()).isCloseTo(best, within(1e-3)));
        assertThatThrownBy(() -> BenchmarkOptions.parse("--suite", "forging", "--setting", "paper", "--out", "x"))
                .hasMessageContaining("--setting paper applies to exp1 and exp2 only");
    }

    @Test
    void thePlantSuiteRunsEveryArmAtEachReplicateCountWithinTheBudget(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("plant");
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        BenchmarkMain.run(new String[] {"benchmark", "--suite", "plant", "--methods",
                "robust-ei,plain-ei,robust-lcb/kernel-ridge/adaptive",
                "--repeats", "1", "--budget", "16", "--replicates", "2,5", "--pool-size", "20", "--threads", "2",
                "--out", out.toString()}, new PrintStream(progress, true, StandardCharsets.UTF_8));

        List<String> csv = Files.readAllLines(out.resolve("results.csv"));
        int problems = PlantProblem.all(20).size();
        assertThat(problems).isEqualTo(7);
        assertThat(csv.subList(1, csv.size())).extracting(line -> line.split(",")[0])
                .contains("forging-120/r2", "narrow-band-2d/r5", "lot-sensitivity-6d/r2", "regime-change-10d/r5");
        // 16 readings: at 2 per setpoint 16 / 2 - 2 = 6 proposals after the initial two, at 5 per setpoint 1.
        assertThat(csv.stream().filter(line -> line.startsWith("input-noise-4d/r2,plain-ei,"))).hasSize(1 + 6);
        assertThat(csv.stream().filter(line -> line.startsWith("input-noise-4d/r5,plain-ei,"))).hasSize(1 + 1);
        String report = Files.readString(out.resolve("report.md"));
        assertThat(report).contains("# Plant-like benchmark suite", "| 2 | robust-ei/integrated/suite |",
                "| 5 | plain-ei |", "actuator noise, 4-D");
        assertThat(Files.exists(out.resolve("narrow-band-2d-r5.png"))).isTrue();
        // Forecast coverage: 7 problems x 6 proposals at r = 2, 5 of each in iterations 1-5; plain EI forecasts no output
        assertThat(report).contains("## Forecast coverage").containsPattern(
                "\\| 2 \\| robust-ei/integrated/suite \\| \\d+ % \\(\\d+/35\\) \\| \\d+ % \\(\\d+/7\\) \\|  \\|  \\| \\d+ % \\(\\d+/42\\) \\|");
        assertThat(report.substring(report.indexOf("## Forecast coverage"), report.indexOf("\n## ", report.indexOf("## Forecast coverage") + 5)))
                .doesNotContain("plain-ei");
        // no forecast and no recommendation for plain EI; the forecast spread and the recommendation's E for the rest
        assertThat(csv.stream().filter(line -> line.startsWith("input-noise-4d/r2,plain-ei,")).map(line -> line.split(",", -1)))
                .allSatisfy(cells -> assertThat(List.of(cells[9], cells[10], cells[13])).containsOnly(""));
        assertThat(csv.stream().filter(line -> line.startsWith("input-noise-4d/r2,robust-ei/integrated/suite,")).skip(1)
                .map(line -> line.split(",", -1))).allSatisfy(cells -> {
                    assertThat(Double.parseDouble(cells[10])).isFinite();
                    assertThat(Double.parseDouble(cells[13])).isFinite().isGreaterThanOrEqualTo(Double.parseDouble(cells[4]));
                    assertThat(Integer.parseInt(cells[11])).isEqualTo(4 + 2 * Integer.parseInt(cells[3]));
                });
        // the adaptive arm spends the fixed arm's readings (16 at r = 2, 15 at r = 5) in moves of its own sizes
        for (String problem : List.of("forging-120", "narrow-band-2d", "lot-sensitivity-6d")) {
            for (int r : new int[] {2, 5}) {
                List<String[]> adaptive = csv.stream().filter(line -> line.startsWith(problem + "/r" + r
                        + ",robust-lcb/integrated/kernel-ridge/adaptive,")).map(line -> line.split(",", -1)).toList();
                assertThat(Integer.parseInt(adaptive.get(adaptive.size() - 1)[11])).isEqualTo(r == 2 ? 16 : 15);
                for (int i = 1; i < adaptive.size(); i++) {
                    String[] row = adaptive.get(i);
                    // the pool never offers a setpoint twice: a repeated one must come from a replicate move
                    if (adaptive.subList(1, i).stream().anyMatch(earlier -> earlier[6].equals(row[6]))) {
                        assertThat(Boolean.parseBoolean(row[12])).as("a setpoint run again is a replicate move").isTrue();
                    }
                }
            }
        }
        assertThat(report).contains("## At equal numbers of readings: E_min / best",
                "| 2 | robust-lcb/integrated/kernel-ridge/adaptive |",
                "## The default, robust-ei/integrated/suite, against each other arm", "| 5 | plain-ei | ",
                "| 2 | 6 | narrow-band-2d | plain-ei | ");
        assertThat(progress.toString(StandardCharsets.UTF_8)).contains("iterations");
    }

    @Test
    void twoDesignsAreTwoArmsOfOneReportThePairedRatioProductOverPlant(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("plant");
        BenchmarkMain.run(new String[] {"benchmark", "--suite", "plant", "--methods", "plain-ei", "--initial-design",
                "product,plant", "--problems", "narrow-band-2d", "--repeats", "2", "--replicates", "2", "--budget",
                "12", "--pool-size", "30", "--threads", "1", "--out", out.toString()},
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));

        String report = Files.readString(out.resolve("report.md"));
        // --initial-design: the plant's and the product's designs as two arms of one report, paired on the same pools
        assertThat(report).contains("initial design product (d + 1 setpoints), plant (d + 1 setpoints)",
                "## The default, plain-ei+product-design, against each other arm", "| 2 | plain-ei+plant-design |",
                "| 2 | 3 | narrow-band-2d | plain-ei+plant-design |");
        // 3 design setpoints and 3 proposals in 12 readings at 2 each, per design and repeat
        assertThat(Files.readAllLines(out.resolve("results.csv"))).hasSize(1 + 2 * 2 * 4);
    }

    @Test
    void forecastCoverageCountsDeliveredMeansInsideTheNinetyPercentInterval() {
        BenchmarkOptions options = BenchmarkOptions.parse("--suite", "plant", "--methods", "robust-lcb",
                "--replicates", "2", "--out", "x");
        String arm = options.arms().get(0).id();
        List<IterationResult> results = List.of(
                new IterationResult("p/r2", arm, 0, 0, 1, 0, Point.empty(), false, 0, Double.NaN, Double.NaN, 4, false, 1),
                new IterationResult("p/r2", arm, 0, 1, 1, 0, Point.empty(), false, 0, 0.3, 1.2, 6, false, 1),
                new IterationResult("p/r2", arm, 0, 2, 1, 0, Point.empty(), false, 0, -1.64, 7.25, 8, false, 1),
                new IterationResult("p/r2", arm, 0, 3, 1, 0, Point.empty(), false, 0, 1.65, 0.5, 10, false, 1),
                new IterationResult("p/r2", arm, 0, 6, 1, 0, Point.empty(), false, 0, -9.6, 3.0, 16, false, 1));

        assertThat(PlantBenchmark.coverage(options, results))
                .contains("| 2 | " + arm + " | 67 % (2/3) | 0 % (0/1) |  |  | 50 % (2/4) | 25.00 % (1/4) | 1 | 7.25 |");
    }

    @Test
    void armsNameTheirTreatmentAndVarianceModel() {
        assertThat(Arm.parse("robust-ei").id()).isEqualTo("robust-ei/integrated/suite");
        assertThat(Arm.parse("robust-lcb/log-gp/plug-in").id()).isEqualTo("robust-lcb/plug-in/log-gp");
        assertThat(Arm.parse("gaussian-lcb/plug-in/kernel-ridge").id()).isEqualTo("gaussian-lcb/kernel-ridge");
        assertThat(Arm.parse("ncchi2-ei").id()).isEqualTo("ncchi2-ei");
        assertThat(Arm.parse("robust-lcb/q0.25/kernel-ridge")).satisfies(arm -> {
            assertThat(arm.id()).isEqualTo("robust-lcb/integrated/kernel-ridge/q0.25");
            assertThat(arm.lcbQuantile()).isEqualTo(0.25);
        });
        assertThat(Arm.parse("robust-lcb/q0.1").id()).isEqualTo("robust-lcb/integrated/suite");
        assertThatThrownBy(() -> Arm.parse("robust-ei/q0.2")).hasMessageContaining("confidence bounds only");
        assertThatThrownBy(() -> Arm.parse("robust-lcb/q1.5")).hasMessageContaining("q must be in (0, 1)");
        assertThatThrownBy(() -> Arm.parse("robust-ei/exact")).hasMessageContaining("unknown part 'exact'")
                .hasMessageContaining("log-gp");
        assertThat(Arm.parse("robust-lcb/hetgp").id()).isEqualTo("robust-lcb/integrated/hetgp");
        assertThatThrownBy(() -> Arm.parse("ncchi2-ei-naive/hetgp")).hasMessageContaining("mean-and-variance methods");
        assertThat(Arm.parse("robust-lcb/nomu-krr").id()).isEqualTo("robust-lcb/integrated/nomu-krr");
        assertThat(Arm.parse("robust-lcb/neon-krr").variance()).isEqualTo(Arm.Variance.NEON_KERNEL_RIDGE);
        assertThat(Arm.parse("robust-lcb/autodeuq").variance().wholeSurrogate()).isTrue();
        assertThat(Arm.parse("robust-lcb/auto").id()).isEqualTo("robust-lcb/integrated/auto");
        assertThat(Arm.parse("robust-lcb/kernel-ridge").variance().wholeSurrogate()).isFalse();
        assertThatThrownBy(() -> Arm.parse("ncchi2-ei-naive/autodeuq")).hasMessageContaining("'autodeuq'")
                .hasMessageContaining("mean-and-variance methods");
        assertThat(Arm.parse("robust-lcb/integrated/kernel-ridge/adaptive")).satisfies(arm -> {
            assertThat(arm.adaptive()).isTrue();
            assertThat(arm.id()).isEqualTo("robust-lcb/integrated/kernel-ridge/adaptive");
        });
        assertThat(Arm.parse("robust-lcb/integrated/kernel-ridge").adaptive()).isFalse();
        assertThatThrownBy(() -> Arm.parse("plain-ei/adaptive")).hasMessageContaining("run through a campaign");
        assertThatThrownBy(() -> Arm.parse("robust-lcb/adaptive/kernel-ridge")).hasMessageContaining("the last part");
    }

    @Test
    void theForecastSpreadIsJudgedAgainstTheSimulatorsTrueSdAndHetGpArmsRunOnTheJointModel(@TempDir Path dir)
            throws IOException {
        Path out = dir.resolve("exp1");
        // exp1's suite variance model is the known constant sigma_a^2 = 0.25: its forecast sd is the true sd exactly
        BenchmarkMain.run(new String[] {"benchmark", "--suite", "exp1", "--setting", "product", "--methods",
                "robust-lcb,robust-lcb/hetgp", "--repeats", "1", "--iterations", "4", "--replicates", "3",
                "--threads", "1", "--out", out.toString()}, new PrintStream(new ByteArrayOutputStream(), true,
                StandardCharsets.UTF_8));

        List<String> csv = Files.readAllLines(out.resolve("results.csv"));
        assertThat(csv.get(0)).endsWith(",forecast_z,forecast_sd_over_true_sd,readings,replicate,recommendation_e");
        List<Double> known = ratios(csv, ",robust-lcb/integrated/suite,");
        assertThat(known).hasSize(4).allSatisfy(ratio -> assertThat(ratio).isCloseTo(1.0, within(1e-9)));
        List<Double> joint = ratios(csv, ",robust-lcb/integrated/hetgp,");
        assertThat(joint).hasSize(4).allSatisfy(ratio -> assertThat(ratio).isPositive().isNotCloseTo(1.0, within(1e-9)));
    }

    /** The forecast_sd_over_true_sd column of an arm's rows after the initial design. */
    private static List<Double> ratios(List<String> csv, String arm) {
        return csv.stream().filter(line -> line.contains(arm)).map(line -> line.split(",", -1)[10])
                .filter(ratio -> !ratio.isEmpty()).map(Double::parseDouble).toList();
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
        assertThatThrownBy(() -> BenchmarkOptions.parse("--suite", "exp1", "--gp", "cubic", "--out", "x"))
                .hasMessageContaining("--gp must be one of paper, product, got cubic");
        assertThat(BenchmarkOptions.parse("--suite", "exp1", "--out", "x").meanGp()).isEqualTo(MeanGp.PAPER);
        assertThatThrownBy(() -> BenchmarkOptions.parse("--suite", "exp1", "--replicates", "2,3", "--out", "x"))
                .hasMessageContaining("--replicates must be one number");
        assertThatThrownBy(() -> BenchmarkOptions.parse("--suite", "plant", "--replicates", "5", "--budget", "14",
                "--out", "x")).hasMessageContaining("--budget");
        assertThatThrownBy(() -> BenchmarkOptions.parse("--suite", "exp1", "--problems", "narrow-band-2d", "--out",
                "x")).hasMessageContaining("--problems applies to --suite plant only");
        assertThat(BenchmarkOptions.parse("--suite", "plant", "--problems", "regime-change-10d,narrow-band-2d",
                "--out", "x").problems()).containsExactly("regime-change-10d", "narrow-band-2d");
        assertThat(PlantProblem.select(20, List.of("regime-change-10d", "narrow-band-2d")).stream()
                .map(PlantProblem::id)).containsExactly("narrow-band-2d", "regime-change-10d");
        assertThat(PlantProblem.select(20, List.of())).hasSize(PlantProblem.all(20).size());
        assertThatThrownBy(() -> PlantProblem.select(20, List.of("regime-change-3d")))
                .hasMessageContaining("unknown problem 'regime-change-3d'").hasMessageContaining("regime-change-10d");
        assertThatThrownBy(() -> BenchmarkMain.run(new String[] {"--suite", "exp1"}, System.err))
                .hasMessageContaining("'benchmark'");
    }

    @Test
    void confidenceIntervalsFollowStudentT() {
        Convergence c = Convergence.of(List.of(
                new IterationResult("s", "m", 0, 1, 1.0, 0, Point.empty(), false, 0, Double.NaN, Double.NaN, 0, false, Double.NaN),
                new IterationResult("s", "m", 1, 1, 3.0, 0, Point.empty(), false, 0, Double.NaN, Double.NaN, 0, false,
                        Double.NaN)));
        Convergence.Summary p = c.at("m", 1);
        assertThat(p.mean()).isEqualTo(2.0);
        assertThat(p.sd()).isEqualTo(Math.sqrt(2));
        // t_{0.975, 1} = 12.706
        assertThat(p.confidenceHalfWidth()).isCloseTo(12.7062 * Math.sqrt(2) / Math.sqrt(2), within(1e-3));
    }
}

package io.targetwise.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import io.targetwise.simulators.forging.DriftingForging;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DriftBenchmarkTest {

    /** 600 forgings under strong wear, so that a short run shows it: 0.01 mm per forging, 6 mm over the run. */
    private static DriftBenchmark.Outcome underFastWear(DriftBenchmark.Policy policy) {
        return new DriftBenchmark(1, 600, 3).runOne("drifting", DriftingForging.of(0.01, 0, 1000), policy, 0, 3);
    }

    @Test
    void unmonitoredProductionDriftsAwayWhileOffsetControlKeepsItInTolerance() {
        DriftBenchmark.Outcome unmonitored = underFastWear(DriftBenchmark.Policy.STATIC);
        DriftBenchmark.Outcome charted = underFastWear(DriftBenchmark.Policy.CUSUM_OFFSET);

        double[] y = unmonitored.outputs();
        double first = Arrays.stream(y, 0, 100).average().orElseThrow();
        double last = Arrays.stream(y, 500, 600).average().orElseThrow();
        assertThat(first - last).as("worn dies forge narrower").isGreaterThan(2);
        assertThat(unmonitored.alarms()).isZero();
        assertThat(charted.alarms()).isPositive();
        assertThat(charted.insideTolerance()).isGreaterThan(unmonitored.insideTolerance());
    }

    @Test
    void theTimeAwareModelFollowsTheWear() {
        DriftBenchmark.Outcome unmonitored = underFastWear(DriftBenchmark.Policy.STATIC);
        DriftBenchmark.Outcome timeAware = underFastWear(DriftBenchmark.Policy.CUSUM_TIME);
        // Its moves after an alarm aim at the worn press's current level, not the setup's.
        assertThat(timeAware.alarms()).isPositive();
        assertThat(timeAware.insideTolerance()).isGreaterThan(unmonitored.insideTolerance() + 0.1);
    }

    @Test
    void onTheStationaryPressTheFrozenSetupModelReadsItsOwnErrorsAsDriftWhileTheLiveCampaignLearnsThem() {
        // Repeat 3 of the documented run (seed 1 + 3): the setup model is off at its two best setpoints in
        // opposite directions, and every offset measured at one carries its error to the other.
        DriftingForging press = DriftingForging.stationary();
        DriftBenchmark benchmark = new DriftBenchmark(1, 2000, 1);
        DriftBenchmark.Outcome frozen = benchmark.runOne("stationary", press, DriftBenchmark.Policy.CUSUM_OFFSET, 3, 4);
        DriftBenchmark.Outcome live = benchmark.runOne("stationary", press, DriftBenchmark.Policy.CUSUM_OFFSET_LIVE, 3,
                4);
        assertThat(frozen.alarms()).as("the frozen setup model's alarms").isGreaterThan(40);
        // Nominal: 2000 / 465 = 4.3 false alarms.
        assertThat(live.alarms()).as("the live campaign's alarms").isLessThan(10);
    }

    @Test
    void thePoissonIntervalIsGarwoodsExactOne() {
        // Garwood's table: 10 events give [4.795, 18.39]; none gives [0, 3.689].
        assertThat(DriftBenchmark.poissonInterval(10)).containsExactly(new double[] {4.795, 18.39},
                org.assertj.core.data.Offset.offset(0.005));
        assertThat(DriftBenchmark.poissonInterval(0)).containsExactly(new double[] {0, 3.689},
                org.assertj.core.data.Offset.offset(0.0005));
    }

    @Test
    void writesTheTableThePlotAndTheCsv(@TempDir Path out) throws Exception {
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        new DriftBenchmark(1, 60, 5).run(out, new PrintStream(progress, true));
        assertThat(Files.readAllLines(out.resolve("results.csv"))).hasSize(1 + 2 * DriftBenchmark.Policy.values().length);
        assertThat(Files.readString(out.resolve("report.md"))).contains("| drifting | cusum-recent | ")
                .contains("| stationary | static | ")
                .contains("| cusum-offset-live | ");
        assertThat(out.resolve("drift.png")).isNotEmptyFile();
        assertThat(out.resolve("drift.svg")).isNotEmptyFile();
        assertThat(progress.toString()).contains(2 * DriftBenchmark.Policy.values().length + "/"
                + 2 * DriftBenchmark.Policy.values().length);
    }
}

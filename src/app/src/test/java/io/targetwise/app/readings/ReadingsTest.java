package io.targetwise.app.readings;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.targetwise.app.ingest.MeasurementMessage.Quality;
import io.targetwise.app.ingest.MeasurementRows;
import io.targetwise.app.ingest.MeasurementRows.Row;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;

/** The readings layer's queries on the database: which readings each one returns, and in which order. */
@QuarkusTest
class ReadingsTest {
    private static final Instant T0 = Instant.parse("2026-11-26T08:00:00Z");

    @Inject
    Readings readings;

    @Inject
    ProcessService processes;

    ProcessDefinition process;

    @BeforeEach
    void createProcess() {
        process = processes.create(new ProcessDefinition(null, "Readings " + UUID.randomUUID(), null,
                List.of(new ProcessDefinition.DesignVariable("x", "mm", 0.0, 10.0, 0.5)), List.of(),
                new ProcessDefinition.Output("y", "mm"), 5.0, 4.0, 6.0, 2));
    }

    private static Row row(int second, double x, double y, Quality quality) {
        return new Row(T0.plusSeconds(second), T0.plusSeconds(second), new double[] {x}, null, y, quality);
    }

    private static double[] outputs(List<StoredReading> stored) {
        return stored.stream().mapToDouble(StoredReading::output).toArray();
    }

    @Test
    void whatThePlantDeliveredIsTheUsableReadingsAtTheSnappedSetpointReceivedSinceTheCommand() {
        MeasurementRows.store(process, List.of(row(-10, 4.0, 1, Quality.GOOD), // before the command
                row(1, 4.1, 2, Quality.GOOD), // snaps to 4.0
                row(2, 5.0, 3, Quality.GOOD), // another setpoint
                row(3, 3.9, 4, Quality.BAD), // snaps to 4.0, but BAD
                row(4, 4.0, 5, Quality.UNCERTAIN)));

        assertThat(outputs(readings.deliveredAt(process, new double[] {4.2}, T0, null, false, 100)))
                .containsExactly(2, 5);
        // the newest usable readings since the command, at any setpoint, bound the scan; the result is oldest first
        assertThat(outputs(readings.deliveredAt(process, new double[] {4.0}, T0, null, true, 2))).containsExactly(5);
        assertThat(outputs(readings.deliveredAt(process, new double[] {4.0}, T0, null, true, 3))).containsExactly(2, 5);
        assertThat(outputs(readings.deliveredAt(process, new double[] {4.0}, T0, null, false, 1))).containsExactly(2);
        // once the next command went out, the readings received after it belong to that one
        assertThat(outputs(readings.deliveredAt(process, new double[] {4.0}, T0, T0.plusSeconds(4), false, 100)))
                .containsExactly(2);
    }

    @Test
    void aCampaignIsToldTheUsableReadingsAboveAnIdInIdOrder() {
        MeasurementRows.store(process, List.of(row(3, 1, 1, Quality.GOOD), row(1, 1, 2, Quality.BAD),
                row(2, 1, 3, Quality.UNCERTAIN), row(0, 1, 4, Quality.GOOD)));

        List<StoredReading> all = readings.usableAbove(process.id(), 0);
        assertThat(outputs(all)).containsExactly(1, 3, 4);
        assertThat(all).allSatisfy(r -> assertThat(r.processId()).isEqualTo(process.id()));
        assertThat(outputs(readings.usableAbove(process.id(), all.get(0).id()))).containsExactly(3, 4);
    }

    @Test
    void recentReadingsLeaveBadOnesOutButTheLastReceivedCountsThem() {
        Instant lateArrival = T0.plus(Duration.ofHours(1));
        MeasurementRows.store(process, List.of(row(0, 1, 1, Quality.GOOD), row(1, 2, 2, Quality.UNCERTAIN),
                new Row(T0.plusSeconds(2), lateArrival, new double[] {3}, null, 3, Quality.BAD)));

        assertThat(readings.recent(process.id())).extracting(Reading::output).containsExactly(1.0, 2.0);
        assertThat(readings.lastReceived(process.id())).contains(lateArrival);
    }

    @Test
    void theDayRangeEndsAtTheNewestReadingNotAtNow() {
        MeasurementRows.store(process, List.of(row(0, 1, 1, Quality.GOOD),
                row((int) Duration.ofHours(30).toSeconds(), 1, 2, Quality.GOOD),
                row((int) Duration.ofHours(40).toSeconds(), 1, 3, Quality.GOOD)));

        assertThat(readings.inRange(process.id(), ReadingRange.DAY)).extracting(Reading::output)
                .containsExactly(2.0, 3.0);
        assertThat(readings.inRange(process.id(), ReadingRange.CAMPAIGN)).extracting(Reading::output)
                .containsExactly(1.0, 2.0, 3.0);
    }
}

package io.targetwise.app.monitoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import io.targetwise.app.campaign.CampaignSettings;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.readings.Reading;
import io.targetwise.core.Point;
import io.targetwise.core.spc.ProcessCapability;

/** What the console shows of a process at a glance: tolerance, the latest reading, capability by replicate group. */
class ProcessStatusTest {
    private static final Instant T0 = Instant.parse("2026-11-21T08:00:00Z");
    private static final ProcessDefinition PROCESS = new ProcessDefinition(1L, "Press", null,
            List.of(new ProcessDefinition.DesignVariable("force", "kN", 0.0, 10.0, null)), List.of(),
            new ProcessDefinition.Output("height", "mm"), 10.0, 9.0, 11.0, 2);

    @Test
    void theSpecificationLimitsThemselvesAreInTolerance() {
        assertThat(ToleranceState.inTolerance(PROCESS, 9)).isTrue();
        assertThat(ToleranceState.inTolerance(PROCESS, 11)).isTrue();
        assertThat(ToleranceState.inTolerance(PROCESS, 8.999)).isFalse();
        assertThat(ToleranceState.inTolerance(PROCESS, 11.001)).isFalse();
    }

    @Test
    void theLastReadingIsTheNewestOfTheRecentOnesAndAbsentBeforeAny() {
        List<Reading> recent = List.of(new Reading(T0, Point.of(1), 9.5), new Reading(T0.plusSeconds(1),
                Point.of(1), 10.5));

        assertThat(status(recent).last()).map(Reading::output).contains(10.5);
        assertThat(status(List.of()).last()).isEmpty();
    }

    @Test
    void capabilityTakesEachReplicateGroupAsASubgroup() {
        List<Reading> readings = List.of(new Reading(T0, Point.of(1), 9.5),
                new Reading(T0.plusSeconds(1), Point.of(1), 10.5),
                new Reading(T0.plusSeconds(2), Point.of(2), 9.8),
                new Reading(T0.plusSeconds(3), Point.of(2), 10.2));

        ProcessCapability capability = ProcessMonitor.capability(PROCESS, readings);

        assertThat(capability.n()).isEqualTo(4);
        assertThat(capability.subgroups()).isEqualTo(2);
        assertThat(capability.mean()).isCloseTo(10.0, within(1e-12));
        // within-group spread only: pooled from (9.5, 10.5) and (9.8, 10.2), not the overall one
        assertThat(capability.sigmaWithin().getAsDouble()).isCloseTo(Math.sqrt((0.5 + 0.08) / 2), within(1e-12));
    }

    private static List<Reading> outputs(double... values) {
        return java.util.stream.IntStream.range(0, values.length)
                .mapToObj(i -> new Reading(T0.plusSeconds(i), Point.of(1), values[i])).toList();
    }

    @Test
    void toleranceStateComesFromTheLastFiveReadingsNotOne() {
        assertThat(status(outputs()).toleranceState().text()).isEqualTo("no readings yet");
        assertThat(status(outputs(10, 10.2, 9.9, 10.1, 11.5)).toleranceState())
                .satisfies(s -> assertThat(s.abnormal()).isFalse())
                .satisfies(s -> assertThat(s.text()).isEqualTo("in tolerance · 1 of the last 5 readings outside"));
        assertThat(status(outputs(12, 12, 10, 10.2, 9.9, 10.1, 10)).toleranceState().text())
                .as("excursions older than the window").isEqualTo("in tolerance");
        assertThat(status(outputs(10, 11.5, 10.2, 8.5, 10)).toleranceState())
                .satisfies(s -> assertThat(s.abnormal()).isTrue())
                .satisfies(s -> assertThat(s.text()).isEqualTo("OUT OF TOLERANCE · 2 of the last 5 readings"));
        assertThat(status(outputs(8.5)).toleranceState().text()).isEqualTo("OUT OF TOLERANCE · its only reading");
    }

    private static ProcessStatus status(List<Reading> recent) {
        return new ProcessStatus(PROCESS, recent, null, 0, CampaignSettings.DEFAULTS, Optional.empty(), Optional.empty());
    }
}

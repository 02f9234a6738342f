package io.targetwise.app.readings;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.targetwise.core.Point;

/** Replicate groups are the capability's subgroups and the run chart's groups: they split where the setpoint moves. */
class ReplicateGroupTest {
    private static final Instant T0 = Instant.parse("2026-11-21T08:00:00Z");

    private static Reading reading(int second, Point setpoint, double output) {
        return new Reading(T0.plusSeconds(second), setpoint, output);
    }

    @Test
    void readingsSplitWhereverTheSetpointChangesEvenBackToAnEarlierOne() {
        Point a = Point.of(1, 2);
        Point b = Point.of(1, 3);
        List<ReplicateGroup> groups = ReplicateGroup.of(List.of(reading(0, a, 9), reading(1, Point.of(1, 2), 11),
                reading(2, b, 10), reading(3, a, 12)));

        assertThat(groups).hasSize(3);
        assertThat(groups.get(0).outputs()).containsExactly(9, 11);
        assertThat(groups.get(0).mean()).isEqualTo(10);
        assertThat(groups.get(0).first().time()).isEqualTo(T0);
        assertThat(groups.get(0).last().time()).isEqualTo(T0.plusSeconds(1));
        assertThat(groups.get(1).outputs()).containsExactly(10);
        assertThat(groups.get(2).outputs()).containsExactly(12);
    }

    @Test
    void noReadingsMakeNoGroups() {
        assertThat(ReplicateGroup.of(List.of())).isEmpty();
    }
}

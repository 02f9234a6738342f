package io.targetwise.console.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

/** Replicate groups are the capability's subgroups and the run chart's groups: they split where the setpoint moves. */
class ReplicateGroupTest {
    private static final Instant T0 = Instant.parse("2026-11-21T08:00:00Z");

    private static Reading reading(int second, double[] setpoint, double output) {
        return new Reading(T0.plusSeconds(second), setpoint, output);
    }

    @Test
    void readingsSplitWhereverTheSetpointChangesEvenBackToAnEarlierOne() {
        double[] a = {1, 2};
        double[] b = {1, 3};
        List<ReplicateGroup> groups = ReplicateGroup.of(List.of(reading(0, a, 9), reading(1, a.clone(), 11),
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

    @Test
    void aReadingKeepsItsOwnCopyOfTheSetpoint() {
        double[] setpoint = {1, 2};
        Reading r = new Reading(T0, setpoint, 5);
        setpoint[0] = 99;
        r.setpoint()[1] = 99;

        assertThat(r.setpoint()).containsExactly(1, 2);
        assertThat(r).isEqualTo(new Reading(T0, new double[] {1, 2}, 5)).hasSameHashCodeAs(new Reading(T0,
                new double[] {1, 2}, 5));
        assertThat(r).isNotEqualTo(new Reading(T0, new double[] {1, 3}, 5));
    }
}

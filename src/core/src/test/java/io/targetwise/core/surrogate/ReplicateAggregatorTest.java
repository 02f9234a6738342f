package io.targetwise.core.surrogate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ReplicateAggregatorTest {

    @Test
    void groupsSetpointsWithinResolutionInOrderOfFirstAppearance() {
        List<Measurement> m = List.of(Measurement.of(new double[] {1.02, 5}, 3), Measurement.of(new double[] {2, 5}, 10),
                Measurement.of(new double[] {0.98, 5}, 5), Measurement.of(new double[] {1.0, 5.4}, 7));
        List<DesignPoint> points = ReplicateAggregator.of(0.1, 1).aggregate(m);
        assertThat(points).hasSize(2);
        assertThat(points.get(0).setpoint().toArray()).containsExactly(1.0, 5.0);
        assertThat(points.get(0).replicates()).isEqualTo(3);
        assertThat(points.get(0).mean()).isCloseTo(5, within(1e-12));
        assertThat(points.get(0).sampleVariance()).isCloseTo(4, within(1e-12));
        assertThat(points.get(1).replicates()).isEqualTo(1);
        assertThat(points.get(1).sampleVariance()).isNaN();
        assertThat(points.get(1).standardError()).isNaN();
    }

    @Test
    void exactResolutionKeepsDistinctSetpointsApart() {
        List<Measurement> m = List.of(Measurement.of(new double[] {1}, 1), Measurement.of(new double[] {1 + 1e-12}, 2));
        assertThat(ReplicateAggregator.of(0).aggregate(m)).hasSize(2);
    }

    @Test
    void largeGroupsKeepTheirPrecision() {
        SplittableRandom random = new SplittableRandom(1);
        List<Measurement> m = new ArrayList<>();
        double[] values = new double[10_000];
        for (int i = 0; i < values.length; i++) {
            values[i] = 1e8 + random.nextGaussian();
            m.add(Measurement.of(new double[] {0}, values[i]));
        }
        double mean = java.util.Arrays.stream(values).average().orElseThrow();
        double variance = java.util.Arrays.stream(values).map(v -> (v - mean) * (v - mean)).sum() / (values.length - 1);
        DesignPoint p = ReplicateAggregator.of(0).aggregate(m).get(0);
        assertThat(p.mean()).isCloseTo(mean, within(1e-6));
        assertThat(p.sampleVariance()).isCloseTo(variance, within(1e-6));
        assertThat(p.standardError()).isCloseTo(Math.sqrt(variance / 10_000), within(1e-9));
    }

    @Test
    void rejectsBadResolutionAndMismatchedMeasurementsByName() {
        assertThatThrownBy(() -> ReplicateAggregator.of(0.1, -1)).hasMessageContaining("resolution[1]");
        List<Measurement> m = List.of(Measurement.of(new double[] {1, 2}, 1), Measurement.of(new double[] {1}, 2));
        assertThatThrownBy(() -> ReplicateAggregator.of(0, 0).aggregate(m)).hasMessageContaining("measurement 1 has 1");
    }
}

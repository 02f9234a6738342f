package io.targetwise.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.simulators.plantlike.NarrowBand2d;
import org.junit.jupiter.api.Test;

class SensorBenchmarkTest {

    @Test
    void aFrozenSensorIsCaughtAtItsFourthRepeatAndAStuckOneSoonAfter() {
        for (long seed = 1; seed <= 3; seed++) {
            assertThat(SensorBenchmark.run(NarrowBand2d.create(), SensorBenchmark.Fault.FROZEN, 1, 40, seed).delay())
                    .as("the window holds the last good reading and 4 repeats").isEqualTo(4);
            assertThat(SensorBenchmark.run(NarrowBand2d.create(), SensorBenchmark.Fault.JITTER, 1, 40, seed).delay())
                    .isBetween(4, 6);
        }
    }

    @Test
    void aWorkingSensorIsLookedAtAfterEveryReadingAndRarelySignals() {
        SensorBenchmark.Run run = SensorBenchmark.run(NarrowBand2d.create(), SensorBenchmark.Fault.NONE, 1, 200, 7);
        assertThat(run.looks()).as("400 readings, the first look at the fifth").isEqualTo(396);
        assertThat(run.falseSignals()).isZero();
        assertThat(run.delay()).isZero();
    }

    /** Against the closed form: 0 of 1,000 gives [0, z^2 / (n + z^2)] = [0, 0.003827]. */
    @Test
    void theWilsonIntervalMatchesItsClosedForm() {
        double[] none = SensorBenchmark.wilson(0, 1000);
        assertThat(none[0]).isCloseTo(0, within(1e-12));
        assertThat(none[1]).isCloseTo(3.8415 / 1003.8415, within(1e-6));
        double[] half = SensorBenchmark.wilson(50, 100);
        assertThat(half[0]).isCloseTo(0.4038, within(1e-4));
        assertThat(half[1]).isCloseTo(0.5962, within(1e-4));
    }
}

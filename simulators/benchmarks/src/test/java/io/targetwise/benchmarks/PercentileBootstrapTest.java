package io.targetwise.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PercentileBootstrapTest {

    @Test
    void intervalOfTheMeanHasTheWidthOfTheNormalTheory() {
        // The mean of n values with sd sigma has standard error sigma / sqrt(n): the 95 % interval spans about
        // 2 x 1.96 sigma / sqrt(n).
        int n = 2_000;
        double sigma = 2;
        SplittableRandom rng = new SplittableRandom(3);
        double[] values = new double[n];
        for (int i = 0; i < n; i++) {
            values[i] = -1 + sigma * rng.nextGaussian();
        }
        PercentileBootstrap.Estimate m = PercentileBootstrap.of(values, PercentileBootstrap::mean, 5);
        double expectedWidth = 2 * 1.959964 * sigma / Math.sqrt(n);

        assertThat(m.value()).isEqualTo(PercentileBootstrap.mean(values));
        assertThat(m.upper() - m.lower()).isCloseTo(expectedWidth, within(0.1 * expectedWidth));
        assertThat((m.lower() + m.upper()) / 2).isCloseTo(m.value(), within(0.1 * expectedWidth));
    }

    @Test
    void resamplesAreDrawnFromTheValuesThemselves() {
        // Every resample of {0, 1} has a mean in [0, 1]; a quarter of them are all zeros or all ones at n = 2.
        PercentileBootstrap.Estimate e = PercentileBootstrap.of(new double[] {0, 1}, PercentileBootstrap::mean, 9);
        assertThat(e.value()).isEqualTo(0.5);
        assertThat(e.lower()).isZero();
        assertThat(e.upper()).isEqualTo(1);
        assertThat(PercentileBootstrap.mean(new double[] {1, 2, 6})).isEqualTo(3);
    }
}

package io.targetwise.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PercentileBootstrapTest {

    private static double[] normalSample(int n, double mean, double sigma, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        double[] values = new double[n];
        for (int i = 0; i < n; i++) {
            values[i] = mean + sigma * rng.nextGaussian();
        }
        return values;
    }

    @Test
    void intervalOfTheMeanHasTheWidthOfTheNormalTheory() {
        // The mean of n values with sd sigma has standard error sigma / sqrt(n): the 95 % interval spans about
        // 2 x 1.96 sigma / sqrt(n).
        int n = 2_000;
        double sigma = 2;
        double[] values = normalSample(n, -1, sigma, 3);
        PercentileBootstrap.Estimate m = PercentileBootstrap.of(values, PercentileBootstrap::mean, 5);
        double expectedWidth = 2 * 1.959964 * sigma / Math.sqrt(n);

        assertThat(m.value()).isEqualTo(PercentileBootstrap.mean(values));
        assertThat(m.upper() - m.lower()).isCloseTo(expectedWidth, within(0.1 * expectedWidth));
        assertThat((m.lower() + m.upper()) / 2).isCloseTo(m.value(), within(0.1 * expectedWidth));
    }

    @Test
    void intervalOfTheMedianHasTheAsymptoticWidth() {
        // For n normal values the sample median has standard error sqrt(pi / 2) sigma / sqrt(n) (its density at the
        // median is 1 / (sigma sqrt(2 pi))), so the 95 % interval spans about 2 x 1.96 x 1.2533 sigma / sqrt(n).
        int n = 2_000;
        double sigma = 3;
        PercentileBootstrap.Estimate m = PercentileBootstrap.of(normalSample(n, 5, sigma, 7),
                PercentileBootstrap::median, 11);
        double expectedWidth = 2 * 1.959964 * Math.sqrt(Math.PI / 2) * sigma / Math.sqrt(n);

        assertThat(m.upper() - m.lower()).isCloseTo(expectedWidth, within(0.15 * expectedWidth));
        assertThat(m.value()).isCloseTo(5, within(expectedWidth));
        assertThat((m.lower() + m.upper()) / 2).isCloseTo(m.value(), within(0.25 * expectedWidth));
    }

    @Test
    void medianOfAnEvenCountAveragesTheMiddlePairAndAConstantSampleHasAPointInterval() {
        assertThat(PercentileBootstrap.median(new double[] {4, 1, 3, 2})).isEqualTo(2.5);
        assertThat(PercentileBootstrap.median(new double[] {4, 1, 3})).isEqualTo(3);
        assertThat(PercentileBootstrap.of(new double[] {2, 2, 2, 2, 2}, PercentileBootstrap::median, 1))
                .isEqualTo(new PercentileBootstrap.Estimate(2, 2, 2));
        assertThatThrownBy(() -> PercentileBootstrap.of(new double[0], PercentileBootstrap::mean, 1))
                .hasMessageContaining("values");
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

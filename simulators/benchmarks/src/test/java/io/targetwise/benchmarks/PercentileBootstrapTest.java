package io.targetwise.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.List;
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

    /** exp(mean(log v)): 2, 8 -> 4. */
    @Test
    void theGeometricMeanIsTheExponentialOfTheMeanLog() {
        assertThat(PercentileBootstrap.geometricMean(new double[] {2, 8})).isCloseTo(4, within(1e-12));
        assertThat(PercentileBootstrap.geometricMean(new double[] {1, 10, 100})).isCloseTo(10, within(1e-12));
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

    @Test
    void identicalArmsGiveTheRatioOneWithAnIntervalOfOneAlone() {
        List<double[]> arm = List.of(new double[] {1.2, 3.5, 1.01}, new double[] {7, 2, 40});

        PercentileBootstrap.Estimate ratio = PercentileBootstrap.pairedRatio(arm, arm, 1);

        // paired seed by seed every ratio is exactly 1, so is every resample: the interval holds 1 and nothing else
        assertThat(ratio).isEqualTo(new PercentileBootstrap.Estimate(1, 1, 1));
    }

    @Test
    void aBaselineTwiceAsBadOnEverySeedGivesOneHalfWithADegenerateInterval() {
        List<double[]> first = List.of(new double[] {1.2, 3.5, 1.01}, new double[] {7, 2, 40});
        List<double[]> baseline = first.stream().map(r -> Arrays.stream(r).map(v -> 2 * v).toArray())
                .toList();

        PercentileBootstrap.Estimate ratio = PercentileBootstrap.pairedRatio(first, baseline, 1);

        assertThat(ratio.value()).isCloseTo(0.5, within(1e-12));
        assertThat(ratio.lower()).isCloseTo(0.5, within(1e-12));
        assertThat(ratio.upper()).isCloseTo(0.5, within(1e-12));
    }

    @Test
    void theRepeatsAreResampledWithinEachProblemAndEveryProblemIsKept() {
        List<double[]> ones = List.of(new double[] {1, 1, 1, 1}, new double[] {1, 1, 1, 1});
        // One problem where the default is twice as good on every seed, one where it is twice as bad: every resample
        // keeps both, so the ratio is 1 with no spread (a resample of the pooled repeats would spread).
        PercentileBootstrap.Estimate balanced = PercentileBootstrap.pairedRatio(
                List.of(new double[] {0.5, 0.5, 0.5, 0.5}, new double[] {2, 2, 2, 2}), ones, 3);
        assertThat(balanced).isEqualTo(new PercentileBootstrap.Estimate(1, 1, 1));

        // One problem with ratios 2 and 1/2: a resample's geometric mean is 2, 1 or 1/2 with probabilities 1/4, 1/2
        // and 1/4, so the 2.5 % and 97.5 % quantiles of 2,000 resamples are 1/2 and 2.
        PercentileBootstrap.Estimate spread = PercentileBootstrap.pairedRatio(List.of(new double[] {2, 0.5}),
                List.of(new double[] {1, 1}), 3);
        assertThat(spread.value()).isCloseTo(1, within(1e-12));
        assertThat(spread.lower()).isCloseTo(0.5, within(1e-12));
        assertThat(spread.upper()).isCloseTo(2, within(1e-12));
    }

    @Test
    void thePairedRatioRefusesUnpairedOrNonPositiveValues() {
        assertThatThrownBy(() -> PercentileBootstrap.pairedRatio(List.of(new double[] {1, 2}),
                List.of(new double[] {1}), 1)).hasMessageContaining("2 repeats against 1");
        assertThatThrownBy(() -> PercentileBootstrap.pairedRatio(List.of(new double[] {1}), List.of(), 1))
                .hasMessageContaining("problems");
        assertThatThrownBy(() -> PercentileBootstrap.pairedRatio(List.of(new double[] {0}),
                List.of(new double[] {1}), 1)).hasMessageContaining("positive");
    }
}

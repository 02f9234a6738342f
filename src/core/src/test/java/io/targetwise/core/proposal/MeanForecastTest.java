package io.targetwise.core.proposal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;

import org.apache.commons.math3.distribution.NormalDistribution;
import org.junit.jupiter.api.Test;

class MeanForecastTest {

    @Test
    void theIntervalIsTheNinetyPercentIntervalOfTheMeanOfTheReadings() {
        assertThat(MeanForecast.Z90).isCloseTo(new NormalDistribution().inverseCumulativeProbability(0.95), within(1e-12));
        MeanForecast forecast = new MeanForecast(10, 0.3, 0.8);
        assertThat(forecast.sd(1)).isCloseTo(Math.sqrt(0.09 + 0.64), within(1e-12));
        assertThat(forecast.sd(4)).isCloseTo(Math.sqrt(0.09 + 0.16), within(1e-12));
        assertThat(forecast.missSigma(11, 4)).isCloseTo(1 / 0.5, within(1e-12));

        // Monte Carlo: means of 4 readings drawn as the forecast says land inside 90 % of the time
        SplittableRandom rng = new SplittableRandom(5);
        int hits = 0;
        int draws = 200_000;
        for (int k = 0; k < draws; k++) {
            double mean = 10 + 0.3 * rng.nextGaussian();
            double sum = 0;
            for (int r = 0; r < 4; r++) {
                sum += mean + 0.8 * rng.nextGaussian();
            }
            hits += forecast.hits(sum / 4, 4) ? 1 : 0;
        }
        assertThat(hits / (double) draws).isCloseTo(0.90, within(0.003));
        assertThat(new MeanForecast(10, 0, 0).hits(10, 2)).isTrue();
        assertThat(new MeanForecast(10, 0, 0).hits(10.001, 2)).isFalse();
    }
}

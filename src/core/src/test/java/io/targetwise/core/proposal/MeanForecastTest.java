package io.targetwise.core.proposal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;

import org.apache.commons.math3.distribution.NormalDistribution;
import org.junit.jupiter.api.Test;

class MeanForecastTest {

    @Test
    void aProcessSpreadWiderThanHalfTheBandIsAWarningTheModelsSpreadIsNot() {
        // Band [49, 51]: half-width 1. At sd = half-width a centred process lands in the band with P(|Z| <= 1) = 68 %.
        assertThat(new MeanForecast(50, 0.3, 1.0).spreadWarning(49, 51)).isEmpty();
        assertThat(new MeanForecast(50, 50, 0.9).spreadWarning(49, 51)).as("epistemic spread is exploration").isEmpty();
        assertThat(new MeanForecast(50, 0.3, 1.0 + 1e-9).spreadWarning(49, 51)).isPresent();
        assertThat(new MeanForecast(50, 0.01, 785).spreadWarning(49, 51)).hasValue("warning: the forecast process sd"
                + " 785.0 is 785 times the specification band's half-width 1.000, so even on target fewer than 68 % of"
                + " readings would land in [49.00, 51.00]");
        assertThatThrownBy(() -> new MeanForecast(50, 1, 1).spreadWarning(51, 49))
                .hasMessageContaining("lowerSpecLimit < upperSpecLimit");
        assertThatThrownBy(() -> new MeanForecast(50, 1, 1).spreadWarning(49,
                Double.POSITIVE_INFINITY)).hasMessageContaining("finite");
    }

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

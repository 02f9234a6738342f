package io.targetwise.core.proposal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;

import org.apache.commons.math3.analysis.integration.SimpsonIntegrator;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.special.Gamma;
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
        assertThatThrownBy(() -> new MeanForecast(50, 1, 1).spreadWarning(49, 49))
                .as("an empty band").hasMessageContaining("lowerSpecLimit < upperSpecLimit");
        assertThat(new MeanForecast(50, 0.01, 5).spreadWarning(48, 52)).hasValueSatisfying(
                warning -> assertThat(warning).contains("is 2.50 times the specification band's half-width 2.000"));
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

    /** P(T > u) for Student-t with nu degrees of freedom by quadrature of its density over (u, infinity), t = u / s. */
    private static double tailByQuadrature(double nu, double u) {
        double logC = Gamma.logGamma((nu + 1) / 2) - Gamma.logGamma(nu / 2) - 0.5 * Math.log(nu * Math.PI);
        // x = u / s, s in (0, 1]: dx = u / s^2 ds
        return new SimpsonIntegrator(1e-12, 1e-14, 3, 30).integrate(1_000_000, s -> s == 0 ? 0
                : Math.exp(logC - (nu + 1) / 2 * Math.log1p(u * u / (s * s * nu))) * u / (s * s), 0, 1);
    }

    @Test
    void aTForecastsMissIsTheNormalEquivalentZOfItsTailProbability() {
        MeanForecast forecast = new MeanForecast(10, 0.3, 0.8, 3.5);
        NormalDistribution normal = new NormalDistribution();
        for (double u : new double[] {0.2, 1.0, 2.5, 6.0, 30.0}) {
            double tail = tailByQuadrature(3.5, u);
            double expected = -normal.inverseCumulativeProbability(tail);
            assertThat(forecast.missSigma(10 + u * forecast.sd(4), 4)).as("u = %s", u).isCloseTo(expected,
                    within(1e-7 * Math.max(1, expected)));
            assertThat(forecast.missSigma(10 - u * forecast.sd(4), 4)).isCloseTo(-expected,
                    within(1e-7 * Math.max(1, expected)));
        }
        assertThat(forecast.missSigma(10, 4)).isZero();
        // Far in the tail (below 1e-12, where Newton takes over): the Cauchy's tail is atan(1 / u) / pi in closed form.
        MeanForecast cauchy = new MeanForecast(0, 1, 0, 1);
        for (double u : new double[] {1e13, 1e40, 1e100}) {
            double z = cauchy.missSigma(u, 1);
            assertThat(normal.cumulativeProbability(-z)).as("u = %s", u).isCloseTo(Math.atan(1 / u) / Math.PI,
                    within(1e-9 * Math.atan(1 / u) / Math.PI));
        }
        // A tail below the smallest double: |u| bounds the normal-equivalent z; no spread at all: an infinite miss.
        assertThat(new MeanForecast(0, 1, 0, 1e6).missSigma(1e4, 1)).isEqualTo(1e4);
        assertThat(new MeanForecast(0, 0, 0, 2).missSigma(1, 1)).isEqualTo(Double.POSITIVE_INFINITY);
    }

    @Test
    void aTForecastsIntervalIsItsOwnNinetyPercentIntervalAndMissesBeyondThreeSigmaAreRare() {
        // Table values of Student-t's 95 % quantile: 6.3138 (1 df), 2.3534 (3 df).
        assertThat(new MeanForecast(0, 1, 0, 1).halfWidth90(1)).isCloseTo(6.313751515, within(1e-6));
        assertThat(new MeanForecast(0, 0.6, 1.6, 3).halfWidth90(4)).isCloseTo(2.353363435, within(1e-6));
        assertThat(new MeanForecast(0, 0.6, 1.6).halfWidth90(4)).isCloseTo(MeanForecast.Z90, within(1e-12));

        // Monte Carlo with its own sampling: a mean of 4 readings forecast with 3 df, ybar = mu + sd T with
        // T = Z / sqrt(chi^2_3 / 3) and chi^2_3 a sum of three squared normals.
        MeanForecast forecast = new MeanForecast(10, 0.3, 0.8, 3);
        SplittableRandom rng = new SplittableRandom(7);
        int draws = 400_000;
        int hits = 0;
        int beyondThree = 0;
        int belowOne = 0;
        for (int k = 0; k < draws; k++) {
            double chi2 = 0;
            for (int j = 0; j < 3; j++) {
                double g = rng.nextGaussian();
                chi2 += g * g;
            }
            double ybar = 10 + forecast.sd(4) * rng.nextGaussian() / Math.sqrt(chi2 / 3);
            hits += forecast.hits(ybar, 4) ? 1 : 0;
            double z = forecast.missSigma(ybar, 4);
            beyondThree += Math.abs(z) > 3 ? 1 : 0;
            belowOne += z <= 1 ? 1 : 0;
        }
        assertThat(hits / (double) draws).isCloseTo(0.90, within(0.002));
        assertThat(beyondThree / (double) draws).isCloseTo(0.0027, within(0.0003));
        assertThat(belowOne / (double) draws).isCloseTo(0.8413, within(0.002));
    }

    @Test
    void degreesOfFreedomMustBePositive() {
        assertThatThrownBy(() -> new MeanForecast(0, 1, 1, 0)).hasMessageContaining("positive, got 0.0");
        assertThatThrownBy(() -> new MeanForecast(0, 1, 1, Double.NaN)).hasMessageContaining("positive");
        assertThat(new MeanForecast(0, 1, 1).degreesOfFreedom()).isEqualTo(Double.POSITIVE_INFINITY);
    }
}

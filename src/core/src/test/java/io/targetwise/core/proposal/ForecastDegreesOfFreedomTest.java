package io.targetwise.core.proposal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.Point;
import io.targetwise.core.surrogate.DesignPoint;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ForecastDegreesOfFreedomTest {

    @Test
    void clearlyDifferentSetpointsGiveNearlyKMinusOneAndNoiseLikeOnesTheFloor() {
        // Means 0, 10, 20 with tiny scatter: the signal's variance is known from 3 means, 2 df.
        assertThat(ForecastDegreesOfFreedom.of(List.of(point(0, 0, 2, 1e-6), point(1, 10, 2, 1e-6),
                point(2, 20, 2, 1e-6)))).isCloseTo(2, within(1e-6));
        // Means as close as their scatter: no evidence of a signal.
        assertThat(ForecastDegreesOfFreedom.of(List.of(point(0, 0, 2, 1), point(1, 0.1, 2, 1))))
                .isEqualTo(ForecastDegreesOfFreedom.FLOOR);
        // Exactly equal means and scatter: MSB = MSW = 0 is no signal either.
        assertThat(ForecastDegreesOfFreedom.of(List.of(point(0, 1, 2, 0), point(1, 1, 2, 0))))
                .isEqualTo(ForecastDegreesOfFreedom.FLOOR);
        // One setpoint: nothing about the spread across setpoints.
        assertThat(ForecastDegreesOfFreedom.of(List.of(point(0, 5, 4, 1)))).isEqualTo(ForecastDegreesOfFreedom.FLOOR);
        assertThatThrownBy(() -> ForecastDegreesOfFreedom.of(List.of())).hasMessageContaining("no design points");
    }

    @Test
    void withoutReplicatesTheSpreadOfTheMeansIsAllThereIs() {
        List<DesignPoint> single = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            single.add(new DesignPoint(Point.of(i), 1, i * i, Double.NaN));
        }
        assertThat(ForecastDegreesOfFreedom.of(single)).isCloseTo(4, within(1e-12));
    }

    @Test
    void unbalancedDesignMatchesTheAnovaByHand() {
        // n = 3, 2, 1 at means 1, 4, 2 with variances 0.5, 2: grand mean 13 / 6; SSB = 3 (7/6)^2 + 2 (11/6)^2 +
        // (1/6)^2 = 10.8333, MSB = 5.4167; SSW = 2 * 0.5 + 1 * 2 = 3 on 3 df, MSW = 1.
        double expected = Math.pow(5.416667 - 1, 2) / (5.416667 * 5.416667 / 2 + 1.0 / 3);
        assertThat(ForecastDegreesOfFreedom.of(List.of(point(0, 1, 3, 0.5), point(1, 4, 2, 2),
                new DesignPoint(Point.of(2), 1, 2, Double.NaN)))).isCloseTo(expected, within(1e-5));
    }

    @Test
    void theDegreesOfFreedomAreThoseOfTheSignalVarianceEstimateBySimulation() {
        // Random-effects data: k = 8 setpoints, 2 readings each, signal variance 1, noise variance 1. With the expected
        // mean squares (MSB = 2 * 1 + 1 = 3, MSW = 1) the formula's df must match the simulated
        // 2 E[MSB - MSW]^2 / Var[MSB - MSW], the df of a scaled chi-square with that mean and variance.
        List<DesignPoint> expectedSquares = new ArrayList<>();
        double[] means = new double[8];
        // 8 means with sum of squared deviations 2 * 7 * ... chosen so that MSB = 3: deviations +-sqrt(1.5 * 7 / 8)
        for (int i = 0; i < 8; i++) {
            means[i] = (i % 2 == 0 ? 1 : -1) * Math.sqrt(3.0 * 7 / 16);
            expectedSquares.add(point(i, means[i], 2, 1));
        }
        double formula = ForecastDegreesOfFreedom.of(expectedSquares);

        SplittableRandom rng = new SplittableRandom(3);
        int runs = 200_000;
        double sum = 0;
        double sumSquares = 0;
        for (int run = 0; run < runs; run++) {
            double ssb = 0;
            double ssw = 0;
            double[] siteMeans = new double[8];
            double grand = 0;
            for (int i = 0; i < 8; i++) {
                double signal = rng.nextGaussian();
                double a = signal + rng.nextGaussian();
                double b = signal + rng.nextGaussian();
                siteMeans[i] = (a + b) / 2;
                grand += siteMeans[i] / 8;
                ssw += (a - b) * (a - b) / 2;
            }
            for (double m : siteMeans) {
                ssb += 2 * (m - grand) * (m - grand);
            }
            double d = ssb / 7 - ssw / 8;
            sum += d;
            sumSquares += d * d;
        }
        double mean = sum / runs;
        double variance = sumSquares / runs - mean * mean;
        assertThat(formula).isCloseTo(2 * mean * mean / variance, within(0.03 * formula));
    }

    private static DesignPoint point(double x, double mean, int n, double variance) {
        return new DesignPoint(Point.of(x), n, mean, variance);
    }
}

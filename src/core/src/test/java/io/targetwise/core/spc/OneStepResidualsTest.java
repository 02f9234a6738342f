package io.targetwise.core.spc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

class OneStepResidualsTest {

    /**
     * Monte Carlo over the model's own story: the true mean drawn from the forecast, readings about it. Every z_t must
     * be N(0, 1) and the z_t uncorrelated, although the raw residuals y_t - m share the draw of f.
     */
    @Test
    void areIndependentStandardNormalsWhenThePlantBehavesAsForecast() {
        double m = 140;
        double epistemicSd = 3;
        double aleatoricSd = 1.5;
        OneStepResiduals residuals = OneStepResiduals.of(m, epistemicSd * epistemicSd, aleatoricSd * aleatoricSd);
        SplittableRandom random = new SplittableRandom(5);
        int draws = 100_000;
        int length = 8;
        double[] sum = new double[length];
        double[] squares = new double[length];
        double firstTimesLast = 0;
        double rawFirstTimesLast = 0;
        for (int d = 0; d < draws; d++) {
            double f = m + epistemicSd * random.nextGaussian();
            double[] y = new double[length];
            for (int t = 0; t < length; t++) {
                y[t] = f + aleatoricSd * random.nextGaussian();
            }
            double[] z = residuals.standardise(y);
            for (int t = 0; t < length; t++) {
                sum[t] += z[t];
                squares[t] += z[t] * z[t];
            }
            firstTimesLast += z[0] * z[length - 1];
            rawFirstTimesLast += (y[0] - m) * (y[length - 1] - m);
        }
        double tolerance = 4 / Math.sqrt(draws);
        for (int t = 0; t < length; t++) {
            assertThat(sum[t] / draws).as("mean of z_%d", t).isCloseTo(0, within(tolerance));
            assertThat(squares[t] / draws).as("variance of z_%d", t).isCloseTo(1, within(4 * Math.sqrt(2.0 / draws)));
        }
        assertThat(firstTimesLast / draws).isCloseTo(0, within(tolerance));
        // the raw residuals are correlated through f: covariance sigma_e^2 = 9
        assertThat(rawFirstTimesLast / draws).isCloseTo(9, within(0.3));
    }

    @Test
    void withAnExactForecastTheyAreTheReadingsInSigmas() {
        double[] z = OneStepResiduals.of(10, 0, 4).standardise(new double[] {12, 8, 10});
        assertThat(z).containsExactly(1, -1, 0);
    }

    @Test
    void followTheConjugateUpdate() {
        // m0 = 0, v0 = 1, sigma_a^2 = 1: z1 = 2 / sqrt(2); m1 = 1, v1 = 1/2; z2 = (1 - 1) / sqrt(1.5) = 0
        double[] z = OneStepResiduals.of(0, 1, 1).standardise(new double[] {2, 1});
        assertThat(z[0]).isCloseTo(Math.sqrt(2), within(1e-15));
        assertThat(z[1]).isCloseTo(0, within(1e-15));
    }

    /** A die that wears by a tenth of sigma_a per reading: the CUSUM on the residuals catches it, the raw ones lag. */
    @Test
    void aDriftLeavesThemPositiveAndACusumCatchesIt() {
        OneStepResiduals residuals = OneStepResiduals.of(0, 0.25, 1);
        Cusum cusum = Cusum.of(0.5, 5);
        SplittableRandom random = new SplittableRandom(8);
        int runs = 2000;
        double runLength = 0;
        for (int r = 0; r < runs; r++) {
            double[] y = new double[400];
            for (int t = 0; t < y.length; t++) {
                y[t] = 0.1 * t + random.nextGaussian();
            }
            runLength += cusum.firstSignal(residuals.standardise(y)).orElseThrow().index() + 1;
        }
        // in control the chart waits about 465 readings; this drift reaches 2 sigma after 20 readings
        assertThat(runLength / runs).isBetween(10.0, 40.0);
    }

    @Test
    void refuseValuesOutOfRange() {
        assertThatThrownBy(() -> OneStepResiduals.of(Double.NaN, 1, 1)).hasMessageContaining("forecast mean");
        assertThatThrownBy(() -> OneStepResiduals.of(0, -1, 1)).hasMessageContaining("epistemic variance");
        assertThatThrownBy(() -> OneStepResiduals.of(0, 1, 0)).hasMessageContaining("aleatoric variance");
        assertThatThrownBy(() -> OneStepResiduals.of(0, 1, 1).standardise(new double[] {1, Double.POSITIVE_INFINITY}))
                .hasMessageContaining("at 1");
    }
}

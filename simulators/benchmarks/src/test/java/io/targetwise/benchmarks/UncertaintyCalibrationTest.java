package io.targetwise.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.SurrogateFitter;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The calibration check scores z = (m(x) - mu(x)) / sigma_e(x) at pool points outside each design. */
class UncertaintyCalibrationTest {
    private static final Suite NARROW_BAND = PlantProblem.fixedPools(60).stream()
            .filter(s -> s.id().equals("narrow-band-2d")).findFirst().orElseThrow();

    /**
     * A model whose mean is the truth shifted by {@code offset} standard deviations of 0.5, and whose sigma_a^2 is e
     * times the truth's with a log-sd of 1, so that E[sigma_a^2] = e^1.5 times the truth's.
     */
    private static UncertaintyCalibration.Model shifted(double offset) {
        return truthBased("shifted", "shifted " + offset, offset * 0.5, 0.25, Math.E, 1);
    }

    /**
     * A model built on the narrow band's truth: its mean lower by {@code shift}, its epistemic variance constant,
     * its sigma_a^2 {@code aleatoricFactor} times the truth's with the given log-sd.
     */
    private static UncertaintyCalibration.Model truthBased(String key, String label, double shift, double epistemic,
            double aleatoricFactor, double logSd) {
        SurrogateFitter fitter = readings -> new Surrogate() {
            @Override
            public int dimension() {
                return 2;
            }

            @Override
            public Posterior posterior(double[][] points) {
                double[] mean = Arrays.stream(points)
                        .mapToDouble(x -> NARROW_BAND.simulator().truth(x).orElseThrow().mean() - shift).toArray();
                double[] aleatoric = Arrays.stream(points).mapToDouble(
                        x -> aleatoricFactor * NARROW_BAND.simulator().truth(x).orElseThrow().variance()).toArray();
                double[] variance = new double[points.length];
                Arrays.fill(variance, epistemic);
                double[] logSds = new double[points.length];
                Arrays.fill(logSds, logSd);
                return Posterior.of(mean, variance, aleatoric, logSds);
            }
        };
        return new UncertaintyCalibration.Model(key, label, resolution -> fitter);
    }

    @Test
    void scoresEveryUnseenPoolPointAgainstTheTruth() {
        UncertaintyCalibration.Score one = UncertaintyCalibration.score(NARROW_BAND, shifted(1), 10, 2, 3, 1);
        assertThat(one.scored()).isEqualTo(3 * (60 - 10));
        assertThat(one.coverage90()).isEqualTo(1);
        assertThat(one.meanZ2()).isCloseTo(1, within(1e-9));
        assertThat(one.medianZ2()).isCloseTo(1, within(1e-9));
        assertThat(one.nlpd()).isCloseTo(0.5 * Math.log(2 * Math.PI * 0.25) + 0.5, within(1e-9));
        assertThat(one.aleatoricLogRms()).isCloseTo(1.5, within(1e-9));

        UncertaintyCalibration.Score two = UncertaintyCalibration.score(NARROW_BAND, shifted(2), 10, 2, 1, 1);
        assertThat(two.coverage90()).isZero();
        assertThat(two.meanZ2()).isCloseTo(4, within(1e-9));
        // the same design's fresh readings (seed 1): a mean further off is a worse forecast of them
        UncertaintyCalibration.Score oneOnOneDesign = UncertaintyCalibration.score(NARROW_BAND, shifted(1), 10, 2, 1, 1);
        assertThat(two.readingNlpd()).isGreaterThan(oneOnOneDesign.readingNlpd()).isFinite();
    }

    /** A model that knows the true mean exactly and takes {@code factor} times the true sigma_a^2 for its own. */
    private static UncertaintyCalibration.Model exactMeanWithNoise(double factor) {
        return truthBased("exact", "exact mean, noise x " + factor, 0, 0, factor, 0);
    }

    @Test
    void freshReadingsFallWithinTheReadingForecastsNinetyPercentAsOftenAsItsNoiseIsRight() {
        // 8 designs leave 400 unseen points: the covered share's binomial sd is 0.015 at 0.9.
        UncertaintyCalibration.Score right = UncertaintyCalibration.score(NARROW_BAND, exactMeanWithNoise(1), 10, 2,
                8, 3);
        assertThat(right.readingCoverage90()).isCloseTo(0.9, within(0.05));
        // sd half the truth's: P(|N(0, 1)| <= 1.645 / 2) = 0.59
        UncertaintyCalibration.Score overconfident = UncertaintyCalibration.score(NARROW_BAND,
                exactMeanWithNoise(0.25), 10, 2, 8, 3);
        assertThat(overconfident.readingCoverage90()).isCloseTo(0.59, within(0.07));
    }

    @Test
    void coveragesAreAlsoKeptDesignByDesignForTheirIntervals() {
        UncertaintyCalibration.Score s = UncertaintyCalibration.score(NARROW_BAND, exactMeanWithNoise(1), 10, 2, 8, 3);
        double[] byDesign = s.readingCoverage90ByDesign();
        assertThat(byDesign).hasSize(8);
        // equal designs: the pooled share is the mean of the designs' shares
        assertThat(PercentileBootstrap.mean(byDesign)).isCloseTo(s.readingCoverage90(), within(1e-12));
        assertThat(Arrays.stream(byDesign).min().orElseThrow()).isGreaterThan(0.5);
        PercentileBootstrap.Estimate interval = s.readingCoverage90Interval();
        assertThat(interval.value()).isCloseTo(s.readingCoverage90(), within(1e-12));
        assertThat(interval.lower()).isLessThan(interval.value()).isGreaterThanOrEqualTo(
                Arrays.stream(byDesign).min().orElseThrow());
        assertThat(interval.upper()).isGreaterThan(interval.value());

        UncertaintyCalibration.Score shifted = UncertaintyCalibration.score(NARROW_BAND, shifted(1), 10, 2, 3, 1);
        assertThat(shifted.coverage90ByDesign()).containsExactly(1, 1, 1);
        assertThat(shifted.coverage90Interval()).isEqualTo(new PercentileBootstrap.Estimate(1, 1, 1));
    }

    @Test
    void theProductsGpIsScoredOnARealFit() {
        UncertaintyCalibration.Model gp = UncertaintyCalibration.models().get(0);
        assertThat(gp.key()).isEqualTo("gp-krr");
        UncertaintyCalibration.Score s = UncertaintyCalibration.score(NARROW_BAND, gp, 12, 3, 1, 4);
        assertThat(s.scored()).isEqualTo(60 - 12);
        assertThat(s.coverage90()).isBetween(0.0, 1.0);
        assertThat(s.meanZ2()).isPositive().isFinite();
    }
}

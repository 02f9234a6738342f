package io.targetwise.core.surrogate.composite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.Surrogate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class CrossValidatedCalibrationTest {

    /** The negative log posterior of t = log c^2, minimised on a fine grid: an independent check of the Newton root. */
    private static double gridMinimiser(double[] r, double[] v) {
        double best = Double.NaN;
        double bestValue = Double.POSITIVE_INFINITY;
        for (double t = -20; t <= 20; t += 1e-5) {
            double value = t * t / (2 * CrossValidatedCalibration.PRIOR_LOG_SD * CrossValidatedCalibration.PRIOR_LOG_SD);
            for (int i = 0; i < r.length; i++) {
                double variance = Math.exp(t) * v[i];
                value += 0.5 * Math.log(variance) + r[i] * r[i] / (2 * variance);
            }
            if (value < bestValue) {
                bestValue = value;
                best = t;
            }
        }
        return Math.exp(best);
    }

    @Test
    void scaleIsTheMaximumOfThePosteriorFoundOnAGrid() {
        double[] r = {0.3, -1.2, 2.5, 0.05, -0.7};
        double[] v = {0.04, 0.5, 0.3, 0.01, 0.2};
        double expected = gridMinimiser(r, v);
        assertThat(CrossValidatedCalibration.scaleSquared(r, v)).isCloseTo(expected, within(1e-4 * expected));
    }

    @Test
    void manyResidualsRecoverTheTrueScale() {
        SplittableRandom random = new SplittableRandom(7);
        int n = 2000;
        double[] r = new double[n];
        double[] v = new double[n];
        for (int i = 0; i < n; i++) {
            v[i] = 0.01 + random.nextDouble();
            r[i] = 3 * Math.sqrt(v[i]) * random.nextGaussian();
        }
        // The mean of n chi-square(1) draws has relative sd sqrt(2 / n) = 3 %.
        assertThat(CrossValidatedCalibration.scaleSquared(r, v)).isCloseTo(9, within(9 * 0.1));
    }

    @Test
    void fewResidualsAreShrunkTowardsTheModelsOwnScale() {
        double[] r = {10, -10};
        double[] v = {1, 1};
        double c2 = CrossValidatedCalibration.scaleSquared(r, v);
        // between the prior (1) and the maximum likelihood (100)
        assertThat(c2).isGreaterThan(1).isLessThan(100 * 0.7);
        assertThat(c2).isCloseTo(gridMinimiser(r, v), within(1e-4 * c2));
    }

    @Test
    void perfectPredictionsGiveTheClosedFormScale() {
        double[] r = new double[6];
        double[] v = {1, 2, 3, 4, 5, 6};
        double s0 = CrossValidatedCalibration.PRIOR_LOG_SD;
        // slope n/2 + t/s0^2 = 0
        assertThat(CrossValidatedCalibration.scaleSquared(r, v)).isCloseTo(Math.exp(-3 * s0 * s0), within(1e-9));
    }

    /**
     * The log posterior of t = log c^2 for raw readings, r_i ~ N(0, e^t v_i + a_i) and t ~ N(0, s0^2), written as
     * log densities and maximised on a fine grid: an independent check of the grid-and-golden-section search.
     */
    private static double readingGridMaximiser(double[] r, double[] v, double[] a) {
        double s0 = CrossValidatedCalibration.PRIOR_LOG_SD;
        double best = Double.NaN;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (double t = -20; t <= 20; t += 1e-5) {
            double value = -0.5 * Math.log(2 * Math.PI * s0 * s0) - t * t / (2 * s0 * s0);
            for (int i = 0; i < r.length; i++) {
                double sd = Math.sqrt(Math.exp(t) * v[i] + a[i]);
                value += Math.log(Math.exp(-0.5 * (r[i] / sd) * (r[i] / sd)) / (Math.sqrt(2 * Math.PI) * sd));
            }
            if (value > bestValue) {
                bestValue = value;
                best = t;
            }
        }
        return Math.exp(best);
    }

    @Test
    void readingScaleIsTheMaximumOfThePosteriorFoundOnAGrid() {
        double[] r = {0.3, -1.2, 2.5, 0.05, -0.7, 1.9};
        double[] v = {0.04, 0.5, 0.3, 0.01, 0.2, 0.02};
        double[] a = {0.1, 0.02, 0.6, 0.3, 0, 1.5};
        double expected = readingGridMaximiser(r, v, a);
        assertThat(CrossValidatedCalibration.readingScaleSquared(r, v, a)).isCloseTo(expected, within(1e-4 * expected));
    }

    @Test
    void readingScaleWithNoAleatoricVarianceIsTheReplicateMeanScale() {
        double[] r = {0.3, -1.2, 2.5, 0.05, -0.7};
        double[] v = {0.04, 0.5, 0.3, 0.01, 0.2};
        double expected = CrossValidatedCalibration.scaleSquared(r, v);
        assertThat(CrossValidatedCalibration.readingScaleSquared(r, v, new double[5]))
                .isCloseTo(expected, within(1e-8 * expected));
    }

    @Test
    void manyReadingsRecoverTheScaleOfTheEpistemicPartAlone() {
        SplittableRandom random = new SplittableRandom(11);
        int n = 4000;
        double[] r = new double[n];
        double[] v = new double[n];
        double[] a = new double[n];
        for (int i = 0; i < n; i++) {
            v[i] = 0.01 + random.nextDouble();
            a[i] = 4 * v[i] * random.nextDouble();
            r[i] = Math.sqrt(9 * v[i] + a[i]) * random.nextGaussian();
        }
        // Fisher information per reading is (9 v / (9 v + a))^2 / 2 >= 0.35 in t: sd of t-hat <= 0.04 at n = 4000.
        assertThat(CrossValidatedCalibration.readingScaleSquared(r, v, a)).isCloseTo(9, within(9 * 0.12));
        // The replicate-mean rule, which books the readings' noise to the epistemic part, lands near 11.
        assertThat(CrossValidatedCalibration.scaleSquared(r, v)).isGreaterThan(9 * 1.12);
    }

    /**
     * A model whose errors are three times what its variance says (mean f + 3 sqrt(v) z with z fixed per point), and
     * which records what it was trained on.
     */
    private static final class ThreeTimesOverconfident implements EpistemicModelFitter {
        final List<Set<Double>> trainedOn = new ArrayList<>();

        @Override
        public Surrogate fit(double[][] inputs, double[] outputs) {
            Set<Double> xs = new HashSet<>();
            for (double[] x : inputs) {
                xs.add(x[0]);
            }
            trainedOn.add(xs);
            return new Surrogate() {
                @Override
                public int dimension() {
                    return 1;
                }

                @Override
                public Posterior posterior(double[][] points) {
                    double[] mean = new double[points.length];
                    double[] variance = new double[points.length];
                    for (int i = 0; i < points.length; i++) {
                        double x = points[i][0];
                        variance[i] = 0.01 * (1 + x * x);
                        double z = new SplittableRandom(Double.doubleToLongBits(x)).nextGaussian();
                        mean[i] = Math.sin(x) + 3 * Math.sqrt(variance[i]) * z;
                    }
                    return Posterior.of(mean, variance, new double[points.length], new double[points.length]);
                }
            };
        }
    }

    @Test
    void theTargetsOwnNoiseIsNotBookedToTheModel() {
        // Replicate means with noise a_i = 9 v_i on top of the model's error 3 sqrt(v_i) z_i: a held-out residual has
        // variance 9 v_i + a_i = 18 v_i, of which only 9 v_i is the model's (c = 3, not sqrt(18) = 4.24).
        int n = 400;
        double[][] x = new double[n][];
        double[] y = new double[n];
        double[] noise = new double[n];
        SplittableRandom random = new SplittableRandom(5);
        for (int i = 0; i < n; i++) {
            x[i] = new double[] {-2 + 4.0 * i / (n - 1)};
            noise[i] = 9 * 0.01 * (1 + x[i][0] * x[i][0]);
            y[i] = Math.sin(x[i][0]) + Math.sqrt(noise[i]) * random.nextGaussian();
        }
        CrossValidatedCalibration calibration = CrossValidatedCalibration.of(new ThreeTimesOverconfident(), 5, 11);

        assertThat(calibration.fit(x, y, noise).scale()).isCloseTo(3, within(0.35));
        assertThat(calibration.fit(x, y).scale()).isCloseTo(Math.sqrt(18), within(0.45));
        assertThatThrownBy(() -> calibration.fit(x, y, new double[n - 1])).hasMessageContaining("one entry per output");
        noise[7] = -1;
        assertThatThrownBy(() -> calibration.fit(x, y, noise)).hasMessageContaining("outputNoiseVariances[7]");
    }

    @Test
    void fitHoldsEachPointOutOnceAndScalesTheFullModel() {
        int n = 400;
        double[][] x = new double[n][];
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = new double[] {-2 + 4.0 * i / (n - 1)};
            y[i] = Math.sin(x[i][0]);
        }
        ThreeTimesOverconfident inner = new ThreeTimesOverconfident();
        CrossValidatedCalibration.Calibrated calibrated = CrossValidatedCalibration.of(inner, 5, 11).fit(x, y);

        assertThat(inner.trainedOn).hasSize(6);
        assertThat(inner.trainedOn.get(0)).hasSize(n);
        int heldOutTotal = 0;
        Set<Double> heldOutSeen = new HashSet<>();
        for (Set<Double> fold : inner.trainedOn.subList(1, 6)) {
            assertThat(fold.size()).isBetween(n - n / 5 - 1, n - n / 5);
            for (double[] xi : x) {
                if (!fold.contains(xi[0])) {
                    heldOutTotal++;
                    heldOutSeen.add(xi[0]);
                }
            }
        }
        assertThat(heldOutTotal).isEqualTo(n);
        assertThat(heldOutSeen).hasSize(n);
        assertThat(calibrated.heldOut()).isEqualTo(n);
        assertThat(calibrated.scale()).isCloseTo(3, within(0.3));

        double[][] points = {{0.5}, {1.5}};
        Posterior raw = calibrated.model().posterior(points);
        Posterior scaled = calibrated.posterior(points);
        double c2 = calibrated.scale() * calibrated.scale();
        for (int i = 0; i < points.length; i++) {
            assertThat(scaled.epistemicVariance(i)).isCloseTo(c2 * raw.epistemicVariance(i), within(1e-15));
            assertThat(scaled.mean(i)).isEqualTo(raw.mean(i));
        }
    }

    @Test
    void tooFewPointsKeepTheModelsOwnScale() {
        double[][] x = {{0}, {1}, {2}};
        CrossValidatedCalibration.Calibrated calibrated = CrossValidatedCalibration
                .of(new ThreeTimesOverconfident(), 5, 1).fit(x, new double[] {0, 1, 2});
        assertThat(calibrated.scale()).isEqualTo(1);
        assertThat(calibrated.heldOut()).isZero();
    }

    @Test
    void refusesTooFewFoldsAndNoModel() {
        assertThatThrownBy(() -> CrossValidatedCalibration.of(new ThreeTimesOverconfident(), 1, 1))
                .hasMessageContaining("folds");
        assertThatThrownBy(() -> CrossValidatedCalibration.of(null, 5, 1)).hasMessageContaining("inner");
    }
}

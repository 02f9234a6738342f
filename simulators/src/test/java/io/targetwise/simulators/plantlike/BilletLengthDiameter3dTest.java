package io.targetwise.simulators.plantlike;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.simulators.Moments;
import io.targetwise.simulators.outputs.MultiOutputSpec;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The billet's stated truth: a small on-target region, noise that differs by setpoint, readings that match it. */
class BilletLengthDiameter3dTest {
    private static final BilletLengthDiameter3d BILLET = BilletLengthDiameter3d.create();
    private static final MultiOutputSpec SPEC = BILLET.spec();
    /** Near the quiet end of the on-target tube (E about 0.05, by hand from the class comment's formulas). */
    private static final double[] QUIET = {0.43, 0.38, 0.055};
    /** On both targets too (L = 111.45, D = 50.70), but hotter and faster: E about 0.63. */
    private static final double[] NOISY_ON_TARGET = {0.62, 0.1, 0.5};

    @Test
    void itDeclaresTwoCharacteristicsWithTheirOwnTolerances() {
        assertThat(SPEC.targets()).containsExactly(111.5, 50.7);
        assertThat(SPEC.halfTolerances()).containsExactly(1.0, 0.5);
        assertThat(SPEC.dimension()).isEqualTo(3);
        assertThat(SPEC.outputs()).isEqualTo(2);
    }

    /**
     * Over 200,000 uniform setpoints: each characteristic alone is on target (within its tolerance) on 10 % and 20 %
     * of the box, both together on about 1.6 % (a binomial standard error of 0.03 %).
     */
    @Test
    void theOnTargetSetsMeetOnlyInASmallRegion() {
        SplittableRandom rng = new SplittableRandom(11);
        int n = 200_000;
        int length = 0;
        int diameter = 0;
        int both = 0;
        for (int i = 0; i < n; i++) {
            double[] x = {rng.nextDouble(), rng.nextDouble(), rng.nextDouble()};
            List<Moments> truth = BILLET.truth(x);
            boolean l = Math.abs(truth.get(0).mean() - 111.5) <= 1;
            boolean d = Math.abs(truth.get(1).mean() - 50.7) <= 0.5;
            length += l ? 1 : 0;
            diameter += d ? 1 : 0;
            both += l && d ? 1 : 0;
        }
        assertThat((double) length / n).isBetween(0.09, 0.11);
        assertThat((double) diameter / n).isBetween(0.19, 0.21);
        assertThat((double) both / n).isBetween(0.014, 0.017);
    }

    /** Both setpoints hit both targets on the mean; the noisy one's E is over 10 times the quiet one's. */
    @Test
    void hittingBothTargetsOnTheMeanIsNotEnough() {
        for (double[] x : new double[][] {QUIET, NOISY_ON_TARGET}) {
            List<Moments> truth = BILLET.truth(x);
            assertThat(truth.get(0).mean()).isCloseTo(111.5, within(0.1));
            assertThat(truth.get(1).mean()).isCloseTo(50.7, within(0.05));
        }
        assertThat(BILLET.weightedError(QUIET)).isCloseTo(0.0497, within(0.001));
        assertThat(BILLET.weightedError(NOISY_ON_TARGET)).isGreaterThan(10 * BILLET.weightedError(QUIET));
    }

    /** sd_L from 0.1 (cold, slow) to 1.25 (hot, fast); sd_D from 0.03 in its window to 0.47 outside it. */
    @Test
    void theNoiseDiffersBySetpoint() {
        assertThat(Math.sqrt(BILLET.truth(new double[] {0, 0.5, 0}).get(0).variance())).isCloseTo(0.1, within(1e-12));
        assertThat(Math.sqrt(BILLET.truth(new double[] {1, 0.5, 1}).get(0).variance())).isCloseTo(1.25, within(1e-12));
        assertThat(Math.sqrt(BILLET.truth(new double[] {0.45, 0.5, 0.5}).get(1).variance()))
                .isCloseTo(0.03, within(1e-12));
        assertThat(Math.sqrt(BILLET.truth(new double[] {1, 0.5, 0.5}).get(1).variance())).isGreaterThan(0.47);
    }

    /** The weighted criterion is sum_k (m_k - T_k)^2 / h_k^2 + sd_k^2 / h_k^2, from the truth. */
    @Test
    void theWeightedErrorWeighsEachCharacteristicByItsTolerance() {
        double[] x = {0.2, 0.7, 0.6};
        List<Moments> truth = BILLET.truth(x);
        double expected = truth.get(0).expectedSquaredError(111.5) + 4 * truth.get(1).expectedSquaredError(50.7);
        assertThat(BILLET.weightedError(x)).isCloseTo(expected, within(1e-12));
    }

    @Test
    void aSeededGeneratorReproducesTheReadings() {
        List<double[]> first = BILLET.measure(QUIET, 5, new SplittableRandom(3));
        List<double[]> again = BILLET.measure(QUIET, 5, new SplittableRandom(3));
        for (int r = 0; r < 5; r++) {
            assertThat(again.get(r)).containsExactly(first.get(r));
        }
        assertThat(BILLET.observe(QUIET, new SplittableRandom(4))).doesNotContain(first.get(0)[0]);
    }

    /** 40,000 readings: sample means within 4 standard errors, variances within 5 (about var sqrt(2 / n) each). */
    @Test
    void theTruthIsTheMeanAndVarianceOfTheReadings() {
        int n = 40_000;
        for (double[] x : new double[][] {QUIET, NOISY_ON_TARGET, {0, 1, 1}}) {
            List<double[]> readings = BILLET.measure(x, n, new SplittableRandom(5));
            List<Moments> truth = BILLET.truth(x);
            for (int k = 0; k < 2; k++) {
                int output = k;
                double mean = readings.stream().mapToDouble(r -> r[output]).average().orElseThrow();
                double variance = readings.stream().mapToDouble(r -> (r[output] - mean) * (r[output] - mean)).sum()
                        / (n - 1);
                Moments t = truth.get(k);
                assertThat(mean).isCloseTo(t.mean(), within(4 * Math.sqrt(t.variance() / n)));
                assertThat(variance).isCloseTo(t.variance(), within(5 * t.variance() * Math.sqrt(2.0 / n)));
            }
        }
    }

    @Test
    void setpointsOutsideTheBoxAndBadReplicatesAreRejected() {
        assertThatThrownBy(() -> BILLET.truth(new double[] {0.5, 0.5})).hasMessageContaining("3 values");
        assertThatThrownBy(() -> BILLET.observe(new double[] {0.5, 1.5, 0.5}, new SplittableRandom(1)))
                .hasMessageContaining("press stroke");
        assertThatThrownBy(() -> BILLET.measure(QUIET, 0, new SplittableRandom(1)))
                .hasMessageContaining("replicates");
    }
}

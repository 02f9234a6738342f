package io.targetwise.core.spc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

class FrozenSensorTest {
    private static final FrozenSensor CHECK = FrozenSensor.of(5, 1e-5);

    /** The chi-square CDF with 4 degrees of freedom in closed form: 1 - exp(-x / 2) (1 + x / 2). */
    private static double chiSquare4(double x) {
        return -Math.expm1(-x / 2) - Math.exp(-x / 2) * x / 2;
    }

    @Test
    void readingsThatRepeatExactlySignalWithOrWithoutANoiseModel() {
        for (double floor : new double[] {Double.NaN, 0.4, 1e-9}) {
            assertThat(CHECK.test(new double[] {140.2, 140.2, 140.2, 140.2, 140.2}, floor))
                    .contains(new FrozenSensor.Signal(0, 0, true));
        }
        assertThat(CHECK.test(new double[] {140.2, 140.2, 140.2, 140.2, 140.3}, Double.NaN)).as("no floor, no repeat")
                .isEmpty();
    }

    /**
     * Readings {0, 0, 0, 0, d}: S = 0.8 d^2. With a floor of 1 the p-value is the chi-square CDF at 0.8 d^2, here
     * against its closed form; the signal comes at p <= 1e-5, i.e. 0.8 d^2 <= 0.008946 (d <= 0.10575).
     */
    @Test
    void thePValueIsTheChiSquareChanceOfSoSmallASpreadAndSignalsAtTheFalseAlarmProbability() {
        for (double d : new double[] {0.1, 0.105, 0.106, 0.5}) {
            double[] readings = {0, 0, 0, 0, d};
            double p = chiSquare4(0.8 * d * d);
            var signal = CHECK.test(readings, 1.0);
            assertThat(signal.isPresent()).as("d = %s, p = %s", d, p).isEqualTo(p <= 1e-5);
            signal.ifPresent(s -> {
                assertThat(s.pValue()).isCloseTo(p, within(1e-12 + 1e-9 * p));
                assertThat(s.spreadSd()).isCloseTo(Math.sqrt(0.8 * d * d / 4), within(1e-12));
                assertThat(s.repeated()).isFalse();
            });
        }
        // The same spread on a noisier process is less plausible; scaled by the floor, the same test.
        assertThat(CHECK.test(new double[] {0, 0, 0, 0, 0.5}, 5.0)).isPresent();
        assertThat(CHECK.test(new double[] {0, 0, 0, 0, 0.5}, 4.0)).isEmpty();
    }

    /**
     * Monte Carlo at a false-alarm probability of 0.05, where it can be counted: a working sensor with noise at the
     * floor signals in 5 % of looks; with unequal means and noise above the floor, less often.
     */
    @Test
    void aWorkingSensorSignalsAtMostAtTheFalseAlarmProbability() {
        FrozenSensor check = FrozenSensor.of(5, 0.05);
        SplittableRandom rng = new SplittableRandom(7);
        int looks = 40_000;
        int atFloor = 0;
        int aboveFloor = 0;
        for (int look = 0; look < looks; look++) {
            double[] flat = new double[5];
            double[] moving = new double[5];
            for (int i = 0; i < 5; i++) {
                flat[i] = 10 + 0.4 * rng.nextGaussian();
                moving[i] = 10 + i * 0.1 + 0.4 * (1 + 0.5 * rng.nextDouble()) * rng.nextGaussian();
            }
            atFloor += check.test(flat, 0.4).isPresent() ? 1 : 0;
            aboveFloor += check.test(moving, 0.4).isPresent() ? 1 : 0;
        }
        // 4 binomial standard errors of 0.05 over 40,000 looks: 0.0044
        assertThat(atFloor / (double) looks).isCloseTo(0.05, within(0.0044));
        assertThat(aboveFloor / (double) looks).isLessThan(0.05 - 0.0044);
    }

    @Test
    void aStuckSensorWithJitterFarBelowTheNoiseSignals() {
        SplittableRandom rng = new SplittableRandom(3);
        double[] jitter = new double[5];
        for (int i = 0; i < 5; i++) {
            jitter[i] = 140.2 + 0.001 * rng.nextGaussian();
        }
        // S / sigma^2 is about 4 (0.001 / 0.4)^2 = 2.5e-5, so p is about x^2 / 8, near 1e-10
        assertThat(CHECK.test(jitter, 0.4)).hasValueSatisfying(s -> assertThat(s.pValue()).isLessThan(1e-8));
        assertThat(CHECK.test(jitter, Double.NaN)).isEmpty();
    }

    @Test
    void invalidArgumentsAreRefusedNamingThem() {
        assertThatThrownBy(() -> FrozenSensor.of(2, 1e-5)).hasMessageContaining("window");
        assertThatThrownBy(() -> FrozenSensor.of(5, 0)).hasMessageContaining("falseAlarmProbability");
        assertThatThrownBy(() -> FrozenSensor.of(5, 0.5)).hasMessageContaining("falseAlarmProbability");
        assertThatThrownBy(() -> CHECK.test(new double[4], 1)).hasMessage("expected the newest 5 readings, got 4");
        assertThatThrownBy(() -> CHECK.test(new double[] {0, 0, 0, 0, Double.NaN}, 1)).hasMessageContaining("newest");
        assertThatThrownBy(() -> CHECK.test(new double[5], 0)).hasMessageContaining("noiseSdFloor");
        assertThatThrownBy(() -> CHECK.test(new double[5], Double.POSITIVE_INFINITY))
                .hasMessageContaining("noiseSdFloor");
        assertThat(CHECK.window()).isEqualTo(5);
        assertThat(CHECK.falseAlarmProbability()).isEqualTo(1e-5);
    }
}

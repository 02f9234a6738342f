package io.targetwise.core.spc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class CusumTest {

    /** Montgomery, Introduction to Statistical Quality Control, table 9.3: two-sided ARL of the tabular CUSUM, k = 1/2. */
    @ParameterizedTest
    @CsvSource({
            "4, 0, 168", "4, 0.5, 26.6", "4, 1, 8.38", "4, 2, 3.34", "4, 3, 2.19",
            "5, 0, 465", "5, 0.5, 38.0", "5, 1, 10.4", "5, 2, 4.01", "5, 3, 2.57"})
    void runLengthsMatchThePublishedTable(double h, double shift, double published) {
        assertThat(Cusum.of(0.5, h).averageRunLength(shift)).isCloseTo(published, within(0.015 * published));
    }

    /** Siegmund's (1985) closed form for one side, b = h + 1.166, Delta = shift - k: an independent approximation. */
    @ParameterizedTest
    @CsvSource({"0.5, 4, 0", "0.5, 5, 0.25", "0.25, 8, 0", "1, 2.5, 1.5"})
    void runLengthsAgreeWithSiegmundsApproximation(double k, double h, double shift) {
        double siegmund = 1 / (1 / siegmundOneSided(shift - k, h) + 1 / siegmundOneSided(-shift - k, h));
        assertThat(Cusum.of(k, h).averageRunLength(shift)).isCloseTo(siegmund, within(0.03 * siegmund));
    }

    private static double siegmundOneSided(double delta, double h) {
        double b = h + 1.166;
        return delta == 0 ? b * b : (Math.exp(-2 * delta * b) + 2 * delta * b - 1) / (2 * delta * delta);
    }

    @ParameterizedTest
    @CsvSource({"0, 3000", "0.75, 20000", "1.5, 20000"})
    void runLengthsMatchSimulation(double shift, int runs) {
        Cusum cusum = Cusum.of(0.5, 5);
        SplittableRandom random = new SplittableRandom(17);
        double sum = 0;
        double squares = 0;
        for (int r = 0; r < runs; r++) {
            double upper = 0;
            double lower = 0;
            int t = 0;
            do {
                double z = shift + random.nextGaussian();
                upper = Math.max(0, upper + z - 0.5);
                lower = Math.max(0, lower - z - 0.5);
                t++;
            } while (upper <= 5 && lower <= 5);
            sum += t;
            squares += (double) t * t;
        }
        double mean = sum / runs;
        double standardError = Math.sqrt((squares / runs - mean * mean) / runs);
        assertThat(cusum.averageRunLength(shift)).isCloseTo(mean, within(3 * standardError));
    }

    @Test
    void signalsWhereTheSumCrossesAndEstimatesTheShift() {
        Cusum cusum = Cusum.of(0.5, 2);
        // upper sums: 0, 1.5, 3.0 (> 2) at index 2; it left 0 two values earlier, so shift = 0.5 + 3.0 / 2
        Cusum.Signal signal = cusum.firstSignal(new double[] {0.2, 2, 2, 9}).orElseThrow();
        assertThat(signal.index()).isEqualTo(2);
        assertThat(signal.upward()).isTrue();
        assertThat(signal.shift()).isCloseTo(2.0, within(1e-12));

        Cusum.Signal down = cusum.firstSignal(new double[] {1, -1.5, -1.5, -1.5}).orElseThrow();
        assertThat(down.index()).isEqualTo(3);
        assertThat(down.upward()).isFalse();
        assertThat(down.shift()).isCloseTo(-(0.5 + 3.0 / 3), within(1e-12));

        assertThat(cusum.firstSignal(new double[] {1, -1, 1, -1, 1.4})).isEmpty();
    }

    @Test
    void restartsAfterEachSignal() {
        // upper sums 1.5, 3.0 cross h = 2 at index 1; restarted, 1.5, 3.0 again at index 3; then -3 falls below
        java.util.List<Cusum.Signal> signals = Cusum.of(0.5, 2).signals(new double[] {2, 2, 2, 2, -3});
        assertThat(signals).extracting(Cusum.Signal::index).containsExactly(1, 3, 4);
        assertThat(signals).extracting(Cusum.Signal::upward).containsExactly(true, true, false);
        assertThat(signals.get(2).shift()).isCloseTo(-3.0, within(1e-12));
    }

    @Test
    void refusesSettingsAndValuesOutOfRange() {
        assertThatThrownBy(() -> Cusum.of(-0.1, 5)).hasMessageContaining("reference k");
        assertThatThrownBy(() -> Cusum.of(0.5, 0)).hasMessageContaining("decision interval h");
        assertThatThrownBy(() -> Cusum.of(0.5, Double.NaN)).hasMessageContaining("decision interval h");
        assertThatThrownBy(() -> Cusum.of(0.5, 5).firstSignal(new double[] {0, Double.NaN}))
                .hasMessageContaining("at 1");
    }
}

package io.targetwise.simulators.plantlike;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.simulators.Moments;
import io.targetwise.simulators.SimulatedReading;
import io.targetwise.simulators.Simulator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Each problem's stated truth (closed form or quadrature) against the readings it actually produces. */
class PlantLikeSimulatorsTest {
    private static final int READINGS = 40_000;
    /** On target in the hot regime where its spread is smallest (hand-computed: m = 5, sd = 0.05). */
    private static final double[] HOT_QUIET = {0.6, 0, 1, 0.3, 0.55, 0, 0, 0, 0, 0};
    /** On target in the cold regime at its quietest (x2 = 0: m = 5, sd = 0.25). */
    private static final double[] COLD = {0.3, 0, 1, 1, 0, 1, 0, 0, 0, 1};

    static Stream<Object[]> problemsAndSetpoints() {
        return Stream.of(
                new Object[] {NarrowBand2d.create(), new double[] {0.36, 0.85}},
                new Object[] {NarrowBand2d.create(), new double[] {0.5, 0.5}},
                new Object[] {InputNoise4d.create(), new double[] {0.02, Math.PI / 6, 0.5, 1.0}},
                new Object[] {InputNoise4d.create(), new double[] {0.7, 0.1, 0.3, 0.2}},
                new Object[] {LotSensitivity6d.create(), new double[] {0.5, 0.4, 0.3, 0.2, 0.2, 0.8}},
                new Object[] {LotSensitivity6d.create(), new double[] {0.5, 0.4, 0.3, 0.2, 0.9, 0.1}},
                new Object[] {RegimeChange10d.create(), HOT_QUIET},
                new Object[] {RegimeChange10d.create(), COLD});
    }

    @ParameterizedTest
    @MethodSource("problemsAndSetpoints")
    void theTruthIsTheMeanAndVarianceOfTheReadings(Simulator simulator, double[] setpoint) {
        Moments truth = simulator.truth(setpoint).orElseThrow();
        List<SimulatedReading> readings = simulator.measure(setpoint, READINGS, new SplittableRandom(5));
        double mean = readings.stream().mapToDouble(SimulatedReading::output).average().orElseThrow();
        double variance = readings.stream().mapToDouble(r -> (r.output() - mean) * (r.output() - mean)).sum()
                / (READINGS - 1);
        // Standard errors: sd / sqrt(n) for the mean, about variance * sqrt(2 / n) for a near-Gaussian variance.
        assertThat(mean).isCloseTo(truth.mean(), within(4 * Math.sqrt(truth.variance() / READINGS)));
        assertThat(variance).isCloseTo(truth.variance(), within(5 * truth.variance() * Math.sqrt(2.0 / READINGS)));
    }

    @ParameterizedTest
    @MethodSource("problemsAndSetpoints")
    void theQuietWayToTheTargetBeatsTheNoisyOneByAWideMargin(Simulator simulator, double[] ignored) {
        double[][] pair = switch (simulator.spec().id()) {
            case NarrowBand2d.ID -> new double[][] {{0.36, 0.85}, {0.5, 0.5}};
            case InputNoise4d.ID -> new double[][] {{0, Math.PI / 6, 0.5, 1.0}, {0.5, Math.PI / 6, 0.0, 0.0}};
            case RegimeChange10d.ID -> new double[][] {HOT_QUIET, COLD};
            default -> new double[][] {{0.68333, 0.5, 0.3, 0.2, 0.2, 0.8}, {0.625, 0.5, 0.3, 0.2, 0.9, 0.1}};
        };
        double target = simulator.spec().target();
        Moments quiet = simulator.truth(pair[0]).orElseThrow();
        Moments noisy = simulator.truth(pair[1]).orElseThrow();
        assertThat(quiet.mean()).isCloseTo(target, within(0.06));
        assertThat(noisy.mean()).isCloseTo(target, within(0.06));
        assertThat(noisy.expectedSquaredError(target)).isGreaterThan(4 * quiet.expectedSquaredError(target));
    }

    /**
     * Readings just below and at the threshold, at the centre of the other variables, differ as the docs state (mean
     * 5.65 to 3.65, sd 0.375 to 0.09, by hand from the two regimes' formulas): the jump is in the readings, not
     * only in the truth.
     */
    @Test
    void theRegimeChangeJumpsTheReadingsAtTheThreshold() {
        double[] below = {Math.nextDown(RegimeChange10d.THRESHOLD), 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
        double[] at = below.clone();
        at[0] = RegimeChange10d.THRESHOLD;
        double[][] cold = meanAndSd(RegimeChange10d.create().measure(below, READINGS, new SplittableRandom(7)));
        double[][] hot = meanAndSd(RegimeChange10d.create().measure(at, READINGS, new SplittableRandom(8)));
        double coldSd = 0.25 + 0.25 * 0.5;
        double hotSd = 0.05 + 0.2 * 0.2;
        assertThat(cold[0][0]).isCloseTo(1 + 2 * 0.55 + 0.5 * 7.1, within(4 * coldSd / Math.sqrt(READINGS)));
        assertThat(hot[0][0]).isCloseTo(0.6 + 2 * 0.55 + 0.5 * 3.9, within(4 * hotSd / Math.sqrt(READINGS)));
        assertThat(cold[1][0]).isCloseTo(coldSd, within(5 * coldSd / Math.sqrt(2.0 * READINGS)));
        assertThat(hot[1][0]).isCloseTo(hotSd, within(5 * hotSd / Math.sqrt(2.0 * READINGS)));
    }

    /** {{mean}, {sd}} of the readings. */
    private static double[][] meanAndSd(List<SimulatedReading> readings) {
        double mean = readings.stream().mapToDouble(SimulatedReading::output).average().orElseThrow();
        double variance = readings.stream().mapToDouble(r -> (r.output() - mean) * (r.output() - mean)).sum()
                / (readings.size() - 1);
        return new double[][] {{mean}, {Math.sqrt(variance)}};
    }
}

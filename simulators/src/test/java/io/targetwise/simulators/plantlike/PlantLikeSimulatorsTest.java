package io.targetwise.simulators.plantlike;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.simulators.Moments;
import io.targetwise.simulators.SimulatedReading;
import io.targetwise.simulators.Simulator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Each problem's stated truth (closed form or quadrature) against the readings it actually produces. */
class PlantLikeSimulatorsTest {
    private static final int READINGS = 40_000;

    static Stream<Object[]> problemsAndSetpoints() {
        return Stream.of(
                new Object[] {NarrowBand2d.create(), new double[] {0.36, 0.85}},
                new Object[] {NarrowBand2d.create(), new double[] {0.5, 0.5}},
                new Object[] {InputNoise4d.create(), new double[] {0.02, Math.PI / 6, 0.5, 1.0}},
                new Object[] {InputNoise4d.create(), new double[] {0.7, 0.1, 0.3, 0.2}},
                new Object[] {LotSensitivity6d.create(), new double[] {0.5, 0.4, 0.3, 0.2, 0.2, 0.8}},
                new Object[] {LotSensitivity6d.create(), new double[] {0.5, 0.4, 0.3, 0.2, 0.9, 0.1}});
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
            default -> new double[][] {{0.68333, 0.5, 0.3, 0.2, 0.2, 0.8}, {0.625, 0.5, 0.3, 0.2, 0.9, 0.1}};
        };
        double target = simulator.spec().target();
        Moments quiet = simulator.truth(pair[0]).orElseThrow();
        Moments noisy = simulator.truth(pair[1]).orElseThrow();
        assertThat(quiet.mean()).isCloseTo(target, within(0.06));
        assertThat(noisy.mean()).isCloseTo(target, within(0.06));
        assertThat(noisy.expectedSquaredError(target)).isGreaterThan(4 * quiet.expectedSquaredError(target));
    }
}

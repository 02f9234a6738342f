package io.targetwise.benchmarks.problems.robusttarget;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.simulators.Moments;
import io.targetwise.simulators.SimulatedReading;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class RobustTargetSimulatorsTest {

    @Test
    void sineTruthIsSinWithTheNoiseVariance() {
        NoisySine sine = NoisySine.withNoiseSd(0.1);
        Moments truth = sine.truth(new double[] {0.5}).orElseThrow();
        assertThat(truth.mean()).isCloseTo(Math.sin(0.5), within(1e-15));
        assertThat(truth.variance()).isCloseTo(0.01, within(1e-15));
        assertThat(truth.expectedSquaredError(0)).isCloseTo(Math.sin(0.5) * Math.sin(0.5) + 0.01, within(1e-15));
        assertThat(sine.spec().lowerBounds()).containsExactly(-Math.PI / 2);
        assertThat(sine.spec().target()).isZero();
    }

    @Test
    void sineReadingsScatterWithTheGivenSd() {
        List<SimulatedReading> readings = NoisySine.withNoiseSd(0.5).measure(new double[] {1.0}, 20_000, new SplittableRandom(3));
        double mean = readings.stream().mapToDouble(SimulatedReading::output).average().orElseThrow();
        double variance = readings.stream().mapToDouble(r -> (r.output() - mean) * (r.output() - mean)).sum()
                / (readings.size() - 1);
        assertThat(mean).isCloseTo(Math.sin(1.0), within(0.02));
        assertThat(variance).isCloseTo(0.25, within(0.01));
    }

    @Test
    void readingsAreDeterministicGivenTheSeed() {
        NoisySine sine = NoisySine.withNoiseSd(0.1);
        assertThat(sine.measure(new double[] {0.2}, 5, new SplittableRandom(7)))
                .isEqualTo(sine.measure(new double[] {0.2}, 5, new SplittableRandom(7)))
                .isNotEqualTo(sine.measure(new double[] {0.2}, 5, new SplittableRandom(8)));
    }

    @Test
    void noisyInputFunctionMatchesThePapersFormulaAtKnownPoints() {
        // f(2) = 0 - 1 / (1 + 0.01) + 4 - 3.5; f(2.5) = 50 * 0.125 - 1 / (0.25 + 0.01) + 5 - 3.5
        assertThat(NoisyInputFunction.f(2.0)).isCloseTo(0.5 - 1 / 1.01, within(1e-12));
        assertThat(NoisyInputFunction.f(2.5)).isCloseTo(6.25 - 1 / 0.26 + 1.5, within(1e-12));
        NoisyInputFunction exact = NoisyInputFunction.withRelativeInputSd(0);
        assertThat(exact.observe(new double[] {2.2}, new double[0], new SplittableRandom(1)))
                .isEqualTo(NoisyInputFunction.f(2.2));
    }

    @Test
    void noisyInputTruthAgreesWithMonteCarloAndTheDeltaMethod() {
        NoisyInputFunction function = NoisyInputFunction.withRelativeInputSd(0.02);
        assertThat(function.inputSd()).isCloseTo(0.014, within(1e-12));
        double x = 2.25;
        Moments truth = function.truth(new double[] {x}).orElseThrow();
        List<SimulatedReading> readings = function.measure(new double[] {x}, 200_000, new SplittableRandom(11));
        double mean = readings.stream().mapToDouble(SimulatedReading::output).average().orElseThrow();
        double variance = readings.stream().mapToDouble(r -> (r.output() - mean) * (r.output() - mean)).sum()
                / (readings.size() - 1);
        assertThat(truth.mean()).isCloseTo(mean, within(0.002));
        assertThat(truth.variance()).isCloseTo(variance, within(0.02 * variance));
        double h = 1e-6;
        double slope = (NoisyInputFunction.f(x + h) - NoisyInputFunction.f(x - h)) / (2 * h);
        assertThat(truth.variance()).isCloseTo(slope * slope * 0.014 * 0.014, within(0.05 * truth.variance()));
    }

    @Test
    void inputNoiseMakesTheSteepCrossingWorseThanTheFlatRegion() {
        NoisyInputFunction function = NoisyInputFunction.withRelativeInputSd(0.1);
        double crossing = 2.243;
        assertThat(Math.abs(NoisyInputFunction.f(crossing))).isLessThan(0.02);
        double atCrossing = function.truth(new double[] {crossing}).orElseThrow().expectedSquaredError(0);
        double best = Double.POSITIVE_INFINITY;
        for (int i = 0; i < 100; i++) {
            double x = NoisyInputFunction.LOWER + i * (NoisyInputFunction.UPPER - NoisyInputFunction.LOWER) / 99;
            best = Math.min(best, function.truth(new double[] {x}).orElseThrow().expectedSquaredError(0));
        }
        assertThat(best).isLessThan(0.8 * atCrossing);
    }

    @Test
    void factoriesRejectInvalidArgumentsNamingTheField() {
        assertThatThrownBy(() -> NoisySine.withNoiseSd(-1)).hasMessageContaining("noiseSd");
        assertThatThrownBy(() -> NoisyInputFunction.withRelativeInputSd(Double.NaN))
                .hasMessageContaining("relativeInputSd");
        assertThatThrownBy(() -> NoisySine.withNoiseSd(0.1).measure(new double[] {2}, 1, new SplittableRandom(1)))
                .hasMessageContaining("x = 2.0 is outside");
        assertThatThrownBy(() -> NoisySine.withNoiseSd(0.1).measure(new double[] {0}, 0, new SplittableRandom(1)))
                .hasMessageContaining("replicates");
    }
}

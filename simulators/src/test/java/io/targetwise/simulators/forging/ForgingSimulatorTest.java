package io.targetwise.simulators.forging;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.simulators.Moments;
import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.SetpointPool;
import io.targetwise.simulators.SimulatedReading;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ForgingSimulatorTest {
    private final ForgingSimulator forging = ForgingSimulator.create();

    @Test
    void declaresTheDemoProcessVariablesAndTarget() {
        ProcessSpec spec = forging.spec();
        assertThat(spec.designVariables()).extracting(ProcessSpec.DesignVariable::name).containsExactly(
                "press stroke", "press speed", "billet diameter", "billet height", "billet temperature");
        assertThat(spec.lowerBounds()).containsExactly(20, 5, 80, 120, 1000);
        assertThat(spec.upperBounds()).containsExactly(100, 25, 120, 200, 1150);
        assertThat(spec.environmentalVariables()).extracting(ProcessSpec.EnvironmentalVariable::name)
                .containsExactly("ambient temperature");
        assertThat(spec.output().unit()).isEqualTo("mm");
        assertThat(spec.target()).isEqualTo(140);
        assertThat(spec.lowerSpecLimit()).isEqualTo(138);
        assertThat(spec.upperSpecLimit()).isEqualTo(142);
    }

    @Test
    void upsettingWidensNoMoreThanVolumeConservationAndBarrellingAllow() {
        // At nominal factors (friction 0.3) the press springs back, so h1 >= h0 - stroke: the diameter stays below
        // d0 sqrt(h0 / (h0 - stroke)) times the largest bulge 1 + 0.5 * friction * stroke / h0.
        double[] x = {50, 10, 100, 150, 1100};
        double diameter = ForgingSimulator.maximumDiameter(x, 20, 0, 0, 0, 0);
        double volumeConservingUpperBound = 100 * Math.sqrt(150.0 / 100) * (1 + 0.5 * 0.3 * 50 / 150);
        assertThat(diameter).isGreaterThan(100).isLessThan(volumeConservingUpperBound);
    }

    @Test
    void hotterBilletsAndStifferSettingsBehaveAsForgingDoes() {
        double cold = ForgingSimulator.maximumDiameter(new double[] {60, 15, 100, 160, 1000}, 20, 0, 0, 0, 0);
        double hot = ForgingSimulator.maximumDiameter(new double[] {60, 15, 100, 160, 1150}, 20, 0, 0, 0, 0);
        double longerStroke = ForgingSimulator.maximumDiameter(new double[] {80, 15, 100, 160, 1000}, 20, 0, 0, 0, 0);
        double moreFriction = ForgingSimulator.maximumDiameter(new double[] {60, 15, 100, 160, 1000}, 20, 0, 0, 2, 0);
        assertThat(hot).as("softer hot metal springs the press less").isGreaterThan(cold);
        assertThat(longerStroke).isGreaterThan(cold);
        assertThat(moreFriction).as("friction barrels").isGreaterThan(cold);
    }

    @Test
    void truthAgreesWithMonteCarloReadings() {
        double[] x = {60, 15, 100, 160, 1075};
        Moments truth = forging.truth(x).orElseThrow();
        List<SimulatedReading> readings = forging.measure(x, 40_000, new SplittableRandom(5));
        double mean = readings.stream().mapToDouble(SimulatedReading::output).average().orElseThrow();
        double variance = readings.stream().mapToDouble(r -> (r.output() - mean) * (r.output() - mean)).sum()
                / (readings.size() - 1);
        assertThat(truth.mean()).isCloseTo(mean, within(0.02));
        assertThat(truth.variance()).isCloseTo(variance, within(0.03 * variance));
    }

    @Test
    void theTargetIsReachableInLowAndHighVarianceRegions() {
        List<double[]> candidates = SetpointPool.cornersAndLatinHypercube(forging.spec(), 4_000, new SplittableRandom(2));
        double smallestVariance = Double.POSITIVE_INFINITY;
        double largestVariance = 0;
        for (double[] x : candidates) {
            Moments truth = forging.truth(x).orElseThrow();
            if (Math.abs(truth.mean() - ForgingSimulator.TARGET) < 0.5) {
                smallestVariance = Math.min(smallestVariance, truth.variance());
                largestVariance = Math.max(largestVariance, truth.variance());
            }
        }
        assertThat(smallestVariance).as("a low-variance way to 140 mm").isLessThan(0.5);
        assertThat(largestVariance).as("a high-variance way to 140 mm").isGreaterThan(4 * smallestVariance);
    }

    @Test
    void poolStartsWithTheCornersAndStaysOnTheResolutionGrid() {
        List<double[]> pool = SetpointPool.cornersAndLatinHypercube(forging.spec(), 300, new SplittableRandom(9));
        assertThat(pool).hasSize(300);
        assertThat(pool.get(0)).containsExactly(20, 5, 80, 120, 1000);
        assertThat(pool.get(1)).containsExactly(100, 25, 120, 200, 1150);
        for (double[] x : pool) {
            forging.spec().requireSetpoint(x);
            assertThat(x[0] / 0.5).isCloseTo(Math.rint(x[0] / 0.5), within(1e-9));
            assertThat(x[4]).isEqualTo(Math.rint(x[4]));
        }
    }
}

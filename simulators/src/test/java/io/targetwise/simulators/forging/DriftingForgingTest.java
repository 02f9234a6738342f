package io.targetwise.simulators.forging;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

class DriftingForgingTest {
    private static final double[] SETPOINT = {60, 15, 100, 160, 1100};

    @Test
    void wornDiesForgeNarrowerAndTheStationaryPressDoesNotMove() {
        DriftingForging plant = DriftingForging.plant();
        double fresh = plant.at(0).truth(SETPOINT).orElseThrow().mean();
        // 2000 forgings: 4 mm more gap on a final height near 100 mm narrows by about d/2 * 4/100, some 2.5 mm
        double worn = plant.at(2000).truth(SETPOINT).orElseThrow().mean();
        assertThat(fresh - worn).isBetween(1.5, 4.0);
        assertThat(fresh).isCloseTo(ForgingSimulator.create().truth(SETPOINT).orElseThrow().mean(), within(1e-12));

        DriftingForging stationary = DriftingForging.stationary();
        assertThat(stationary.at(5000).truth(SETPOINT).orElseThrow().mean()).isCloseTo(fresh, within(1e-12));
    }

    @Test
    void theSeasonMovesTheAmbientTemperatureTheReadingsReport() {
        DriftingForging plant = DriftingForging.of(0, 8, 1000);
        // a quarter season in: the mean ambient is 28 degC; the reported ambient temperatures scatter about it
        SplittableRandom random = new SplittableRandom(3);
        double sum = 0;
        int n = 4000;
        ForgingSimulator summer = plant.at(250);
        for (int i = 0; i < n; i++) {
            sum += summer.spec().drawEnvironment(random)[0];
        }
        assertThat(sum / n).isCloseTo(28, within(0.3));
        // a warm frame opens the gap: summer forgings come out narrower than winter ones
        assertThat(summer.truth(SETPOINT).orElseThrow().mean())
                .isLessThan(plant.at(750).truth(SETPOINT).orElseThrow().mean());
    }

    @Test
    void readingsFollowTheTruthAtTheirTime() {
        ForgingSimulator worn = DriftingForging.plant().at(1500);
        SplittableRandom random = new SplittableRandom(11);
        double sum = 0;
        int n = 20_000;
        for (int i = 0; i < n; i++) {
            sum += worn.observe(SETPOINT, worn.spec().drawEnvironment(random), random);
        }
        var truth = worn.truth(SETPOINT).orElseThrow();
        assertThat(sum / n).isCloseTo(truth.mean(), within(4 * Math.sqrt(truth.variance() / n)));
    }

    @Test
    void refusesRatesOutOfRange() {
        assertThatThrownBy(() -> DriftingForging.of(-0.001, 8, 1000)).hasMessageContaining("wear per reading");
        assertThatThrownBy(() -> DriftingForging.of(0.002, 30, 1000)).hasMessageContaining("season amplitude");
        assertThatThrownBy(() -> DriftingForging.of(0.002, 8, 1)).hasMessageContaining("season readings");
        assertThatThrownBy(() -> DriftingForging.plant().at(-1)).hasMessageContaining("reading");
        assertThatThrownBy(() -> DriftingForging.plant().at(20_000)).hasMessageContaining("die wear");
    }
}

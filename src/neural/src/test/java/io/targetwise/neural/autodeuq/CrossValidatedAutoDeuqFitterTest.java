package io.targetwise.neural.autodeuq;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.composite.CrossValidatedCalibration;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class CrossValidatedAutoDeuqFitterTest {
    private static final double RESOLUTION = 0.01;

    private static AutoDeuqFitter search() {
        return AutoDeuqFitter.of(AutoDeuqSettings.builder().space(new JointSearchSpace(2, 16, 64)).epochs(40)
                .maxModels(4).population(4, 2).ensembleSize(3).workers(2).maxWallTime(Duration.ofMinutes(2))
                .seed(5).build(), (model, step, total, loss) -> { });
    }

    private static CrossValidatedAutoDeuqFitter calibrated() {
        return CrossValidatedAutoDeuqFitter.of(search(), ReplicateAggregator.of(RESOLUTION), 4, 9);
    }

    /** 3 readings at each of {@code setpoints} setpoints on [-2, 2], the replicates' setpoints
     * apart by less than the resolution. */
    private static List<Measurement> readings(int setpoints) {
        SplittableRandom rng = new SplittableRandom(3);
        List<Measurement> readings = new ArrayList<>();
        for (int r = 0; r < 3; r++) {
            for (int s = 0; s < setpoints; s++) {
                double onGrid = Math.round((-2 + 4.0 * s / (setpoints - 1)) / RESOLUTION) * RESOLUTION;
                double x = onGrid + (r - 1) * 0.3 * RESOLUTION;
                readings.add(Measurement.of(new double[] {x}, Math.sin(x) + 0.2 * rng.nextGaussian()));
            }
        }
        return readings;
    }

    @Test
    void replicatesOfASetpointAreHeldOutTogether() {
        List<Measurement> readings = readings(10);
        int[] fold = calibrated().foldOfReadings(readings);
        Map<Long, Set<Integer>> foldsOfSetpoint = new HashMap<>();
        for (int i = 0; i < fold.length; i++) {
            long setpoint = Math.round(readings.get(i).setpoint().toArray()[0] / RESOLUTION);
            foldsOfSetpoint.computeIfAbsent(setpoint, k -> new HashSet<>()).add(fold[i]);
        }
        assertThat(foldsOfSetpoint).hasSize(10).allSatisfy((setpoint, folds) -> assertThat(folds).hasSize(1));
        // 10 setpoints dealt into 4 folds: 2 or 3 setpoints, 6 or 9 readings each
        int[] sizes = new int[4];
        for (int f : fold) {
            sizes[f]++;
        }
        assertThat(sizes).containsOnly(6, 9);
    }

    @Test
    void fewerSetpointsThanTheMinimumKeepTheEnsemblesOwnScale() {
        assertThat(calibrated().foldOfReadings(readings(CrossValidatedCalibration.MINIMUM_POINTS - 1))).isEmpty();
    }

    @Test
    void onlyTheEpistemicVarianceOfTheFullSearchIsScaled() {
        List<Measurement> readings = readings(8);
        double[][] points = {{-1.7}, {0.1}, {1.3}, {3}};
        Posterior plain = search().fit(readings).posterior(points);
        CrossValidatedCalibration.Calibrated fitted = calibrated().fit(readings);
        Posterior scaled = fitted.posterior(points);

        assertThat(fitted.heldOut()).isEqualTo(24);
        assertThat(fitted.scale()).isFinite().isPositive().isNotCloseTo(1, within(1e-6));
        double c2 = fitted.scale() * fitted.scale();
        for (int i = 0; i < points.length; i++) {
            assertThat(scaled.mean(i)).isCloseTo(plain.mean(i), within(1e-12));
            assertThat(scaled.aleatoricVariance(i)).isCloseTo(plain.aleatoricVariance(i), within(1e-12));
            assertThat(scaled.aleatoricLogSd(i)).isCloseTo(plain.aleatoricLogSd(i), within(1e-12));
            assertThat(scaled.epistemicVariance(i)).isCloseTo(c2 * plain.epistemicVariance(i),
                    within(1e-9 * c2 * plain.epistemicVariance(i)));
        }
    }

    @Test
    void factoryNamesTheBadArgument() {
        assertThatThrownBy(() -> CrossValidatedAutoDeuqFitter.of(null, ReplicateAggregator.of(0), 4, 1))
                .hasMessageContaining("inner");
        assertThatThrownBy(() -> CrossValidatedAutoDeuqFitter.of(search(), null, 4, 1))
                .hasMessageContaining("setpoints");
        assertThatThrownBy(() -> CrossValidatedAutoDeuqFitter.of(search(), ReplicateAggregator.of(0), 1, 1))
                .hasMessageContaining("folds");
    }
}

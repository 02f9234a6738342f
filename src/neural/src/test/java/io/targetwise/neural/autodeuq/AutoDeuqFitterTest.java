package io.targetwise.neural.autodeuq;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.surrogate.Posterior;
import java.time.Duration;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class AutoDeuqFitterTest {
    private static final double LEFT_SD = 0.1;
    private static final double RIGHT_SD = 0.5;
    private static AutoDeuqFitter.Result result;

    /** y = sin(x) with noise sd 0.1 left of 0 and 0.5 right of it, 300 readings on [-3, 3]. */
    @BeforeAll
    static void searchOnHeteroskedasticData() {
        SplittableRandom rng = new SplittableRandom(7);
        int n = 300;
        double[][] x = new double[n][];
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            double xi = rng.nextDouble(-3, 3);
            x[i] = new double[] {xi};
            y[i] = Math.sin(xi) + (xi < 0 ? LEFT_SD : RIGHT_SD) * rng.nextGaussian();
        }
        result = fitter(11).search(x, y);
    }

    private static AutoDeuqFitter fitter(long seed) {
        return AutoDeuqFitter.of(AutoDeuqSettings.builder().space(new JointSearchSpace(2, 16, 64)).epochs(80).maxModels(6)
                .population(4, 2).ensembleSize(3).workers(2).maxWallTime(Duration.ofMinutes(2)).seed(seed).build(),
                (model, step, total, loss) -> { });
    }

    @Test
    void aleatoricPartRecoversTheNoiseOnEachSide() {
        Posterior p = result.ensemble().posterior(new double[][] {{-2.5}, {-2}, {2}, {2.5}});
        for (int i = 0; i < 2; i++) {
            assertThat(Math.sqrt(p.aleatoricVariance(i))).as("left sd at %d", i).isCloseTo(LEFT_SD, within(0.06));
            assertThat(Math.sqrt(p.aleatoricVariance(i + 2))).as("right sd at %d", i).isCloseTo(RIGHT_SD, within(0.15));
        }
    }

    @Test
    void epistemicPartGrowsAwayFromTheData() {
        Posterior p = result.ensemble().posterior(new double[][] {{-1.5}, {1.5}, {-9}, {9}});
        double inside = Math.max(p.epistemicVariance(0), p.epistemicVariance(1));
        assertThat(p.epistemicVariance(2)).isGreaterThan(10 * inside);
        assertThat(p.epistemicVariance(3)).isGreaterThan(10 * inside);
    }

    @Test
    void searchRespectsTheModelBudget() {
        assertThat(result.modelsTrained()).isEqualTo(6);
        assertThat(result.ensemble().memberCount()).isBetween(1, 3);
    }

    @Test
    void savedEnsemblePredictsTheSame() {
        double[][] points = {{-2.5}, {0.3}, {4}};
        DeepEnsemble restored = DeepEnsemble.fromBytes(result.ensemble().toBytes());
        Posterior a = result.ensemble().posterior(points);
        Posterior b = restored.posterior(points);
        assertThat(b.means()).containsExactly(a.means(), within(1e-12));
        assertThat(b.epistemicVariances()).containsExactly(a.epistemicVariances(), within(1e-12));
        assertThat(b.aleatoricVariances()).containsExactly(a.aleatoricVariances(), within(1e-12));
        assertThat(b.aleatoricLogSds()).containsExactly(a.aleatoricLogSds(), within(1e-12));
    }
}

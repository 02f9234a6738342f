package io.targetwise.neural.autodeuq;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class RegressionForestTest {

    @Test
    void findsTheStepOnTheFeatureThatCarriesItAndIgnoresTheOther() {
        SplittableRandom rng = new SplittableRandom(1);
        int n = 200;
        double[][] x = new double[n][];
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = new double[] {rng.nextDouble(), rng.nextDouble()};
            y[i] = x[i][1] > 0.6 ? 5 : -1;
        }
        RegressionForest forest = RegressionForest.fit(x, y, 50, new SplittableRandom(2));

        for (double other : new double[] {0.05, 0.5, 0.95}) {
            assertThat(forest.mean(new double[] {other, 0.3})).isCloseTo(-1, within(1e-9));
            assertThat(forest.mean(new double[] {other, 0.9})).isCloseTo(5, within(1e-9));
            assertThat(forest.sd(new double[] {other, 0.9})).isCloseTo(0, within(1e-9));
        }
        // between the closest points either side of the step the trees' thresholds differ, hence their spread
        assertThat(forest.sd(new double[] {0.5, 0.6})).isLessThan(3.01);
    }

    @Test
    void followsASmoothFunctionAndIsUnsureBetweenFewPoints() {
        int n = 101;
        double[][] x = new double[n][];
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = new double[] {i / 100.0};
            y[i] = 3 * x[i][0] * x[i][0];
        }
        RegressionForest forest = RegressionForest.fit(x, y, 100, new SplittableRandom(4));
        for (double at : new double[] {0.1, 0.37, 0.5, 0.83}) {
            assertThat(forest.mean(new double[] {at})).isCloseTo(3 * at * at, within(0.05));
        }

        RegressionForest sparse = RegressionForest.fit(new double[][] {{0}, {1}}, new double[] {0, 10}, 100,
                new SplittableRandom(5));
        // each bootstrap tree holds {0}, {1} or both: predictions 0, 10 or the step, so the spread is large
        assertThat(sparse.sd(new double[] {0.2})).isGreaterThan(2);
        assertThat(sparse.mean(new double[] {0.2})).isBetween(1.0, 5.0);
    }

    @Test
    void aConstantResponseIsPredictedExactly() {
        RegressionForest forest = RegressionForest.fit(new double[][] {{1, 2}, {3, 4}, {5, 6}},
                new double[] {7, 7, 7}, 10, new SplittableRandom(6));
        assertThat(forest.mean(new double[] {0, 0})).isEqualTo(7);
        assertThat(forest.sd(new double[] {9, 9})).isZero();
    }

    @Test
    void refusesBadObservations() {
        SplittableRandom rng = new SplittableRandom(7);
        assertThatThrownBy(() -> RegressionForest.fit(new double[0][], new double[0], 10, rng))
                .hasMessageContaining("at least one");
        assertThatThrownBy(() -> RegressionForest.fit(new double[][] {{1}}, new double[] {1, 2}, 10, rng))
                .hasMessageContaining("as many values as observations");
        assertThatThrownBy(() -> RegressionForest.fit(new double[][] {{1}}, new double[] {Double.NaN}, 10, rng))
                .hasMessageContaining("finite");
    }
}

package io.targetwise.benchmarks.problems.autodeuq;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.benchmarks.data.RegressionDataset;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class AutoDeuqToyTest {
    private final AutoDeuqToy toy = AutoDeuqToy.create();

    @Test
    void trainingDataHasTwoClustersWithTheirNoiseLevels() {
        RegressionDataset data = toy.trainingData(new SplittableRandom(4));
        assertThat(data.size()).isEqualTo(400);
        double[][] x = data.features();
        double[] y = data.targets();
        double leftSquares = 0;
        double rightSquares = 0;
        for (int i = 0; i < 400; i++) {
            double residual = y[i] - 2 * Math.sin(x[i][0]);
            if (i < 200) {
                assertThat(x[i][0]).isBetween(-30.0, -20.0);
                leftSquares += residual * residual;
            } else {
                assertThat(x[i][0]).isBetween(20.0, 30.0);
                rightSquares += residual * residual;
            }
        }
        assertThat(leftSquares / 200).isCloseTo(0.25, within(0.08));
        assertThat(rightSquares / 200).isCloseTo(1.0, within(0.3));
    }

    @Test
    void testDataIsNoiseFreeOnAnEvenGrid() {
        RegressionDataset test = toy.testData();
        assertThat(test.size()).isEqualTo(200);
        assertThat(test.features()[0][0]).isEqualTo(-40);
        assertThat(test.features()[199][0]).isEqualTo(40);
        assertThat(test.targets()[100]).isCloseTo(2 * Math.sin(test.features()[100][0]), within(1e-15));
        assertThat(toy.truth(new double[] {25}).orElseThrow().variance()).isEqualTo(1);
    }
}

package io.targetwise.neural.neon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.neural.TrainingListener;
import org.junit.jupiter.api.Test;

class NeonEpistemicTest {
    private static final NeonTraining TRAINING = new NeonTraining(300, 35, 256, 5e-3, 0.75, 0.5, 16, 3);

    private static double[][] grid(double from, double to, int n) {
        double[][] x = new double[n][];
        for (int i = 0; i < n; i++) {
            x[i] = new double[] {from + (to - from) * i / (n - 1)};
        }
        return x;
    }

    private static double[] sine(double[][] x) {
        double[] y = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            y[i] = Math.sin(3 * x[i][0]);
        }
        return y;
    }

    @Test
    void epistemicVarianceShrinksWhereDataIsAdded() {
        ScalarNeonFitter fitter = ScalarNeonFitter.of(TRAINING, 64, TrainingListener.SILENT);
        double[][] left = grid(-1, 0, 8);
        double[][] both = new double[12][];
        System.arraycopy(left, 0, both, 0, 8);
        System.arraycopy(grid(0.7, 1, 4), 0, both, 8, 4);
        double[][] probe = {{0.85}};
        Posterior before = fitter.fit(left, sine(left)).posterior(probe);
        Surrogate after = fitter.fit(both, sine(both));
        assertThat(after.posterior(probe).epistemicVariance(0)).isLessThan(0.5 * before.epistemicVariance(0));
        assertThat(after.posterior(probe).mean(0)).isCloseTo(Math.sin(3 * 0.85), within(0.2));
    }

    @Test
    void savedModelPredictsTheSameAndABatchAsEachDesignAlone() {
        double[][] designs = grid(-1, 1, 5);
        double[][] fields = new double[5][];
        for (int i = 0; i < 5; i++) {
            fields[i] = new double[] {designs[i][0], designs[i][0] * designs[i][0]};
        }
        NeonConfig config = NeonConfig.builder(1, 1, 1).encoder(1, 8, 8).decoder(2, 8, 0).epinet(1, 8)
                .prior(1, 5, 1).indexDimension(4).build();
        NeonModel model = NeonFitter.of(config, TRAINING.with(20, 9), TrainingListener.SILENT).fit(designs, fields,
                new double[][] {{0}, {1}});
        NeonModel restored = NeonModel.fromBytes(model.toBytes());
        double[][] index = NeonModel.indexSamples(3, 4, 1);
        double[][][] a = model.fieldSamples(new double[][] {{0.3}}, index);
        double[][][] b = restored.fieldSamples(new double[][] {{0.3}}, index);
        for (int k = 0; k < 3; k++) {
            assertThat(b[0][k]).containsExactly(a[0][k], within(1e-12));
        }

        // A batch larger than one network call gives every design what it gets alone.
        double[][] many = grid(-1, 1, 2 * NeonModel.DESIGNS_PER_CALL + 3);
        double[][][] batch = model.fieldSamples(many, index);
        for (int d = 0; d < many.length; d++) {
            double[][][] alone = model.fieldSamples(new double[][] {many[d]}, index);
            for (int k = 0; k < 3; k++) {
                assertThat(batch[d][k]).as("design %d, sample %d", d, k).containsExactly(alone[0][k], within(1e-9));
            }
        }
    }
}

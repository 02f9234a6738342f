package io.targetwise.neural.neon;

import io.targetwise.core.Arguments;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.composite.EpistemicModelFitter;
import io.targetwise.neural.TrainingListener;

/**
 * NEON for a scalar process output, as a campaign surrogate: the output is a field with one query point and one
 * channel, and the posterior at a design is the mean and sample variance over a fixed set of index samples (the
 * epistemic part; pair it with a variance model for sigma_a^2). The architecture is the pollutant one resized to the
 * design's dimension.
 */
public final class ScalarNeonFitter implements EpistemicModelFitter {
    private static final double[][] SINGLE_QUERY_POINT = {{0}};

    private final NeonTraining training;
    private final int predictionSamples;
    private final TrainingListener listener;

    private ScalarNeonFitter(NeonTraining training, int predictionSamples, TrainingListener listener) {
        this.training = training;
        this.predictionSamples = predictionSamples;
        this.listener = listener;
    }

    /** @throws IllegalArgumentException if a part is null or predictionSamples is below 2 */
    public static ScalarNeonFitter of(NeonTraining training, int predictionSamples, TrainingListener listener) {
        if (training == null || listener == null) {
            throw new IllegalArgumentException((training == null ? "training" : "listener") + " must not be null");
        }
        if (predictionSamples < 2) {
            throw new IllegalArgumentException("predictionSamples must be >= 2, got " + predictionSamples);
        }
        return new ScalarNeonFitter(training, predictionSamples, listener);
    }

    @Override
    public Surrogate fit(double[][] inputs, double[] outputs) {
        Arguments.requireRegressionData(inputs, outputs);
        NeonConfig config = NeonConfig.builder(inputs[0].length, 1, 1).encoder(2, 64, 64).decoder(2, 64, 0)
                .epinet(2, 32).prior(2, 5, 1).build();
        double[][] fields = new double[outputs.length][];
        for (int i = 0; i < outputs.length; i++) {
            fields[i] = new double[] {outputs[i]};
        }
        NeonModel model = NeonFitter.of(config, training, listener).fit(inputs, fields, SINGLE_QUERY_POINT);
        return new IndexSampledSurrogate(model, NeonModel.indexSamples(predictionSamples, config.indexDimension(),
                training.seed()));
    }

    /** Mean and unbiased sample variance of the predictions over fixed index samples. */
    private record IndexSampledSurrogate(NeonModel model, double[][] index) implements Surrogate {

        @Override
        public int dimension() {
            return model.config().designDimension();
        }

        @Override
        public Posterior posterior(double[][] points) {
            double[][][] samples = model.fieldSamples(points, index);
            double[] mean = new double[points.length];
            double[] variance = new double[points.length];
            for (int i = 0; i < points.length; i++) {
                double m = 0;
                for (double[] s : samples[i]) {
                    m += s[0] / index.length;
                }
                double squares = 0;
                for (double[] s : samples[i]) {
                    squares += (s[0] - m) * (s[0] - m);
                }
                mean[i] = m;
                variance[i] = squares / (index.length - 1);
            }
            return Posterior.withConstantAleatoric(mean, variance, 0);
        }
    }
}

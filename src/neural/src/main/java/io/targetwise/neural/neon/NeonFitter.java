package io.targetwise.neural.neon;

import io.targetwise.neural.AdamUpdater;
import io.targetwise.neural.TrainingListener;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.nd4j.autodiff.samediff.SameDiff;
import org.nd4j.autodiff.samediff.api.OutAndGrad;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;

/**
 * Trains a NEON network from scratch on designs and their observed fields (Guilhoto and Perdikaris 2024, section 2).
 * Each step draws a minibatch of (design, query point) rows and fresh index samples; each row is weighted by 1 /
 * |s(u)|^2, the squared norm of its design's raw field, so that designs near a zero field (near the optimum of a
 * misfit) count more. Blocking and repeatable for a fixed seed.
 */
public final class NeonFitter {
    private final NeonConfig config;
    private final NeonTraining training;
    private final TrainingListener listener;

    private NeonFitter(NeonConfig config, NeonTraining training, TrainingListener listener) {
        this.config = config;
        this.training = training;
        this.listener = listener;
    }

    /** @throws IllegalArgumentException if a part is null */
    public static NeonFitter of(NeonConfig config, NeonTraining training, TrainingListener listener) {
        if (config == null || training == null || listener == null) {
            throw new IllegalArgumentException((config == null ? "config" : training == null ? "training" : "listener")
                    + " must not be null");
        }
        return new NeonFitter(config, training, listener);
    }

    /**
     * @param designs one row per evaluated design
     * @param fields each design's field, [point * channels + channel]
     * @param queryPoints the grid, one row of the config's query dimension per point
     * @throws IllegalArgumentException if shapes disagree with each other or with the config
     */
    public NeonModel fit(double[][] designs, double[][] fields, double[][] queryPoints) {
        requireShapes(designs, fields, queryPoints);
        NeonScalings scalings = NeonScalings.fit(designs, queryPoints, fields);
        int points = queryPoints.length;
        int channels = config.channels();
        int rows = designs.length * points;
        double[][] u = new double[rows][];
        double[][] y = new double[rows][];
        double[][] s = new double[rows][channels];
        double[][] w = new double[rows][1];
        for (int d = 0; d < designs.length; d++) {
            double[] normalisedDesign = scalings.designs().forward(designs[d]);
            double[] normalisedField = scalings.fields().forward(fields[d]);
            double squaredNorm = 0;
            for (double v : fields[d]) {
                squaredNorm += v * v;
            }
            for (int p = 0; p < points; p++) {
                int r = d * points + p;
                u[r] = normalisedDesign;
                y[r] = scalings.queries().forward(queryPoints[p]);
                System.arraycopy(normalisedField, p * channels, s[r], 0, channels);
                w[r][0] = squaredNorm > 0 ? 1 / squaredNorm : 1;
            }
        }
        SameDiff graph = NeonNetwork.build(config, training.seed());
        List<String> trainable = AdamUpdater.trainable(graph);
        AdamUpdater adam = AdamUpdater.of(0.9, 0.999, 1e-8);
        SplittableRandom rng = new SplittableRandom(training.seed() + 1);
        int batch = Math.min(training.batchSize(), rows);
        Map<String, INDArray> feed = new HashMap<>();
        for (int step = 1; step <= training.steps(); step++) {
            int[] chosen = batch == rows ? identity(rows) : sample(rows, batch, rng);
            feed.put(NeonNetwork.DESIGNS, Nd4j.create(pick(u, chosen)));
            feed.put(NeonNetwork.QUERIES, Nd4j.create(pick(y, chosen)));
            feed.put(NeonNetwork.TARGETS, Nd4j.create(pick(s, chosen)));
            feed.put(NeonNetwork.WEIGHTS, Nd4j.create(pick(w, chosen)));
            feed.put(NeonNetwork.INDEX, Nd4j.create(NeonModel.indexSamples(training.indexSamples(),
                    config.indexDimension(), rng.nextLong())));
            OutAndGrad result = graph.calculateGradientsAndOutputs(feed, List.of(NeonNetwork.LOSS), trainable);
            double loss = result.getOutputs().get(NeonNetwork.LOSS).getDouble(0);
            adam.step(graph, result.getGradients(), training.learningRateAt(step - 1), training.clipNorm());
            listener.onStep("neon", step, training.steps(), loss);
        }
        return NeonModel.of(config, training.seed(), scalings, queryPoints, graph);
    }

    private void requireShapes(double[][] designs, double[][] fields, double[][] queryPoints) {
        if (designs.length == 0 || designs.length != fields.length) {
            throw new IllegalArgumentException("designs and fields must be non-empty and of equal length, got "
                    + designs.length + " and " + fields.length);
        }
        for (int q = 0; q < queryPoints.length; q++) {
            if (queryPoints[q].length != config.queryDimension()) {
                throw new IllegalArgumentException("queryPoints[" + q + "] has " + queryPoints[q].length
                        + " coordinates, expected " + config.queryDimension());
            }
        }
        for (int d = 0; d < designs.length; d++) {
            if (designs[d].length != config.designDimension()) {
                throw new IllegalArgumentException("designs[" + d + "] has " + designs[d].length + " values, expected "
                        + config.designDimension());
            }
            if (fields[d].length != queryPoints.length * config.channels()) {
                throw new IllegalArgumentException("fields[" + d + "] has " + fields[d].length + " values, expected "
                        + queryPoints.length * config.channels());
            }
        }
    }

    private static int[] identity(int n) {
        int[] all = new int[n];
        for (int i = 0; i < n; i++) {
            all[i] = i;
        }
        return all;
    }

    /** k distinct rows out of n (partial Fisher-Yates). */
    private static int[] sample(int n, int k, SplittableRandom rng) {
        int[] all = identity(n);
        for (int i = 0; i < k; i++) {
            int j = i + rng.nextInt(n - i);
            int t = all[i];
            all[i] = all[j];
            all[j] = t;
        }
        return Arrays.copyOf(all, k);
    }

    private static double[][] pick(double[][] rows, int[] chosen) {
        double[][] picked = new double[chosen.length][];
        for (int i = 0; i < chosen.length; i++) {
            picked[i] = rows[chosen[i]];
        }
        return picked;
    }
}

package io.targetwise.neural.neon;

import io.targetwise.neural.AdamUpdater;
import io.targetwise.neural.GraphParameters;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.nd4j.autodiff.samediff.SameDiff;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;

/**
 * A trained NEON network over a fixed grid of query points: for a design and an epistemic index z it predicts the
 * whole field, so samples over z give the epistemic spread of the field and of any functional of it. Saved as bytes
 * (architecture, seed, scalings, grid and trainable arrays; the fixed prior is regenerated from the seed).
 */
public final class NeonModel {
    private static final int FORMAT = 0x4E454F32;
    /**
     * Designs per network call when sampling fields: the network sees designs x query points x index samples rows at
     * once, so one call for a whole candidate batch (256 x 12 x 128 rows for the pollutant problem) held about 7 GB of
     * ND4J activations; 16 designs bound it to a sixteenth of that whatever the batch.
     */
    static final int DESIGNS_PER_CALL = 16;

    private final NeonConfig config;
    private final long seed;
    private final NeonScalings scalings;
    private final double[][] queryPoints;
    private final GraphParameters parameters;
    private final SameDiff graph;

    private NeonModel(NeonConfig config, long seed, NeonScalings scalings, double[][] queryPoints,
            GraphParameters parameters) {
        this.config = config;
        this.seed = seed;
        this.scalings = scalings;
        this.queryPoints = queryPoints;
        this.parameters = parameters;
        this.graph = NeonNetwork.build(config, seed);
        parameters.restoreInto(graph);
    }

    static NeonModel of(NeonConfig config, long seed, NeonScalings scalings, double[][] queryPoints,
            SameDiff trained) {
        return new NeonModel(config, seed, scalings, queryPoints,
                GraphParameters.of(trained, AdamUpdater.trainable(trained)));
    }

    public NeonConfig config() {
        return config;
    }

    public int queryPointCount() {
        return queryPoints.length;
    }

    /** Scalars in the trained arrays (base, learnable epinet, Fourier matrix), to compare with the paper's counts. */
    public long trainableParameterCount() {
        return parameters.size();
    }

    /** count draws of z ~ N(0, I) from a fixed seed: common random numbers make Monte Carlo acquisitions smooth. */
    public static double[][] indexSamples(int count, int dimension, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        double[][] z = new double[count][dimension];
        for (double[] row : z) {
            for (int j = 0; j < dimension; j++) {
                row[j] = rng.nextGaussian();
            }
        }
        return z;
    }

    /**
     * The predicted fields, [design][sample][point * channels + channel], in the field's own units.
     *
     * @param index rows of z, each of the config's index dimension
     * @throws IllegalArgumentException if a design or an index row has the wrong length
     */
    public double[][][] fieldSamples(double[][] designs, double[][] index) {
        for (int i = 0; i < designs.length; i++) {
            if (designs[i].length != config.designDimension()) {
                throw new IllegalArgumentException("designs[" + i + "] has " + designs[i].length + " values, expected "
                        + config.designDimension());
            }
        }
        for (int k = 0; k < index.length; k++) {
            if (index[k].length != config.indexDimension()) {
                throw new IllegalArgumentException("index[" + k + "] has " + index[k].length + " values, expected "
                        + config.indexDimension());
            }
        }
        double[][][] fields = new double[designs.length][index.length][queryPoints.length * config.channels()];
        if (designs.length == 0 || index.length == 0) {
            return fields;
        }
        INDArray indexRows = Nd4j.create(index);
        for (int from = 0; from < designs.length; from += DESIGNS_PER_CALL) {
            fill(fields, designs, from, Math.min(designs.length, from + DESIGNS_PER_CALL), indexRows);
        }
        return fields;
    }

    /** The fields of designs [from, to) through one network call: rows design x query point, each with every z. */
    private void fill(double[][][] fields, double[][] designs, int from, int to, INDArray indexRows) {
        int points = queryPoints.length;
        int channels = config.channels();
        int samples = (int) indexRows.rows();
        double[][] rowsU = new double[(to - from) * points][];
        double[][] rowsY = new double[(to - from) * points][];
        for (int d = from; d < to; d++) {
            double[] u = scalings.designs().forward(designs[d]);
            for (int p = 0; p < points; p++) {
                rowsU[(d - from) * points + p] = u;
                rowsY[(d - from) * points + p] = scalings.queries().forward(queryPoints[p]);
            }
        }
        Map<String, INDArray> feed = new HashMap<>();
        feed.put(NeonNetwork.DESIGNS, Nd4j.create(rowsU));
        feed.put(NeonNetwork.QUERIES, Nd4j.create(rowsY));
        feed.put(NeonNetwork.INDEX, indexRows);
        INDArray out;
        synchronized (graph) {
            out = graph.output(feed, NeonNetwork.OUTPUT).get(NeonNetwork.OUTPUT);
        }
        double[] flat = out.reshape(-1).toDoubleVector();
        for (int d = from; d < to; d++) {
            for (int p = 0; p < points; p++) {
                int row = (d - from) * points + p;
                for (int k = 0; k < samples; k++) {
                    for (int c = 0; c < channels; c++) {
                        int j = p * channels + c;
                        fields[d][k][j] = scalings.fields().inverse(j, flat[(row * samples + k) * channels + c]);
                    }
                }
            }
        }
    }

    public byte[] toBytes() {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.writeInt(FORMAT);
            config.write(out);
            out.writeLong(seed);
            scalings.write(out);
            out.writeInt(queryPoints.length);
            for (double[] q : queryPoints) {
                out.writeInt(q.length);
                for (double v : q) {
                    out.writeDouble(v);
                }
            }
            parameters.write(out);
            out.flush();
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @throws IllegalArgumentException if the bytes are not a saved NEON model */
    public static NeonModel fromBytes(byte[] saved) {
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(saved))) {
            if (in.readInt() != FORMAT) {
                throw new IllegalArgumentException("not a saved NEON model");
            }
            NeonConfig config = NeonConfig.read(in);
            long seed = in.readLong();
            NeonScalings scalings = NeonScalings.read(in);
            double[][] queries = new double[in.readInt()][];
            for (int p = 0; p < queries.length; p++) {
                queries[p] = new double[in.readInt()];
                for (int j = 0; j < queries[p].length; j++) {
                    queries[p][j] = in.readDouble();
                }
            }
            return new NeonModel(config, seed, scalings, queries, GraphParameters.read(in));
        } catch (IOException e) {
            throw new IllegalArgumentException("not a readable NEON model: " + e.getMessage(), e);
        }
    }
}

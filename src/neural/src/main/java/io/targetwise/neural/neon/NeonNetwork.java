package io.targetwise.neural.neon;

import java.util.SplittableRandom;
import org.nd4j.autodiff.samediff.SDIndex;
import org.nd4j.autodiff.samediff.SDVariable;
import org.nd4j.autodiff.samediff.SameDiff;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.api.ops.impl.controlflow.compat.StopGradient;
import org.nd4j.linalg.factory.Nd4j;

/**
 * NEON's network and loss as a SameDiff graph in double precision (Guilhoto and Perdikaris 2024, sections 1-2; see
 * {@link NeonConfig}). Placeholders: designs u and query coordinates y (one row per (design, query point) pair, both
 * normalised), index samples z (one row per sample), targets s and row weights w. Output {@code f} has shape [rows,
 * samples, channels]; the loss is mean over samples of sum_rows w_b sum_c (f - s)^2 / 2. The epinet's input passes a
 * stop-gradient, so the epinet cannot move the base network; the prior MLPs are constants and never train.
 */
final class NeonNetwork {
    static final String DESIGNS = "u";
    static final String QUERIES = "y";
    static final String INDEX = "z";
    static final String TARGETS = "s";
    static final String WEIGHTS = "w";
    static final String OUTPUT = "f";
    static final String BASE = "mu";
    static final String LOSS = "loss";
    private static final double TRUNCATED_NORMAL_STD = 0.87962566103423978;

    private NeonNetwork() {
    }

    static SameDiff build(NeonConfig c, long seed) {
        Init init = new Init(new SplittableRandom(seed));
        SameDiff sd = SameDiff.create();
        SDVariable u = sd.placeHolder(DESIGNS, DataType.DOUBLE, -1, c.designDimension());
        SDVariable y = sd.placeHolder(QUERIES, DataType.DOUBLE, -1, c.queryDimension());
        SDVariable z = sd.placeHolder(INDEX, DataType.DOUBLE, -1, c.indexDimension());
        SDVariable s = sd.placeHolder(TARGETS, DataType.DOUBLE, -1, c.channels());
        SDVariable w = sd.placeHolder(WEIGHTS, DataType.DOUBLE, -1, 1);

        SDVariable beta = u;
        int in = c.designDimension();
        for (int l = 0; l < c.encoderLayers(); l++) {
            beta = gelu(sd, dense(sd, init, "enc" + l, beta, in, c.encoderWidth()));
            in = c.encoderWidth();
        }
        beta = dense(sd, init, "enc" + c.encoderLayers(), beta, in, c.betaDimension());
        SDVariable h;
        if (c.fourierScale() > 0) {
            SDVariable fourier = sd.var("fourier", init.normal(c.fourierScale(), c.queryDimension(), c.chunk() / 2));
            SDVariable projected = y.mmul(fourier);
            h = sd.concat(1, sd.math.cos(projected), sd.math.sin(projected));
        } else {
            h = sd.tile(y, 1, c.chunk() / 2);
        }
        int previous = c.queryFeatures();
        for (int l = 0; l < c.decoderLayers(); l++) {
            SDVariable chunk = beta.get(SDIndex.all(), SDIndex.interval((long) l * c.chunk(), (long) (l + 1) * c.chunk()));
            h = gelu(sd, dense(sd, init, "dec" + l, sd.concat(1, h, chunk), previous + c.chunk(), c.decoderWidth()));
            previous = c.decoderWidth();
        }
        SDVariable mu = sd.identity(BASE, dense(sd, init, "out", h, c.decoderWidth(), c.channels()));

        SDVariable features = new StopGradient(sd, sd.concat(1, beta, h, sd.tile(y, 1, c.betaDimension() / 2)))
                .outputVariable();
        SDVariable learnable = learnableEpinet(sd, init, c, features, z);
        SDVariable prior = prior(sd, init, c, features, z);
        SDVariable f = sd.expandDims(mu, 1).add(learnable).add(prior.mul(c.priorScale())).rename(OUTPUT);

        SDVariable residual = f.sub(sd.expandDims(s, 1));
        SDVariable weighted = sd.math.square(residual).mul(sd.expandDims(w, 2)).mul(0.5);
        weighted.sum().div(sd.sizeAt(z, 0).castTo(DataType.DOUBLE)).rename(LOSS);
        sd.setLossVariables(LOSS);
        return sd;
    }

    /** reshape(MLP([x~, z]), channels x indexDimension) times z, for every (row, sample) pair: [rows, samples, ds]. */
    private static SDVariable learnableEpinet(SameDiff sd, Init init, NeonConfig c, SDVariable features, SDVariable z) {
        int f = c.epinetFeatures();
        int width = c.epinetWidth();
        // First layer on [x~, z] without materialising every pair: x~ v_x + z v_z, broadcast to [rows, samples, width].
        double[][] parts = init.factorised(f + c.indexDimension(), width);
        SDVariable vx = sd.var("epi0_vx", Nd4j.create(slice(parts[0], 0, f, width), new long[] {f, width},
                DataType.DOUBLE));
        SDVariable vz = sd.var("epi0_vz", Nd4j.create(slice(parts[0], f, f + c.indexDimension(), width),
                new long[] {c.indexDimension(), width}, DataType.DOUBLE));
        SDVariable g = sd.var("epi0_g", Nd4j.create(parts[1], new long[] {width}, DataType.DOUBLE));
        SDVariable b = sd.var("epi0_b", Nd4j.zeros(DataType.DOUBLE, width));
        SDVariable fromFeatures = sd.expandDims(features.mmul(vx.mul(g)), 1);
        SDVariable fromIndex = sd.expandDims(z.mmul(vz.mul(g)), 0);
        SDVariable h = sd.reshape(gelu(sd, fromFeatures.add(fromIndex).add(b)), -1, width);
        int in = width;
        for (int l = 1; l < c.epinetLayers(); l++) {
            h = gelu(sd, dense(sd, init, "epi" + l, h, in, width));
            in = width;
        }
        SDVariable out = dense(sd, init, "epi" + c.epinetLayers(), h, in, c.channels() * c.indexDimension());
        SDVariable samples = sd.sizeAt(z, 0);
        SDVariable rows = sd.sizeAt(features, 0);
        SDVariable shape = sd.concat(0, sd.expandDims(rows, 0), sd.expandDims(samples, 0),
                sd.constant(Nd4j.createFromArray((long) c.channels(), c.indexDimension())));
        SDVariable perChannel = sd.reshape(out, shape);
        return perChannel.mul(sd.expandDims(sd.expandDims(z, 0), 2)).sum(3);
    }

    /**
     * sum_k z_k p_k(x~) with fixed random MLPs p_k: [rows, samples, ds]. The indexDimension MLPs run as one network
     * of block-diagonal layers (the first layer's blocks side by side, as all share the input): identical outputs,
     * three matrix products instead of three per MLP.
     */
    private static SDVariable prior(SameDiff sd, Init init, NeonConfig c, SDVariable features, SDVariable z) {
        int k = c.indexDimension();
        int width = c.priorWidth();
        int[] inputs = new int[c.priorLayers() + 1];
        int[] outputs = new int[c.priorLayers() + 1];
        for (int l = 0; l <= c.priorLayers(); l++) {
            inputs[l] = l == 0 ? c.epinetFeatures() : width;
            outputs[l] = l == c.priorLayers() ? c.channels() : width;
        }
        double[][] blocks = new double[c.priorLayers() + 1][];
        for (int l = 0; l <= c.priorLayers(); l++) {
            int rows = l == 0 ? inputs[0] : k * inputs[l];
            blocks[l] = new double[rows * k * outputs[l]];
        }
        for (int m = 0; m < k; m++) {
            for (int l = 0; l <= c.priorLayers(); l++) {
                double[] w = init.fixed(inputs[l], outputs[l]);
                int rowOffset = l == 0 ? 0 : m * inputs[l];
                int columns = k * outputs[l];
                for (int i = 0; i < inputs[l]; i++) {
                    for (int j = 0; j < outputs[l]; j++) {
                        // The last layer orders columns channel-major (c * k + m), so a reshape gives [rows, ds, k].
                        int column = l == c.priorLayers() ? j * k + m : m * outputs[l] + j;
                        blocks[l][(rowOffset + i) * columns + column] = w[i * outputs[l] + j];
                    }
                }
            }
        }
        SDVariable h = features;
        for (int l = 0; l <= c.priorLayers(); l++) {
            int rows = l == 0 ? inputs[0] : k * inputs[l];
            SDVariable w = sd.constant("prior" + l, Nd4j.create(blocks[l], new long[] {rows, (long) k * outputs[l]},
                    DataType.DOUBLE));
            h = l == c.priorLayers() ? h.mmul(w) : gelu(sd, h.mmul(w));
        }
        SDVariable flat = sd.mmul(sd.reshape(h, -1, k), z, false, true, false);
        SDVariable shape = sd.concat(0, sd.expandDims(sd.sizeAt(features, 0), 0),
                sd.constant(Nd4j.createFromArray((long) c.channels())), sd.expandDims(sd.sizeAt(z, 0), 0));
        return sd.permute(sd.reshape(flat, shape), 0, 2, 1);
    }

    private static double[] slice(double[] rowMajor, int fromRow, int toRow, int columns) {
        double[] part = new double[(toRow - fromRow) * columns];
        System.arraycopy(rowMajor, fromRow * columns, part, 0, part.length);
        return part;
    }

    /** A weight-factorised Dense layer: x (g * v) + b. */
    private static SDVariable dense(SameDiff sd, Init init, String name, SDVariable x, int in, int out) {
        double[][] parts = init.factorised(in, out);
        SDVariable v = sd.var(name + "_v", Nd4j.create(parts[0], new long[] {in, out}, DataType.DOUBLE));
        SDVariable g = sd.var(name + "_g", Nd4j.create(parts[1], new long[] {out}, DataType.DOUBLE));
        SDVariable b = sd.var(name + "_b", Nd4j.zeros(DataType.DOUBLE, out));
        return x.mmul(v.mul(g)).add(b);
    }

    /** GELU, tanh approximation (flax's default): x/2 (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))). */
    private static SDVariable gelu(SameDiff sd, SDVariable x) {
        SDVariable inner = x.add(sd.math.pow(x, 3).mul(0.044715)).mul(Math.sqrt(2 / Math.PI));
        return x.mul(sd.math.tanh(inner).add(1)).mul(0.5);
    }

    /** The reference initialisers, drawn from one seeded generator in a fixed order so a seed fixes the network. */
    private record Init(SplittableRandom rng) {

        /**
         * v and g of a factorised layer: W0 truncated Glorot normal (fan average), g = exp(1 + 0.01 N(0,1)), v = W0 /
         * g.
         */
        double[][] factorised(int in, int out) {
            double std = Math.sqrt(2.0 / (in + out)) / TRUNCATED_NORMAL_STD;
            double[] g = new double[out];
            for (int j = 0; j < out; j++) {
                g[j] = Math.exp(1 + 0.01 * rng.nextGaussian());
            }
            double[] v = new double[in * out];
            for (int i = 0; i < v.length; i++) {
                double draw;
                do {
                    draw = rng.nextGaussian();
                } while (Math.abs(draw) > 2);
                v[i] = std * draw / g[i % out];
            }
            return new double[][] {v, g};
        }

        /** A prior layer's weights g * v with the same initialisation, row-major; the prior has no biases. */
        double[] fixed(int in, int out) {
            double[][] parts = factorised(in, out);
            double[] weights = parts[0];
            for (int i = 0; i < weights.length; i++) {
                weights[i] *= parts[1][i % out];
            }
            return weights;
        }

        INDArray normal(double std, int rows, int columns) {
            double[] values = new double[rows * columns];
            for (int i = 0; i < values.length; i++) {
                values[i] = std * rng.nextGaussian();
            }
            return Nd4j.create(values, new long[] {rows, columns}, DataType.DOUBLE);
        }
    }
}

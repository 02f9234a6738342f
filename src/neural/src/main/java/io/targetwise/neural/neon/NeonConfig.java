package io.targetwise.neural.neon;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;

/**
 * The architecture of a NEON epistemic neural network (Guilhoto and Perdikaris 2024, section 1):
 * f(u, y, z) = mu(u, y) + sigma_L(x~, z) + alpha sigma_P(x~, z) for a design u, a query coordinate y and an epistemic
 * index z ~ N(0, I). The base mu is an encoder u -> beta followed by a split decoder: beta is cut into one chunk per
 * decoder layer, h_0 = Fourier features of y (or y tiled), h_i = GELU(Dense([h_{i-1}, beta_i])), out = Dense(h_L).
 * The epinet sees x~ = stop_gradient([beta, h_L, y tiled]); its learnable part is MLP([x~, z]) reshaped to
 * (channels x indexDimension) times z, its prior part is indexDimension fixed random MLPs p_k with
 * sigma_P = sum_k z_k p_k(x~). Dense layers are weight-factorised, W = g * v per output column. Build with
 * {@link #builder()} or take {@link #pollutants()}.
 */
public record NeonConfig(int designDimension, int queryDimension, int channels, int encoderLayers, int encoderWidth,
        int betaDimension, int decoderLayers, int decoderWidth, double fourierScale, int epinetLayers,
        int epinetWidth, int priorLayers, int priorWidth, double priorScale, int indexDimension) {

    /** @throws IllegalArgumentException naming the field that is out of range */
    public NeonConfig {
        int[] sizes = {designDimension, queryDimension, channels, encoderLayers, encoderWidth, betaDimension,
            decoderLayers, decoderWidth, epinetLayers, epinetWidth, priorLayers, priorWidth, indexDimension};
        String[] names = {"designDimension", "queryDimension", "channels", "encoderLayers", "encoderWidth",
            "betaDimension", "decoderLayers", "decoderWidth", "epinetLayers", "epinetWidth", "priorLayers",
            "priorWidth", "indexDimension"};
        for (int i = 0; i < sizes.length; i++) {
            if (sizes[i] < 1) {
                throw new IllegalArgumentException(names[i] + " must be >= 1, got " + sizes[i]);
            }
        }
        if (betaDimension % (2 * decoderLayers) != 0) {
            throw new IllegalArgumentException("betaDimension must split into decoderLayers chunks of even size, got "
                    + betaDimension + " and " + decoderLayers);
        }
        if (!(fourierScale >= 0) || Double.isInfinite(fourierScale)) {
            throw new IllegalArgumentException("fourierScale must be finite and >= 0 (0: tile y), got " + fourierScale);
        }
        if (!(priorScale >= 0) || Double.isInfinite(priorScale)) {
            throw new IllegalArgumentException("priorScale must be finite and >= 0, got " + priorScale);
        }
    }

    /**
     * The pollutant problem's configuration (Guilhoto and Perdikaris 2024, section 2): design 4, query (t, s), one
     * channel; encoder 2 x 64 to beta 64, split decoder 2 x 64 without Fourier features, epinet 2 x 32, 16 prior MLPs
     * of 2 x 5, alpha 0.75, index dimension 16. The paper counts 27,746 trainable parameters.
     */
    public static NeonConfig pollutants() {
        return builder(4, 2, 1).encoder(2, 64, 64).decoder(2, 64, 0).epinet(2, 32).prior(2, 5, 0.75).build();
    }

    public static Builder builder(int designDimension, int queryDimension, int channels) {
        return new Builder(designDimension, queryDimension, channels);
    }

    /** Size of each beta chunk fed to one decoder layer. */
    int chunk() {
        return betaDimension / decoderLayers;
    }

    /** Width of h_0: Fourier features [cos(yB), sin(yB)] with B of chunk / 2 columns, or y tiled chunk / 2 times. */
    int queryFeatures() {
        return fourierScale > 0 ? chunk() : queryDimension * chunk() / 2;
    }

    /** Width of the epinet's input x~ = [beta, h_L, y tiled betaDimension / 2 times]. */
    int epinetFeatures() {
        return betaDimension + decoderWidth + queryDimension * betaDimension / 2;
    }

    /**
     * Trainable parameters as the paper counts them (base and learnable epinet with their factorisation scales and
     * biases, and the Fourier matrix; not the fixed prior): a factorised Dense(in, out) has in out + 2 out.
     */
    public long trainableParameterCount() {
        long count = 0;
        int in = designDimension;
        for (int l = 0; l < encoderLayers; l++) {
            count += dense(in, encoderWidth);
            in = encoderWidth;
        }
        count += dense(in, betaDimension);
        if (fourierScale > 0) {
            count += (long) queryDimension * chunk() / 2;
        }
        int previous = queryFeatures();
        for (int l = 0; l < decoderLayers; l++) {
            count += dense(previous + chunk(), decoderWidth);
            previous = decoderWidth;
        }
        count += dense(decoderWidth, channels);
        in = epinetFeatures() + indexDimension;
        for (int l = 0; l < epinetLayers; l++) {
            count += dense(in, epinetWidth);
            in = epinetWidth;
        }
        return count + dense(in, indexDimension * channels);
    }

    private static long dense(int in, int out) {
        return (long) in * out + 2L * out;
    }

    void write(DataOutputStream out) throws IOException {
        for (int v : new int[] {designDimension, queryDimension, channels, encoderLayers, encoderWidth, betaDimension,
            decoderLayers, decoderWidth}) {
            out.writeInt(v);
        }
        out.writeDouble(fourierScale);
        for (int v : new int[] {epinetLayers, epinetWidth, priorLayers, priorWidth}) {
            out.writeInt(v);
        }
        out.writeDouble(priorScale);
        out.writeInt(indexDimension);
    }

    static NeonConfig read(DataInputStream in) throws IOException {
        return new NeonConfig(in.readInt(), in.readInt(), in.readInt(), in.readInt(), in.readInt(), in.readInt(),
                in.readInt(), in.readInt(), in.readDouble(), in.readInt(), in.readInt(), in.readInt(), in.readInt(),
                in.readDouble(), in.readInt());
    }

    /** Collects the architecture; {@link #build()} validates it. Index dimension 16 as in every NEON run. */
    public static final class Builder {
        private final int designDimension;
        private final int queryDimension;
        private final int channels;
        private int encoderLayers = 2;
        private int encoderWidth = 64;
        private int betaDimension = 64;
        private int decoderLayers = 2;
        private int decoderWidth = 64;
        private double fourierScale;
        private int epinetLayers = 2;
        private int epinetWidth = 32;
        private int priorLayers = 2;
        private int priorWidth = 5;
        private double priorScale = 1;
        private int indexDimension = 16;

        private Builder(int designDimension, int queryDimension, int channels) {
            this.designDimension = designDimension;
            this.queryDimension = queryDimension;
            this.channels = channels;
        }

        public Builder encoder(int layers, int width, int beta) {
            encoderLayers = layers;
            encoderWidth = width;
            betaDimension = beta;
            return this;
        }

        /** @param fourier scale s of the Fourier matrix's N(0, s^2) initialisation; 0 tiles y instead */
        public Builder decoder(int layers, int width, double fourier) {
            decoderLayers = layers;
            decoderWidth = width;
            fourierScale = fourier;
            return this;
        }

        public Builder epinet(int layers, int width) {
            epinetLayers = layers;
            epinetWidth = width;
            return this;
        }

        /** @param scale alpha, the weight of the fixed prior */
        public Builder prior(int layers, int width, double scale) {
            priorLayers = layers;
            priorWidth = width;
            priorScale = scale;
            return this;
        }

        public Builder indexDimension(int value) {
            indexDimension = value;
            return this;
        }

        public NeonConfig build() {
            return new NeonConfig(designDimension, queryDimension, channels, encoderLayers, encoderWidth,
                    betaDimension, decoderLayers, decoderWidth, fourierScale, epinetLayers, epinetWidth, priorLayers,
                    priorWidth, priorScale, indexDimension);
        }
    }
}

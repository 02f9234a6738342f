package io.targetwise.neural.nomu;

import io.targetwise.core.Arguments;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;

/**
 * NOMU's architecture, loss weights and training (Heiss et al. 2022). Defaults are the paper's 1D/2D regression
 * values (pi_sqr 0.1, pi_exp 0.01, c_exp 30, lambda 1e-8, l_min 1e-3, l_max 2, 128 artificial points, Adam at 1e-3
 * for 2^10 full-batch steps) except the width: 3 hidden layers of 1024 units per sub-network cost minutes per fit on
 * a CPU, so the default is 3 x 128. Build with {@link #builder()}.
 *
 * @param hiddenLayers hidden layers of each sub-network
 * @param width units per hidden layer
 * @param squaredWeight pi_sqr: pulls r-hat to 0 at the training points
 * @param exponentialWeight pi_exp: pushes r-hat up on the artificial points
 * @param exponentialScale c_exp
 * @param l2 lambda, on all weights and biases
 * @param minimumSigma l_min of the readout
 * @param maximumSigma l_max of the readout, like a prior standard deviation
 * @param artificialPoints points drawn uniformly in [-1.1, 1.1]^d afresh at every step
 * @param steps full-batch Adam steps
 * @param learningRate Adam's learning rate
 * @param calibration c in the bounds f-hat +- c sigma-hat; sigma_e^2 = (c sigma-hat)^2
 * @param seed initial weights and artificial points
 */
public record NomuSettings(int hiddenLayers, int width, double squaredWeight, double exponentialWeight,
        double exponentialScale, double l2, double minimumSigma, double maximumSigma, int artificialPoints, int steps,
        double learningRate, double calibration, long seed) {

    /** @throws IllegalArgumentException naming the field that is out of range */
    public NomuSettings {
        Arguments.requirePositive("hiddenLayers", hiddenLayers);
        Arguments.requirePositive("width", width);
        Arguments.requirePositive("artificialPoints", artificialPoints);
        Arguments.requirePositive("steps", steps);
        Arguments.requireNonNegative("squaredWeight", squaredWeight);
        Arguments.requireNonNegative("exponentialWeight", exponentialWeight);
        Arguments.requireNonNegative("l2", l2);
        Arguments.requirePositive("exponentialScale", exponentialScale);
        Arguments.requirePositive("minimumSigma", minimumSigma);
        Arguments.requirePositive("learningRate", learningRate);
        Arguments.requirePositive("calibration", calibration);
        if (!(maximumSigma > minimumSigma) || Double.isInfinite(maximumSigma)) {
            throw new IllegalArgumentException("maximumSigma must be finite and > minimumSigma = " + minimumSigma
                    + ", got " + maximumSigma);
        }
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The same settings with another calibration constant. */
    public NomuSettings withCalibration(double c) {
        return new NomuSettings(hiddenLayers, width, squaredWeight, exponentialWeight, exponentialScale, l2,
                minimumSigma, maximumSigma, artificialPoints, steps, learningRate, c, seed);
    }

    void write(DataOutputStream out) throws IOException {
        out.writeInt(hiddenLayers);
        out.writeInt(width);
        for (double v : new double[] {squaredWeight, exponentialWeight, exponentialScale, l2, minimumSigma,
                maximumSigma}) {
            out.writeDouble(v);
        }
        out.writeInt(artificialPoints);
        out.writeInt(steps);
        out.writeDouble(learningRate);
        out.writeDouble(calibration);
        out.writeLong(seed);
    }

    static NomuSettings read(DataInputStream in) throws IOException {
        return new NomuSettings(in.readInt(), in.readInt(), in.readDouble(), in.readDouble(), in.readDouble(),
                in.readDouble(), in.readDouble(), in.readDouble(), in.readInt(), in.readInt(), in.readDouble(),
                in.readDouble(), in.readLong());
    }

    /** Collects the settings; {@link #build()} validates them. */
    public static final class Builder {
        private int hiddenLayers = 3;
        private int width = 128;
        private double squaredWeight = 0.1;
        private double exponentialWeight = 0.01;
        private double exponentialScale = 30;
        private double l2 = 1e-8;
        private double minimumSigma = 1e-3;
        private double maximumSigma = 2;
        private int artificialPoints = 128;
        private int steps = 1024;
        private double learningRate = 1e-3;
        private double calibration = 1;
        private long seed = 1;

        private Builder() {
        }

        public Builder architecture(int layers, int units) {
            hiddenLayers = layers;
            width = units;
            return this;
        }

        /** pi_sqr, pi_exp and c_exp of the loss. */
        public Builder lossWeights(double squared, double exponential, double scale) {
            squaredWeight = squared;
            exponentialWeight = exponential;
            exponentialScale = scale;
            return this;
        }

        public Builder l2(double value) {
            l2 = value;
            return this;
        }

        /** l_min and l_max of the readout. */
        public Builder sigmaRange(double minimum, double maximum) {
            minimumSigma = minimum;
            maximumSigma = maximum;
            return this;
        }

        public Builder artificialPoints(int value) {
            artificialPoints = value;
            return this;
        }

        public Builder steps(int value) {
            steps = value;
            return this;
        }

        public Builder learningRate(double value) {
            learningRate = value;
            return this;
        }

        public Builder calibration(double value) {
            calibration = value;
            return this;
        }

        public Builder seed(long value) {
            seed = value;
            return this;
        }

        public NomuSettings build() {
            return new NomuSettings(hiddenLayers, width, squaredWeight, exponentialWeight, exponentialScale, l2,
                    minimumSigma, maximumSigma, artificialPoints, steps, learningRate, calibration, seed);
        }
    }
}

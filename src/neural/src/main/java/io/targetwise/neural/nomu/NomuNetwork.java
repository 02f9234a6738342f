package io.targetwise.neural.nomu;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.nd4j.autodiff.samediff.SDVariable;
import org.nd4j.autodiff.samediff.SameDiff;
import org.nd4j.autodiff.samediff.VariableType;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.factory.Nd4j;

/**
 * NOMU's network and loss as a SameDiff graph in double precision (Heiss et al. 2022, sections 1-2). The f-net is an
 * MLP with ReLU hidden layers and a linear output; the r-net has its own ReLU hidden layers, and r-hat is a linear
 * readout of the concatenated last hidden layers of both (the authors' code; gradients of the r-terms reach the f-net,
 * as in the runs behind the paper's tables). With placeholders x, y (training points) and a (artificial points) the
 * loss is sum (f(x) - y)^2 + pi_sqr sum r(x)^2 + pi_exp mean_a E(r(a)) + lambda sum theta^2, sums over points as in the
 * paper. E(r) = exp(-c r) for r >= 0; below 0 it continues as its second-order Taylor polynomial 1 - c r + (c r)^2 / 2,
 * which keeps value, slope and curvature at 0 but cannot overflow when r-hat is very negative early in training.
 */
final class NomuNetwork {
    static final String INPUTS = "x";
    static final String TARGETS = "y";
    static final String ARTIFICIAL = "a";
    static final String MEAN = "f";
    static final String RAW_UNCERTAINTY = "r";
    static final String LOSS = "loss";
    private static final double INIT_RANGE = 0.05;

    private NomuNetwork() {
    }

    /** The graph with weights and biases drawn from U[-0.05, 0.05] (the authors' initialiser, biases included). */
    static SameDiff build(NomuSettings s, int dimension) {
        SplittableRandom rng = new SplittableRandom(s.seed());
        SameDiff sd = SameDiff.create();
        List<SDVariable> f = new ArrayList<>();
        List<SDVariable> r = new ArrayList<>();
        int in = dimension;
        for (int l = 0; l < s.hiddenLayers(); l++) {
            f.add(uniform(sd, "fW" + l, rng, in, s.width()));
            f.add(uniform(sd, "fb" + l, rng, s.width()));
            r.add(uniform(sd, "rW" + l, rng, in, s.width()));
            r.add(uniform(sd, "rb" + l, rng, s.width()));
            in = s.width();
        }
        SDVariable meanWeights = uniform(sd, "fWout", rng, s.width(), 1);
        SDVariable meanBias = uniform(sd, "fbout", rng, 1);
        SDVariable readoutWeights = uniform(sd, "rWout", rng, 2 * s.width(), 1);
        SDVariable readoutBias = uniform(sd, "rbout", rng, 1);
        Layers layers = new Layers(f, r, meanWeights, meanBias, readoutWeights, readoutBias);

        SDVariable x = sd.placeHolder(INPUTS, DataType.DOUBLE, -1, dimension);
        SDVariable y = sd.placeHolder(TARGETS, DataType.DOUBLE, -1, 1);
        SDVariable a = sd.placeHolder(ARTIFICIAL, DataType.DOUBLE, -1, dimension);
        SDVariable[] atData = layers.forward(sd, x);
        sd.identity(MEAN, atData[0]);
        sd.identity(RAW_UNCERTAINTY, atData[1]);
        SDVariable rArtificial = layers.forward(sd, a)[1];

        SDVariable fit = sd.math.square(atData[0].sub(y)).sum();
        SDVariable narrow = sd.math.square(atData[1]).sum().mul(s.squaredWeight());
        SDVariable c = sd.constant(s.exponentialScale());
        SDVariable negativePart = sd.nn.relu(rArtificial.neg(), 0).mul(c);
        SDVariable widen = negativePart.add(sd.math.square(negativePart).mul(0.5))
                .add(sd.math.exp(sd.nn.relu(rArtificial, 0).mul(c).neg())).mean().mul(s.exponentialWeight());
        SDVariable penalty = null;
        for (SDVariable v : sd.variables()) {
            if (v.getVariableType() == VariableType.VARIABLE) {
                SDVariable squares = sd.math.square(v).sum();
                penalty = penalty == null ? squares : penalty.add(squares);
            }
        }
        fit.add(narrow).add(widen).add(penalty.mul(s.l2())).rename(LOSS);
        sd.setLossVariables(LOSS);
        return sd;
    }

    private static SDVariable uniform(SameDiff sd, String name, SplittableRandom rng, long... shape) {
        long n = 1;
        for (long d : shape) {
            n *= d;
        }
        double[] values = new double[(int) n];
        for (int i = 0; i < values.length; i++) {
            values[i] = rng.nextDouble(-INIT_RANGE, INIT_RANGE);
        }
        return sd.var(name, Nd4j.create(values, shape, DataType.DOUBLE));
    }

    private record Layers(List<SDVariable> f, List<SDVariable> r, SDVariable meanWeights, SDVariable meanBias,
            SDVariable readoutWeights, SDVariable readoutBias) {

        /** f-hat and r-hat at the rows of input. */
        SDVariable[] forward(SameDiff sd, SDVariable input) {
            SDVariable hf = input;
            SDVariable hr = input;
            for (int l = 0; l < f.size(); l += 2) {
                hf = sd.nn.relu(hf.mmul(f.get(l)).add(f.get(l + 1)), 0);
                hr = sd.nn.relu(hr.mmul(r.get(l)).add(r.get(l + 1)), 0);
            }
            SDVariable mean = hf.mmul(meanWeights).add(meanBias);
            SDVariable raw = sd.concat(1, hf, hr).mmul(readoutWeights).add(readoutBias);
            return new SDVariable[] {mean, raw};
        }
    }
}

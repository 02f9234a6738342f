package io.targetwise.neural.autodeuq;

import org.nd4j.common.primitives.Pair;
import org.nd4j.linalg.activations.IActivation;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.indexing.NDArrayIndex;
import org.nd4j.linalg.lossfunctions.ILossFunction;
import org.nd4j.linalg.ops.transforms.Transforms;

/**
 * The Gaussian negative log-likelihood of AutoDEUQ's members (Egele et al. 2022, Eq. 1), per example the mean over the
 * d outputs of 1/2 log(2 pi sigma^2) + (y - mu)^2 / (2 sigma^2). The network's 2d linear outputs z are read as mu =
 * z[:, :d] and sigma = 1e-3 + softplus(0.05 z[:, d:]) (the reference head: the floor keeps the likelihood bounded, the
 * 0.05 slows the variance head). With r = y - mu the gradients are dl/dmu = -r / sigma^2 and dl/dz_sigma = (1 / sigma -
 * r^2 / sigma^3) 0.05 sigmoid(0.05 z_sigma), each divided by d. DL4J divides by the batch size itself, so gradients are
 * per example.
 */
public final class GaussianNllLoss implements ILossFunction {
    static final double SIGMA_FLOOR = 1e-3;
    static final double VARIANCE_HEAD_SLOPE = 0.05;
    private static final double HALF_LOG_TWO_PI = 0.5 * Math.log(2 * Math.PI);

    /** The standard deviation the head gives for the raw variance outputs (a new array). */
    static INDArray sigma(INDArray rawVarianceOutputs) {
        return Transforms.softPlus(rawVarianceOutputs.mul(VARIANCE_HEAD_SLOPE), false).addi(SIGMA_FLOOR);
    }

    @Override
    public double computeScore(INDArray labels, INDArray preOutput, IActivation activationFn, INDArray mask,
            boolean average) {
        double sum = computeScoreArray(labels, preOutput, activationFn, mask).sumNumber().doubleValue();
        return average ? sum / labels.size(0) : sum;
    }

    @Override
    public INDArray computeScoreArray(INDArray labels, INDArray preOutput, IActivation activationFn, INDArray mask) {
        Parts p = parts(labels, preOutput, activationFn);
        INDArray perOutput = Transforms.log(p.sigma, true).addi(p.residual.mul(p.residual).divi(p.sigma.mul(p.sigma))
                .muli(0.5)).addi(HALF_LOG_TWO_PI);
        applyMask(perOutput, mask);
        return perOutput.mean(1).reshape(labels.size(0), 1);
    }

    /**
     * With q = r / sigma: dl/dmu = -q / sigma and dl/dsigma = (1 - q^2) / sigma, so the gradient takes a dozen
     * element-wise operations; it runs once per mini-batch, where each ND4J call costs more than its arithmetic.
     */
    @Override
    public INDArray computeGradient(INDArray labels, INDArray preOutput, IActivation activationFn, INDArray mask) {
        Parts p = parts(labels, preOutput, activationFn);
        long d = labels.size(1);
        INDArray dOutput = preOutput.ulike();
        INDArray q = p.residual.divi(p.sigma);
        q.div(p.sigma, dOutput.get(NDArrayIndex.all(), NDArrayIndex.interval(0, d))).muli(-1.0 / d);
        INDArray sigmaSlope = Transforms.sigmoid(p.rawVariance.muli(VARIANCE_HEAD_SLOPE), false);
        q.muli(q).rsubi(1).divi(p.sigma).muli(sigmaSlope)
                .muli(VARIANCE_HEAD_SLOPE / d, dOutput.get(NDArrayIndex.all(), NDArrayIndex.interval(d, 2 * d)));
        if (mask != null) {
            dOutput.muliColumnVector(mask.reshape(mask.size(0), 1));
        }
        return activationFn.backprop(preOutput.dup(), dOutput).getFirst();
    }

    @Override
    public Pair<Double, INDArray> computeGradientAndScore(INDArray labels, INDArray preOutput, IActivation activationFn,
            INDArray mask, boolean average) {
        return Pair.of(computeScore(labels, preOutput, activationFn, mask, average),
                computeGradient(labels, preOutput, activationFn, mask));
    }

    @Override
    public String name() {
        return "GaussianNllLoss";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GaussianNllLoss;
    }

    @Override
    public int hashCode() {
        return GaussianNllLoss.class.hashCode();
    }

    @Override
    public String toString() {
        return name() + "()";
    }

    private static void applyMask(INDArray perOutput, INDArray mask) {
        if (mask != null) {
            perOutput.muliColumnVector(mask.reshape(mask.size(0), 1));
        }
    }

    private record Parts(INDArray residual, INDArray sigma, INDArray rawVariance) {
    }

    private static Parts parts(INDArray labels, INDArray preOutput, IActivation activationFn) {
        long d = labels.size(1);
        if (preOutput.size(1) != 2 * d) {
            throw new IllegalArgumentException("the head needs 2 outputs per label (mean, variance), got "
                    + preOutput.size(1) + " for " + d + " labels");
        }
        INDArray z = activationFn.getActivation(preOutput.dup(), true);
        INDArray mean = z.get(NDArrayIndex.all(), NDArrayIndex.interval(0, d));
        INDArray rawVariance = z.get(NDArrayIndex.all(), NDArrayIndex.interval(d, 2 * d)).dup();
        return new Parts(labels.sub(mean), sigma(rawVariance), rawVariance);
    }
}

package io.targetwise.proposal;

import java.util.Arrays;

/**
 * A setpoint to run next and what the model expects there: the predicted mean output, its epistemic (model) and
 * aleatoric (process) standard deviations, the expected squared error from the target
 * (mu - y*)^2 + sigma_e^2 + sigma_a^2, the probability that the output lands within [LSL, USL] for
 * y ~ N(mu, sigma_e^2 + sigma_a^2), the acquisition value, the incumbent it is meant to beat and the version of the
 * model it came from.
 */
public record Proposal(double[] setpoint, double predictedMean, double epistemicSd, double aleatoricSd,
        double expectedSquaredError, double insideSpecProbability, double acquisitionValue, Incumbent incumbent,
        int modelVersion) {

    public Proposal {
        setpoint = setpoint.clone();
    }

    @Override
    public double[] setpoint() {
        return setpoint.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Proposal p && Arrays.equals(setpoint, p.setpoint)
                && Double.compare(predictedMean, p.predictedMean) == 0 && Double.compare(epistemicSd, p.epistemicSd) == 0
                && Double.compare(aleatoricSd, p.aleatoricSd) == 0
                && Double.compare(expectedSquaredError, p.expectedSquaredError) == 0
                && Double.compare(insideSpecProbability, p.insideSpecProbability) == 0
                && Double.compare(acquisitionValue, p.acquisitionValue) == 0 && incumbent.equals(p.incumbent)
                && modelVersion == p.modelVersion;
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Arrays.hashCode(setpoint) + Double.hashCode(acquisitionValue)) + modelVersion;
    }

    @Override
    public String toString() {
        return "Proposal[setpoint=" + Arrays.toString(setpoint) + ", mean=" + predictedMean + ", epistemicSd="
                + epistemicSd + ", aleatoricSd=" + aleatoricSd + ", expectedSquaredError=" + expectedSquaredError
                + ", insideSpec=" + insideSpecProbability + ", acquisition=" + acquisitionValue + ", incumbent="
                + incumbent + ", modelVersion=" + modelVersion + "]";
    }
}

package io.targetwise.proposal;

import java.util.Arrays;

/**
 * The best setpoint run so far by the robust criterion E = (y* - m(x))^2 + sigma_a^2(x) (the paper's E_min, eq. 8),
 * judged on the model's mean and aleatoric variance at the design points, not on the single best reading, which
 * noise can flatter.
 */
public record Incumbent(double[] setpoint, double robustError, double predictedMean, double aleatoricSd,
        int replicates) {

    public Incumbent {
        setpoint = setpoint.clone();
    }

    @Override
    public double[] setpoint() {
        return setpoint.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Incumbent i && Arrays.equals(setpoint, i.setpoint)
                && Double.compare(robustError, i.robustError) == 0 && Double.compare(predictedMean, i.predictedMean) == 0
                && Double.compare(aleatoricSd, i.aleatoricSd) == 0 && replicates == i.replicates;
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(setpoint) + Double.hashCode(robustError);
    }

    @Override
    public String toString() {
        return "Incumbent[setpoint=" + Arrays.toString(setpoint) + ", E=" + robustError + ", mean=" + predictedMean
                + ", aleatoricSd=" + aleatoricSd + ", replicates=" + replicates + "]";
    }
}

package io.targetwise.core.surrogate.variance;

import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.ModelFittingException;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.special.Gamma;

/**
 * Regression targets for log-variance models. For Gaussian replicates (n - 1) s^2 / sigma^2 ~ chi^2_{n-1}, so
 * log s^2 = log sigma^2 + digamma(k) - log k + e with k = (n - 1) / 2 and Var e = trigamma(k): the bias is removed
 * here and the variance is returned as each target's noise. Public for the benchmarks' response-surface peer, which
 * fits its log-variance model to the same targets. A zero sample variance (coarsely quantised outputs) has
 * no logarithm; it is floored at 1e-3 of the median positive sample variance.
 *
 * @param setpoints the design points with at least 2 replicates
 * @param targets unbiased estimates of log sigma^2
 * @param noiseVariances sampling variance of each target
 */
public record LogSampleVariance(double[][] setpoints, double[] targets, double[] noiseVariances) {
    private static final double ZERO_FLOOR = 1e-3;

    /** @throws ModelFittingException with fewer than 2 replicated design points, or all sample variances zero */
    public static LogSampleVariance of(List<DesignPoint> designPoints) {
        List<DesignPoint> replicated = new ArrayList<>();
        for (DesignPoint p : designPoints) {
            if (p.hasVarianceEstimate()) {
                replicated.add(p);
            }
        }
        if (replicated.size() < 2) {
            throw new ModelFittingException("a variance model needs at least 2 design points with 2 or more "
                    + "replicates, got " + replicated.size());
        }
        double[] positive = replicated.stream().mapToDouble(DesignPoint::sampleVariance).filter(v -> v > 0).sorted()
                .toArray();
        if (positive.length == 0) {
            throw new ModelFittingException("all sample variances are zero: use ConstantVariance.of(0)");
        }
        double floor = ZERO_FLOOR * positive[positive.length / 2];
        int m = replicated.size();
        double[][] x = new double[m][];
        double[] z = new double[m];
        double[] noise = new double[m];
        for (int i = 0; i < m; i++) {
            DesignPoint p = replicated.get(i);
            double k = (p.replicates() - 1) / 2.0;
            x[i] = p.setpoint().toArray();
            z[i] = Math.log(Math.max(p.sampleVariance(), floor)) - (Gamma.digamma(k) - Math.log(k));
            noise[i] = Gamma.trigamma(k);
        }
        return new LogSampleVariance(x, z, noise);
    }
}

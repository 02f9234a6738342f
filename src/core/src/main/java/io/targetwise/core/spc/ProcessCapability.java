package io.targetwise.core.spc;

import java.util.List;
import java.util.OptionalDouble;

/**
 * Capability of a process against its specification limits (not its control limits) from readings in rational
 * subgroups, here the replicate groups at one setpoint:
 * <ul>
 *   <li>Cp = (USL - LSL) / 6 sigma_within, Cpk = min(USL - mean, mean - LSL) / 3 sigma_within, where sigma_within is
 *       the pooled standard deviation inside the subgroups: what the process could do if its mean stayed put;</li>
 *   <li>Pp, Ppk: the same with sigma_overall, the sample standard deviation of all readings: what it did.</li>
 * </ul>
 * Sigmas are the plain (n - 1) estimates without the c4/d2 bias corrections; with a few dozen readings the
 * difference is a few percent, well inside the sampling error of the indices themselves.
 *
 * @param n readings used
 * @param subgroups subgroups used
 * @param cp empty without a subgroup of two or more readings
 * @param cpk empty like cp
 * @param pp empty below two readings or without spread
 * @param ppk empty like pp
 */
public record ProcessCapability(int n, int subgroups, double mean, OptionalDouble sigmaWithin,
        OptionalDouble sigmaOverall, OptionalDouble cp, OptionalDouble cpk, OptionalDouble pp, OptionalDouble ppk) {

    /** @throws IllegalArgumentException unless lowerSpecLimit < upperSpecLimit and every value is finite */
    public static ProcessCapability of(List<double[]> subgroups, double lowerSpecLimit, double upperSpecLimit) {
        if (!(lowerSpecLimit < upperSpecLimit)) {
            throw new IllegalArgumentException("need LSL < USL, got " + lowerSpecLimit + ", " + upperSpecLimit);
        }
        int n = 0;
        double sum = 0;
        double pooledSquares = 0;
        int pooledDegrees = 0;
        for (double[] group : subgroups) {
            double groupSum = 0;
            for (double v : group) {
                if (!Double.isFinite(v)) {
                    throw new IllegalArgumentException("readings must be finite, got " + v);
                }
                groupSum += v;
            }
            double groupMean = groupSum / group.length;
            for (double v : group) {
                pooledSquares += (v - groupMean) * (v - groupMean);
            }
            pooledDegrees += Math.max(group.length - 1, 0);
            n += group.length;
            sum += groupSum;
        }
        double mean = n == 0 ? Double.NaN : sum / n;
        double overallSquares = 0;
        for (double[] group : subgroups) {
            for (double v : group) {
                overallSquares += (v - mean) * (v - mean);
            }
        }
        OptionalDouble within = sigma(pooledSquares, pooledDegrees);
        OptionalDouble overall = sigma(overallSquares, n - 1);
        return new ProcessCapability(n, (int) subgroups.stream().filter(g -> g.length > 0).count(), mean, within,
                overall, potential(within, lowerSpecLimit, upperSpecLimit),
                actual(within, mean, lowerSpecLimit, upperSpecLimit), potential(overall, lowerSpecLimit, upperSpecLimit),
                actual(overall, mean, lowerSpecLimit, upperSpecLimit));
    }

    private static OptionalDouble sigma(double squares, int degrees) {
        return degrees > 0 && squares > 0 ? OptionalDouble.of(Math.sqrt(squares / degrees)) : OptionalDouble.empty();
    }

    private static OptionalDouble potential(OptionalDouble sigma, double lsl, double usl) {
        return sigma.isPresent() ? OptionalDouble.of((usl - lsl) / (6 * sigma.getAsDouble())) : OptionalDouble.empty();
    }

    private static OptionalDouble actual(OptionalDouble sigma, double mean, double lsl, double usl) {
        return sigma.isPresent() ? OptionalDouble.of(Math.min(usl - mean, mean - lsl) / (3 * sigma.getAsDouble()))
                : OptionalDouble.empty();
    }
}

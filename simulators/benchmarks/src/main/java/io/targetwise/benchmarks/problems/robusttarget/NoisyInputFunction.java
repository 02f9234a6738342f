package io.targetwise.benchmarks.problems.robusttarget;

import io.targetwise.simulators.GaussHermite;
import io.targetwise.simulators.Moments;
import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.Simulator;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * Hoffer, Ranftl and Geiger (2023), experiment 2: y = f(x + eta) with eta ~ N(0, sigma_u^2), no output noise, on x in
 * [1.8, 2.5], target 0, where f(x) = q (x - 2)^3 + p / ((x - 3)^2 + r^2) + s x + t with q = 50, p = -1, r = 0.1, s = 2,
 * t = -3.5. f is flat near x = 2, where it stays about 0.5 below the target, and steep where it crosses 0 (x near
 * 2.25): input noise makes the crossing a poor setpoint. sigma_u is given in units of the domain length, as in the
 * paper. Specification limits (not in the paper) are the target plus or minus 0.5.
 */
public final class NoisyInputFunction extends Simulator {
    public static final String ID = "rt-exp2-noisy-input";
    public static final double LOWER = 1.8;
    public static final double UPPER = 2.5;
    private static final double Q = 50;
    private static final double P = -1;
    private static final double R = 0.1;
    private static final double S = 2;
    private static final double T = -3.5;
    private static final double HALF_TOLERANCE = 0.5;
    /** f is smooth on the domain (its poles lie at 3 +- 0.1i), so a modest rule is exact to rounding. */
    private static final GaussHermite QUADRATURE = GaussHermite.withNodes(40);

    private final ProcessSpec spec;
    private final double inputSd;

    private NoisyInputFunction(double inputSd) {
        this.inputSd = inputSd;
        this.spec = ProcessSpec.box(ID, new double[] {LOWER}, new double[] {UPPER}, 0, HALF_TOLERANCE);
    }

    /**
     * @param relativeInputSd sigma_u in units of the domain length 0.7
     * @throws IllegalArgumentException if it is negative or not finite
     */
    public static NoisyInputFunction withRelativeInputSd(double relativeInputSd) {
        if (!(relativeInputSd >= 0) || Double.isInfinite(relativeInputSd)) {
            throw new IllegalArgumentException("relativeInputSd must be finite and >= 0, got " + relativeInputSd);
        }
        return new NoisyInputFunction(relativeInputSd * (UPPER - LOWER));
    }

    /** The noise-free test function f. */
    public static double f(double x) {
        double shifted = x - 2;
        double toPole = x - 3;
        return Q * shifted * shifted * shifted + P / (toPole * toPole + R * R) + S * x + T;
    }

    /** sigma_u in input units. */
    public double inputSd() {
        return inputSd;
    }

    @Override
    public ProcessSpec spec() {
        return spec;
    }

    @Override
    protected double reading(double[] setpoint, double[] environment, RandomGenerator rng) {
        return f(setpoint[0] + inputSd * rng.nextGaussian());
    }

    @Override
    protected Optional<Moments> moments(double[] setpoint) {
        double x = setpoint[0];
        return Optional.of(QUADRATURE.moments(1, z -> f(x + inputSd * z[0])));
    }
}

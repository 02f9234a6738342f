package io.targetwise.benchmarks.problems.robusttarget;

import io.targetwise.simulators.Moments;
import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.Simulator;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * Hoffer, Ranftl and Geiger (2023), experiment 1: y = sin(x) + eta on x in [-pi/2, pi/2] with eta ~ N(0, sigma_a^2),
 * target 0. The paper ran sigma_a in {0.01, 0.1, 0.5}. Specification limits (not in the paper; only tolerance
 * acquisitions read them) are the target plus or minus 0.5.
 */
public final class NoisySine extends Simulator {
    public static final String ID = "rt-exp1-sine";
    private static final double HALF_TOLERANCE = 0.5;

    private final ProcessSpec spec;
    private final double noiseSd;

    private NoisySine(double noiseSd) {
        this.noiseSd = noiseSd;
        this.spec = ProcessSpec.box(ID, new double[] {-Math.PI / 2}, new double[] {Math.PI / 2}, 0, HALF_TOLERANCE);
    }

    /** @throws IllegalArgumentException if noiseSd is negative or not finite */
    public static NoisySine withNoiseSd(double noiseSd) {
        if (!(noiseSd >= 0) || Double.isInfinite(noiseSd)) {
            throw new IllegalArgumentException("noiseSd must be finite and >= 0, got " + noiseSd);
        }
        return new NoisySine(noiseSd);
    }

    public double noiseSd() {
        return noiseSd;
    }

    @Override
    public ProcessSpec spec() {
        return spec;
    }

    @Override
    protected double reading(double[] setpoint, double[] environment, RandomGenerator rng) {
        return Math.sin(setpoint[0]) + noiseSd * rng.nextGaussian();
    }

    @Override
    protected Optional<Moments> moments(double[] setpoint) {
        return Optional.of(new Moments(Math.sin(setpoint[0]), noiseSd * noiseSd));
    }
}

package io.targetwise.benchmarks.problems.nomu;

import io.targetwise.simulators.Moments;
import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.Simulator;
import java.util.Arrays;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * A test function as a target-value process: output f(x) plus optional Gaussian noise, target the function's
 * minimum. Since f >= minimum on the box, hitting the target is minimising f, so target-value methods and plain
 * minimisers face the same problem; E(x) = (f(x) - min)^2 + sigma^2 is a monotone transform of the regret.
 * Specification limits (not in NOMU) are the target plus or minus 5 % of the function's [-1, 1] scale. The spec's box
 * is the function's [-1, 1]^d, so the template's one check of the setpoint (naming the coordinate) is the function's.
 */
public final class TestFunctionSimulator extends Simulator {
    private static final double HALF_TOLERANCE = 0.1;

    private final TestFunction function;
    private final double noiseSd;
    private final ProcessSpec spec;

    private TestFunctionSimulator(TestFunction function, double noiseSd) {
        this.function = function;
        this.noiseSd = noiseSd;
        double[] lower = new double[function.dimension()];
        double[] upper = new double[function.dimension()];
        Arrays.fill(lower, -1);
        Arrays.fill(upper, 1);
        this.spec = ProcessSpec.box(function.id(), lower, upper, function.minimum(), HALF_TOLERANCE);
    }

    /** @throws IllegalArgumentException if function is null or noiseSd is negative or not finite */
    public static TestFunctionSimulator of(TestFunction function, double noiseSd) {
        if (function == null) {
            throw new IllegalArgumentException("function must not be null");
        }
        if (!(noiseSd >= 0) || Double.isInfinite(noiseSd)) {
            throw new IllegalArgumentException("noiseSd must be finite and >= 0, got " + noiseSd);
        }
        return new TestFunctionSimulator(function, noiseSd);
    }

    public TestFunction function() {
        return function;
    }

    @Override
    public ProcessSpec spec() {
        return spec;
    }

    @Override
    protected double reading(double[] setpoint, double[] environment, RandomGenerator rng) {
        return function.uncheckedValue(setpoint) + noiseSd * rng.nextGaussian();
    }

    @Override
    protected Optional<Moments> moments(double[] setpoint) {
        return Optional.of(new Moments(function.uncheckedValue(setpoint), noiseSd * noiseSd));
    }
}

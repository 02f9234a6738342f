package io.targetwise.simulators.plantlike;

import io.targetwise.simulators.GaussHermite;
import io.targetwise.simulators.Moments;
import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.Simulator;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * A plant-like test problem with actuator noise: the setpoint reached is x + eta, eta ~ N(0, 0.05^2 I) on [0, 1]^4,
 * and y = f(x + eta) + 0.05 eps with f(x) = 4 x1^2 + 2 sin(3 x2) + x3 + 0.5 x4, target 3. The spread follows the
 * gradient (8 x1, 6 cos 3 x2, 1, 0.5): it is smallest near x1 = 0 and x2 = pi/6, where f = 2 + x3 + 0.5 x4 meets the
 * target on x3 + 0.5 x4 = 1; elsewhere on the target surface (large x1, or x2 away from pi/6) the same mean comes
 * with several times the spread. The truth integrates over eta by Gauss-Hermite quadrature (7 nodes per input).
 */
public final class InputNoise4d extends Simulator {
    public static final String ID = "input-noise-4d";
    public static final double TARGET = 3;
    private static final double INPUT_SD = 0.05;
    private static final double OUTPUT_SD = 0.05;
    private static final ProcessSpec SPEC = ProcessSpec.box(ID, new double[] {0, 0, 0, 0}, new double[] {1, 1, 1, 1},
            TARGET, 0.3);
    private static final GaussHermite QUADRATURE = GaussHermite.withNodes(7);

    private InputNoise4d() {
    }

    public static InputNoise4d create() {
        return new InputNoise4d();
    }

    @Override
    public ProcessSpec spec() {
        return SPEC;
    }

    @Override
    protected double reading(double[] setpoint, double[] environment, RandomGenerator rng) {
        double[] reached = new double[4];
        for (int i = 0; i < 4; i++) {
            reached[i] = setpoint[i] + INPUT_SD * rng.nextGaussian();
        }
        return f(reached) + OUTPUT_SD * rng.nextGaussian();
    }

    @Override
    protected Optional<Moments> moments(double[] setpoint) {
        Moments actuated = QUADRATURE.moments(4, z -> f(new double[] {setpoint[0] + INPUT_SD * z[0],
                setpoint[1] + INPUT_SD * z[1], setpoint[2] + INPUT_SD * z[2], setpoint[3] + INPUT_SD * z[3]}));
        return Optional.of(new Moments(actuated.mean(), actuated.variance() + OUTPUT_SD * OUTPUT_SD));
    }

    static double f(double[] x) {
        return 4 * x[0] * x[0] + 2 * Math.sin(3 * x[1]) + x[2] + 0.5 * x[3];
    }
}

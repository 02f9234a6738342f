package io.targetwise.simulators.plantlike;

import io.targetwise.simulators.Moments;
import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.ProcessSpec.DesignVariable;
import io.targetwise.simulators.ProcessSpec.EnvironmentalVariable;
import io.targetwise.simulators.Simulator;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * A plant-like test problem with a measured environmental variable: six setpoints on [0, 1]^6 and a raw-material lot
 * property u ~ N(0, 1), measured with each reading but not controlled. y = m(x) + beta(x) u + 0.1 eps with
 * m(x) = 3 x1 + 2 x2 + 1.5 x3 + x4 + 0.5 x5 + 0.25 x6 and the lot sensitivity beta(x) = 0.05 + 1.2 ((x5 - 0.2)^2 +
 * (x6 - 0.8)^2), target 4. The lot makes the spread sigma^2(x) = beta(x)^2 + 0.01, smallest near x5 = 0.2, x6 = 0.8,
 * two variables that barely move the mean, so a mean-only method has no reason to go there. Truth in closed form.
 */
public final class LotSensitivity6d extends Simulator {
    public static final String ID = "lot-sensitivity-6d";
    public static final double TARGET = 4;
    private static final double[] WEIGHTS = {3, 2, 1.5, 1, 0.5, 0.25};
    private static final double NOISE_SD = 0.1;
    private static final ProcessSpec SPEC = new ProcessSpec(ID,
            List.of(new DesignVariable("x1", "", 0, 1, 0), new DesignVariable("x2", "", 0, 1, 0),
                    new DesignVariable("x3", "", 0, 1, 0), new DesignVariable("x4", "", 0, 1, 0),
                    new DesignVariable("x5", "", 0, 1, 0), new DesignVariable("x6", "", 0, 1, 0)),
            List.of(new EnvironmentalVariable("lot property", "", 0, 1)),
            new ProcessSpec.Output("y", ""), TARGET, TARGET - 0.5, TARGET + 0.5);

    private LotSensitivity6d() {
    }

    public static LotSensitivity6d create() {
        return new LotSensitivity6d();
    }

    @Override
    public ProcessSpec spec() {
        return SPEC;
    }

    @Override
    protected double reading(double[] setpoint, double[] environment, RandomGenerator rng) {
        return mean(setpoint) + sensitivity(setpoint) * environment[0] + NOISE_SD * rng.nextGaussian();
    }

    @Override
    protected Optional<Moments> moments(double[] setpoint) {
        double beta = sensitivity(setpoint);
        return Optional.of(new Moments(mean(setpoint), beta * beta + NOISE_SD * NOISE_SD));
    }

    private static double mean(double[] x) {
        double m = 0;
        for (int i = 0; i < WEIGHTS.length; i++) {
            m += WEIGHTS[i] * x[i];
        }
        return m;
    }

    private static double sensitivity(double[] x) {
        return 0.05 + 1.2 * ((x[4] - 0.2) * (x[4] - 0.2) + (x[5] - 0.8) * (x[5] - 0.8));
    }
}

package io.targetwise.simulators.plantlike;

import io.targetwise.simulators.ProcessSpec;

/**
 * A plant-like test problem where the quiet way to the target is a narrow band away from where a mean-only method
 * would settle. On [0, 1]^2: m(x) = 10 x1 + 4 x2, so the target 7 is reached anywhere on the line x1 = 0.7 - 0.4 x2;
 * sigma(x) = 0.15 + 1.5 (1 - exp(-(x2 - 0.85)^2 / (2 * 0.06^2))), so only near x2 = 0.85 (x1 = 0.36) is the spread
 * small (E = 0.0225 on the line there, above 1.6 mid-line). y = m(x) + sigma(x) eps, eps ~ N(0, 1): the truth is
 * closed-form.
 */
public final class NarrowBand2d extends GaussianNoiseSimulator {
    public static final String ID = "narrow-band-2d";
    public static final double TARGET = 7;
    private static final ProcessSpec SPEC = ProcessSpec.box(ID, new double[] {0, 0}, new double[] {1, 1}, TARGET, 0.5);

    private NarrowBand2d() {
    }

    public static NarrowBand2d create() {
        return new NarrowBand2d();
    }

    @Override
    public ProcessSpec spec() {
        return SPEC;
    }

    @Override
    protected double mean(double[] x) {
        return 10 * x[0] + 4 * x[1];
    }

    @Override
    protected double sd(double[] x) {
        double d = (x[1] - 0.85) / 0.06;
        return 0.15 + 1.5 * (1 - Math.exp(-0.5 * d * d));
    }
}

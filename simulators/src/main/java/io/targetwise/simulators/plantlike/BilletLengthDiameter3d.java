package io.targetwise.simulators.plantlike;

import io.targetwise.simulators.Moments;
import io.targetwise.simulators.ProcessSpec.DesignVariable;
import io.targetwise.simulators.outputs.MultiOutputSimulator;
import io.targetwise.simulators.outputs.MultiOutputSpec;
import io.targetwise.simulators.outputs.QualityCharacteristic;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A forged billet with two quality characteristics whose targets conflict: length 111.5 +- 1 mm and diameter
 * 50.7 +- 0.5 mm, over three scaled design variables in [0, 1] (x1 furnace temperature, x2 press stroke, x3 ram speed).
 * Means: {@code L = 100 + 12 x1 + 16 x2 - 6 (x1 - 0.5)^2 + 5 x3}, {@code D = 50 + 4 x1 - 3 x2 + 2 x2^2 - 3 x3}: a
 * longer stroke lengthens and thins the billet, so the two on-target slabs (about 10 % and 20 % of the box) meet in a
 * tube of about 1.6 % of it. Noise: {@code sd_L = 0.1 + 0.9 x3^2 + 0.25 x1} (a fast ram and a hot billet scatter the
 * length), {@code sd_D = 0.03 + 0.45 (1 - exp(-(x1 - 0.45)^2 / (2 * 0.12^2)))} (the diameter is steady only in a
 * temperature window), so along the tube the weighted criterion E (weights 1 / h^2) runs from 0.05 (near x = (0.43,
 * 0.38, 0.05)) to above 3: hitting both targets on the mean is not enough. Each characteristic is its mean plus its sd
 * times an independent standard normal, so the truth is closed-form.
 */
public final class BilletLengthDiameter3d extends MultiOutputSimulator {
    public static final String ID = "billet-length-diameter-3d";
    private static final MultiOutputSpec SPEC = new MultiOutputSpec(ID,
            List.of(new DesignVariable("furnace temperature", "", 0, 1, 0),
                    new DesignVariable("press stroke", "", 0, 1, 0),
                    new DesignVariable("ram speed", "", 0, 1, 0)),
            List.of(QualityCharacteristic.of("length", "mm", 111.5, 1),
                    QualityCharacteristic.of("diameter", "mm", 50.7, 0.5)));

    private BilletLengthDiameter3d() {
    }

    public static BilletLengthDiameter3d create() {
        return new BilletLengthDiameter3d();
    }

    @Override
    public MultiOutputSpec spec() {
        return SPEC;
    }

    @Override
    protected double[] reading(double[] x, RandomGenerator rng) {
        return new double[] {length(x) + lengthSd(x) * rng.nextGaussian(),
                diameter(x) + diameterSd(x) * rng.nextGaussian()};
    }

    @Override
    protected List<Moments> moments(double[] x) {
        double lengthSd = lengthSd(x);
        double diameterSd = diameterSd(x);
        return List.of(new Moments(length(x), lengthSd * lengthSd), new Moments(diameter(x), diameterSd * diameterSd));
    }

    private static double length(double[] x) {
        double hot = x[0] - 0.5;
        return 100 + 12 * x[0] + 16 * x[1] - 6 * hot * hot + 5 * x[2];
    }

    private static double diameter(double[] x) {
        return 50 + 4 * x[0] - 3 * x[1] + 2 * x[1] * x[1] - 3 * x[2];
    }

    private static double lengthSd(double[] x) {
        return 0.1 + 0.9 * x[2] * x[2] + 0.25 * x[0];
    }

    private static double diameterSd(double[] x) {
        double window = (x[0] - 0.45) / 0.12;
        return 0.03 + 0.45 * (1 - Math.exp(-0.5 * window * window));
    }
}

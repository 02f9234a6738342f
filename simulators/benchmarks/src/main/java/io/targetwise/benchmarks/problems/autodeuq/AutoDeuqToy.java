package io.targetwise.benchmarks.problems.autodeuq;

import io.targetwise.benchmarks.data.RegressionDataset;
import io.targetwise.simulators.Moments;
import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.Simulator;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * AutoDEUQ's one-dimensional toy problem (Egele et al. 2022): y = 2 sin(x) + eps with eps ~ N(0, 0.25) for x < 0 and
 * N(0, 1) for x >= 0 (the paper writes N(0, 0.25) and N(0, 1); read as variances). Training data: 200 points
 * uniform in [-30, -20] and 200 in [20, 30]; test data: 200 evenly spaced x in [-40, 40] with noise-free y. As a
 * simulator it spans [-40, 40] with target 0 (not in the paper; specification limits +-0.5).
 */
public final class AutoDeuqToy extends Simulator {
    public static final String ID = "autodeuq-toy";
    private static final double LEFT_VARIANCE = 0.25;
    private static final double RIGHT_VARIANCE = 1;
    private static final int POINTS_PER_CLUSTER = 200;
    private static final int TEST_POINTS = 200;
    private static final ProcessSpec SPEC = ProcessSpec.box(ID, new double[] {-40}, new double[] {40}, 0, 0.5);

    private AutoDeuqToy() {
    }

    public static AutoDeuqToy create() {
        return new AutoDeuqToy();
    }

    /** The noise variance at x: 0.25 left of 0, 1 from 0 on. */
    public static double noiseVariance(double x) {
        return x < 0 ? LEFT_VARIANCE : RIGHT_VARIANCE;
    }

    @Override
    public ProcessSpec spec() {
        return SPEC;
    }

    @Override
    protected double reading(double[] setpoint, double[] environment, RandomGenerator rng) {
        return 2 * Math.sin(setpoint[0]) + Math.sqrt(noiseVariance(setpoint[0])) * rng.nextGaussian();
    }

    @Override
    protected Optional<Moments> moments(double[] setpoint) {
        return Optional.of(new Moments(2 * Math.sin(setpoint[0]), noiseVariance(setpoint[0])));
    }

    /** The 400 noisy training-and-validation points (the paper splits them 2/3 : 1/3 at random). */
    public RegressionDataset trainingData(RandomGenerator rng) {
        double[][] x = new double[2 * POINTS_PER_CLUSTER][];
        double[] y = new double[2 * POINTS_PER_CLUSTER];
        for (int i = 0; i < x.length; i++) {
            double left = i < POINTS_PER_CLUSTER ? -30 : 20;
            x[i] = new double[] {left + 10 * rng.nextDouble()};
            y[i] = observe(x[i], new double[0], rng);
        }
        return new RegressionDataset(ID + "-train", List.of("x"), "y", x, y);
    }

    /** The 200 noise-free test points on [-40, 40]. */
    public RegressionDataset testData() {
        double[][] x = new double[TEST_POINTS][];
        double[] y = new double[TEST_POINTS];
        for (int i = 0; i < TEST_POINTS; i++) {
            x[i] = new double[] {-40 + 80.0 * i / (TEST_POINTS - 1)};
            y[i] = 2 * Math.sin(x[i][0]);
        }
        return new RegressionDataset(ID + "-test", List.of("x"), "y", x, y);
    }
}

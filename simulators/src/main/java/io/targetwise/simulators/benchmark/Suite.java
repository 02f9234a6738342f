package io.targetwise.simulators.benchmark;

import io.targetwise.simulators.Moments;
import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.SetpointPool;
import io.targetwise.simulators.Simulator;
import io.targetwise.simulators.forging.ForgingSimulator;
import io.targetwise.simulators.robusttarget.NoisyInputFunction;
import io.targetwise.simulators.robusttarget.NoisySine;
import io.targetwise.surrogate.variance.AleatoricVarianceFitter;
import io.targetwise.surrogate.variance.ConstantVariance;
import io.targetwise.surrogate.variance.InputNoisePropagation;
import io.targetwise.surrogate.variance.KernelRidgeLogVariance;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * One benchmark problem as Hoffer, Ranftl and Geiger (2023) set it up: the simulator, the target, the finite candidate
 * set the acquisition is maximised over (a 100-point grid in 1-D, a pool for forging; proposals never repeat a
 * candidate), how the two initial points are chosen, and the aleatoric variance model the robust methods fit.
 *
 * @param label a human-readable description for plots and reports
 * @param target y*; for forging it may differ from the simulator's spec target (a low- or a high-variance target)
 * @param randomInitialPoints two random candidates as initial points if true, otherwise the first two candidates
 *     (the pool's lowest and highest corners, as in the paper's experiment 3)
 */
public record Suite(String id, String label, Simulator simulator, double target, List<double[]> candidates,
        boolean randomInitialPoints, AleatoricVarianceFitter varianceModel) {
    /** Experiments 1 and 2 evaluate the acquisition on 100 equidistant candidates. */
    public static final int GRID_POINTS = 100;

    public Suite {
        candidates = candidates.stream().map(double[]::clone).toList();
    }

    /**
     * Hoffer, Ranftl and Geiger (2023), experiment 1: sin(x) + N(0, sigma_a^2); sigma_a is known to the robust methods
     * (assumption 3).
     */
    public static Suite experiment1(double sigmaA) {
        NoisySine sine = NoisySine.withNoiseSd(sigmaA);
        return new Suite("exp1", "Hoffer, Ranftl and Geiger (2023), experiment 1: sin(x) + N(0, " + sigmaA + "^2)",
                sine, 0, grid(sine.spec()), true, ConstantVariance.of(sigmaA * sigmaA));
    }

    /** Experiment 2: f(x + eta); sigma_a^2(x) propagated from the known input noise through the GP (Girard et al.). */
    public static Suite experiment2(double relativeSigmaU) {
        NoisyInputFunction function = NoisyInputFunction.withRelativeInputSd(relativeSigmaU);
        double inputVariance = function.inputSd() * function.inputSd();
        return new Suite("exp2", "Hoffer, Ranftl and Geiger (2023), experiment 2: f(x + N(0, (" + relativeSigmaU
                + " * 0.7)^2))", function, 0, grid(function.spec()), true,
                InputNoisePropagation.secondOrder(new double[][] {{inputVariance}}));
    }

    /** The forging-like pool experiment: a fixed pool (corners first), kernel ridge regression on log variances. */
    public static Suite forging(double target, int poolSize, long poolSeed) {
        ForgingSimulator forging = ForgingSimulator.create();
        List<double[]> pool = SetpointPool.cornersAndLatinHypercube(forging.spec(), poolSize,
                new SplittableRandom(poolSeed));
        return new Suite("forging", "forging-like pool (" + poolSize + " setpoints), target " + target + " mm", forging,
                target, pool, false, KernelRidgeLogVariance.withDefaultGrid());
    }

    /** The two initial setpoints. */
    public List<double[]> initialPoints(RandomGenerator rng) {
        if (!randomInitialPoints) {
            return List.of(candidates.get(0), candidates.get(1));
        }
        int first = rng.nextInt(candidates.size());
        int second = rng.nextInt(candidates.size() - 1);
        return List.of(candidates.get(first), candidates.get(second >= first ? second + 1 : second));
    }

    /** The true expected squared error E(x) = (m(x) - y*)^2 + sigma_a^2(x). */
    public double trueError(double[] setpoint) {
        Moments truth = simulator.truth(setpoint).orElseThrow(() -> new IllegalStateException(
                simulator.spec().id() + " has no known truth to score with"));
        return truth.expectedSquaredError(target);
    }

    /** The best true error any candidate offers: what E_min converges to once the right candidate is sampled. */
    public double bestAttainableError() {
        return candidates.stream().mapToDouble(this::trueError).min().orElseThrow();
    }

    private static List<double[]> grid(ProcessSpec spec) {
        double lower = spec.lowerBounds()[0];
        double upper = spec.upperBounds()[0];
        List<double[]> grid = new ArrayList<>(GRID_POINTS);
        for (int i = 0; i < GRID_POINTS; i++) {
            // The last point is the bound itself: lower + (n - 1) * step can round past it.
            grid.add(new double[] {i == GRID_POINTS - 1 ? upper : lower + i * (upper - lower) / (GRID_POINTS - 1)});
        }
        return grid;
    }
}

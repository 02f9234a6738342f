package io.targetwise.benchmarks;

import io.targetwise.benchmarks.problems.robusttarget.NoisyInputFunction;
import io.targetwise.benchmarks.problems.robusttarget.NoisySine;
import io.targetwise.core.surrogate.variance.AleatoricVarianceFitter;
import io.targetwise.core.surrogate.variance.ConstantVariance;
import io.targetwise.core.surrogate.variance.InputNoisePropagation;
import io.targetwise.core.surrogate.variance.KernelRidgeLogVariance;
import io.targetwise.simulators.Moments;
import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.SetpointPool;
import io.targetwise.simulators.Simulator;
import io.targetwise.simulators.forging.ForgingSimulator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * One benchmark problem as Hoffer, Ranftl and Geiger (2023) set it up: the simulator, the target, the finite candidate
 * set the acquisition is maximised over (a 100-point grid in 1-D, a pool for forging; proposals never repeat a
 * candidate), how the initial points are chosen, and the aleatoric variance model the robust methods fit. A
 * plant-like problem is one of these per repeat ({@link PlantProblem#draw}).
 *
 * @param label a human-readable description for plots and reports
 * @param target y*; for forging it may differ from the simulator's spec target (a low- or a high-variance target)
 * @param initialDesign the initial setpoints, the same in every run: two candidates, or a design of two or more
 *     setpoints of the box that need not be candidates ({@link InitialDesign}); empty to draw two random candidates
 *     in each run from the run's seed (experiments 1 and 2)
 */
public record Suite(String id, String label, Simulator simulator, double target, List<double[]> candidates,
        List<double[]> initialDesign, AleatoricVarianceFitter varianceModel) {
    /** Experiments 1 and 2 evaluate the acquisition on 100 equidistant candidates. */
    public static final int GRID_POINTS = 100;

    /**
     * @throws IllegalArgumentException if the initial design is neither empty nor two or more setpoints inside the
     *     simulator's box
     */
    public Suite {
        candidates = candidates.stream().map(double[]::clone).toList();
        initialDesign = initialDesign.stream().map(double[]::clone).toList();
        if (initialDesign.size() == 1) {
            throw new IllegalArgumentException(id + ": the initial design holds two or more setpoints or none, got 1");
        }
        double[] lower = simulator.spec().lowerBounds();
        double[] upper = simulator.spec().upperBounds();
        for (double[] x : initialDesign) {
            boolean inside = x.length == lower.length;
            for (int d = 0; inside && d < x.length; d++) {
                inside = x[d] >= lower[d] && x[d] <= upper[d];
            }
            if (!inside) {
                throw new IllegalArgumentException(id + ": initial setpoint " + Arrays.toString(x)
                        + " is not inside the simulator's box");
            }
        }
    }

    /**
     * Hoffer, Ranftl and Geiger (2023), experiment 1: sin(x) + N(0, sigma_a^2); sigma_a is known to the robust methods
     * (assumption 3).
     */
    public static Suite experiment1(double sigmaA) {
        NoisySine sine = NoisySine.withNoiseSd(sigmaA);
        return new Suite("exp1", "Hoffer, Ranftl and Geiger (2023), experiment 1: sin(x) + N(0, " + sigmaA + "^2)",
                sine, 0, grid(sine.spec()), List.of(), ConstantVariance.of(sigmaA * sigmaA));
    }

    /** Experiment 2: f(x + eta); sigma_a^2(x) propagated from the known input noise through the GP (Girard et al.). */
    public static Suite experiment2(double relativeSigmaU) {
        NoisyInputFunction function = NoisyInputFunction.withRelativeInputSd(relativeSigmaU);
        double inputVariance = function.inputSd() * function.inputSd();
        return new Suite("exp2", "Hoffer, Ranftl and Geiger (2023), experiment 2: f(x + N(0, (" + relativeSigmaU
                + " * 0.7)^2))", function, 0, grid(function.spec()), List.of(),
                InputNoisePropagation.secondOrder(new double[][] {{inputVariance}}));
    }

    /**
     * The forging-like pool experiment (the paper's experiment 3): a fixed pool, its two corners first and the initial
     * design, kernel ridge regression on log variances.
     */
    public static Suite forging(double target, int poolSize, long poolSeed) {
        ForgingSimulator forging = ForgingSimulator.create();
        List<double[]> pool = SetpointPool.cornersAndLatinHypercube(forging.spec(), poolSize,
                new SplittableRandom(poolSeed));
        return new Suite("forging", "forging-like pool (" + poolSize + " setpoints), target " + target + " mm", forging,
                target, pool, pool.subList(0, 2), KernelRidgeLogVariance.withDefaultGrid());
    }

    /** This suite under another id, e.g. one run of it at a given replicate count. */
    public Suite withId(String newId) {
        return new Suite(newId, label, simulator, target, candidates, initialDesign, varianceModel);
    }

    /** The true sigma_a^2 averaged over the candidates: the paper's baseline noise where sigma_a^2 varies. */
    public double averageTrueVariance() {
        return candidates.stream().mapToDouble(x -> simulator.truth(x).orElseThrow().variance()).average()
                .orElseThrow();
    }

    /** The initial setpoints: the suite's initial design, or two random candidates drawn from {@code rng}. */
    public List<double[]> initialPoints(RandomGenerator rng) {
        return initialDesign.isEmpty() ? twoAtRandom(candidates, rng) : initialDesign;
    }

    /** Two distinct members of {@code candidates}, each pair equally likely. */
    static List<double[]> twoAtRandom(List<double[]> candidates, RandomGenerator rng) {
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

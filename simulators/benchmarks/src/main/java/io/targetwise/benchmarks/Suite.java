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
import io.targetwise.simulators.plantlike.InputNoise4d;
import io.targetwise.simulators.plantlike.LotSensitivity6d;
import io.targetwise.simulators.plantlike.NarrowBand2d;
import io.targetwise.simulators.plantlike.RegimeChange10d;
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

    /**
     * The plant-like problems of {@code --suite plant}: the forging pool at targets 120, 140 and 170 mm with two pool
     * seeds each, three heteroskedastic problems whose quiet way to the target is narrow and away from the naive
     * one ({@link NarrowBand2d}, {@link InputNoise4d} with actuator noise, {@link LotSensitivity6d} with an
     * environmental variable), and a regime change that a stationary GP models poorly ({@link RegimeChange10d}), each
     * on a pool of {@code poolSize} points (corners first, then a Latin hypercube).
     */
    public static List<Suite> plantProblems(int poolSize) {
        List<Suite> problems = new ArrayList<>();
        for (double target : new double[] {120, 140, 170}) {
            for (long poolSeed : new long[] {1, 2}) {
                Suite forging = forging(target, poolSize, poolSeed);
                problems.add(new Suite("forging-" + (int) target + "-pool" + poolSeed, forging.label() + ", pool seed "
                        + poolSeed, forging.simulator(), target, forging.candidates(), false, forging.varianceModel()));
            }
        }
        problems.add(pool(NarrowBand2d.create(), "narrow low-variance band, 2-D", poolSize));
        problems.add(pool(InputNoise4d.create(), "actuator noise, 4-D", poolSize));
        problems.add(pool(LotSensitivity6d.create(), "raw-material lot sensitivity (environmental variable), 6-D",
                poolSize));
        problems.add(pool(RegimeChange10d.create(), "regime change at a threshold temperature, 10-D", poolSize));
        return List.copyOf(problems);
    }

    /**
     * The plant-like problems with the given ids, in the suite's order; all of them for an empty list.
     *
     * @throws IllegalArgumentException naming an unknown id and listing the valid ones
     */
    public static List<Suite> plantProblems(int poolSize, List<String> ids) {
        List<Suite> all = plantProblems(poolSize);
        for (String id : ids) {
            if (all.stream().noneMatch(s -> s.id().equals(id))) {
                throw new IllegalArgumentException("unknown problem '" + id + "', valid: "
                        + all.stream().map(Suite::id).toList());
            }
        }
        return ids.isEmpty() ? all : all.stream().filter(s -> ids.contains(s.id())).toList();
    }

    private static Suite pool(Simulator simulator, String label, int poolSize) {
        ProcessSpec spec = simulator.spec();
        return new Suite(spec.id(), label + ", target " + spec.target(), simulator, spec.target(),
                SetpointPool.cornersAndLatinHypercube(spec, poolSize, new SplittableRandom(1)), false,
                KernelRidgeLogVariance.withDefaultGrid());
    }

    /** This suite under another id, e.g. one run of it at a given replicate count. */
    public Suite withId(String newId) {
        return new Suite(newId, label, simulator, target, candidates, randomInitialPoints, varianceModel);
    }

    /** The true sigma_a^2 averaged over the candidates: the paper's baseline noise where sigma_a^2 varies. */
    public double averageTrueVariance() {
        return candidates.stream().mapToDouble(x -> simulator.truth(x).orElseThrow().variance()).average()
                .orElseThrow();
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

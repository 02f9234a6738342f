package io.targetwise.benchmarks;

import io.targetwise.core.Arguments;
import io.targetwise.core.surrogate.variance.KernelRidgeLogVariance;
import io.targetwise.simulators.SetpointPool;
import io.targetwise.simulators.Simulator;
import io.targetwise.simulators.forging.ForgingSimulator;
import io.targetwise.simulators.plantlike.InputNoise4d;
import io.targetwise.simulators.plantlike.LotSensitivity6d;
import io.targetwise.simulators.plantlike.NarrowBand2d;
import io.targetwise.simulators.plantlike.RegimeChange10d;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * A plant-like problem of {@code --suite plant}: a simulator, a target and a pool size, but no fixed pool. Each repeat
 * meets its own instance ({@link #draw}): a pool (the box's two corners and a Latin hypercube) and an initial design
 * of two pool members, both drawn from the repeat's seed. On a fixed pool with fixed initial points fresh seeds
 * redrew only the reading noise, and one arm's score moved as much between two sets of seeds as the differences
 * between arms it was meant to judge.
 *
 * @param label a human-readable description for reports and plots
 * @param target y*
 * @param poolSize setpoints per drawn pool, the two corners included
 */
public record PlantProblem(String id, String label, Simulator simulator, double target, int poolSize) {

    /** @throws IllegalArgumentException for a blank id, a non-finite target or a pool of fewer than 3 setpoints */
    public PlantProblem {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("id must not be blank");
        }
        Objects.requireNonNull(simulator, "simulator");
        if (!Double.isFinite(target)) {
            throw new IllegalArgumentException(id + ": target must be finite, got " + target);
        }
        // two initial setpoints and at least one to propose
        Arguments.requireAtLeast("poolSize", poolSize, 3);
    }

    /**
     * The problems of the suite: the forging press at targets 120, 140 and 170 mm, three heteroskedastic problems whose
     * quiet way to the target is narrow and away from the naive one ({@link NarrowBand2d}, {@link InputNoise4d} with
     * actuator noise, {@link LotSensitivity6d} with an environmental variable), and a regime change that a stationary
     * GP models poorly ({@link RegimeChange10d}).
     */
    public static List<PlantProblem> all(int poolSize) {
        List<PlantProblem> problems = new ArrayList<>();
        ForgingSimulator forging = ForgingSimulator.create();
        for (double target : new double[] {120, 140, 170}) {
            problems.add(new PlantProblem("forging-" + (int) target, "forging press, target " + target + " mm",
                    forging, target, poolSize));
        }
        problems.add(ofSpecTarget(NarrowBand2d.create(), "narrow low-variance band, 2-D", poolSize));
        problems.add(ofSpecTarget(InputNoise4d.create(), "actuator noise, 4-D", poolSize));
        problems.add(ofSpecTarget(LotSensitivity6d.create(),
                "raw-material lot sensitivity (environmental variable), 6-D", poolSize));
        problems.add(ofSpecTarget(RegimeChange10d.create(), "regime change at a threshold temperature, 10-D",
                poolSize));
        return List.copyOf(problems);
    }

    /**
     * The problems with the given ids, in the suite's order; all of them for an empty list.
     *
     * @throws IllegalArgumentException naming an unknown id and listing the valid ones
     */
    public static List<PlantProblem> select(int poolSize, List<String> ids) {
        return selectById(all(poolSize), PlantProblem::id, ids);
    }

    /**
     * The suite before its seeds drew the problem: every problem on the pool of seed 1 (forging also of seed 2, ids
     * {@code forging-T-poolS}) with the two corners as the initial design. The fixed-design studies (calibration,
     * incumbent bias) stay on it, so that their recorded results still hold.
     */
    public static List<Suite> fixedPools(int poolSize) {
        List<Suite> suites = new ArrayList<>();
        for (PlantProblem problem : all(poolSize)) {
            boolean forging = problem.simulator() instanceof ForgingSimulator;
            for (long poolSeed : forging ? new long[] {1, 2} : new long[] {1}) {
                Suite onPool = problem.onFixedPool(poolSeed);
                suites.add(forging ? onPool.withId(problem.id() + "-pool" + poolSeed) : onPool);
            }
        }
        return List.copyOf(suites);
    }

    /**
     * {@link #fixedPools} with the given ids, in its order; all of them for an empty list.
     *
     * @throws IllegalArgumentException naming an unknown id and listing the valid ones
     */
    public static List<Suite> fixedPools(int poolSize, List<String> ids) {
        return selectById(fixedPools(poolSize), Suite::id, ids);
    }

    /**
     * The instance a repeat meets: a pool of {@link #poolSize} setpoints and two of them as the initial design, both
     * drawn from {@code repeatSeed}; the same seed gives the same instance, so every arm of a repeat meets it.
     */
    public Suite draw(long repeatSeed) {
        return draw(repeatSeed, InitialDesign.POOL);
    }

    /**
     * The instance a repeat meets, started from {@code design}: the pool is the same for every design (drawn first),
     * the design drawn after it from the same stream, so two designs on one seed are compared on the same pool.
     */
    public Suite draw(long repeatSeed, InitialDesign design) {
        // A stream of its own: the optimisation loop draws the readings from the same seed, and the pool must not
        // echo them.
        SplittableRandom rng = new SplittableRandom(repeatSeed).split();
        List<double[]> pool = SetpointPool.cornersAndLatinHypercube(simulator.spec(), poolSize, rng);
        return new Suite(id, label, simulator, target, pool, design.draw(simulator.spec(), pool, rng),
                KernelRidgeLogVariance.withDefaultGrid());
    }

    private Suite onFixedPool(long poolSeed) {
        List<double[]> pool = SetpointPool.cornersAndLatinHypercube(simulator.spec(), poolSize,
                new SplittableRandom(poolSeed));
        return new Suite(id, label + ", pool seed " + poolSeed, simulator, target, pool, pool.subList(0, 2),
                KernelRidgeLogVariance.withDefaultGrid());
    }

    private static PlantProblem ofSpecTarget(Simulator simulator, String label, int poolSize) {
        double target = simulator.spec().target();
        return new PlantProblem(simulator.spec().id(), label + ", target " + target, simulator, target, poolSize);
    }

    private static <T> List<T> selectById(List<T> all, Function<T, String> id, List<String> ids) {
        for (String wanted : ids) {
            if (all.stream().noneMatch(item -> id.apply(item).equals(wanted))) {
                throw new IllegalArgumentException("unknown problem '" + wanted + "', valid: "
                        + all.stream().map(id).toList());
            }
        }
        return ids.isEmpty() ? all : all.stream().filter(item -> ids.contains(id.apply(item))).toList();
    }
}

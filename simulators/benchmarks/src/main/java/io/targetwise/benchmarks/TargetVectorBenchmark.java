package io.targetwise.benchmarks;

import io.targetwise.core.Point;
import io.targetwise.core.acquisition.TargetVectorAcquisition;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.SurrogateFitter;
import io.targetwise.core.surrogate.gp.NoiseModel;
import io.targetwise.core.surrogate.hetgp.HetGpFitter;
import io.targetwise.simulators.SetpointPool;
import io.targetwise.simulators.outputs.MultiOutputSimulator;
import io.targetwise.simulators.outputs.MultiOutputSpec;
import io.targetwise.simulators.outputs.QualityCharacteristic;
import io.targetwise.simulators.plantlike.BilletLengthDiameter3d;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.IntConsumer;
import java.util.stream.Collectors;

/**
 * {@code --suite outputs}: a process with several quality characteristics ({@link BilletLengthDiameter3d}), scored by
 * the weighted robust criterion {@code E = sum_k w_k [(m_k - T_k)^2 + sigma_a,k^2]}, {@code w_k = 1 / h_k^2}. The
 * default arm fits one hetGP per characteristic and proposes by the weighted target-vector robust EI
 * ({@link TargetVectorAcquisition}); the baselines scalarise each setpoint's mean readings as a process engineer
 * would and run plain EI on a GP of that scalar ({@link LossExpectedImprovement}): the tolerance-weighted sum of squared
 * deviations (variance ignored), one minus the Derringer and Suich (1980) desirability, and the worst normalised
 * deviation. Each repeat draws its own pool (the box's corners and a Latin hypercube) and two of its members as the
 * initial design from its seed, the same for every arm, and every E is read as a ratio to the best E of that pool.
 * Writes results.csv, convergence.png/svg (E_min / best) and report.md.
 */
final class TargetVectorBenchmark {
    /** Iterations at which the report reads the runs. */
    static final int[] CHECKPOINTS = {10, 20};
    /** The goal: the default's geometric mean E / best at most this times each baseline's. */
    static final double GOAL_RATIO = 0.85;
    /** Fixed, so that the same results give the same report. */
    private static final long BOOTSTRAP_SEED = 20_261_129;

    private TargetVectorBenchmark() {
    }

    /** The arms, the default first: the report compares it with each other. */
    enum VectorArm {
        TARGET_VECTOR_EI("target-vector-robust-ei", "per-output hetGP, weighted target-vector robust EI (default)"),
        SUM_OF_SQUARES("sum-of-squares", "GP on sum_k ((ybar_k - T_k) / h_k)^2, plain EI: variance ignored"),
        DESIRABILITY("desirability", "GP on 1 - D, D the geometric mean of two-sided Derringer-Suich "
                + "desirabilities within the specification limits, plain EI"),
        MINIMAX("minimax", "GP on max_k |ybar_k - T_k| / h_k, plain EI: the worst output alone");

        private final String id;
        private final String description;

        VectorArm(String id, String description) {
            this.id = id;
            this.description = description;
        }

        String id() {
            return id;
        }

        /** The loss a scalarised arm minimises, from one setpoint's mean readings ({@code means[k]} of output k). */
        double loss(MultiOutputSpec spec, double[] means) {
            List<QualityCharacteristic> characteristics = spec.characteristics();
            double loss = this == DESIRABILITY ? 1 : 0;
            for (int k = 0; k < means.length; k++) {
                QualityCharacteristic c = characteristics.get(k);
                double deviation = Math.abs(means[k] - c.target()) / c.halfTolerance();
                loss = switch (this) {
                    case SUM_OF_SQUARES -> loss + deviation * deviation;
                    case MINIMAX -> Math.max(loss, deviation);
                    case DESIRABILITY -> loss * desirability(c, means[k]);
                    case TARGET_VECTOR_EI -> throw new IllegalStateException(id + " scalarises nothing");
                };
            }
            return this == DESIRABILITY ? 1 - Math.pow(loss, 1.0 / means.length) : loss;
        }

        /**
         * Derringer and Suich (1980), two-sided with exponents 1: 1 at the target, falling linearly to 0 at either
         * specification limit, 0 outside them.
         */
        static double desirability(QualityCharacteristic c, double value) {
            if (value < c.lowerSpecLimit() || value > c.upperSpecLimit()) {
                return 0;
            }
            return value <= c.target() ? (value - c.lowerSpecLimit()) / (c.target() - c.lowerSpecLimit())
                    : (c.upperSpecLimit() - value) / (c.upperSpecLimit() - c.target());
        }
    }

    /** One repeat's instance: its pool, the two pool members it starts from and the best true E of the pool. */
    record Instance(List<double[]> pool, List<double[]> initial, double bestAttainable) {
        /** Drawn from the repeat's seed, on a stream of its own (the readings are drawn from the seed itself). */
        static Instance draw(MultiOutputSimulator simulator, int poolSize, long repeatSeed) {
            SplittableRandom rng = new SplittableRandom(repeatSeed).split();
            List<double[]> pool = SetpointPool.cornersAndLatinHypercube(simulator.spec().designVariables(), poolSize,
                    rng);
            List<double[]> initial = Suite.twoAtRandom(pool, rng);
            return new Instance(pool, initial, pool.stream().mapToDouble(simulator::weightedError).min()
                    .orElseThrow());
        }
    }

    static void run(BenchmarkOptions options, PrintStream progressStream) throws IOException {
        long start = System.nanoTime();
        MultiOutputSimulator simulator = BilletLengthDiameter3d.create();
        List<VectorArm> arms = List.of(VectorArm.values());
        ProgressBar progress = new ProgressBar(progressStream, arms.size() * options.repeats() * options.iterations());
        List<BenchmarkRunner.Run> runs = new ArrayList<>();
        for (int repeat = 0; repeat < options.repeats(); repeat++) {
            int r = repeat;
            long seed = BenchmarkRunner.repeatSeed(options.seed(), repeat);
            Instance instance = Instance.draw(simulator, options.poolSize(), seed);
            for (VectorArm arm : arms) {
                runs.add(new BenchmarkRunner.Run(arm.id() + " repeat " + repeat, () -> new Loop(simulator, arm,
                        instance, options).run(r, seed, iteration -> progress.step())));
            }
        }
        List<IterationResult> results = BenchmarkRunner.runAll(options.threads(), runs);
        progress.finish();
        double wallSeconds = (System.nanoTime() - start) / 1e9;
        Files.createDirectories(options.out());
        ResultsCsv.write(results, options.out().resolve("results.csv"));
        ConvergencePlot.write(Convergence.of(results, IterationResult::method, IterationResult::iteration,
                row -> row.eMin() / row.bestAttainable()), "forged billet, length and diameter",
                "E_min / best weighted E of the repeat's pool", 1, options.out().resolve("convergence"));
        Files.writeString(options.out().resolve("report.md"), report(options, arms, results, wallSeconds),
                StandardCharsets.UTF_8);
        progressStream.printf(Locale.ROOT, "wrote %s (%.1f s)%n", options.out().toAbsolutePath(), wallSeconds);
    }

    /** What the report reads off a run: its best setpoint so far, or the setpoint it would recommend. */
    enum Quantity {
        E_MIN("E_min"), RECOMMENDATION("recommendation");

        private final String label;

        Quantity(String label) {
            this.label = label;
        }

        double ratio(IterationResult row) {
            return (this == E_MIN ? row.eMin() : row.recommendationError()) / row.bestAttainable();
        }
    }

    static String report(BenchmarkOptions options, List<VectorArm> arms, List<IterationResult> results,
            double wallSeconds) {
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "# Target vectors: %s%n%n- %d repeats, seed "
                + "%d (repeat seeds %d...), pool size %d, %d readings per setpoint, %d iterations after 2 initial pool "
                + "members, baselines' GP %s, %d threads, wall time %.0f s%n- E is the weighted robust criterion "
                + "sum_k [(m_k - T_k)^2 + sigma_k^2] / h_k^2 from the simulator's truth; E / best is over the best E of "
                + "the repeat's pool; E_min is over the setpoints run so far, the recommendation the setpoint the arm "
                + "would hand an engineer now (the run setpoint of smallest modelled E, or of smallest modelled loss)%n",
                BilletLengthDiameter3d.ID, options.repeats(), options.seed(), BenchmarkRunner.repeatSeed(options.seed(),
                        0), options.poolSize(), options.replicatesPerSetpoint(), options.iterations(),
                options.meanGp().id(), options.threads(), wallSeconds));
        out.append("\n## Arms\n\n");
        for (VectorArm arm : arms) {
            out.append("- ").append(arm.id()).append(": ").append(arm.description).append('\n');
        }
        out.append("\n## Geometric mean of E / best over the repeats [95 % percentile bootstrap interval]\n\n| method |");
        appendCheckpointColumns(out);
        for (VectorArm arm : arms) {
            out.append("| ").append(arm.id()).append(" |");
            for (Quantity quantity : Quantity.values()) {
                for (int checkpoint : CHECKPOINTS) {
                    PercentileBootstrap.Estimate e = PercentileBootstrap.of(ratios(results, arm, checkpoint, quantity),
                            PercentileBootstrap::geometricMean, BOOTSTRAP_SEED);
                    out.append(String.format(Locale.ROOT, " %.3f [%.3f, %.3f] |", e.value(), e.lower(), e.upper()));
                }
            }
            out.append('\n');
        }
        VectorArm first = arms.get(0);
        out.append("\n## The default, ").append(first.id()).append(", against each baseline\n\nGeometric mean over the "
                + "repeats of (default's E / best) / (baseline's E / best) on the same seed [95 % percentile bootstrap "
                + "interval, ").append(PercentileBootstrap.PAIRED_RESAMPLES).append(" resamples of the repeats]; "
                + "**goal met**: at most ").append(GOAL_RATIO).append(" with the interval below 1.\n\n| baseline |");
        appendCheckpointColumns(out);
        for (VectorArm other : arms.subList(1, arms.size())) {
            out.append("| ").append(other.id()).append(" |");
            for (Quantity quantity : Quantity.values()) {
                for (int checkpoint : CHECKPOINTS) {
                    PercentileBootstrap.Estimate e = PercentileBootstrap.pairedRatio(
                            List.of(ratios(results, first, checkpoint, quantity)),
                            List.of(ratios(results, other, checkpoint, quantity)), BOOTSTRAP_SEED);
                    out.append(String.format(Locale.ROOT, " %.3f [%.3f, %.3f]%s |", e.value(), e.lower(), e.upper(),
                            e.value() <= GOAL_RATIO && e.upper() < 1 ? " **goal met**" : ""));
                }
            }
            out.append('\n');
        }
        return out.toString();
    }

    private static void appendCheckpointColumns(StringBuilder out) {
        for (Quantity quantity : Quantity.values()) {
            for (int checkpoint : CHECKPOINTS) {
                out.append(' ').append(quantity.label).append(" at ").append(checkpoint).append(" |");
            }
        }
        out.append("\n|---|").append("---|".repeat(Quantity.values().length * CHECKPOINTS.length)).append('\n');
    }

    /** The arm's ratio at the checkpoint (or at its last iteration, if it ended earlier), one per repeat in order. */
    private static double[] ratios(List<IterationResult> results, VectorArm arm, int checkpoint, Quantity quantity) {
        return results.stream().filter(r -> r.method().equals(arm.id()))
                .collect(Collectors.groupingBy(IterationResult::repeat, TreeMap::new, Collectors.toList()))
                .values().stream().mapToDouble(run -> quantity.ratio(run.stream()
                        .filter(r -> r.iteration() <= checkpoint).reduce((a, b) -> b).orElseThrow()))
                .toArray();
    }

    /** Chooses setpoints from readings; null when the pool is spent. */
    private interface Proposer {
        /** The next setpoint and whether a fallback chose it (the acquisition was flat); null when none is left. */
        Choice next();

        void tell(double[] setpoint, List<double[]> readings);

        /** The setpoint run so far that the arm would recommend now. */
        double[] recommendation();
    }

    private record Choice(double[] setpoint, boolean fallback) {
    }

    /** One run of one arm on one repeat's instance. */
    private static final class Loop {
        private final MultiOutputSimulator simulator;
        private final VectorArm arm;
        private final Instance instance;
        private final BenchmarkOptions options;

        Loop(MultiOutputSimulator simulator, VectorArm arm, Instance instance, BenchmarkOptions options) {
            this.simulator = simulator;
            this.arm = arm;
            this.instance = instance;
            this.options = options;
        }

        List<IterationResult> run(int repeat, long seed, IntConsumer afterIteration) {
            SplittableRandom rng = new SplittableRandom(seed);
            int replicates = options.replicatesPerSetpoint();
            Proposer proposer = arm == VectorArm.TARGET_VECTOR_EI ? new TargetVectorProposer(simulator.spec(),
                    instance.pool()) : new ScalarisedProposer(simulator.spec(), arm, instance.pool(), seed, options);
            long start = System.nanoTime();
            double eMin = Double.POSITIVE_INFINITY;
            int readings = 0;
            for (double[] x : instance.initial()) {
                proposer.tell(x, simulator.measure(x, replicates, rng));
                readings += replicates;
                eMin = Math.min(eMin, simulator.weightedError(x));
            }
            List<IterationResult> rows = new ArrayList<>();
            rows.add(row(repeat, 0, eMin, new Choice(new double[0], false), readings, proposer, start));
            for (int iteration = 1; iteration <= options.iterations(); iteration++) {
                long iterationStart = System.nanoTime();
                Choice choice = proposer.next();
                if (choice == null) {
                    break;
                }
                proposer.tell(choice.setpoint(), simulator.measure(choice.setpoint(), replicates, rng));
                readings += replicates;
                eMin = Math.min(eMin, simulator.weightedError(choice.setpoint()));
                rows.add(row(repeat, iteration, eMin, choice, readings, proposer, iterationStart));
                afterIteration.accept(iteration);
            }
            return rows;
        }

        private IterationResult row(int repeat, int iteration, double eMin, Choice choice, int readings,
                Proposer proposer, long startNanos) {
            double recommended = simulator.weightedError(proposer.recommendation());
            return new IterationResult(BilletLengthDiameter3d.ID, arm.id(), repeat, iteration, eMin,
                    instance.bestAttainable(), Point.of(choice.setpoint()), choice.fallback(),
                    (System.nanoTime() - startNanos) / 1e9, Double.NaN, Double.NaN, readings, false, recommended);
        }
    }

    /**
     * The default: one hetGP per characteristic (the campaign's surrogate) and the weighted target-vector robust EI
     * over the unrun pool members, above the incumbent {@code E_min} of the modelled E at the setpoints run; where EI
     * is 0 everywhere, the candidate of smallest modelled E (a fallback).
     */
    private static final class TargetVectorProposer implements Proposer {
        private final double[] targets;
        private final double[] weights;
        private final SurrogateFitter fitter;
        private final List<double[]> pool;
        private final List<double[]> run = new ArrayList<>();
        private final List<List<Measurement>> byOutput = new ArrayList<>();
        /** The fits on the readings so far; null after new ones arrive. */
        private List<Surrogate> models;

        TargetVectorProposer(MultiOutputSpec spec, List<double[]> pool) {
            this.targets = spec.targets();
            this.weights = TargetVectorAcquisition.toleranceWeights(spec.halfTolerances());
            this.fitter = HetGpFitter.of(ReplicateAggregator.of(spec.designVariables().stream()
                    .mapToDouble(v -> v.resolution()).toArray()));
            this.pool = pool;
            for (int k = 0; k < targets.length; k++) {
                byOutput.add(new ArrayList<>());
            }
        }

        @Override
        public void tell(double[] setpoint, List<double[]> readings) {
            for (double[] reading : readings) {
                for (int k = 0; k < targets.length; k++) {
                    byOutput.get(k).add(Measurement.of(setpoint, reading[k]));
                }
            }
            if (run.stream().noneMatch(x -> Arrays.equals(x, setpoint))) {
                run.add(setpoint);
            }
            models = null;
        }

        @Override
        public Choice next() {
            double[][] candidates = pool.stream().filter(x -> run.stream().noneMatch(r -> Arrays.equals(r, x)))
                    .toArray(double[][]::new);
            if (candidates.length == 0) {
                return null;
            }
            double eMin = TargetVectorAcquisition.incumbent(targets, weights, posteriors(models(),
                    run.toArray(double[][]::new)));
            List<Posterior> atCandidates = posteriors(models(), candidates);
            double[] scores = TargetVectorAcquisition.expectedImprovement(targets, weights, eMin).score(atCandidates);
            int best = argMax(scores);
            if (scores[best] > 0) {
                return new Choice(candidates[best], false);
            }
            double[] errors = TargetVectorAcquisition.plugInErrors(targets, weights, atCandidates);
            return new Choice(candidates[argMax(Arrays.stream(errors).map(e -> -e).toArray())], true);
        }

        @Override
        public double[] recommendation() {
            double[] errors = TargetVectorAcquisition.plugInErrors(targets, weights, posteriors(models(),
                    run.toArray(double[][]::new)));
            return run.get(argMax(Arrays.stream(errors).map(e -> -e).toArray()));
        }

        private List<Surrogate> models() {
            if (models == null) {
                models = byOutput.stream().<Surrogate>map(fitter::fit).toList();
            }
            return models;
        }

        private static List<Posterior> posteriors(List<Surrogate> models, double[][] points) {
            return models.stream().map(m -> m.posterior(points)).toList();
        }

        private static int argMax(double[] values) {
            int best = 0;
            for (int i = 1; i < values.length; i++) {
                best = values[i] > values[best] ? i : best;
            }
            return best;
        }
    }

    /** A baseline: the arm's loss of each setpoint's mean readings, minimised by {@link LossExpectedImprovement}. */
    private static final class ScalarisedProposer implements Proposer {
        private final MultiOutputSpec spec;
        private final VectorArm arm;
        private final LossExpectedImprovement engine;

        ScalarisedProposer(MultiOutputSpec spec, VectorArm arm, List<double[]> pool, long seed,
                BenchmarkOptions options) {
            this.spec = spec;
            this.arm = arm;
            this.engine = new LossExpectedImprovement(options.meanGp().builder().nugget(OptimisationLoop.NUGGET)
                    .seed(seed).noise(NoiseModel.HOMOSKEDASTIC).build(), seed,
                    OptimisationLoop.poolSpace(spec.designVariables(), pool));
        }

        @Override
        public void tell(double[] setpoint, List<double[]> readings) {
            double[] means = new double[spec.outputs()];
            for (double[] reading : readings) {
                for (int k = 0; k < means.length; k++) {
                    means[k] += reading[k] / readings.size();
                }
            }
            engine.add(setpoint, arm.loss(spec, means));
        }

        @Override
        public Choice next() {
            double[] chosen = engine.next();
            return chosen == null ? null : new Choice(chosen, false);
        }

        @Override
        public double[] recommendation() {
            return engine.bestRun();
        }
    }
}

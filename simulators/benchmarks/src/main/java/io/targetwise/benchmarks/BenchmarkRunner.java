package io.targetwise.benchmarks;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BiFunction;
import java.util.function.LongFunction;

/**
 * Runs every (arm, repeat) of a suite on a bounded thread pool and collects the iteration results, sorted by arm,
 * repeat and iteration. Repeat r of every arm uses the seed {@link #repeatSeed}, so arms are compared paired: on the
 * same problem instance (a plant-like problem draws its pool and initial design from that seed; a fixed suite is the
 * same in every repeat), from the same initial points.
 */
public final class BenchmarkRunner {

    private BenchmarkRunner() {
    }

    /**
     * One suite as the options describe it.
     *
     * @throws IllegalStateException naming the arm and repeat if a run fails
     */
    public static List<IterationResult> run(BenchmarkOptions options, Suite suite, PrintStream progressStream) {
        ProgressBar progress = new ProgressBar(progressStream,
                options.arms().size() * options.repeats() * options.iterations());
        List<IterationResult> results = run(options, seed -> suite, (arm, instance) -> new OptimisationLoop(instance,
                arm, options.setting(), options.iterations(), arm.method().replicatesEverySetpoint()
                        ? options.replicatesPerSetpoint() : options.baselineReplicates(), options.meanGp()), progress);
        progress.finish();
        return results;
    }

    /** The seed of repeat {@code repeat} under the base seed {@code --seed}, the same for every arm. */
    static long repeatSeed(long baseSeed, int repeat) {
        return baseSeed * 1_000_003L + repeat;
    }

    /**
     * Every arm of the options on the instance {@code instances} gives for each repeat's seed, each run built by
     * {@code loops}, reporting to {@code progress}.
     */
    static List<IterationResult> run(BenchmarkOptions options, LongFunction<Suite> instances,
            BiFunction<Arm, Suite, OptimisationLoop> loops, ProgressBar progress) {
        List<Run> runs = new ArrayList<>();
        for (int repeat = 0; repeat < options.repeats(); repeat++) {
            int r = repeat;
            long seed = repeatSeed(options.seed(), repeat);
            Suite instance = instances.apply(seed);
            double bestAttainable = instance.bestAttainableError();
            for (Arm arm : options.arms()) {
                OptimisationLoop loop = loops.apply(arm, instance);
                runs.add(new Run(instance.id() + " " + arm.id() + " repeat " + repeat,
                        () -> loop.run(r, seed, bestAttainable, iteration -> progress.step())));
            }
        }
        return runAll(options.threads(), runs);
    }

    /** One run of one arm on one repeat, named for the message if it fails. */
    record Run(String name, Callable<List<IterationResult>> work) {
    }

    /**
     * The runs on a pool of {@code threads} threads, their results sorted by method, repeat and iteration.
     *
     * @throws IllegalStateException naming the run if one fails
     */
    static List<IterationResult> runAll(int threads, List<Run> runs) {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<List<IterationResult>>> futures = new ArrayList<>();
            for (Run run : runs) {
                futures.add(pool.submit(run.work()));
            }
            List<IterationResult> results = new ArrayList<>();
            for (int i = 0; i < futures.size(); i++) {
                try {
                    results.addAll(futures.get(i).get());
                } catch (ExecutionException e) {
                    throw new IllegalStateException(runs.get(i).name() + " failed: " + e.getCause().getMessage(),
                            e.getCause());
                }
            }
            results.sort(Comparator.comparing(IterationResult::method).thenComparingInt(IterationResult::repeat)
                    .thenComparingInt(IterationResult::iteration));
            return results;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } finally {
            pool.shutdownNow();
        }
    }
}

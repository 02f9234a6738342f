package io.targetwise.benchmarks;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;

/**
 * Runs every (arm, repeat) of a suite on a bounded thread pool and collects the iteration results, sorted by arm,
 * repeat and iteration. Repeat r of every arm uses the seed {@code seed * 1_000_003 + r}, so arms are compared on the
 * same initial points.
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
        List<IterationResult> results = run(options, suite, arm -> new OptimisationLoop(suite, arm, options.setting(),
                options.iterations(), arm.method().replicatesEverySetpoint()
                        ? options.replicatesPerSetpoint() : options.baselineReplicates(), options.meanGp()), progress);
        progress.finish();
        return results;
    }

    /** Every arm of the options on one suite, each run built by {@code loops}, reporting to {@code progress}. */
    static List<IterationResult> run(BenchmarkOptions options, Suite suite, Function<Arm, OptimisationLoop> loops,
            ProgressBar progress) {
        double bestAttainable = suite.bestAttainableError();
        ExecutorService pool = Executors.newFixedThreadPool(options.threads());
        try {
            List<Future<List<IterationResult>>> runs = new ArrayList<>();
            List<String> names = new ArrayList<>();
            for (Arm arm : options.arms()) {
                OptimisationLoop loop = loops.apply(arm);
                for (int repeat = 0; repeat < options.repeats(); repeat++) {
                    int r = repeat;
                    long seed = options.seed() * 1_000_003L + repeat;
                    runs.add(pool.submit(() -> loop.run(r, seed, bestAttainable, iteration -> progress.step())));
                    names.add(suite.id() + " " + arm.id() + " repeat " + repeat);
                }
            }
            List<IterationResult> results = new ArrayList<>();
            for (int i = 0; i < runs.size(); i++) {
                try {
                    results.addAll(runs.get(i).get());
                } catch (ExecutionException e) {
                    throw new IllegalStateException(names.get(i) + " failed: " + e.getCause().getMessage(), e.getCause());
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

package io.targetwise.simulators.benchmark;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Runs every (method, repeat) of a suite on a bounded thread pool and collects the iteration results, sorted by
 * method, repeat and iteration. Repeat r of every method uses the seed {@code seed * 1_000_003 + r}, so methods are
 * compared on the same initial points.
 */
public final class BenchmarkRunner {

    private BenchmarkRunner() {
    }

    /** @throws IllegalStateException naming the method and repeat if a run fails */
    public static List<IterationResult> run(BenchmarkOptions options, Suite suite, PrintStream progressStream) {
        double bestAttainable = suite.bestAttainableError();
        ProgressBar progress = new ProgressBar(progressStream,
                options.methods().size() * options.repeats() * options.iterations());
        ExecutorService pool = Executors.newFixedThreadPool(options.threads());
        try {
            List<Future<List<IterationResult>>> runs = new ArrayList<>();
            List<String> names = new ArrayList<>();
            for (Method method : options.methods()) {
                int replicates = method.model() != Method.Model.MEAN_AND_VARIANCE ? options.baselineReplicates()
                        : options.replicates();
                OptimisationLoop loop = new OptimisationLoop(suite, method, options.iterations(), replicates);
                for (int repeat = 0; repeat < options.repeats(); repeat++) {
                    int r = repeat;
                    long seed = options.seed() * 1_000_003L + repeat;
                    runs.add(pool.submit(() -> loop.run(r, seed, bestAttainable, iteration -> progress.step())));
                    names.add(method.id() + " repeat " + repeat);
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
            progress.finish();
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

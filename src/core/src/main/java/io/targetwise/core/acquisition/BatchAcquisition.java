package io.targetwise.core.acquisition;

import io.targetwise.core.surrogate.Posterior;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.IntStream;

/**
 * An acquisition that scores each point from its own posterior values alone. Large batches are split into chunks
 * scored on the common fork-join pool; each score depends only on its point, so the result is the same however the
 * batch is split.
 */
final class BatchAcquisition implements AcquisitionFunction {
    /** Below this many points the fork-join overhead outweighs the work (a score costs about a microsecond). */
    static final int PARALLEL_THRESHOLD = 8192;
    private static final int MIN_CHUNK = 2048;

    /** The score of one point; must be pure and allocation-free. */
    @FunctionalInterface
    interface PointScore {
        double at(double mean, double epistemicVariance, double aleatoricVariance, double aleatoricLogSd);
    }

    private final PointScore pointScore;

    BatchAcquisition(PointScore pointScore) {
        this.pointScore = pointScore;
    }

    @Override
    public void score(Posterior posterior, double[] scores) {
        int n = posterior.size();
        if (scores.length != n) {
            throw new IllegalArgumentException("scores has length " + scores.length + ", posterior has " + n + " points");
        }
        forEachChunk(n, (from, to) -> {
            for (int i = from; i < to; i++) {
                scores[i] = pointScore.at(posterior.mean(i), posterior.epistemicVariance(i),
                        posterior.aleatoricVariance(i), posterior.aleatoricLogSd(i));
            }
        });
    }

    /** Work on the index range [from, to). */
    @FunctionalInterface
    interface RangeTask {
        void run(int from, int to);
    }

    /** Runs the task over [0, n) in one piece below {@link #PARALLEL_THRESHOLD}, else in chunks on the common pool. */
    static void forEachChunk(int n, RangeTask task) {
        if (n < PARALLEL_THRESHOLD) {
            task.run(0, n);
            return;
        }
        int chunks = Math.max(1, Math.min(n / MIN_CHUNK, 4 * ForkJoinPool.getCommonPoolParallelism()));
        IntStream.range(0, chunks).parallel().forEach(c -> task.run((int) ((long) n * c / chunks),
                (int) ((long) n * (c + 1) / chunks)));
    }
}

package io.targetwise.core.surrogate.linalg;

import java.util.function.IntToDoubleFunction;
import java.util.stream.IntStream;

/**
 * Splits a loop over rows into a few contiguous chunks run on the common fork-join pool. Small problems stay on the
 * calling thread: below a few hundred rows the hand-off costs more than it saves.
 */
public final class Parallel {
    /** Work (in multiply-adds) below which a loop is not split. */
    private static final long MIN_PARALLEL_WORK = 1L << 21;
    /** Set while a task that is itself one of several running side by side must not split its loops further. */
    private static final ThreadLocal<Boolean> SERIAL = ThreadLocal.withInitial(() -> false);

    private Parallel() {
    }

    public interface RangeBody {
        void run(int from, int to);
    }

    /**
     * Runs {@code body} over [from, to) in contiguous chunks of roughly equal cost, where row i costs
     * {@code cost.applyAsDouble(i)} multiply-adds.
     */
    public static void forRows(int from, int to, IntToDoubleFunction cost, RangeBody body) {
        if (SERIAL.get()) {
            body.run(from, to);
            return;
        }
        int chunks = Math.min(Runtime.getRuntime().availableProcessors(), to - from);
        double[] prefix = new double[to - from + 1];
        for (int i = from; i < to; i++) {
            prefix[i - from + 1] = prefix[i - from] + cost.applyAsDouble(i);
        }
        double total = prefix[to - from];
        if (chunks <= 1 || total < MIN_PARALLEL_WORK) {
            body.run(from, to);
            return;
        }
        int[] bounds = new int[chunks + 1];
        bounds[chunks] = to;
        bounds[0] = from;
        int row = 0;
        for (int c = 1; c < chunks; c++) {
            while (row < to - from && prefix[row] < total * c / chunks) {
                row++;
            }
            bounds[c] = from + row;
        }
        IntStream.range(0, chunks).parallel().forEach(c -> body.run(bounds[c], bounds[c + 1]));
    }

    /**
     * Runs {@code task} with every {@link #forRows} loop inside it kept on the calling thread: for tasks that already
     * run side by side (independent optimiser starts), where splitting their loops again would only add hand-offs.
     */
    public static <T> T serially(java.util.function.Supplier<T> task) {
        boolean outer = SERIAL.get();
        SERIAL.set(true);
        try {
            return task.get();
        } finally {
            SERIAL.set(outer);
        }
    }

    /** Number of cores to share independent tasks between. */
    public static int cores() {
        return Runtime.getRuntime().availableProcessors();
    }
}

package io.targetwise.benchmarks;

import java.io.PrintStream;

/** A one-line progress bar, redrawn in place at most every 200 ms; thread-safe. */
final class ProgressBar {
    private static final int WIDTH = 30;
    private static final long REDRAW_NANOS = 200_000_000L;

    private final PrintStream stream;
    private final int total;
    private final long start = System.nanoTime();
    private int done;
    private long lastDrawn;

    ProgressBar(PrintStream stream, int total) {
        this.stream = stream;
        this.total = total;
    }

    synchronized void step() {
        done++;
        long now = System.nanoTime();
        if (now - lastDrawn > REDRAW_NANOS) {
            lastDrawn = now;
            draw(now);
        }
    }

    /** Draws the final state and ends the line (runs may stop early when a pool is exhausted). */
    synchronized void finish() {
        draw(System.nanoTime());
        stream.println();
        stream.flush();
    }

    private void draw(long now) {
        int filled = (int) ((long) WIDTH * done / total);
        stream.printf("\r[%s%s] %d/%d iterations, %.0f s", "#".repeat(filled), ".".repeat(WIDTH - filled), done, total,
                (now - start) / 1e9);
        stream.flush();
    }
}

package io.targetwise.app.campaign;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;

/**
 * Which of a process's stored readings a live campaign has seen, so that bringing it up to date reads the readings it
 * may not have seen rather than the whole history (a continuously running process has millions within months).
 *
 * <p>Ids do not become visible in their order: the ingest draws each row's id from a sequence inside its transaction,
 * so a lower id can commit after a higher one was read. But the sequence hands out ids in time order, and a transaction
 * ends within the transaction timeout, committed or rolled back. So a read that starts {@code settle} (more than that
 * timeout) after an earlier read whose highest id was M sees every row with an id up to M that will ever exist: once it
 * is over, M is settled. A read asks only for ids above the settled one, and the cursor remembers the ids above it
 * that it has seen, so that a row read twice is told once. Not thread-safe: the live campaign's monitor guards it.
 */
final class ReadingsCursor {
    private final long settleNanos;
    private long settledId;
    private long readStart;
    private final Set<Long> seenAbove = new HashSet<>();
    /** Reads not settled yet, oldest first: when each ended (nanoseconds) and the highest id it returned. */
    private final ArrayDeque<long[]> reads = new ArrayDeque<>();
    private long seen;

    /** @param settle longer than any transaction that stores readings may last */
    ReadingsCursor(Duration settle) {
        if (settle.isNegative() || settle.isZero()) {
            throw new IllegalArgumentException("the settle time must be positive, got " + settle);
        }
        this.settleNanos = settle.toNanos();
    }

    /** @return the id to read above, for a read starting at monotonic time {@code now}: every row up to it was seen */
    long readAbove(long now) {
        readStart = now;
        return settledId;
    }

    /** @return whether the row is new to the campaign; counts it if so */
    boolean firstSight(long id) {
        boolean first = id > settledId && seenAbove.add(id);
        if (first) {
            seen++;
        }
        return first;
    }

    /**
     * Notes that the read begun at {@link #readAbove} ended at monotonic time {@code now}, its rows seen, the highest
     * id {@code highestId}; settles what earlier reads returned if it began long enough after them.
     */
    void read(long now, long highestId) {
        while (!reads.isEmpty() && readStart - reads.peekFirst()[0] >= settleNanos) {
            settledId = Math.max(settledId, reads.pollFirst()[1]);
        }
        seenAbove.removeIf(id -> id <= settledId);
        if (highestId > settledId) {
            reads.addLast(new long[] {now, highestId});
        }
    }

    /** Readings seen so far. */
    long seen() {
        return seen;
    }
}

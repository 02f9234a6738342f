package io.targetwise.app.campaign;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

/**
 * The cursor against the whole history: rows that commit out of id order, within the settle time, are each told
 * exactly once, and reads shrink to the rows above the settled id. Times in seconds on an explicit clock.
 */
class ReadingsCursorTest {
    private static final long S = 1_000_000_000L;

    @Test
    void aLowerIdCommittedAfterAHigherOneWasReadIsStillSeen() {
        ReadingsCursor cursor = new ReadingsCursor(Duration.ofSeconds(120));
        assertThat(cursor.readAbove(0)).isZero();
        assertThat(cursor.firstSight(100)).isTrue();
        cursor.read(1 * S, 100); // id 50, drawn earlier, is still in its transaction
        assertThat(cursor.readAbove(60 * S)).as("not settled within the transaction timeout").isZero();
        assertThat(cursor.firstSight(50)).as("committed late").isTrue();
        assertThat(cursor.firstSight(100)).as("read again").isFalse();
        cursor.read(61 * S, 100);
        assertThat(cursor.readAbove(121 * S)).as("this read may still meet a row committed late").isZero();
        assertThat(cursor.firstSight(100)).isFalse();
        cursor.read(122 * S, 100);
        assertThat(cursor.readAbove(130 * S)).as("settled by a read begun the settle time after").isEqualTo(100);
        assertThat(cursor.firstSight(100)).isFalse();
        assertThat(cursor.seen()).isEqualTo(2);
        assertThatThrownBy(() -> new ReadingsCursor(Duration.ZERO)).hasMessageContaining("must be positive");
    }

    /**
     * Rows draw increasing ids at random times and commit up to 10 s later, some never (rolled back); the campaign
     * syncs every 3 s reading the committed rows above the cursor. Every committed row is told once, none twice.
     */
    @Test
    void outOfOrderCommitsAreEachToldExactlyOnceAndReadsStaySmall() {
        Random random = new Random(5);
        ReadingsCursor cursor = new ReadingsCursor(Duration.ofSeconds(12));
        TreeMap<Long, Long> commitTimes = new TreeMap<>(); // id -> commit time (ns)
        long id = 0;
        for (long t = 0; t < 600 * S; t += random.nextInt(200_000_000)) {
            id += 1 + random.nextInt(50);
            if (random.nextInt(20) > 0) { // one in twenty rolls back
                commitTimes.put(id, t + (long) (random.nextDouble() * 10 * S));
            }
        }
        List<Long> told = new ArrayList<>();
        int largestRead = 0;
        for (long now = 3 * S; now < 620 * S; now += 3 * S) {
            long above = cursor.readAbove(now);
            long at = now;
            List<Long> visible = commitTimes.tailMap(above, false).entrySet().stream()
                    .filter(e -> e.getValue() <= at).map(java.util.Map.Entry::getKey).toList();
            largestRead = Math.max(largestRead, visible.size());
            visible.stream().filter(cursor::firstSight).forEach(told::add);
            cursor.read(now, visible.isEmpty() ? above : visible.get(visible.size() - 1));
        }
        assertThat(told).as("every committed row once").hasSize(commitTimes.size())
                .doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(commitTimes.keySet());
        assertThat(cursor.seen()).isEqualTo(commitTimes.size());
        assertThat(largestRead).as("rows per read, of %d in all", commitTimes.size()).isLessThan(300);
    }
}

package io.targetwise.app.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

/** Parts of one batch retried at once: the stream waits from the first failure until the last part is done. */
class IngestRetryTest {
    private final IngestRetry retry = new IngestRetry(Duration.ofMillis(5), Duration.ofMillis(20), Clock.systemUTC());

    /** A step that fails until it is let through, counting its attempts. */
    private static final class Step {
        final AtomicBoolean through = new AtomicBoolean();
        final AtomicInteger attempts = new AtomicInteger();

        String run() {
            attempts.incrementAndGet();
            if (!through.get()) {
                throw new IllegalStateException("database unavailable");
            }
            return "stored";
        }
    }

    @Test
    void theStreamWaitsUntilTheLastFailingPartIsDone() {
        Step first = new Step();
        Step second = new Step();
        CompletableFuture<String> one = CompletableFuture.supplyAsync(() -> retry.untilDone("part one", first::run));
        CompletableFuture<String> two = CompletableFuture.supplyAsync(() -> retry.untilDone("part two", second::run));
        await().atMost(Duration.ofSeconds(10)).until(() -> first.attempts.get() > 1 && second.attempts.get() > 1);
        java.time.Instant since = retry.waiting().orElseThrow().since();

        first.through.set(true);
        assertThat(one.join()).isEqualTo("stored");
        // the other part still fails: the stream still waits, since when the first failure came
        assertThat(retry.waiting()).isPresent();
        int attemptsSoFar = second.attempts.get();
        await().atMost(Duration.ofSeconds(10)).until(() -> second.attempts.get() > attemptsSoFar);
        assertThat(retry.waiting()).hasValueSatisfying(w -> assertThat(w.since()).isEqualTo(since));

        second.through.set(true);
        assertThat(two.join()).isEqualTo("stored");
        assertThat(retry.waiting()).isEmpty();
    }

    @Test
    void aStepThatSucceedsAtOnceNeverWaits() {
        Step step = new Step();
        step.through.set(true);
        assertThat(retry.untilDone("part", step::run)).isEqualTo("stored");
        assertThat(retry.waiting()).isEmpty();
        assertThat(step.attempts).hasValue(1);
    }
}

package io.targetwise.app.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import io.targetwise.app.MovingClock;
import io.targetwise.app.process.ProcessChanged;
import io.targetwise.app.process.ProcessDefinition;

class ProcessDirectoryTest {
    private static final Duration TTL = Duration.ofSeconds(60);
    private final MovingClock clock = new MovingClock(Instant.parse("2026-11-26T10:00:00Z"));
    private final AtomicInteger loads = new AtomicInteger();
    private volatile double target = 10;
    private Runnable duringLoad = () -> { };

    private Optional<ProcessDefinition> load(long id) {
        loads.incrementAndGet();
        ProcessDefinition read = definition(id, target);
        duringLoad.run();
        return Optional.of(read);
    }

    private final ProcessDirectory directory = new ProcessDirectory(this::load, clock, TTL);

    @Test
    void aDefinitionIsServedFromMemoryUntilItChanges() {
        assertThat(directory.find(1).orElseThrow().target()).isEqualTo(10);
        assertThat(directory.find(1).orElseThrow().target()).isEqualTo(10);
        assertThat(loads).hasValue(1);
        target = 11;
        directory.onProcessChanged(ProcessChanged.elsewhere(1));
        assertThat(directory.find(1).orElseThrow().target()).isEqualTo(11);
        assertThat(loads).hasValue(2);
    }

    @Test
    void aChangeWhoseEventWasLostArrivesWhenTheEntryExpires() {
        directory.find(1);
        target = 12;
        clock.advance(TTL.minusMillis(1));
        assertThat(directory.find(1).orElseThrow().target()).isEqualTo(10);
        clock.advance(Duration.ofMillis(1));
        assertThat(directory.find(1).orElseThrow().target()).isEqualTo(12);
    }

    @Test
    void aLookupThatOverlapsAChangeDoesNotCacheWhatItRead() {
        duringLoad = () -> {
            target = 13; // the change commits after the lookup read the old definition
            duringLoad = () -> { };
            directory.onProcessChanged(ProcessChanged.elsewhere(1));
        };
        assertThat(directory.find(1).orElseThrow().target()).as("what it read").isEqualTo(10);
        assertThat(directory.find(1).orElseThrow().target()).as("read again, not the stale copy").isEqualTo(13);
    }

    @Test
    void aTimeToLiveThatIsNotPositiveIsRefusedByName() {
        assertThatThrownBy(() -> new ProcessDirectory(this::load, clock, Duration.ZERO))
                .hasMessageContaining("targetwise.ingest.process-cache-ttl");
    }

    private static ProcessDefinition definition(long id, double target) {
        return new ProcessDefinition(id, "p" + id, null,
                List.of(new ProcessDefinition.DesignVariable("x", "mm", 0.0, 1.0, null)), List.of(),
                new ProcessDefinition.Output("y", "mm"), target, 0.0, 20.0, 2);
    }
}

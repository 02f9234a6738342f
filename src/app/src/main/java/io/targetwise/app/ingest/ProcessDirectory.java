package io.targetwise.app.ingest;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongFunction;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import io.targetwise.app.process.ProcessChanged;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;

/**
 * Process definitions as the ingest path needs them: looked up once, then served from memory until the definition
 * changes, on this instance or on another (whose change arrives as a remote {@link ProcessChanged}), and for at most
 * {@code targetwise.ingest.process-cache-ttl}, so that a change whose event was lost still arrives. A lookup that
 * overlaps a change does not cache what it read, which may predate the change. Unknown ids are not cached, so a
 * process created later is found at once.
 */
@ApplicationScoped
public class ProcessDirectory {
    private final LongFunction<Optional<ProcessDefinition>> load;
    private final Clock clock;
    private final Duration timeToLive;
    private final Map<Long, Cached> cache = new ConcurrentHashMap<>();
    /** Counts changes, so that a lookup can tell whether one happened while it read. */
    private final AtomicLong changes = new AtomicLong();

    private record Cached(ProcessDefinition definition, Instant loadedAt) {
    }

    @Inject
    ProcessDirectory(ProcessService processes, Clock clock,
            @ConfigProperty(name = "targetwise.ingest.process-cache-ttl") Duration timeToLive) {
        this(processes::find, clock, timeToLive);
    }

    ProcessDirectory(LongFunction<Optional<ProcessDefinition>> load, Clock clock, Duration timeToLive) {
        if (timeToLive.isNegative() || timeToLive.isZero()) {
            throw new IllegalArgumentException("targetwise.ingest.process-cache-ttl must be positive, got " + timeToLive);
        }
        this.load = load;
        this.clock = clock;
        this.timeToLive = timeToLive;
    }

    public Optional<ProcessDefinition> find(long processId) {
        Instant now = clock.instant();
        Cached cached = cache.get(processId);
        if (cached != null && now.isBefore(cached.loadedAt().plus(timeToLive))) {
            return Optional.of(cached.definition());
        }
        long changesBefore = changes.get();
        Optional<ProcessDefinition> loaded = load.apply(processId);
        // compute holds the entry while it decides; a change's removal waits for it and then clears what it put
        loaded.ifPresent(p -> cache.compute(processId,
                (id, old) -> changes.get() == changesBefore ? new Cached(p, now) : null));
        return loaded;
    }

    void onProcessChanged(@Observes(during = TransactionPhase.AFTER_SUCCESS) ProcessChanged event) {
        changes.incrementAndGet();
        cache.remove(event.processId());
    }
}

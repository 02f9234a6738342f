package io.targetwise.app.ingest;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import io.quarkus.runtime.ShutdownEvent;

/**
 * Holds the measurements stream while a fault outside the records lasts (database or broker unavailable): repeats
 * the step with pauses that double up to a limit; {@link IngestReadiness} reports DOWN while it waits. Records the stream
 * cannot take for good never get here: the ingest dead-letters them, so everything that does is worth waiting for.
 * The offsets of the batch are committed only once it is done, so a restart in the meantime loses nothing. Several
 * parts of a batch may wait at once: the stream counts as waiting from the first one's failure until the last one
 * succeeds.
 */
@ApplicationScoped
public class IngestRetry {
    private static final Logger LOG = Logger.getLogger(IngestRetry.class);

    private final Duration firstPause;
    private final Duration longestPause;
    private final Clock clock;
    private final AtomicInteger waitingSteps = new AtomicInteger();
    private volatile Instant waitingSince;
    private volatile String fault;
    private volatile boolean stopping;

    IngestRetry(@ConfigProperty(name = "targetwise.ingest.retry.first-pause") Duration firstPause,
            @ConfigProperty(name = "targetwise.ingest.retry.longest-pause") Duration longestPause, Clock clock) {
        this.firstPause = firstPause;
        this.longestPause = longestPause;
        this.clock = clock;
    }

    /** Runs {@code step} until it succeeds; only a stopping application ends the wait with its last failure. */
    <T> T untilDone(String step, Supplier<T> work) {
        Duration pause = firstPause;
        boolean waiting = false;
        try {
            while (true) {
                try {
                    return work.get();
                } catch (RuntimeException e) {
                    if (stopping) {
                        throw e;
                    }
                    if (!waiting) {
                        waiting = true;
                        if (waitingSteps.getAndIncrement() == 0) {
                            waitingSince = clock.instant();
                            LOG.warnf(e, "Ingest waits: %s failed; retrying until it succeeds", step);
                        }
                    } else {
                        LOG.debugf("Ingest still waiting: %s failed again: %s", step, e);
                    }
                    fault = step + " failed: " + e;
                    sleep(pause);
                    pause = pause.multipliedBy(2).compareTo(longestPause) > 0 ? longestPause : pause.multipliedBy(2);
                }
            }
        } finally {
            if (waiting && waitingSteps.decrementAndGet() == 0) {
                Instant since = waitingSince;
                if (since != null && !stopping) {
                    LOG.infof("Ingest resumed after waiting %s (%s)", Duration.between(since, clock.instant()), fault);
                }
                waitingSince = null;
                fault = null;
            }
        }
    }

    void onShutdown(@Observes ShutdownEvent event) {
        stopping = true;
    }

    private static void sleep(Duration pause) {
        try {
            Thread.sleep(pause.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting to retry", e);
        }
    }

    /** Since when, and for what, the stream has been waiting; empty while it flows. */
    Optional<Waiting> waiting() {
        Instant since = waitingSince;
        return since == null ? Optional.empty() : Optional.of(new Waiting(since, String.valueOf(fault)));
    }

    record Waiting(Instant since, String fault) {
    }
}

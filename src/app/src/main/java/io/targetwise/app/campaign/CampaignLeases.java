package io.targetwise.app.campaign;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceException;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.narayana.jta.QuarkusTransactionException;
import io.quarkus.runtime.Startup;
import io.targetwise.app.proposal.WriteFence;

/**
 * Mutual exclusion of campaign work across application instances, through a lease row per process in the shared
 * database (works the same on PostgreSQL and H2). An instance holds a process's lease only while it works on it,
 * renewing it every third of {@code targetwise.campaign.lease-duration} for as long as the work runs; should the
 * instance die (or stall past the lease), the lease expires and another instance may take it over.
 * <p>
 * Each taking of a lease raises its generation, a fencing token: every write of campaign work first
 * {@link Lease#confirm() confirms}, in its own transaction and under the row's lock, that this instance still holds
 * the lease with the generation it took. A write of work whose lease was taken over is therefore refused, however
 * long its instance stalled, and two instances never record proposals for one process. Every instance has its own id
 * ({@code targetwise.instance-id}, random per start by default).
 */
@ApplicationScoped
@Startup // the lease counters are exported, at zero, from the start
public class CampaignLeases {
    private static final Logger LOG = Logger.getLogger(CampaignLeases.class);

    private final String instanceId;
    private final Duration duration;
    private final Clock clock;
    private final EntityManager em;
    private final ScheduledExecutorService heartbeat;
    private final Counter renewals;
    private final Counter lost;
    private final Counter busy;
    /** Leases this instance's workers hold: a second worker here waits for the first, like another instance. */
    private final Map<Long, Lease> held = new ConcurrentHashMap<>();

    CampaignLeases(@ConfigProperty(name = "targetwise.instance-id") String instanceId,
            @ConfigProperty(name = "targetwise.campaign.lease-duration") Duration duration, Clock clock,
            EntityManager em, MeterRegistry metrics) {
        if (duration.isNegative() || duration.isZero()) {
            throw new IllegalArgumentException("targetwise.campaign.lease-duration must be positive, got " + duration);
        }
        if (instanceId.isBlank() || instanceId.length() > 120) {
            throw new IllegalArgumentException("targetwise.instance-id must be 1 to 120 characters, got '" + instanceId + "'");
        }
        this.instanceId = instanceId;
        this.duration = duration;
        this.clock = clock;
        this.em = em;
        this.heartbeat = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread t = new Thread(task, "campaign-lease-heartbeat");
            t.setDaemon(true);
            return t;
        });
        this.renewals = Counter.builder("targetwise.campaign.lease.renewals")
                .description("Campaign leases extended by the heartbeat while their work ran").register(metrics);
        this.lost = Counter.builder("targetwise.campaign.leases.lost")
                .description("Campaign work abandoned because another instance took its lease over").register(metrics);
        this.busy = Counter.builder("targetwise.campaign.leases.busy")
                .description("Campaign work not begun because another instance or worker held the lease")
                .register(metrics);
    }

    public String instanceId() {
        return instanceId;
    }

    /**
     * Runs {@code work} while holding the process's lease, renewed until the work ends. The work must
     * {@link Lease#confirm() confirm} the lease in each transaction that writes its results.
     *
     * @throws LeaseHeldElsewhereException if another instance, or another worker of this one, holds it
     * @throws LeaseLostException from the work's writes once another instance has taken the lease over
     */
    public <T> T underLease(long processId, Function<Lease, T> work) {
        Lease lease = tryAcquire(processId);
        if (lease == null) {
            busy.increment();
            throw new LeaseHeldElsewhereException(processId);
        }
        long period = Math.max(1, duration.toMillis() / 3);
        ScheduledFuture<?> renewing = heartbeat.scheduleAtFixedRate(lease::renew, period, period, TimeUnit.MILLISECONDS);
        try {
            return work.apply(lease);
        } finally {
            renewing.cancel(false);
            held.remove(processId, lease);
            release(lease);
        }
    }

    /** @return the lease taken, or null if it is held (here or elsewhere) and has not expired */
    Lease tryAcquire(long processId) {
        Lease lease = new Lease(processId);
        if (held.putIfAbsent(processId, lease) != null) {
            return null;
        }
        Long generation = null;
        try {
            generation = takeFromDatabase(processId);
            return generation == null ? null : lease.takenAs(generation);
        } finally {
            if (generation == null) {
                held.remove(processId, lease);
            }
        }
    }

    /**
     * Takes the row if it is expired, or is this instance's own (left by a crash of an instance that restarted
     * under the same id), raising its generation; inserts it with generation 1 for a process never leased.
     */
    private Long takeFromDatabase(long processId) {
        Instant now = Instant.now(clock);
        Long taken = QuarkusTransaction.requiringNew().call(() -> {
            int updated = em.createNativeQuery("update campaign_lease set owner = ?1, expires_at = ?2,"
                    + " generation = generation + 1 where process_id = ?3 and (owner = ?1 or expires_at <= ?4)")
                    .setParameter(1, instanceId).setParameter(2, now.plus(duration)).setParameter(3, processId)
                    .setParameter(4, now).executeUpdate();
            return updated == 0 ? null : ((Number) em.createNativeQuery(
                    "select generation from campaign_lease where process_id = ?1").setParameter(1, processId)
                    .getSingleResult()).longValue();
        });
        if (taken != null) {
            return taken;
        }
        try {
            return QuarkusTransaction.requiringNew().call(() -> {
                boolean exists = ((Number) em.createNativeQuery(
                        "select count(*) from campaign_lease where process_id = ?1").setParameter(1, processId)
                        .getSingleResult()).longValue() > 0;
                if (exists) {
                    return null;
                }
                em.createNativeQuery("insert into campaign_lease (process_id, owner, expires_at, generation)"
                        + " values (?1, ?2, ?3, 1)")
                        .setParameter(1, processId).setParameter(2, instanceId).setParameter(3, now.plus(duration))
                        .executeUpdate();
                return 1L;
            });
        } catch (PersistenceException | QuarkusTransactionException raced) {
            return null; // another instance inserted the row first
        }
    }

    /** Ends the lease at once; the row stays, so its generation keeps rising across holders. */
    private void release(Lease lease) {
        try {
            QuarkusTransaction.requiringNew().run(() -> em.createNativeQuery("update campaign_lease set expires_at = ?1"
                    + " where process_id = ?2 and owner = ?3 and generation = ?4")
                    .setParameter(1, Instant.now(clock)).setParameter(2, lease.processId).setParameter(3, instanceId)
                    .setParameter(4, lease.generation).executeUpdate());
        } catch (RuntimeException e) {
            LOG.warnf("Lease of process %d not released (%s); it expires on its own", lease.processId, e.getMessage());
        }
    }

    /** A clean stop hands every lease back at once rather than letting them expire. */
    @PreDestroy
    void releaseAll() {
        heartbeat.shutdownNow();
        try {
            QuarkusTransaction.requiringNew().run(() -> em.createNativeQuery(
                    "update campaign_lease set expires_at = ?1 where owner = ?2")
                    .setParameter(1, Instant.now(clock)).setParameter(2, instanceId).executeUpdate());
        } catch (RuntimeException shuttingDown) {
            // the datasource may already be closed; the leases then expire on their own
        }
    }

    /**
     * One holding of a process's lease: its generation, renewed by the heartbeat, confirmed by each write. A fit
     * whose lease is lost runs on to its end (interrupting it could break native libraries mid-initialisation, for
     * the whole JVM) and is then refused at its first write.
     */
    public final class Lease implements WriteFence {
        private final long processId;
        private final AtomicBoolean lostReported = new AtomicBoolean();
        private volatile long generation;

        private Lease(long processId) {
            this.processId = processId;
        }

        private Lease takenAs(long takenGeneration) {
            generation = takenGeneration;
            return this;
        }

        long processId() {
            return processId;
        }

        long generation() {
            return generation;
        }

        /**
         * Extends the lease if this holding still owns it. Called inside a transaction, the update also locks the
         * row until that transaction ends, so a takeover waits for the write it would otherwise race.
         */
        private boolean extend() {
            Instant now = Instant.now(clock);
            return em.createNativeQuery("update campaign_lease set expires_at = ?1"
                    + " where process_id = ?2 and owner = ?3 and generation = ?4")
                    .setParameter(1, now.plus(duration)).setParameter(2, processId).setParameter(3, instanceId)
                    .setParameter(4, generation).executeUpdate() == 1;
        }

        /** The heartbeat: a failure of the database is retried at the next beat, a lost lease reported once. */
        private void renew() {
            if (lostReported.get()) {
                return;
            }
            try {
                if (QuarkusTransaction.requiringNew().call(this::extend)) {
                    renewals.increment();
                } else {
                    reportLost();
                }
            } catch (RuntimeException e) {
                LOG.warnf("Lease of process %d not renewed (%s); retrying", processId, e.getMessage());
            }
        }

        /**
         * Call first in each transaction that writes campaign work: checks this holding still owns the lease, extends
         * it, and locks its row until the transaction ends.
         *
         * @throws LeaseLostException if another instance took the lease over; the transaction must roll back
         */
        @Override
        public void confirm() {
            if (!extend()) {
                reportLost();
                throw new LeaseLostException(processId, generation);
            }
        }

        private void reportLost() {
            if (lostReported.compareAndSet(false, true)) {
                lost.increment();
                LOG.warnf("Lost the campaign lease of process %d (generation %d) to another instance: this instance"
                        + " abandons its work on the process and will store none of it", processId, generation);
            }
        }
    }

    /** Another instance, or another worker of this one, is working on this process's campaign right now. */
    public static class LeaseHeldElsewhereException extends io.targetwise.app.common.ConflictException {
        LeaseHeldElsewhereException(long processId) {
            super("other work on the campaign of process " + processId + " is running right now; try again shortly");
        }
    }

    /** This instance's work on a process outlived its lease and another instance took it over: the work is void. */
    public static class LeaseLostException extends io.targetwise.app.common.ConflictException {
        LeaseLostException(long processId, long generation) {
            super("the campaign lease of process " + processId + " (generation " + generation
                    + ") was taken over by another instance; this work was not stored");
        }
    }
}

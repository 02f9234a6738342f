package io.targetwise.campaign;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Supplier;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceException;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import io.quarkus.narayana.jta.QuarkusTransaction;

/**
 * Mutual exclusion of campaign work across application instances, through a lease row per process in the shared
 * database (works the same on PostgreSQL and H2). An instance holds a process's lease only while it works on it;
 * should it die mid-work, the lease expires after {@code targetwise.campaign.lease-duration} and another instance
 * may take over. Every instance has its own id ({@code targetwise.instance-id}, random per start by default).
 */
@ApplicationScoped
public class CampaignLeases {
    private final String instanceId;
    private final Duration duration;
    private final Clock clock;
    private final EntityManager em;

    CampaignLeases(@ConfigProperty(name = "targetwise.instance-id") String instanceId,
            @ConfigProperty(name = "targetwise.campaign.lease-duration") Duration duration, Clock clock,
            EntityManager em) {
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
    }

    public String instanceId() {
        return instanceId;
    }

    /**
     * Runs {@code work} while holding the process's lease.
     *
     * @throws LeaseHeldElsewhereException if another live instance holds it
     */
    public <T> T underLease(long processId, Supplier<T> work) {
        if (!tryAcquire(processId)) {
            throw new LeaseHeldElsewhereException(processId);
        }
        try {
            return work.get();
        } finally {
            release(processId);
        }
    }

    boolean tryAcquire(long processId) {
        Instant now = Instant.now(clock);
        int taken = QuarkusTransaction.requiringNew().call(() -> em.createNativeQuery(
                "update campaign_lease set owner = ?1, expires_at = ?2 where process_id = ?3"
                        + " and (owner = ?1 or expires_at < ?4)")
                .setParameter(1, instanceId).setParameter(2, now.plus(duration)).setParameter(3, processId)
                .setParameter(4, now).executeUpdate());
        if (taken == 1) {
            return true;
        }
        try {
            return QuarkusTransaction.requiringNew().call(() -> {
                boolean exists = ((Number) em.createNativeQuery(
                        "select count(*) from campaign_lease where process_id = ?1").setParameter(1, processId)
                        .getSingleResult()).longValue() > 0;
                if (exists) {
                    return false;
                }
                em.createNativeQuery("insert into campaign_lease (process_id, owner, expires_at) values (?1, ?2, ?3)")
                        .setParameter(1, processId).setParameter(2, instanceId).setParameter(3, now.plus(duration))
                        .executeUpdate();
                return true;
            });
        } catch (PersistenceException | io.quarkus.narayana.jta.QuarkusTransactionException raced) {
            return false; // another instance inserted the row first
        }
    }

    void release(long processId) {
        QuarkusTransaction.requiringNew().run(() -> em.createNativeQuery(
                "delete from campaign_lease where process_id = ?1 and owner = ?2")
                .setParameter(1, processId).setParameter(2, instanceId).executeUpdate());
    }

    /** A clean stop hands every lease back at once rather than letting them expire. */
    @PreDestroy
    void releaseAll() {
        try {
            QuarkusTransaction.requiringNew().run(() -> em.createNativeQuery("delete from campaign_lease where owner = ?1")
                    .setParameter(1, instanceId).executeUpdate());
        } catch (RuntimeException shuttingDown) {
            // the datasource may already be closed; the leases then expire on their own
        }
    }

    /** Another instance is working on this process's campaign right now. */
    public static class LeaseHeldElsewhereException extends io.targetwise.common.ConflictException {
        LeaseHeldElsewhereException(long processId) {
            super("another instance is working on the campaign of process " + processId + " right now; try again shortly");
        }
    }
}

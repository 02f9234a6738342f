package io.targetwise.app.campaign;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusMock;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.targetwise.app.ShortTimeouts;
import io.targetwise.app.ingest.MeasurementRows;
import io.targetwise.app.ingest.MeasurementStore;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.readings.DesignPoints;
import io.targetwise.app.readings.Readings;
import io.targetwise.app.proposal.ProposalRounds;
import io.targetwise.app.proposal.ProposalRows;
import io.targetwise.app.proposal.ProposalStatus;
import io.targetwise.app.proposal.ProposalView;
import io.targetwise.core.Point;
import io.targetwise.core.proposal.Incumbent;

/**
 * Campaign leases under work longer than the lease: the heartbeat keeps the lease, so another instance cannot take it
 * while the work runs; and work whose lease another instance took over (this one stalled past it) stores nothing; and
 * a completed setpoint whose automatic run found the lease held elsewhere is proposed on once the lease is free, not
 * dropped. The lease lasts one second here; long work is a fast fit held before its first write, as the heartbeat
 * runs beside the work whatever it does (LeaseFailoverIT keeps a lease through a real AutoDEUQ fit on two busy cores).
 */
@QuarkusTest
@TestProfile(ShortTimeouts.class)
class CampaignLeasesTest {

    @Inject
    ProcessService processes;
    @Inject
    CampaignSettingsService settings;
    @Inject
    CampaignService campaigns;
    @Inject
    CampaignLeases leases;
    @Inject
    CampaignHistory history;
    @Inject
    MeterRegistry metrics;
    @Inject
    Readings readings;
    @Inject
    OperatingLimits operatingLimits;
    @Inject
    ProposalRounds rounds;
    @Inject
    DesignPoints designPoints;
    @Inject
    MeasurementStore store;
    @Inject
    EntityManager em;
    @Inject
    Clock clock;
    @ConfigProperty(name = "targetwise.campaign.lease-duration")
    Duration leaseDuration;

    ProcessDefinition process;

    @BeforeEach
    void setUp() {
        process = processes.create(new ProcessDefinition(null, "Leased " + UUID.randomUUID(), null,
                List.of(new ProcessDefinition.DesignVariable("x", "mm", 0.0, 1.0, null)), List.of(),
                new ProcessDefinition.Output("y", "V"), 0.5, 0.3, 0.7, 3));
    }

    /**
     * A campaign of three completed setpoints, no automatic refit (inactive), whose work does {@code beforeWriting}
     * after its fit and before it records the refit, its first write under the lease.
     */
    private void campaignWhoseWorkBeforeWriting(Runnable beforeWriting) {
        settings.configure(process.id(), new CampaignSettingsBody("gp-krr", "robust-ei", null, 1, false).parse());
        completeSetpoint(0.2);
        completeSetpoint(0.5);
        completeSetpoint(0.8);
        QuarkusMock.installMockForType(new CampaignHistory(clock, designPoints) {
            @Override
            int record(CampaignLeases.Lease lease, Incumbent incumbent, int measurements, long fitMillis,
                    String fitted) {
                beforeWriting.run();
                return super.record(lease, incumbent, measurements, fitMillis, fitted);
            }
        }, CampaignHistory.class);
    }

    private static void workFor(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private CompletableFuture<List<ProposalView>> proposeInBackground() {
        return CompletableFuture.supplyAsync(() -> campaigns.proposeNow(process.id(), 1));
    }

    /** What another instance does: an instance of its own id on the same database. */
    private CampaignLeases otherInstance() {
        return new CampaignLeases("other-" + UUID.randomUUID(), leaseDuration, clock, em, new SimpleMeterRegistry());
    }

    /** Another instance takes the lease over, as it would once this one stalled past the lease's expiry. */
    private void takeOverBehindItsBack(String owner) {
        QuarkusTransaction.requiringNew().run(() -> em.createNativeQuery("update campaign_lease set owner = ?1,"
                + " generation = generation + 1, expires_at = ?2 where process_id = ?3").setParameter(1, owner)
                .setParameter(2, Instant.now(clock).plus(Duration.ofHours(1))).setParameter(3, process.id())
                .executeUpdate());
    }

    /** Waits until this instance's worker holds the process's lease. */
    private void awaitWorkerHoldsLease() {
        await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(20)).until(() -> QuarkusTransaction
                .requiringNew().call(() -> em.createNativeQuery("select owner from campaign_lease where process_id = ?1")
                        .setParameter(1, process.id()).getResultList()).contains(leases.instanceId()));
    }

    private Object[] leaseRow() {
        return QuarkusTransaction.requiringNew().call(() -> (Object[]) em.createNativeQuery(
                "select owner, generation from campaign_lease where process_id = ?1").setParameter(1, process.id())
                .getSingleResult());
    }

    private long rows(String entity) {
        return QuarkusTransaction.requiringNew().call(() -> em.createQuery(
                "select count(*) from " + entity + " e where e.processId = ?1", Long.class)
                .setParameter(1, process.id()).getSingleResult());
    }

    private double counter(String name) {
        return metrics.get(name).counter().count();
    }

    @Test
    void workLongerThanTheLeaseKeepsItAndStoresOneSetOfProposals() {
        Duration work = leaseDuration.multipliedBy(3);
        campaignWhoseWorkBeforeWriting(() -> workFor(work));
        double renewalsBefore = counter("targetwise.campaign.lease.renewals");
        CampaignLeases other = otherInstance();
        AtomicInteger attempts = new AtomicInteger();
        List<Instant> takenByOther = new CopyOnWriteArrayList<>();

        CompletableFuture<List<ProposalView>> proposing = proposeInBackground();
        awaitWorkerHoldsLease();
        await().atMost(Duration.ofMinutes(1)).pollInterval(Duration.ofMillis(100)).until(() -> {
            attempts.incrementAndGet();
            if (other.tryAcquire(process.id()) != null) {
                takenByOther.add(Instant.now(clock));
            }
            return proposing.isDone();
        });
        other.releaseAll();

        List<ProposalView> proposed = proposing.join();
        double renewals = counter("targetwise.campaign.lease.renewals") - renewalsBefore;
        System.out.printf("Lease renewal: work of %d ms under a %d ms lease, %.0f renewals, %d takeover attempts"
                + " refused%n", work.toMillis(), leaseDuration.toMillis(), renewals, attempts.get());
        // Polling goes on until the work's future completes, a moment after its lease was released: a taking then is
        // fair. A taking before the proposal was stored would have refused the proposal.
        assertThat(takenByOther).as("takings by another instance").allSatisfy(
                at -> assertThat(at).isAfterOrEqualTo(proposed.get(0).createdAt()));
        assertThat(renewals).as("renewals").isGreaterThanOrEqualTo(2);
        assertThat(proposed).hasSize(1);
        assertThat(rows("ProposalEntity")).as("proposals stored").isEqualTo(1);
        assertThat(rows("CampaignIterationEntity")).as("iterations stored").isEqualTo(1);
        assertThat(proposed.get(0).createdBy()).isEqualTo(leases.instanceId());
    }

    /**
     * Work whose lease another instance took over while it ran (this one stalled past the lease's expiry) stores
     * nothing: here the other instance takes it between the fit and the first write, through the real campaign
     * service, workers and leases.
     */
    @Test
    void workWhoseLeaseWasTakenOverStoresNoProposals() {
        campaignWhoseWorkBeforeWriting(() -> takeOverBehindItsBack("stalled-elsewhere"));
        double lostBefore = counter("targetwise.campaign.leases.lost");
        double failuresBefore = counter("targetwise.campaign.failures");

        assertThatThrownBy(() -> proposeInBackground().join()).isInstanceOf(CompletionException.class)
                .hasCauseInstanceOf(CampaignLeases.LeaseLostException.class);
        assertThat(rows("ProposalEntity")).as("proposals stored").isZero();
        assertThat(rows("CampaignIterationEntity")).as("iterations stored").isZero();
        assertThat(counter("targetwise.campaign.leases.lost") - lostBefore).as("leases lost").isEqualTo(1);
        assertThat(counter("targetwise.campaign.failures")).as("not a failure").isEqualTo(failuresBefore);
        assertThat(leaseRow()).as("the new holder keeps its lease").containsExactly("stalled-elsewhere", 2L);
    }

    @Test
    void aWriteUnderALeaseTakenOverIsRefusedInItsTransaction() {
        Incumbent incumbent = new Incumbent(Point.of(0.5), 0.01, 0.5, 0.05, 3);

        int first = leases.underLease(process.id(), lease -> history.record(lease, incumbent, 3, 1, "the data"));
        assertThatThrownBy(() -> leases.underLease(process.id(), lease -> {
            assertThat(lease.generation()).as("each taking raises the generation").isEqualTo(2);
            takeOverBehindItsBack("stalled-elsewhere");
            return history.record(lease, incumbent, 3, 1, "the data");
        })).isInstanceOf(CampaignLeases.LeaseLostException.class).hasMessageContaining("generation 2");

        assertThat(first).isEqualTo(1);
        assertThat(rows("CampaignIterationEntity")).as("only the write under the held lease").isEqualTo(1);
        assertThat(leaseRow()).as("the holder that took over keeps the lease").containsExactly("stalled-elsewhere", 3L);
    }

    /**
     * An instance that refits data another instance fitted before it (it took the lease over, or restarted) records no
     * second iteration: its model has the version already recorded. New data is a new iteration.
     */
    @Test
    void aRefitOfDataAlreadyFittedRecordsNoSecondIteration() {
        Incumbent incumbent = new Incumbent(Point.of(0.5), 0.01, 0.5, 0.05, 3);

        int first = leases.underLease(process.id(), lease -> history.record(lease, incumbent, 3, 1, "3 readings"));
        int again = otherInstance().underLease(process.id(),
                lease -> history.record(lease, incumbent, 3, 1, "3 readings"));
        int more = leases.underLease(process.id(), lease -> history.record(lease, incumbent, 6, 1, "6 readings"));

        assertThat(List.of(first, again, more)).containsExactly(1, 1, 2);
        assertThat(rows("CampaignIterationEntity")).as("one iteration per data fitted").isEqualTo(2);
    }

    /** Stores the process's replicates at {@code x} through the ingest's store, completing that setpoint. */
    private void completeSetpoint(double x) {
        MeasurementRows.ingest(store, process, new double[] {x}, x - 0.02, x, x + 0.02);
    }

    private void setLeaseExpiry(Instant expiresAt) {
        QuarkusTransaction.requiringNew().run(() -> em.createNativeQuery(
                "update campaign_lease set expires_at = ?1 where process_id = ?2").setParameter(1, expiresAt)
                .setParameter(2, process.id()).executeUpdate());
    }

    @Test
    void aCompletionWhoseRunFoundTheLeaseHeldElsewhereIsProposedOnOnceItIsFree() {
        settings.configure(process.id(), new CampaignSettingsBody("gp-krr", "robust-ei", null, 1, true).parse());
        CampaignLeases other = otherInstance();
        assertThat(other.tryAcquire(process.id())).as("the other instance takes the lease").isNotNull();
        setLeaseExpiry(Instant.now(clock).plus(Duration.ofHours(1))); // held as if its fit ran on
        double busyBefore = counter("targetwise.campaign.leases.busy");

        completeSetpoint(0.2);
        completeSetpoint(0.8); // the initial design of one variable is complete: this completion asks for a proposal
        await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(50))
                .until(() -> counter("targetwise.campaign.leases.busy") - busyBefore >= 2);
        assertThat(rows("ProposalEntity")).as("proposals while the lease is held elsewhere").isZero();

        setLeaseExpiry(Instant.now(clock).minusSeconds(1)); // the other instance's work ended without its stop
        await().atMost(Duration.ofSeconds(60)).until(() -> rows("ProposalEntity") == 1);
        ProposalRows.Row proposal = ProposalRows.of(process.id()).get(0);
        assertThat(proposal.createdBy()).isEqualTo(leases.instanceId());
        assertThat(proposal.status()).isEqualTo(ProposalStatus.OPEN);
    }

    /**
     * The database away while a completion's run is due (here: the lease table gone, which the run touches first):
     * the run is tried again until the database answers, and the completion gets its proposal without new readings,
     * as a plant that keeps reading at a setpoint already complete brings none. The fault soak found that a run
     * failed by a database outage was dropped, and no proposal came for 7 minutes.
     */
    @Test
    void aCompletionWhoseRunMetADatabaseFaultIsProposedOnOnceTheDatabaseIsBack() {
        settings.configure(process.id(), new CampaignSettingsBody("gp-krr", "robust-ei", null, 1, true).parse());
        double deferredBefore = counter("targetwise.campaign.runs.deferred");
        renameLeaseTable("campaign_lease", "campaign_lease_away");
        try {
            completeSetpoint(0.2);
            completeSetpoint(0.8); // the initial design is complete: this completion asks for a proposal
            await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(50))
                    .until(() -> counter("targetwise.campaign.runs.deferred") - deferredBefore >= 2);
            assertThat(rows("ProposalEntity")).as("proposals while the database fails").isZero();
        } finally {
            renameLeaseTable("campaign_lease_away", "campaign_lease");
        }
        await().atMost(Duration.ofSeconds(60)).until(() -> rows("ProposalEntity") == 1);
    }

    private void renameLeaseTable(String from, String to) {
        QuarkusTransaction.requiringNew().run(() -> em.createNativeQuery("alter table " + from + " rename to " + to)
                .executeUpdate());
    }

    /**
     * One round of proposals per question across instances, under starvation. Instance a (built here: an id, lease,
     * campaign and clock of its own on the same database) fits, and is starved just before its first write: its
     * worker and its lease's heartbeat stop at its clock, as in a JVM that gets no CPU. Its lease expires; this
     * instance takes it over and proposes. a, woken, finds its late write refused; a request again, on a or here (a
     * retry after a request's wait ran out, as in the failover IT), gets the round already made: the process has
     * one proposal.
     */
    @Test
    void anInstanceStarvedPastItsLeaseStoresNothingAndRequestsAgainGetTheRoundMade() {
        settings.configure(process.id(), new CampaignSettingsBody("gp-krr", "robust-ei", null, 1, false).parse());
        completeSetpoint(0.2);
        completeSetpoint(0.5);
        completeSetpoint(0.8);
        ProcessDefinition stored = processes.require(process.id());
        StallingClock aClock = new StallingClock(clock);
        CampaignHistory starvedAtFirstWrite = new CampaignHistory(clock, designPoints) {
            @Override
            int record(CampaignLeases.Lease lease, Incumbent incumbent, int measurements, long fitMillis,
                    String fitted) {
                aClock.stall();
                return super.record(lease, incumbent, measurements, fitMillis, fitted);
            }
        };
        CampaignLeases aLeases = new CampaignLeases("a-" + UUID.randomUUID(), leaseDuration, aClock, em,
                new SimpleMeterRegistry());
        CampaignModels a = new CampaignModels(new LiveCampaigns(settings, readings, operatingLimits,
                Duration.ofMinutes(1)), starvedAtFirstWrite, aLeases, rounds, designPoints);

        List<ProposalView> mine;
        List<ProposalView> aAgain;
        List<ProposalView> mineAgain;
        try {
            CompletableFuture<List<ProposalView>> starved = CompletableFuture.supplyAsync(() -> a.propose(stored, 1));
            await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(20)).until(aClock::stalled);
            mine = await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(50)).until(() -> {
                try {
                    return campaigns.proposeNow(process.id(), 1);
                } catch (CampaignLeases.LeaseHeldElsewhereException heldByStarvedA) {
                    return null;
                }
            }, Objects::nonNull);
            aClock.release();

            assertThatThrownBy(starved::join).as("a's late write").isInstanceOf(CompletionException.class)
                    .hasCauseInstanceOf(CampaignLeases.LeaseLostException.class);
            aAgain = a.propose(stored, 1);
            mineAgain = campaigns.proposeNow(process.id(), 1);
        } finally {
            aClock.release();
            aLeases.releaseAll();
        }

        assertThat(mine).hasSize(1);
        assertThat(mine.get(0).createdBy()).isEqualTo(leases.instanceId());
        assertThat(aAgain).as("a asked again").extracting(ProposalView::id).containsExactly(mine.get(0).id());
        assertThat(mineAgain).as("asked again here").extracting(ProposalView::id).containsExactly(mine.get(0).id());
        assertThat(ProposalRows.of(process.id())).as("the process's proposals").singleElement()
                .satisfies(p -> assertThat(p.status()).isEqualTo(ProposalStatus.OPEN));
        assertThat(rows("CampaignIterationEntity")).as("one iteration: a refitted the data this instance fitted")
                .isEqualTo(1);
    }

    /** A clock whose reads wait while it is stalled: the instance using it is starved of CPU. */
    private static final class StallingClock extends Clock {
        private final Clock clock;
        private final CountDownLatch released = new CountDownLatch(1);
        private volatile boolean stalled;

        StallingClock(Clock clock) {
            this.clock = clock;
        }

        void stall() {
            stalled = true;
        }

        boolean stalled() {
            return stalled;
        }

        void release() {
            released.countDown();
        }

        @Override
        public Instant instant() {
            if (stalled) {
                try {
                    released.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return clock.instant();
        }

        @Override
        public ZoneId getZone() {
            return clock.getZone();
        }

        @Override
        public Clock withZone(ZoneId zone) {
            throw new UnsupportedOperationException();
        }
    }
}

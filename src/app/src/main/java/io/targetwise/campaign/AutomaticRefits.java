package io.targetwise.campaign;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.targetwise.common.ConflictException;
import io.targetwise.ingest.MeasurementsStored;
import io.targetwise.process.ProcessDefinition;
import io.targetwise.process.ProcessService;
import io.targetwise.proposal.SelectionRule;
import io.targetwise.surrogate.ModelFittingException;

/**
 * Keeps active campaigns moving as data arrives: a setpoint whose replicates are complete proposes at once; other
 * new data refits after a quiet period that more data restarts, so a burst of readings costs one fit, never one per
 * message.
 */
@ApplicationScoped
class AutomaticRefits {
    private static final Logger LOG = Logger.getLogger(AutomaticRefits.class);
    private static final Duration COMPLETION_DELAY = Duration.ofMillis(200);

    private final ProcessService processes;
    private final CampaignSettingsService settings;
    private final CampaignModels models;
    private final CampaignWorkers workers;
    private final Duration quietPeriod;
    private final Map<Long, PendingRefit> pending = new ConcurrentHashMap<>();

    AutomaticRefits(ProcessService processes, CampaignSettingsService settings, CampaignModels models,
            CampaignWorkers workers, @ConfigProperty(name = "targetwise.campaign.quiet-period") Duration quietPeriod) {
        this.processes = processes;
        this.settings = settings;
        this.models = models;
        this.workers = workers;
        this.quietPeriod = quietPeriod;
    }

    void onMeasurementsStored(@Observes(during = TransactionPhase.AFTER_SUCCESS) MeasurementsStored event) {
        boolean completion = event.completedSetpoints() > 0;
        pending.compute(event.processId(), (id, previous) -> {
            if (previous != null && !previous.future().isDone()) {
                if (previous.completion() && !completion) {
                    return previous;
                }
                previous.future().cancel(false);
            }
            Duration delay = completion ? COMPLETION_DELAY : quietPeriod;
            return new PendingRefit(workers.schedule(() -> submit(id, completion), delay), completion);
        });
    }

    void onDriftCompensationRequested(@Observes DriftCompensationRequested request) {
        try {
            workers.submit(request.processId(), () -> compensate(request));
        } catch (RejectedExecutionException e) {
            LOG.warnf("Campaign workers busy; drift compensation of process %d waits for the next alarm",
                    request.processId());
        }
    }

    private Void compensate(DriftCompensationRequested request) {
        try {
            Optional<ProcessDefinition> process = processes.find(request.processId());
            CampaignSettings current = settings.settings(request.processId());
            if (process.isPresent() && current.active() && InitialDesign.of(process.get()).complete()) {
                models.compensate(process.get(), request.offset(), request.reason() + " ");
            }
        } catch (ModelFittingException | ConflictException e) {
            LOG.infof("No drift compensation for process %d: %s", request.processId(), e.getMessage());
        }
        return null;
    }

    private void submit(long processId, boolean completion) {
        try {
            workers.submit(processId, () -> run(processId, completion));
        } catch (RejectedExecutionException e) {
            LOG.warnf("Campaign workers busy; refit of process %d waits for the next data", processId);
        }
    }

    /**
     * Proposes on a completed setpoint or when nothing is open, once the initial design is complete and no drift
     * compensation awaits a decision; otherwise only refits, keeping open proposals (a proposal made during the
     * initial design would be superseded by the design's next setpoint, as operators saw on the demo plant).
     */
    private Void run(long processId, boolean completion) {
        try {
            Optional<ProcessDefinition> process = processes.find(processId);
            CampaignSettings current = settings.settings(processId);
            if (process.isEmpty() || !current.active()) {
                return null;
            }
            List<String> openRules = QuarkusTransaction.requiringNew().call(() -> ProposalEntity.getEntityManager()
                    .createQuery("select p.selectionRule from ProposalEntity p where p.processId = ?1 and p.status = ?2",
                            String.class).setParameter(1, processId).setParameter(2, ProposalStatus.OPEN)
                    .getResultList());
            boolean hasOpen = !openRules.isEmpty();
            // An open drift compensation answers the latest alarm: the readings that raised it must not supersede it
            // with a routine proposal a moment later.
            boolean compensationOpen = openRules.contains(SelectionRule.OFFSET_COMPENSATION.id());
            if (!InitialDesign.of(process.get()).complete() || compensationOpen) {
                models.refit(process.get());
            } else if (completion || !hasOpen) {
                models.propose(process.get(), current.batchSize());
            } else {
                models.refit(process.get());
            }
        } catch (ModelFittingException | ConflictException e) {
            LOG.infof("No proposal for process %d yet: %s", processId, e.getMessage());
        }
        return null;
    }

    private record PendingRefit(ScheduledFuture<?> future, boolean completion) {
    }
}

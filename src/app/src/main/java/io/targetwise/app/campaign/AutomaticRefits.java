package io.targetwise.app.campaign;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.Startup;
import io.targetwise.app.common.Coalescer;
import io.targetwise.app.common.ConflictException;
import io.targetwise.app.common.StorageFaults;
import io.targetwise.app.common.ValueList;
import io.targetwise.app.ingest.MeasurementsStored;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.proposal.ApprovedMove;
import io.targetwise.app.proposal.Proposals;
import io.targetwise.app.readings.DesignPoints;
import io.targetwise.app.readings.Readings;
import io.targetwise.app.readings.StoredReading;
import io.targetwise.core.proposal.SelectionRule;
import io.targetwise.core.surrogate.ModelFittingException;

/**
 * Keeps active campaigns moving as data arrives: a setpoint whose replicates are complete, or the latest approved
 * setpoint once the plant delivered its replicates there, proposes soon; other new data refits after a quiet period
 * that more data restarts (up to {@code targetwise.campaign.max-quiet-wait}). A burst of readings costs a bounded
 * number of fits, never one per batch ({@link Coalescer}): at most one run per process is scheduled or running, data stored while one
 * runs makes exactly one more follow it, and automatic runs of a process start at least
 * {@code targetwise.campaign.min-refit-interval} apart and their last run's duration over
 * {@code targetwise.campaign.max-refit-duty}; a setpoint completed meanwhile waits at most
 * {@code targetwise.campaign.max-proposal-wait} after the previous run ended (or the interval after it began). A run
 * that finds the process's lease held by another instance (partitions moving between instances) is tried again,
 * not dropped: the completed setpoint it was asked for may be one the lease holder did not see.
 */
@ApplicationScoped
@Startup // invalid intervals refuse the start, not the first readings
class AutomaticRefits {
    private static final Logger LOG = Logger.getLogger(AutomaticRefits.class);
    private static final Duration COMPLETION_DELAY = Duration.ofMillis(200);

    private final ProcessService processes;
    private final CampaignSettingsService settings;
    private final CampaignModels models;
    private final DesignProposals designs;
    private final CampaignWorkers workers;
    private final DesignPoints designPoints;
    private final Readings readings;
    private final Proposals proposals;
    /** Per process, the approval (by proposal id) whose delivery this instance has judged already. */
    private final Map<Long, Long> asked = new ConcurrentHashMap<>();
    private final Coalescer runs;
    private final Counter deferred;

    AutomaticRefits(ProcessService processes, CampaignSettingsService settings, CampaignModels models,
            DesignProposals designs, CampaignWorkers workers, DesignPoints designPoints, Readings readings,
            Proposals proposals,
            @ConfigProperty(name = "targetwise.campaign.quiet-period") Duration quietPeriod,
            @ConfigProperty(name = "targetwise.campaign.max-quiet-wait") Duration maxQuietWait,
            @ConfigProperty(name = "targetwise.campaign.min-refit-interval") Duration minRefitInterval,
            @ConfigProperty(name = "targetwise.campaign.max-refit-duty") double maxRefitDuty,
            @ConfigProperty(name = "targetwise.campaign.max-proposal-wait") Duration maxProposalWait,
            MeterRegistry metrics) {
        this.processes = processes;
        this.settings = settings;
        this.models = models;
        this.designs = designs;
        this.workers = workers;
        this.designPoints = designPoints;
        this.readings = readings;
        this.proposals = proposals;
        this.deferred = Counter.builder("targetwise.campaign.runs.deferred")
                .description("Automatic campaign runs that met a database fault of the moment and were tried again")
                .register(metrics);
        this.runs = new Coalescer("Campaign refit",
                Coalescer.nonNegative("targetwise.campaign.min-refit-interval", minRefitInterval),
                Coalescer.duty("targetwise.campaign.max-refit-duty", maxRefitDuty),
                Coalescer.nonNegative("targetwise.campaign.max-proposal-wait", maxProposalWait),
                Coalescer.nonNegative("targetwise.campaign.quiet-period", quietPeriod),
                Coalescer.nonNegative("targetwise.campaign.max-quiet-wait", maxQuietWait), COMPLETION_DELAY,
                workers::schedule, (processId, completion) -> workers.submit(processId, () -> run(processId, completion)));
    }

    void onMeasurementsStored(@Observes(during = TransactionPhase.AFTER_SUCCESS) MeasurementsStored event) {
        // The plant waits on the proposal for its approved setpoint: at once. Other completions: soon.
        runs.arrived(event.processId(), owesProposalOnApproval(event) ? Coalescer.Arrival.AWAITED
                : event.completedSetpoints() > 0 ? Coalescer.Arrival.URGENT : Coalescer.Arrival.ROUTINE);
    }

    /** New search limits (the autopilot switched on or resumed): a proposal within them at once. */
    void onProposalWanted(@Observes(during = TransactionPhase.AFTER_SUCCESS) ProposalWanted wanted) {
        runs.arrived(wanted.processId(), Coalescer.Arrival.AWAITED);
    }

    /**
     * Whether the plant, which brought these readings, has delivered the replicates it owed the latest approved
     * setpoint and still waits for a proposal: none was made since the last of them arrived. Such a setpoint may have
     * been complete long before (a proposal may repeat one), so its design point's count says nothing. Asked from the
     * database, not only when a batch completes the replicates, so that a completion whose run died with its instance
     * (kill -9 just after the commit) is still answered at the next readings, on whichever instance stores them. Each
     * instance asks once per approval: readings stored while the proposal is being made must not ask for another.
     */
    private boolean owesProposalOnApproval(MeasurementsStored event) {
        long processId = event.processId();
        try {
            ProcessDefinition process = processes.find(processId).orElse(null);
            ApprovedMove approval = process == null ? null
                    : QuarkusTransaction.requiringNew().call(() -> proposals.latestApproval(processId)).orElse(null);
            if (approval == null || Long.valueOf(approval.proposalId()).equals(asked.get(processId))
                    || !event.changedSetpointKeys().contains(
                            ValueList.format(process.designPointSnapper().snap(approval.setpoint())))) {
                return false;
            }
            return QuarkusTransaction.requiringNew().call(() -> {
                List<StoredReading> replicates = approval.replicates(readings, process);
                if (replicates.size() < process.replicates()) {
                    return false;
                }
                asked.put(processId, approval.proposalId());
                Instant delivered = replicates.stream().map(StoredReading::receivedAt).max(Instant::compareTo)
                        .orElseThrow();
                return !proposals.madeSince(processId, delivered);
            });
        } catch (RuntimeException e) {
            // The ingest thread must go on; an ordinary run follows these readings all the same
            LOG.warnf("Could not tell whether process %d waits for a proposal on its approved setpoint: %s",
                    processId, e.getMessage());
            return false;
        }
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
            if (process.isPresent() && current.active() && InitialDesign.of(process.get(), designPoints).complete()) {
                models.compensate(process.get(), request.offset(), request.reason() + " ");
            }
        } catch (ModelFittingException | ConflictException e) {
            LOG.infof("No drift compensation for process %d: %s", request.processId(), e.getMessage());
        }
        return null;
    }

    /**
     * While the initial design is incomplete (or the plant follows the product's design to its last point) and
     * nothing is open, or on a completion or an asked-for run: the design's next move, if the plant waits for one
     * ({@link DesignProposals}; asked again with nothing changed, the open round answers). Otherwise
     * proposes on a completed setpoint or when nothing is open, once the design is done and no drift compensation
     * awaits a decision; else only refits, keeping open proposals (a model's proposal made during the initial design
     * would be superseded by the design's next setpoint, as operators saw on the demo plant).
     */
    private Coalescer.Outcome run(long processId, boolean completion) {
        try {
            Optional<ProcessDefinition> process = processes.find(processId);
            CampaignSettings current = settings.settings(processId);
            if (process.isEmpty() || !current.active()) {
                return Coalescer.Outcome.DONE;
            }
            List<String> openRules = QuarkusTransaction.requiringNew().call(() -> proposals.openRules(processId));
            boolean hasOpen = !openRules.isEmpty();
            // An open drift compensation answers the latest alarm: the readings that raised it must not supersede it
            // with a routine proposal a moment later.
            boolean compensationOpen = openRules.contains(SelectionRule.OFFSET_COMPENSATION.id());
            boolean designing = designs.designing(process.get(), InitialDesign.of(process.get(), designPoints));
            // An asked-for run (new limits: switched on, resumed) proposes the design's next move even while one is
            // open: that one was made under other limits, and the autopilot looks only at rounds made since.
            if (designing && (!hasOpen || completion) && designs.plantWaits(process.get())
                    && designs.proposeNext(process.get()).isPresent()) {
                return Coalescer.Outcome.DONE;
            }
            if (designing || compensationOpen) {
                models.refit(process.get());
            } else if (completion || !hasOpen) {
                models.propose(process.get(), current.batchSize());
            } else {
                models.refit(process.get());
            }
        } catch (CampaignLeases.LeaseHeldElsewhereException e) {
            return Coalescer.Outcome.BUSY;
        } catch (ModelFittingException | ConflictException e) {
            LOG.infof("No proposal for process %d yet: %s", processId, e.getMessage());
        } catch (RuntimeException e) {
            if (!StorageFaults.isFaultOfTheMoment(e)) {
                throw e;
            }
            // A plant that keeps reading at a setpoint already complete brings no new completion: a run dropped
            // here would leave the process without a proposal until some other change, so it is tried again.
            deferred.increment();
            LOG.warnf("Campaign run for process %d met a database fault and is tried again: %s", processId,
                    e.getMessage());
            return Coalescer.Outcome.BUSY;
        }
        return Coalescer.Outcome.DONE;
    }
}

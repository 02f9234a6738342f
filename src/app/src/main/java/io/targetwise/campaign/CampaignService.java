package io.targetwise.campaign;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.targetwise.acquisition.AcquisitionKind;
import io.targetwise.acquisition.AcquisitionSettings;
import io.targetwise.common.ConflictException;
import io.targetwise.common.FieldError;
import io.targetwise.common.InvalidRequestException;
import io.targetwise.ingest.MeasurementMessage;
import io.targetwise.ingest.MeasurementsStored;
import io.targetwise.process.ProcessChanged;
import io.targetwise.process.ProcessDefinition;
import io.targetwise.process.ProcessService;
import io.targetwise.proposal.Campaign;
import io.targetwise.proposal.Incumbent;
import io.targetwise.proposal.Proposal;
import io.targetwise.proposal.SearchSpace;
import io.targetwise.proposal.SetpointVariable;
import io.targetwise.surrogate.Measurement;

/**
 * Runs each process's optimisation campaign: keeps an ask/tell {@link Campaign} per process fed with the stored
 * measurements, refits when a setpoint's replicates are complete or after a quiet period (never per message), and
 * stores the proposals. Model work runs on a small bounded worker pool, so it never blocks the Kafka consumer, a
 * REST request thread beyond its wait, or the console; and under the process's {@link CampaignLeases lease}, so with
 * several application instances only one works on a process at a time. Each instance keeps its own in-memory
 * campaign and brings it up to date from the shared database before every piece of work.
 */
@ApplicationScoped
public class CampaignService {
    private static final Logger LOG = Logger.getLogger(CampaignService.class);
    private static final Duration COMPLETION_DELAY = Duration.ofMillis(200);
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(120);

    private final ProcessService processes;
    private final CampaignLeases leases;
    private final Clock clock;
    private final Event<ProposalsChanged> proposalsChanged;
    private final Duration quietPeriod;
    private final ThreadPoolExecutor workers;
    private final ScheduledExecutorService timer;
    private final Map<Long, LiveCampaign> live = new ConcurrentHashMap<>();
    private final Map<Long, PendingRefit> pending = new ConcurrentHashMap<>();

    CampaignService(ProcessService processes, CampaignLeases leases, Clock clock, Event<ProposalsChanged> proposalsChanged,
            @ConfigProperty(name = "targetwise.campaign.quiet-period") Duration quietPeriod,
            @ConfigProperty(name = "targetwise.campaign.workers") int workerCount) {
        if (workerCount < 1) {
            throw new IllegalArgumentException("targetwise.campaign.workers must be >= 1, got " + workerCount);
        }
        this.processes = processes;
        this.leases = leases;
        this.clock = clock;
        this.proposalsChanged = proposalsChanged;
        this.quietPeriod = quietPeriod;
        this.workers = new ThreadPoolExecutor(workerCount, workerCount, 0, TimeUnit.SECONDS,
                new ArrayBlockingQueue<>(256), daemonThreads("campaign-worker"), new ThreadPoolExecutor.AbortPolicy());
        this.timer = Executors.newSingleThreadScheduledExecutor(daemonThreads("campaign-timer"));
    }

    private static java.util.concurrent.ThreadFactory daemonThreads(String name) {
        java.util.concurrent.atomic.AtomicInteger n = new java.util.concurrent.atomic.AtomicInteger();
        return task -> {
            Thread t = new Thread(task, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    @PreDestroy
    void stop() {
        timer.shutdownNow();
        workers.shutdownNow();
    }

    // ----------------------------------------------------------------------------------------------- settings

    public CampaignSettings settings(long processId) {
        requireProcess(processId);
        return QuarkusTransaction.requiringNew().call(() -> Optional.ofNullable(CampaignEntity.<CampaignEntity>findById(processId))
                .map(e -> new CampaignSettings(e.surrogateKind, e.acquisitionKind, e.batchSize, e.active))
                .orElse(CampaignSettings.DEFAULTS));
    }

    /** @throws InvalidRequestException naming each unknown or out-of-range field */
    public CampaignSettings configure(long processId, CampaignSettings requested) {
        requireProcess(processId);
        CampaignSettings s = validate(requested);
        QuarkusTransaction.requiringNew().run(() -> {
            CampaignEntity found = CampaignEntity.findById(processId);
            CampaignEntity e = found == null ? new CampaignEntity() : found;
            e.processId = processId;
            e.surrogateKind = s.surrogate();
            e.acquisitionKind = s.acquisition();
            e.batchSize = s.batchSize();
            e.active = s.active();
            e.updatedAt = Instant.now(clock);
            if (found == null) {
                e.persist();
            }
        });
        live.remove(processId); // the next use builds the campaign with the new choice
        return s;
    }

    static CampaignSettings validate(CampaignSettings s) {
        if (s == null) {
            throw new InvalidRequestException("Invalid campaign settings", "body", "campaign settings are required");
        }
        List<FieldError> errors = new ArrayList<>();
        String surrogate = s.surrogate() == null ? CampaignSettings.DEFAULTS.surrogate() : s.surrogate();
        String acquisition = s.acquisition() == null ? CampaignSettings.DEFAULTS.acquisition() : s.acquisition();
        int batchSize = s.batchSize() == null ? CampaignSettings.DEFAULTS.batchSize() : s.batchSize();
        try {
            SurrogateChoice.fromId(surrogate);
        } catch (IllegalArgumentException e) {
            errors.add(new FieldError("surrogate", e.getMessage()));
        }
        try {
            AcquisitionKind.fromId(acquisition);
        } catch (IllegalArgumentException e) {
            errors.add(new FieldError("acquisition", e.getMessage()));
        }
        if (batchSize < 1 || batchSize > 20) {
            errors.add(new FieldError("batchSize", "must be between 1 and 20, got " + batchSize));
        }
        if (!errors.isEmpty()) {
            throw new InvalidRequestException("Invalid campaign settings", errors);
        }
        return new CampaignSettings(surrogate, acquisition, batchSize, s.active() == null || s.active());
    }

    void onProcessChanged(@Observes(during = TransactionPhase.AFTER_SUCCESS) ProcessChanged event) {
        live.remove(event.processId()); // bounds, resolution or target changed: rebuild from the stored data
    }

    // ---------------------------------------------------------------------------------------------- proposals

    /**
     * Proposes {@code count} setpoints now (the campaign's batch size when null) from a model brought up to date with
     * every stored measurement; open proposals of older models are superseded.
     *
     * @throws ConflictException if the data cannot support a model yet
     */
    public List<ProposalView> proposeNow(long processId, Integer count) {
        ProcessDefinition process = requireProcess(processId);
        if (count != null && (count < 1 || count > 20)) {
            throw new InvalidRequestException("Invalid proposal request", "count", "must be between 1 and 20, got " + count);
        }
        CompletableFuture<List<ProposalView>> result = CompletableFuture.supplyAsync(
                () -> propose(process, count == null ? settings(processId).batchSize() : count), workers);
        try {
            return result.get(REQUEST_TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        } catch (TimeoutException e) {
            throw new ConflictException("the model of process " + processId + " did not finish within " + REQUEST_TIMEOUT);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** A completed setpoint proposes at once; other new data refits after a quiet period, restarted by more data. */
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
            return new PendingRefit(timer.schedule(() -> submitAutomatic(id, completion), delay.toMillis(),
                    TimeUnit.MILLISECONDS), completion);
        });
    }

    private void submitAutomatic(long processId, boolean completion) {
        try {
            workers.execute(() -> automatic(processId, completion));
        } catch (java.util.concurrent.RejectedExecutionException e) {
            LOG.warnf("Campaign workers busy; refit of process %d waits for the next data", processId);
        }
    }

    private void automatic(long processId, boolean completion) {
        try {
            Optional<ProcessDefinition> process = processes.find(processId);
            if (process.isEmpty() || !settings(processId).active()) {
                return;
            }
            boolean hasOpen = QuarkusTransaction.requiringNew().call(
                    () -> ProposalEntity.count("processId = ?1 and status = ?2", processId, ProposalStatus.OPEN) > 0);
            if (completion || !hasOpen) {
                propose(process.get(), settings(processId).batchSize());
            } else {
                refit(process.get());
            }
        } catch (RuntimeException e) {
            LOG.infof("No proposal for process %d yet: %s", processId, e.getMessage());
        }
    }

    /**
     * The process's model brought up to date, with its incumbent, fitted on the worker pool: for views that draw
     * the model. The surrogate's inputs are setpoints in design-variable order. Completes exceptionally with a
     * {@link ConflictException} while the data cannot support a model.
     */
    public CompletableFuture<FittedModel> model(long processId) {
        ProcessDefinition process = requireProcess(processId);
        return CompletableFuture.supplyAsync(() -> refit(process), workers);
    }

    /** The incumbent by the robust criterion from a model brought up to date; empty before the data supports one. */
    public Optional<Incumbent> incumbent(long processId) {
        ProcessDefinition process = requireProcess(processId);
        try {
            return Optional.of(CompletableFuture.supplyAsync(() -> refit(process).incumbent(), workers)
                    .get(REQUEST_TIMEOUT.toSeconds(), TimeUnit.SECONDS));
        } catch (ExecutionException e) {
            return Optional.empty();
        } catch (TimeoutException e) {
            throw new ConflictException("the model of process " + processId + " did not finish within " + REQUEST_TIMEOUT);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private FittedModel refit(ProcessDefinition process) {
        return leases.underLease(process.id(), () -> refitHoldingLease(process));
    }

    private FittedModel refitHoldingLease(ProcessDefinition process) {
        LiveCampaign c = synced(process);
        long start = System.nanoTime();
        FittedModel model = modelled(() -> new FittedModel(c.campaign().surrogate(), c.campaign().incumbent()));
        recordIteration(process.id(), c, model.incumbent(), start);
        return model;
    }

    private List<ProposalView> propose(ProcessDefinition process, int count) {
        return leases.underLease(process.id(), () -> proposeHoldingLease(process, count));
    }

    private List<ProposalView> proposeHoldingLease(ProcessDefinition process, int count) {
        LiveCampaign c = synced(process);
        long start = System.nanoTime();
        List<Proposal> proposals = modelled(() -> c.campaign().ask(count));
        int version = proposals.isEmpty() ? c.recordedVersion()
                : recordIteration(process.id(), c, proposals.get(0).incumbent(), start);
        String acquisition = c.settings().acquisition();
        List<ProposalView> views = QuarkusTransaction.requiringNew().call(() -> {
            ProposalEntity.update("status = ?1 where processId = ?2 and status = ?3", ProposalStatus.SUPERSEDED,
                    process.id(), ProposalStatus.OPEN);
            List<ProposalView> stored = new ArrayList<>();
            for (Proposal p : proposals) {
                ProposalEntity e = toEntity(process.id(), p, acquisition, version);
                e.persist();
                stored.add(Proposals.view(e, process));
            }
            proposalsChanged.fire(new ProposalsChanged(process.id()));
            return stored;
        });
        LOG.infof("Process %d: %d proposal(s) from model version %d", process.id(), views.size(), version);
        return views;
    }

    private static <T> T modelled(java.util.function.Supplier<T> work) {
        try {
            return work.get();
        } catch (IllegalStateException | IllegalArgumentException e) {
            throw new ConflictException("the data cannot support a model yet: " + e.getMessage());
        }
    }

    /**
     * Stores the iteration if the campaign refitted since the last one; model versions continue across restarts.
     *
     * @return the stored model version the campaign's current model has
     */
    private int recordIteration(long processId, LiveCampaign c, Incumbent incumbent, long startNanos) {
        int campaignVersion = c.campaign().modelVersion();
        if (campaignVersion == c.campaignVersionRecorded()) {
            return c.recordedVersion();
        }
        long millis = (System.nanoTime() - startNanos) / 1_000_000;
        int version = QuarkusTransaction.requiringNew().call(() -> {
            Integer last = CampaignIterationEntity.getEntityManager().createQuery(
                    "select max(i.modelVersion) from CampaignIterationEntity i where i.processId = ?1", Integer.class)
                    .setParameter(1, processId).getSingleResult();
            CampaignIterationEntity it = new CampaignIterationEntity();
            it.processId = processId;
            it.modelVersion = last == null ? 1 : last + 1;
            it.fittedAt = Instant.now(clock);
            it.measurements = c.knownMeasurementIds().size();
            it.designPoints = (int) io.targetwise.ingest.DesignPointEntity.count("processId", processId);
            it.incumbentError = incumbent.robustError();
            it.incumbentSetpoint = incumbent.setpoint().toArray();
            it.fitMillis = millis;
            it.persist();
            return it.modelVersion;
        });
        c.recorded(campaignVersion, version);
        return version;
    }

    private ProposalEntity toEntity(long processId, Proposal p, String acquisition, int modelVersion) {
        ProposalEntity e = new ProposalEntity();
        e.processId = processId;
        e.createdAt = Instant.now(clock);
        e.status = ProposalStatus.OPEN;
        e.setpoint = p.setpoint().toArray();
        e.predictedMean = p.predictedMean();
        e.epistemicSd = p.epistemicSd();
        e.aleatoricSd = p.aleatoricSd();
        e.expectedSquaredError = p.expectedSquaredError();
        e.insideSpecProbability = p.insideSpecProbability();
        e.acquisitionKind = acquisition;
        e.acquisitionValue = p.acquisitionValue();
        e.incumbentError = p.incumbent().robustError();
        e.incumbentSetpoint = p.incumbent().setpoint().toArray();
        e.modelVersion = modelVersion;
        e.createdBy = leases.instanceId();
        return e;
    }

    // ------------------------------------------------------------------------------------- campaign per process

    /** The process's campaign, told every usable measurement stored so far (bad-quality readings excluded). */
    private LiveCampaign synced(ProcessDefinition process) {
        CampaignSettings settings = settings(process.id());
        LiveCampaign c = live.compute(process.id(), (id, existing) ->
                existing != null && existing.settings().equals(settings) ? existing : newCampaign(process, settings));
        synchronized (c) {
            List<Object[]> rows = QuarkusTransaction.requiringNew().call(() -> io.targetwise.ingest.MeasurementEntity
                    .getEntityManager().createQuery("select m.id, m.setpoint, m.output from MeasurementEntity m"
                            + " where m.processId = ?1 and m.quality <> ?2 order by m.id", Object[].class)
                    .setParameter(1, process.id()).setParameter(2, MeasurementMessage.Quality.BAD).getResultList());
            List<Measurement> fresh = new ArrayList<>();
            for (Object[] row : rows) {
                if (c.knownMeasurementIds().add((Long) row[0])) {
                    fresh.add(Measurement.of((double[]) row[1], (Double) row[2]));
                }
            }
            if (!fresh.isEmpty()) {
                c.campaign().tell(fresh);
            }
        }
        return c;
    }

    private static LiveCampaign newCampaign(ProcessDefinition process, CampaignSettings settings) {
        SearchSpace.Builder space = SearchSpace.builder();
        double[] resolution = new double[process.designVariables().size()];
        for (int i = 0; i < resolution.length; i++) {
            ProcessDefinition.DesignVariable v = process.designVariables().get(i);
            SetpointVariable variable = SetpointVariable.of(v.name(), v.lowerBound(), v.upperBound());
            if (v.resolution() != null) {
                variable = variable.withResolution(v.resolution());
                resolution[i] = v.resolution();
            }
            space.variable(variable);
        }
        Campaign campaign = Campaign.builder()
                .searchSpace(space.build())
                .acquisition(AcquisitionKind.fromId(settings.acquisition()),
                        AcquisitionSettings.of(process.target(), process.lowerSpecLimit(), process.upperSpecLimit()))
                .fitter(SurrogateChoice.fromId(settings.surrogate()).fitter(resolution))
                .build();
        return new LiveCampaign(campaign, settings, new HashSet<>());
    }

    private ProcessDefinition requireProcess(long processId) {
        return processes.find(processId)
                .orElseThrow(() -> new jakarta.ws.rs.NotFoundException("no process with id " + processId));
    }

    private record PendingRefit(ScheduledFuture<?> future, boolean completion) {
    }

    /** A process's in-memory campaign, the stored measurements it was told, and the last version recorded. */
    private static final class LiveCampaign {
        private final Campaign campaign;
        private final CampaignSettings settings;
        private final Set<Long> knownMeasurementIds;
        private int campaignVersionRecorded;
        private int recordedVersion;

        LiveCampaign(Campaign campaign, CampaignSettings settings, Set<Long> knownMeasurementIds) {
            this.campaign = campaign;
            this.settings = settings;
            this.knownMeasurementIds = knownMeasurementIds;
        }

        Campaign campaign() {
            return campaign;
        }

        CampaignSettings settings() {
            return settings;
        }

        Set<Long> knownMeasurementIds() {
            return knownMeasurementIds;
        }

        synchronized int campaignVersionRecorded() {
            return campaignVersionRecorded;
        }

        synchronized int recordedVersion() {
            return recordedVersion;
        }

        synchronized void recorded(int campaignVersion, int storedVersion) {
            campaignVersionRecorded = campaignVersion;
            recordedVersion = storedVersion;
        }
    }
}

package io.targetwise.app.campaign;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;

import org.jboss.logging.Logger;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.readings.DesignPoints;
import io.targetwise.core.proposal.DriftOffset;
import io.targetwise.core.proposal.Incumbent;
import io.targetwise.core.proposal.Proposal;
import io.targetwise.core.proposal.SelectionRule;
import io.targetwise.core.proposal.VariableEffect;
import io.targetwise.core.surrogate.ModelFittingException;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.selection.CrossValidatedSelection;

/**
 * Model work on a process's campaign: refitting and proposing, each under the process's {@link CampaignLeases
 * lease} so that only one instance works on a process at a time, each refit recorded in the history. Every write
 * confirms the lease in its transaction, so work whose lease was taken over stores nothing. Blocking and slow (a
 * neural fit takes minutes): callers run it on {@link CampaignWorkers}.
 */
@ApplicationScoped
class CampaignModels {
    private static final Logger LOG = Logger.getLogger(CampaignModels.class);
    /** The length of the selection_reason column. */
    private static final int MAX_REASON = 1000;

    private final LiveCampaigns campaigns;
    private final CampaignHistory history;
    private final CampaignLeases leases;
    private final Clock clock;
    private final Event<ProposalsChanged> proposalsChanged;
    private final Event<ProposalsMade> proposalsMade;
    private final DesignPoints designPoints;

    CampaignModels(LiveCampaigns campaigns, CampaignHistory history, CampaignLeases leases, Clock clock,
            Event<ProposalsChanged> proposalsChanged, Event<ProposalsMade> proposalsMade, DesignPoints designPoints) {
        this.campaigns = campaigns;
        this.history = history;
        this.leases = leases;
        this.clock = clock;
        this.proposalsChanged = proposalsChanged;
        this.proposalsMade = proposalsMade;
        this.designPoints = designPoints;
    }

    /** @throws ModelFittingException while the data cannot support a model */
    FittedModel refit(ProcessDefinition process) {
        return leases.underLease(process.id(), lease -> {
            LiveCampaigns.LiveCampaign c = campaigns.synced(process);
            long start = System.nanoTime();
            FittedModel model = new FittedModel(c.campaign().surrogate(), c.campaign().incumbent());
            recordIteration(lease, c, model.incumbent(), start);
            return model;
        });
    }

    /**
     * Stores {@code count} new open proposals and supersedes the open ones of older models.
     *
     * @throws ModelFittingException while the data cannot support a model
     */
    List<ProposalView> propose(ProcessDefinition process, int count) {
        return leases.underLease(process.id(), lease -> {
            LiveCampaigns.LiveCampaign c = campaigns.synced(process);
            long start = System.nanoTime();
            List<Proposal> proposals = c.campaign().ask(count);
            InitialDesign design = InitialDesign.of(process, designPoints);
            int version = proposals.isEmpty() ? c.recordedVersion()
                    : recordIteration(lease, c, proposals.get(0).incumbent(), start);
            String caveat = (design.complete() ? "" : "Made during the " + design.describe() + ", before the model has"
                    + " seen every variable move: an early guess, not yet an optimisation proposal. ")
                    + conditionedOn(process, c.campaign().searchSpace().context())
                    + chosenModel(c.campaign().surrogate());
            List<ProposalView> views = store(lease, process, proposals, c.settings().acquisition(), version, caveat, 0);
            LOG.infof("Process %d: %d proposal(s) from model version %d", process.id(), views.size(), version);
            return views;
        });
    }

    /** "Model chosen by auto: hetgp (held-out log-likelihood ...). " where the campaign chooses its own model. */
    static String chosenModel(Surrogate surrogate) {
        return surrogate instanceof CrossValidatedSelection.Selected selected
                ? "Model chosen by auto: " + selected.explanation() + ". " : "";
    }

    /** "For the environment of the newest reading: ambient temperature = 21.50. " where the model conditions on it. */
    private static String conditionedOn(ProcessDefinition process, double[] context) {
        return context.length == 0 ? "" : "For the environment of the newest reading: "
                + process.namedEnvironment(context).entrySet().stream()
                        .map(e -> String.format(Locale.ROOT, "%s = %.4g", e.getKey(), e.getValue()))
                        .collect(Collectors.joining(", ")) + ". ";
    }

    /**
     * Stores the offset-compensated proposal after a drift alarm ({@code Campaign#compensate}) and supersedes the open
     * ones.
     *
     * @param trigger why, put before the proposal's reason
     * @throws ModelFittingException while the data cannot support a model
     */
    ProposalView compensate(ProcessDefinition process, DriftOffset offset, String trigger) {
        return leases.underLease(process.id(), lease -> {
            LiveCampaigns.LiveCampaign c = campaigns.synced(process);
            long start = System.nanoTime();
            Proposal p = c.campaign().compensate(offset);
            int version = recordIteration(lease, c, p.incumbent(), start);
            ProposalView view = store(lease, process, List.of(p), c.settings().acquisition(), version, trigger,
                    offset.value()).get(0);
            LOG.infof("Process %d: drift of %s compensated by proposal %d", process.id(), offset.value(), view.id());
            return view;
        });
    }

    /**
     * @param caveat put before each proposal's reason; empty when there is none
     * @param driftOffset the drift the proposals' forecasts include (0 unless compensating one)
     */
    private List<ProposalView> store(CampaignLeases.Lease lease, ProcessDefinition process, List<Proposal> proposals,
            String acquisition, int version, String caveat, double driftOffset) {
        return QuarkusTransaction.requiringNew().call(() -> {
            lease.confirm();
            ProposalEntity.supersedeOpen(process.id());
            List<ProposalView> stored = new ArrayList<>();
            // A batch is one round: its members share the streak counted from the rounds before it.
            Optional<ProposalEntity> previousRound = ProposalEntity.latest(process.id());
            for (Proposal p : proposals) {
                ProposalEntity e = toEntity(process.id(), p, acquisition, version, caveat);
                e.driftOffset = driftOffset;
                e.fallbackStreak = ProposalEntity.fallbackStreak(p.rule() == SelectionRule.FALLBACK, previousRound);
                if (e.fallbackStreak >= ProposalView.FLAGGED_STREAK) {
                    LOG.warnf("Process %d: %d proposals in a row came from the fallback: %s", process.id(),
                            e.fallbackStreak, p.reason());
                }
                e.persist();
                stored.add(Proposals.view(e, process));
            }
            proposalsChanged.fire(new ProposalsChanged(process.id()));
            if (!stored.isEmpty()) {
                proposalsMade.fire(new ProposalsMade(process.id(), stored.stream().map(ProposalView::id).toList()));
            }
            return stored;
        });
    }

    /**
     * Stores the iteration if the campaign refitted since the last one.
     *
     * @return the stored model version the campaign's current model has
     */
    private int recordIteration(CampaignLeases.Lease lease, LiveCampaigns.LiveCampaign c, Incumbent incumbent,
            long startNanos) {
        int campaignVersion = c.campaign().modelVersion();
        if (campaignVersion == c.campaignVersionRecorded()) {
            return c.recordedVersion();
        }
        long millis = (System.nanoTime() - startNanos) / 1_000_000;
        int version = history.record(lease, incumbent, (int) c.readingsSeen(), millis);
        c.recorded(campaignVersion, version);
        return version;
    }

    private ProposalEntity toEntity(long processId, Proposal p, String acquisition, int modelVersion, String caveat) {
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
        e.effectFrom = p.effects().stream().mapToDouble(VariableEffect::from).toArray();
        e.meanEffects = p.effects().stream().mapToDouble(VariableEffect::meanEffect).toArray();
        e.spreadEffects = p.effects().stream().mapToDouble(VariableEffect::spreadEffect).toArray();
        e.selectionRule = p.rule().id();
        String reason = caveat + p.reason();
        e.selectionReason = reason.length() <= MAX_REASON ? reason : reason.substring(0, MAX_REASON);
        e.createdBy = leases.instanceId();
        return e;
    }
}

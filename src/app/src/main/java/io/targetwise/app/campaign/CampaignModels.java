package io.targetwise.app.campaign;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.proposal.ProposalRounds;
import io.targetwise.app.proposal.ProposalView;
import io.targetwise.app.readings.DesignPoints;
import io.targetwise.core.proposal.DriftOffset;
import io.targetwise.core.proposal.Incumbent;
import io.targetwise.core.proposal.Proposal;
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

    private final LiveCampaigns campaigns;
    private final CampaignHistory history;
    private final CampaignLeases leases;
    private final ProposalRounds rounds;
    private final DesignPoints designPoints;

    CampaignModels(LiveCampaigns campaigns, CampaignHistory history, CampaignLeases leases, ProposalRounds rounds,
            DesignPoints designPoints) {
        this.campaigns = campaigns;
        this.history = history;
        this.leases = leases;
        this.rounds = rounds;
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
            List<ProposalView> views = store(lease, process, c, proposals, version, caveat, 0,
                    "acquisition of " + count);
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
            ProposalView view = store(lease, process, c, List.of(p), version, trigger, offset.value(),
                    "offset compensation of " + offset.value()).get(0);
            LOG.infof("Process %d: drift of %s compensated by proposal %d", process.id(), offset.value(), view.id());
            return view;
        });
    }

    /** @param request what was asked, for the round's {@link LiveCampaigns.LiveCampaign#question question} */
    private List<ProposalView> store(CampaignLeases.Lease lease, ProcessDefinition process,
            LiveCampaigns.LiveCampaign c, List<Proposal> proposals, int version, String caveat, double driftOffset,
            String request) {
        return rounds.store(lease, process, proposals, new ProposalRounds.Round(c.settings().acquisition().id(),
                version, caveat, driftOffset, leases.instanceId(), c.searchedWithin(), c.question(request)));
    }

    /**
     * Stores the iteration if the campaign refitted since the last one and no instance recorded a refit of the same
     * data before.
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
        int version = history.record(lease, incumbent, (int) c.readingsSeen(), millis, c.fitted());
        c.recorded(campaignVersion, version);
        return version;
    }
}

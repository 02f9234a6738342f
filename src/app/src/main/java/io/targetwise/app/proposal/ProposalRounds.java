package io.targetwise.app.proposal;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;

import org.jboss.logging.Logger;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.targetwise.app.common.ConstraintViolations;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.core.proposal.Proposal;
import io.targetwise.core.proposal.SelectionRule;
import io.targetwise.core.proposal.VariableEffect;

/**
 * Stores a campaign's round of proposals: the open ones of older models superseded, the new ones OPEN, in one
 * transaction that first confirms the writer's fence, so work whose lease another instance took over stores nothing.
 * One round per question ({@link Round#question()}) while it is open: the database refuses a second (V30), across
 * instances, and a request that asks again (another instance after a takeover, a request retried after its wait ran
 * out) is answered with the round already made.
 */
@ApplicationScoped
public class ProposalRounds {
    private static final Logger LOG = Logger.getLogger(ProposalRounds.class);
    /** The length of the selection_reason column. */
    private static final int MAX_REASON = 1000;
    private static final String ONE_ROUND_PER_QUESTION = "uk_proposal_round";

    private final Clock clock;
    private final Event<ProposalsChanged> proposalsChanged;
    private final Event<ProposalsMade> proposalsMade;

    ProposalRounds(Clock clock, Event<ProposalsChanged> proposalsChanged, Event<ProposalsMade> proposalsMade) {
        this.clock = clock;
        this.proposalsChanged = proposalsChanged;
        this.proposalsMade = proposalsMade;
    }

    /**
     * What a round's proposals share.
     *
     * @param acquisition the acquisition's id
     * @param modelVersion the stored model version that made them
     * @param caveat put before each proposal's reason; empty when there is none
     * @param driftOffset the drift the forecasts include (0 unless compensating one)
     * @param instanceId the application instance that made them
     * @param searchedWithin the limits the search kept to ({@code campaign.OperatingLimits})
     * @param question what the round answers: the request and everything its answer rests on, the same text on every
     *     instance synced to the same data; it identifies the round, not the model version, which each instance
     *     counts on its own
     */
    public record Round(String acquisition, int modelVersion, String caveat, double driftOffset, String instanceId,
            String searchedWithin, String question) {
    }

    /**
     * @return the stored proposals, best first; or, when the question's latest round is still open, that round's
     *     proposals, and nothing stored; fires {@link ProposalsMade} for a non-empty round stored
     */
    public List<ProposalView> store(WriteFence fence, ProcessDefinition process, List<Proposal> proposals,
            Round round) {
        String question = UUID.nameUUIDFromBytes(round.question().getBytes(StandardCharsets.UTF_8)).toString();
        try {
            return QuarkusTransaction.requiringNew().call(() -> {
                fence.confirm();
                int number = ProposalEntity.nextRound(process.id(), question);
                ProposalEntity.supersedeOpen(process.id());
                List<ProposalView> stored = new ArrayList<>();
                // A batch is one round: its members share the streak counted from the rounds before it.
                Optional<ProposalEntity> previousRound = ProposalEntity.latest(process.id());
                for (Proposal p : proposals) {
                    ProposalEntity e = toEntity(process.id(), p, round);
                    e.fallbackStreak = ProposalEntity.fallbackStreak(p.rule() == SelectionRule.FALLBACK, previousRound);
                    if (e.fallbackStreak >= ProposalView.FLAGGED_STREAK) {
                        LOG.warnf("Process %d: %d proposals in a row came from the fallback: %s", process.id(),
                                e.fallbackStreak, p.reason());
                    }
                    e.roundQuestion = question;
                    e.roundNumber = number;
                    e.roundRank = stored.size();
                    e.persist();
                    stored.add(Proposals.view(e, process));
                }
                ProposalEntity.flush(); // the round, if it was made already, fails here: inside the try
                proposalsChanged.fire(new ProposalsChanged(process.id()));
                if (!stored.isEmpty()) {
                    proposalsMade.fire(new ProposalsMade(process.id(), stored.stream().map(ProposalView::id).toList()));
                }
                return stored;
            });
        } catch (RuntimeException e) {
            if (!ConstraintViolations.violates(e, ONE_ROUND_PER_QUESTION)) {
                throw e;
            }
            List<ProposalView> made = QuarkusTransaction.requiringNew().call(() -> ProposalEntity
                    .latestRound(process.id(), question).stream().map(p -> Proposals.view(p, process)).toList());
            LOG.infof("Process %d: asked again while its round %s is open; answered with it, nothing stored",
                    process.id(), made.stream().map(ProposalView::id).toList());
            return made;
        }
    }

    private ProposalEntity toEntity(long processId, Proposal p, Round round) {
        ProposalEntity e = new ProposalEntity();
        e.processId = processId;
        e.createdAt = Instant.now(clock);
        e.status = ProposalStatus.OPEN;
        e.setpoint = p.setpoint().toArray();
        e.predictedMean = p.predictedMean();
        e.epistemicSd = p.epistemicSd();
        e.aleatoricSd = p.aleatoricSd();
        e.forecastDegreesOfFreedom = MeanForecasts.storedDegreesOfFreedom(p.forecastDegreesOfFreedom());
        e.expectedSquaredError = p.expectedSquaredError();
        e.insideSpecProbability = p.insideSpecProbability();
        e.acquisitionKind = round.acquisition();
        e.acquisitionValue = p.acquisitionValue();
        e.incumbentError = p.incumbent().robustError();
        e.incumbentSetpoint = p.incumbent().setpoint().toArray();
        e.modelVersion = round.modelVersion();
        e.effectFrom = p.effects().stream().mapToDouble(VariableEffect::from).toArray();
        e.meanEffects = p.effects().stream().mapToDouble(VariableEffect::meanEffect).toArray();
        e.spreadEffects = p.effects().stream().mapToDouble(VariableEffect::spreadEffect).toArray();
        e.selectionRule = p.rule().id();
        String reason = round.caveat() + p.reason();
        e.selectionReason = reason.length() <= MAX_REASON ? reason : reason.substring(0, MAX_REASON);
        e.driftOffset = round.driftOffset();
        e.createdBy = round.instanceId();
        e.searchedWithin = round.searchedWithin();
        return e;
    }
}

package io.targetwise.app.proposal;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

import io.quarkus.panache.common.Sort;
import io.targetwise.app.common.PageRequest;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.setpoint.SetpointCommands;

/**
 * Reads stored proposals: as views, values named by the process's variables, for people; as forecasts for the rules
 * that judge and apply them; and the latest approval, where the plant should be running.
 */
@ApplicationScoped
public class Proposals {
    private final SetpointCommands commands;

    Proposals(SetpointCommands commands) {
        this.commands = commands;
    }

    /** The process's proposals, newest first; every status when {@code status} is null. */
    @Transactional
    public List<ProposalView> of(ProcessDefinition process, ProposalStatus status, PageRequest page) {
        return ProposalEntity.forProcess(process.id(), status, page).stream().map(p -> view(p, process)).toList();
    }

    @Transactional
    public long openCount(ProcessDefinition process) {
        return ProposalEntity.countOpen(process.id());
    }

    /** The proposal's forecast and status; empty if there is no such proposal. */
    @Transactional
    public Optional<ProposalForecast> forecast(long proposalId) {
        return ProposalEntity.<ProposalEntity>findByIdOptional(proposalId).map(ProposalForecast::of);
    }

    /** The forecasts of these proposals, in one query; ids without a proposal are left out. */
    @Transactional
    public List<ProposalForecast> forecasts(Collection<Long> proposalIds) {
        return proposalIds.isEmpty() ? List.of() : ProposalEntity.<ProposalEntity>list("id in ?1",
                List.copyOf(proposalIds)).stream().map(ProposalForecast::of).toList();
    }

    /** The setpoints of these proposals, by id, in one query. */
    @Transactional
    public Map<Long, double[]> setpoints(Collection<Long> proposalIds) {
        Map<Long, double[]> setpoints = new HashMap<>();
        if (!proposalIds.isEmpty()) {
            ProposalEntity.<ProposalEntity>list("id in ?1", List.copyOf(proposalIds))
                    .forEach(p -> setpoints.put(p.id, p.setpoint));
        }
        return setpoints;
    }

    /** Whether the process has a proposal made at or after {@code since}. */
    @Transactional
    public boolean madeSince(long processId, Instant since) {
        return ProposalEntity.count("processId = ?1 and createdAt >= ?2", processId, since) > 0;
    }

    /**
     * The best open proposal of the process if it was made in [{@code from}, {@code before}) and no open one is held
     * for a person: a round nobody decided on. All open proposals are one round: storing a round supersedes the rest.
     */
    @Transactional
    public Optional<Long> undecidedOpen(long processId, Instant from, Instant before) {
        if (ProposalEntity.count("processId = ?1 and status = ?2 and autopilotHold is not null", processId,
                ProposalStatus.OPEN) > 0) {
            return Optional.empty();
        }
        return ProposalEntity.<ProposalEntity>find("processId = ?1 and status = ?2 and createdAt >= ?3"
                + " and createdAt < ?4", Sort.by("roundRank").and("id"), processId, ProposalStatus.OPEN, from, before)
                .firstResultOptional().map(p -> p.id);
    }

    /** The selection rules ({@code SelectionRule} ids) of the process's open proposals. */
    @Transactional
    public List<String> openRules(long processId) {
        return ProposalEntity.getEntityManager()
                .createQuery("select p.selectionRule from ProposalEntity p where p.processId = ?1 and p.status = ?2",
                        String.class).setParameter(1, processId).setParameter(2, ProposalStatus.OPEN)
                .getResultList();
    }

    /** The approval in the process's latest command; empty when that is a revert or there is none. */
    @Transactional
    public Optional<ApprovedMove> latestApproval(long processId) {
        return ApprovedMove.latest(commands.latest(processId));
    }

    /** The approvals among the process's newest {@code commands} setpoint commands, oldest first. */
    @Transactional
    public List<ApprovedMove> recentApprovals(long processId, int commands) {
        return ApprovedMove.of(this.commands.latest(processId, commands));
    }

    static ProposalView view(ProposalEntity e, ProcessDefinition process) {
        return new ProposalView(e.id, e.processId, e.createdAt, e.status, process.namedSetpoints(e.setpoint),
                e.predictedMean, e.epistemicSd, e.aleatoricSd, e.expectedSquaredError, e.insideSpecProbability,
                e.acquisitionKind, e.acquisitionValue, e.incumbentError, process.namedSetpoints(e.incumbentSetpoint),
                e.modelVersion, e.selectionRule, e.selectionReason, e.fallbackStreak,
                e.fallbackStreak >= ProposalView.FLAGGED_STREAK, e.createdBy, e.decidedBy, e.decidedAt,
                e.decisionReason, effects(e, process), e.autopilotHold, e.searchedWithin, e.forecastDegreesOfFreedom);
    }

    private static List<ProposalView.Effect> effects(ProposalEntity e, ProcessDefinition process) {
        if (e.effectFrom == null) {
            return List.of();
        }
        List<ProposalView.Effect> effects = new ArrayList<>();
        for (int i = 0; i < Math.min(e.effectFrom.length, process.designVariables().size()); i++) {
            effects.add(new ProposalView.Effect(process.designVariables().get(i).name(), e.effectFrom[i], e.setpoint[i],
                    e.setpoint[i] - e.effectFrom[i], e.meanEffects[i], e.spreadEffects[i]));
        }
        return List.copyOf(effects);
    }
}

package io.targetwise.app.console.process;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import io.targetwise.app.campaign.InitialDesign;
import io.targetwise.app.events.ProcessActivity.Kind;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.proposal.Decision;
import io.targetwise.app.proposal.ProposalDecisions;
import io.targetwise.app.proposal.ProposalStatus;
import io.targetwise.app.proposal.ProposalView;
import io.targetwise.app.proposal.Proposals;
import io.targetwise.app.readings.DesignPoints;
import io.targetwise.app.readings.Reading;
import io.targetwise.app.readings.Readings;
import io.targetwise.app.security.Roles;

/**
 * Where a process's proposals are read and decided, for the panels that offer the decision: the decision banner and
 * the proposals tab. A decision is carried out as the user whose click it is (ProposalDecisions checks that they may).
 */
final class ProposalDesk {
    private final ProcessPage page;
    private final Proposals proposals;
    private final DesignPoints designPoints;
    private final ProposalDecisions decisions;
    private final Readings readings;

    ProposalDesk(ProcessPage page, Proposals proposals, DesignPoints designPoints, ProposalDecisions decisions,
            Readings readings) {
        this.page = page;
        this.proposals = proposals;
        this.designPoints = designPoints;
        this.decisions = decisions;
        this.readings = readings;
    }

    /** Newest first. */
    List<ProposalView> open() {
        return proposals.of(page.process(), ProposalStatus.OPEN, ProcessPage.SHOWN);
    }

    InitialDesign design() {
        return InitialDesign.of(page.process(), designPoints);
    }

    /** The newest reading: where the process runs and what it makes; empty before the first. */
    Optional<Reading> last() {
        List<Reading> recent = readings.recent(page.process().id());
        return recent.isEmpty() ? Optional.empty() : Optional.of(recent.get(recent.size() - 1));
    }

    /** The setpoint of the newest reading, by variable; empty before the first reading. */
    static Map<String, Double> running(ProcessDefinition process, Optional<Reading> last) {
        return last.map(r -> process.namedSetpoints(r.setpoint().toArray())).orElse(Map.of());
    }

    void decide(DecisionForm.DecidedEvent e) {
        switch (e.verdict()) {
            case APPROVE -> page.act(Roles.OPERATOR, actor -> decisions.approve(e.proposalId(),
                    new Decision(actor, e.reason())), "Proposal " + e.proposalId()
                    + " approved: the setpoint command is on its way to the plant", Kind.PROPOSALS,
                    Kind.SETPOINT_COMMANDS);
            case REJECT -> page.act(Roles.OPERATOR, actor -> decisions.reject(e.proposalId(),
                    new Decision(actor, e.reason())), "Proposal " + e.proposalId() + " rejected", Kind.PROPOSALS);
        }
    }

    void revert(String reason) {
        page.act(Roles.OPERATOR, actor -> decisions.revert(page.process().id(), new Decision(actor, reason)),
                "Reverting to the last good setpoint",
                Kind.PROPOSALS, Kind.SETPOINT_COMMANDS);
    }
}

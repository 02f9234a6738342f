package io.targetwise.app.proposal;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.persistence.OptimisticLockException;
import jakarta.transaction.Transactional;

import org.hibernate.exception.ConstraintViolationException;

import io.quarkus.security.ForbiddenException;
import io.targetwise.app.common.ConflictException;
import io.targetwise.app.common.ConstraintViolations;
import io.targetwise.app.common.FieldError;
import io.targetwise.app.common.FreeText;
import io.targetwise.app.common.InvalidRequestException;
import io.targetwise.app.common.NotFoundException;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.security.Roles;
import io.targetwise.app.security.UserService;
import io.targetwise.app.setpoint.IssuedCommand;
import io.targetwise.app.setpoint.SetpointCommandKind;
import io.targetwise.app.setpoint.SetpointCommandView;
import io.targetwise.app.setpoint.SetpointCommands;

/**
 * What people decide: approving a proposal issues exactly one setpoint command, written in the same transaction as
 * the decision (the audit trail and the outbox in one row); rejecting records the reason; reverting issues a command
 * back to the last good setpoint. Of several decisions racing on one proposal, the first to commit wins and the
 * others are conflicts: the proposal's version and a unique command per proposal see to it in the database. The
 * autopilot decides through the same path (one command per proposal, the same version check), under its own name
 * instead of a user's: its caller has checked the limits an engineer set.
 */
@ApplicationScoped
public class ProposalDecisions {
    /** The database constraint that allows one setpoint command per proposal (V8). */
    private static final String ONE_COMMAND_PER_PROPOSAL = "uk_setpoint_command_proposal";

    private final ProcessService processes;
    private final UserService users;
    private final Incumbents incumbents;
    private final SetpointCommands commands;
    private final Clock clock;
    private final Event<ProposalsChanged> proposalsChanged;

    ProposalDecisions(ProcessService processes, UserService users, Incumbents incumbents, SetpointCommands commands,
            Clock clock, Event<ProposalsChanged> proposalsChanged) {
        this.processes = processes;
        this.users = users;
        this.incumbents = incumbents;
        this.commands = commands;
        this.clock = clock;
        this.proposalsChanged = proposalsChanged;
    }

    @Transactional
    public ProposalView approve(long proposalId, Decision decision) {
        requireDecision(decision, false);
        requireDecider(decision);
        ProposalEntity proposal = openProposal(proposalId);
        issueApproval(proposal, decision);
        return Proposals.view(proposal, process(proposal.processId));
    }

    /**
     * The autopilot's approval, in its caller's transaction: the decider is the autopilot's name, no user, and the
     * reason says which limits the proposal met.
     *
     * @throws ConflictException if the proposal is no longer open or was decided meanwhile
     */
    @Transactional
    public SetpointCommandView approveAutomatically(long proposalId, Decision decision) {
        requireDecision(decision, true);
        return issueApproval(openProposal(proposalId), decision);
    }

    private SetpointCommandView issueApproval(ProposalEntity proposal, Decision decision) {
        decide(proposal, ProposalStatus.APPROVED, decision);
        SetpointCommandView command = issue(process(proposal.processId), SetpointCommandKind.APPROVED, proposal.id,
                proposal.setpoint, decision);
        writeNow(proposal.id); // the unique command per proposal, should a racing decision get past the version
        return command;
    }

    /**
     * Records why the autopilot left an open proposal to a person; nothing if it was decided meanwhile.
     *
     * @param reason at most 1000 characters
     */
    @Transactional
    public void hold(long proposalId, String reason) {
        if (ProposalEntity.hold(proposalId, reason) > 0) {
            ProposalEntity.<ProposalEntity>findByIdOptional(proposalId)
                    .ifPresent(p -> proposalsChanged.fire(new ProposalsChanged(p.processId)));
        }
    }

    @Transactional
    public ProposalView reject(long proposalId, Decision decision) {
        requireDecision(decision, true);
        requireDecider(decision);
        ProposalEntity proposal = openProposal(proposalId);
        decide(proposal, ProposalStatus.REJECTED, decision);
        return Proposals.view(proposal, process(proposal.processId));
    }

    /**
     * Sends the plant back to the last good setpoint: the one commanded before the latest command; with fewer than
     * two commands, the incumbent of the latest model (the best setpoint measured by the robust criterion).
     *
     * @throws ConflictException if no good setpoint is known yet
     */
    @Transactional
    public SetpointCommandView revert(long processId, Decision decision) {
        requireDecision(decision, true);
        requireDecider(decision);
        ProcessDefinition process = process(processId);
        List<IssuedCommand> latest = commands.latest(processId, 2);
        double[] lastGood = latest.size() >= 2 ? latest.get(1).setpoint()
                : incumbents.latestSetpoint(processId).orElseThrow(() -> new ConflictException(
                        "no good setpoint is known yet for process " + processId + ": no earlier command and no model"));
        return issue(process, SetpointCommandKind.REVERT, null, lastGood, decision);
    }

    /**
     * The autopilot's fallback, in its caller's transaction: one command back to the setpoint it chose, and the open
     * proposals superseded, since each was a step from the setpoint the plant leaves now.
     */
    @Transactional
    public SetpointCommandView revertAutomatically(long processId, double[] setpoint, Decision decision) {
        requireDecision(decision, true);
        ProcessDefinition process = process(processId);
        if (ProposalEntity.supersedeOpen(processId) > 0) {
            proposalsChanged.fire(new ProposalsChanged(processId));
        }
        return issue(process, SetpointCommandKind.REVERT, null, setpoint, decision);
    }

    private SetpointCommandView issue(ProcessDefinition process, SetpointCommandKind kind, Long proposalId,
            double[] setpoint, Decision decision) {
        return commands.issue(process, kind, proposalId, setpoint, decision.decidedBy().strip(),
                decision.reason() == null ? "" : decision.reason().strip());
    }

    private void decide(ProposalEntity proposal, ProposalStatus status, Decision decision) {
        proposal.status = status;
        proposal.decidedBy = decision.decidedBy().strip();
        proposal.decidedAt = Instant.now(clock);
        proposal.decisionReason = decision.reason() == null || decision.reason().isBlank() ? null : decision.reason().strip();
        writeNow(proposal.id); // the version check: of racing decisions, only the first to commit passes
        proposalsChanged.fire(new ProposalsChanged(proposal.processId));
    }

    /**
     * Writes what is pending before the transaction ends, so that losing a race to another decision on the same
     * proposal (its version changed, or its command is already stored) is answered as the conflict it is.
     */
    private static void writeNow(long proposalId) {
        try {
            ProposalEntity.flush();
        } catch (OptimisticLockException e) {
            throw decidedMeanwhile(proposalId);
        } catch (ConstraintViolationException e) {
            if (ConstraintViolations.violates(e, ONE_COMMAND_PER_PROPOSAL)) {
                throw decidedMeanwhile(proposalId);
            }
            throw e;
        }
    }

    private static ConflictException decidedMeanwhile(long proposalId) {
        return new ConflictException("proposal " + proposalId + " was decided meanwhile by another request");
    }

    /**
     * The decider must be a user with the operator role at the moment of the decision: a console page stays open
     * while its user is removed or demoted, and a session may outlive either by a request.
     */
    private void requireDecider(Decision decision) {
        String decider = decision.decidedBy().strip();
        if (!users.holds(decider, Roles.OPERATOR)) {
            throw new ForbiddenException("'" + decider + "' may no longer decide: no such user with the operator role");
        }
    }

    private static ProposalEntity openProposal(long proposalId) {
        ProposalEntity proposal = ProposalEntity.findById(proposalId);
        if (proposal == null) {
            throw new NotFoundException("no proposal with id " + proposalId);
        }
        if (proposal.status != ProposalStatus.OPEN) {
            throw new ConflictException("proposal " + proposalId + " is " + proposal.status + ", not OPEN");
        }
        return proposal;
    }

    private ProcessDefinition process(long processId) {
        return processes.require(processId);
    }

    private static void requireDecision(Decision decision, boolean reasonRequired) {
        List<FieldError> errors = new ArrayList<>();
        if (decision == null || decision.decidedBy() == null || decision.decidedBy().isBlank()) {
            errors.add(new FieldError("decidedBy", "must name who decides"));
        } else if (decision.decidedBy().strip().length() > 120) {
            errors.add(new FieldError("decidedBy", "must be at most 120 characters"));
        }
        String reason = decision == null ? null : decision.reason();
        if (reasonRequired && (reason == null || reason.isBlank())) {
            errors.add(new FieldError("reason", "a reason is required"));
        } else {
            FreeText.reasonProblem(reason).ifPresent(problem -> errors.add(new FieldError("reason", problem)));
        }
        if (!errors.isEmpty()) {
            throw new InvalidRequestException("Invalid decision", errors);
        }
    }
}

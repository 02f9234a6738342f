package io.targetwise.app.autopilot;

import java.time.Clock;
import java.time.Instant;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;

import io.targetwise.app.campaign.ProposalWanted;
import io.targetwise.app.common.ConflictException;

/**
 * The autopilot's one transition table, and the one method through which every change of its row goes, a person's
 * or its own: checked against the table, audited, versioned (the flush fails a change that lost a race) and
 * announced. A row never switched on counts as OFF.
 */
@ApplicationScoped
class AutopilotStateMachine {
    private static final Set<AutopilotState> ANY = EnumSet.allOf(AutopilotState.class);
    private static final Set<AutopilotState> NOT_OFF = EnumSet.complementOf(EnumSet.of(AutopilotState.OFF));

    /**
     * Where an action may start and where it leads.
     *
     * @param move an action of a running autopilot (applying or holding a proposal): its state, the state's reason,
     *     and who changed it last stay as they were
     * @param newLimits the campaign's search limits become the autopilot's (again): a proposal within them is asked
     *     for at once ({@link ProposalWanted}), as the open ones were made under others
     */
    record Transition(Set<AutopilotState> from, AutopilotState to, boolean move, boolean newLimits) {
    }

    /** Every allowed transition; any other pair of state and action is refused. */
    static final Map<AutopilotAction, Transition> TABLE = table();

    private static Map<AutopilotAction, Transition> table() {
        Map<AutopilotAction, Transition> t = new EnumMap<>(AutopilotAction.class);
        t.put(AutopilotAction.SWITCHED_ON, new Transition(ANY, AutopilotState.ON, false, true));
        t.put(AutopilotAction.PAUSED, new Transition(EnumSet.of(AutopilotState.ON), AutopilotState.PAUSED, false,
                false));
        t.put(AutopilotAction.RESUMED, new Transition(EnumSet.of(AutopilotState.PAUSED, AutopilotState.SUSPENDED),
                AutopilotState.ON, false, true));
        // Back to the process's own limits: a proposal within the autopilot's box lies within them too.
        t.put(AutopilotAction.SWITCHED_OFF, new Transition(NOT_OFF, AutopilotState.OFF, false, false));
        t.put(AutopilotAction.HANDED_BACK, new Transition(NOT_OFF, AutopilotState.OFF, false, false));
        t.put(AutopilotAction.APPLIED, new Transition(EnumSet.of(AutopilotState.ON), AutopilotState.ON, true, false));
        t.put(AutopilotAction.HELD, new Transition(EnumSet.of(AutopilotState.ON), AutopilotState.ON, true, false));
        t.put(AutopilotAction.FELL_BACK, new Transition(EnumSet.of(AutopilotState.ON), AutopilotState.SUSPENDED,
                false, false));
        return Map.copyOf(t);
    }

    private final Clock clock;
    private final Event<AutopilotChanged> changed;
    private final Event<ProposalWanted> proposalWanted;

    AutopilotStateMachine(Clock clock, Event<AutopilotChanged> changed, Event<ProposalWanted> proposalWanted) {
        this.clock = clock;
        this.changed = changed;
        this.proposalWanted = proposalWanted;
    }

    /**
     * The state {@code action} leads to from {@code from}.
     *
     * @throws ConflictException if the table does not allow the action there
     */
    static AutopilotState next(long processId, AutopilotState from, AutopilotAction action) {
        Transition t = TABLE.get(action);
        if (!t.from().contains(from)) {
            throw new ConflictException("the autopilot of process " + processId + " is " + from
                    + (t.from().equals(NOT_OFF) ? " already" : ", not " + t.from().stream().map(Enum::name)
                            .collect(Collectors.joining(" or ")))
                    + (action == AutopilotAction.RESUMED ? ": switch it on with limits instead" : ""));
        }
        return t.to();
    }

    /**
     * Changes the autopilot by one action in the caller's transaction, with its audit entry. Applying a proposal
     * counts a move.
     *
     * @param reason the state's reason after the action; ignored for a {@link Transition#move move}
     * @param proposalId the proposal applied or held, else null
     * @throws ConflictException if the table refuses the action in the current state
     * @throws jakarta.persistence.OptimisticLockException if another change of the row committed meanwhile
     */
    void fire(AutopilotEntity autopilot, AutopilotAction action, String by, String reason, Long proposalId,
            String detail) {
        AutopilotState from = autopilot.state == null ? AutopilotState.OFF : autopilot.state;
        AutopilotState to = next(autopilot.processId, from, action);
        Instant now = Instant.now(clock);
        if (TABLE.get(action).move()) {
            autopilot.movesApplied += action == AutopilotAction.APPLIED ? 1 : 0;
        } else {
            autopilot.state = to;
            autopilot.stateReason = reason;
            autopilot.changedBy = by;
            autopilot.changedAt = now;
        }
        if (!autopilot.isPersistent()) {
            autopilot.persist();
        }
        AutopilotEventEntity.record(autopilot.processId, now, by, action, proposalId, detail);
        AutopilotEntity.flush();
        changed.fire(new AutopilotChanged(autopilot.processId));
        if (TABLE.get(action).newLimits()) {
            proposalWanted.fire(new ProposalWanted(autopilot.processId));
        }
    }
}

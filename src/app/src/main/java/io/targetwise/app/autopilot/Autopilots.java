package io.targetwise.app.autopilot;

import java.time.Clock;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.OptimisticLockException;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.security.ForbiddenException;
import io.targetwise.app.common.ConflictException;
import io.targetwise.app.common.FieldError;
import io.targetwise.app.common.FreeText;
import io.targetwise.app.common.InvalidRequestException;
import io.targetwise.app.common.PageRequest;
import io.targetwise.app.monitoring.ToleranceState;
import io.targetwise.app.monitoring.alarm.AlarmKind;
import io.targetwise.app.monitoring.alarm.AlarmView;
import io.targetwise.app.monitoring.alarm.Alarms;
import io.targetwise.app.process.ProcessDefinition.DesignVariable;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.readings.Readings;
import io.targetwise.app.readings.StoredReading;
import io.targetwise.app.security.Roles;
import io.targetwise.app.security.UserService;
import io.targetwise.app.setpoint.SetpointCommands;

/**
 * What people do with a process's autopilot: an engineer switches it on with limits or resumes it; any operator
 * pauses it or switches it off. The role is checked at the moment of each change, whoever the page was built for;
 * every change is one audited, versioned write, so a person and the autopilot acting at once cannot both commit.
 * The autopilot's own actions are {@link AutopilotDriver}'s.
 */
@ApplicationScoped
public class Autopilots {
    /** The alarms the autopilot falls back on; one of them open means a person has a look first. */
    static final Set<AlarmKind> FALLBACK_KINDS = EnumSet.of(AlarmKind.FORECAST_MISSES, AlarmKind.RUN_RULE,
            AlarmKind.OUT_OF_TOLERANCE, AlarmKind.DRIFT, AlarmKind.NOT_FOLLOWING, AlarmKind.SENSOR);

    private final ProcessService processes;
    private final UserService users;
    private final Alarms alarms;
    private final SetpointCommands commands;
    private final Readings readings;
    private final AutopilotStateMachine machine;
    private final Clock clock;

    Autopilots(ProcessService processes, UserService users, Alarms alarms, SetpointCommands commands,
            Readings readings, AutopilotStateMachine machine, Clock clock) {
        this.processes = processes;
        this.users = users;
        this.alarms = alarms;
        this.commands = commands;
        this.readings = readings;
        this.machine = machine;
        this.clock = clock;
    }

    public AutopilotView view(long processId) {
        ProcessDefinition process = processes.require(processId);
        return QuarkusTransaction.requiringNew().call(() -> AutopilotEntity.<AutopilotEntity>findByIdOptional(processId)
                .map(e -> view(e, process)).orElseGet(() -> AutopilotView.neverOn(processId)));
    }

    /** The audit trail of the process's autopilot, newest first. */
    public List<AutopilotEventView> events(long processId, PageRequest page) {
        processes.require(processId);
        return QuarkusTransaction.requiringNew().call(() -> AutopilotEventEntity.forProcess(processId, page).stream()
                .map(AutopilotEventEntity::view).toList());
    }

    /**
     * Switches the autopilot on with these limits (again, with new ones, from any state); its moves count from zero.
     *
     * @throws InvalidRequestException naming each invalid limit
     * @throws ForbiddenException unless {@code by} holds the engineer role now
     * @throws ConflictException while an alarm it falls back on, or its own, is open
     */
    public AutopilotView switchOn(long processId, AutopilotLimits requested, String by) {
        ProcessDefinition process = processes.require(processId);
        String who = requireRole(by, Roles.ENGINEER, "switch the autopilot on");
        Instant now = Instant.now(clock);
        Limits limits = Limits.of(requested, process, now);
        requireNoOpenAlarm(processId, "switching it on");
        double[] start = commands.latestSetpoint(processId).or(() -> readings.newestGood(processId, 1).stream()
                .findFirst().map(StoredReading::setpoint)).orElse(null);
        boolean inside = insideTolerance(process, readings);
        return change(process, who, AutopilotAction.SWITCHED_ON, "switched on with " + describe(limits, process),
                "switched on by " + who + ": applies each proposal that meets its limits" + bringingIn(inside), e -> {
                    e.limits(limits);
                    e.start = start;
                    e.movesApplied = 0;
                    e.switchedOnBy = who;
                    e.switchedOnAt = now;
                    e.insideToleranceSeen = inside;
                });
    }

    /**
     * Whether the process's recent readings are inside tolerance ({@link ToleranceState}): an autopilot that takes
     * over a process out of tolerance is bringing it in, and falls back on OUT OF TOLERANCE only once it was inside.
     * With no reading yet, nothing says it is inside: the first readings decide.
     */
    static boolean insideTolerance(ProcessDefinition process, Readings readings) {
        ToleranceState state = ToleranceState.of(process, readings.recent(process.id()));
        return state.window() > 0 && !state.abnormal();
    }

    private static String bringingIn(boolean inside) {
        return inside ? "" : "; until its readings show the process inside tolerance, an OUT OF TOLERANCE alarm does"
                + " not make it fall back (forecast misses, run rules and drift still do)";
    }

    /** @throws ConflictException unless it is ON */
    public AutopilotView pause(long processId, String by, String reason) {
        ProcessDefinition process = processes.require(processId);
        String who = requireRole(by, Roles.OPERATOR, "pause the autopilot");
        String why = reason(reason);
        return change(process, who, AutopilotAction.PAUSED, why, "paused by " + who + (why.isEmpty() ? "" : ": " + why),
                e -> { });
    }

    /**
     * Resumes a paused or suspended autopilot with its limits.
     *
     * @throws ConflictException unless it is PAUSED or SUSPENDED, while an alarm it falls back on (or its own) is
     *     open, or when its limits no longer hold (hand-back time passed, definition changed)
     */
    public AutopilotView resume(long processId, String by, String reason) {
        ProcessDefinition process = processes.require(processId);
        String who = requireRole(by, Roles.ENGINEER, "resume the autopilot");
        String why = reason(reason);
        requireNoOpenAlarm(processId, "resuming it");
        boolean inside = insideTolerance(process, readings);
        return change(process, who, AutopilotAction.RESUMED, why,
                "resumed by " + who + (why.isEmpty() ? "" : ": " + why) + bringingIn(inside), e -> {
                    Limits limits = e.limits(units(process));
                    List<FieldError> misfits = limits.misfits(process);
                    if (!misfits.isEmpty()) {
                        throw new ConflictException("the process definition changed since the autopilot was switched"
                                + " on (" + misfits.get(0).field() + " " + misfits.get(0).message() + "): switch it on"
                                + " with limits for the new definition");
                    }
                    limits.handBack(e.movesApplied, Instant.now(clock)).ifPresent(usedUp -> {
                        throw new ConflictException("its limits are used up (" + usedUp + "): switch it on with new"
                                + " limits");
                    });
                    e.insideToleranceSeen = inside;
                });
    }

    /** @throws ConflictException if it is OFF already */
    public AutopilotView switchOff(long processId, String by, String reason) {
        ProcessDefinition process = processes.require(processId);
        String who = requireRole(by, Roles.OPERATOR, "switch the autopilot off");
        String why = reason(reason);
        return change(process, who, AutopilotAction.SWITCHED_OFF, why, "switched off by " + who
                + (why.isEmpty() ? "" : ": " + why) + ": every proposal waits for a person", e -> { });
    }

    /**
     * One audited change in its own transaction, through the transition table ({@link AutopilotStateMachine}). The
     * version check refuses it if the autopilot changed meanwhile (applied a move, fell back, another person's
     * click), so the person sees the new state before acting on it.
     *
     * @param reason the state's reason after the change
     * @param prepare checks and data the change needs beyond the table (limits, where it starts), run once the table
     *     allows the change
     */
    private AutopilotView change(ProcessDefinition process, String who, AutopilotAction action, String detail,
            String reason, Consumer<AutopilotEntity> prepare) {
        long processId = process.id();
        try {
            return QuarkusTransaction.requiringNew().call(() -> {
                AutopilotEntity found = AutopilotEntity.findById(processId);
                if (found == null && action != AutopilotAction.SWITCHED_ON) {
                    throw new ConflictException("the autopilot of process " + processId + " was never switched on");
                }
                AutopilotEntity e = found == null ? new AutopilotEntity() : found;
                e.processId = processId;
                AutopilotStateMachine.next(processId, found == null ? AutopilotState.OFF : found.state, action);
                prepare.accept(e);
                machine.fire(e, action, who, reason, null, detail);
                return view(e, process);
            });
        } catch (OptimisticLockException e) {
            throw changedMeanwhile(processId);
        } catch (RuntimeException e) {
            if (e.getCause() instanceof OptimisticLockException) {
                throw changedMeanwhile(processId);
            }
            throw e;
        }
    }

    private static ConflictException changedMeanwhile(long processId) {
        return new ConflictException("the autopilot of process " + processId
                + " changed meanwhile (it acted, or someone else did): look at its state and try again");
    }

    private void requireNoOpenAlarm(long processId, String doing) {
        Optional<AlarmView> open = alarms.open(processId).stream()
                .filter(a -> FALLBACK_KINDS.contains(a.kind()) || a.kind() == AlarmKind.AUTOPILOT).findFirst();
        open.ifPresent(a -> {
            throw new ConflictException("alarm " + a.id() + " (" + a.kind() + ") is open: acknowledge it before "
                    + doing + ", as the autopilot falls back on it");
        });
    }

    private String requireRole(String by, String role, String doing) {
        String who = by == null ? "" : by.strip();
        if (who.isEmpty() || !users.holds(who, role)) {
            throw new ForbiddenException("'" + who + "' may not " + doing + ": no such user with the " + role
                    + " role");
        }
        return who;
    }

    private static String reason(String reason) {
        String r = reason == null ? "" : reason.strip();
        FreeText.reasonProblem(r).ifPresent(problem -> {
            throw new InvalidRequestException("Invalid autopilot change", "reason", problem);
        });
        return r;
    }

    static List<String> units(ProcessDefinition process) {
        return process.designVariables().stream().map(DesignVariable::unit).toList();
    }

    /** "box stroke [60, 80] mm, step ≤ 2 mm; in-spec share ≥ 90.0 %; ≤ 6 moves an hour; falls back beyond 3σ". */
    static String describe(Limits limits, ProcessDefinition process) {
        return AutopilotText.limits(limits.named(), process);
    }

    static AutopilotView view(AutopilotEntity e, ProcessDefinition process) {
        AutopilotLimits limits = e.variableNames == null ? null : e.limits(units(process)).named();
        return new AutopilotView(e.processId, e.state, e.stateReason, limits, e.switchedOnBy, e.switchedOnAt,
                e.movesApplied, e.insideToleranceSeen, e.changedBy, e.changedAt);
    }
}

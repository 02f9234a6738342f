package io.targetwise.app.autopilot;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.persistence.OptimisticLockException;

import org.jboss.logging.Logger;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import io.targetwise.app.campaign.Decision;
import io.targetwise.app.campaign.InitialDesign;
import io.targetwise.app.campaign.ProposalDecisions;
import io.targetwise.app.campaign.ProposalEntity;
import io.targetwise.app.campaign.ProposalStatus;
import io.targetwise.app.campaign.ProposalsMade;
import io.targetwise.app.common.ConflictException;
import io.targetwise.app.common.Formats;
import io.targetwise.app.monitoring.alarm.AlarmKind;
import io.targetwise.app.monitoring.alarm.AlarmRaised;
import io.targetwise.app.monitoring.alarm.AlarmView;
import io.targetwise.app.monitoring.alarm.Alarms;
import io.targetwise.app.monitoring.forecast.ForecastJudged;
import io.targetwise.app.monitoring.forecast.ForecastOutcomeView;
import io.targetwise.app.monitoring.forecast.ForecastOutcomes;
import io.targetwise.app.process.ProcessChanged;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.readings.DesignPoints;
import io.targetwise.app.readings.Readings;
import io.targetwise.app.readings.StoredReading;
import io.targetwise.app.security.UserService;
import io.targetwise.app.setpoint.SetpointCommandEntity;

/**
 * What the autopilot does on its own while ON. Each new round of proposals: the best one is applied through the
 * same single-command path as a person's approval if it meets every limit, else left open with the failed limits as
 * its hold reason; a due hand-back switches it off instead. Each alarm it falls back on, and each forecast missed by
 * more than its limit: one command back to the last setpoint whose delivered readings met their forecast, an
 * AUTOPILOT alarm, and SUSPENDED until a person resumes it. Every action is one versioned transaction with its audit
 * entry, so on several instances only one acts on a state, and a person's click racing it is refused or refuses it.
 * Proposals are heard on the campaign worker that made them, under the process's lease; alarms and forecast
 * outcomes only on the instance that recorded them (one per alarm and outcome: the database's unique constraints).
 */
@ApplicationScoped
class AutopilotDriver {
    /** The name the autopilot acts under in the audit trails; no user can take it (UserService). */
    static final String NAME = UserService.AUTOPILOT;
    private static final Duration HOUR = Duration.ofHours(1);
    private static final String DEFINITION_CHANGED = "handed back: the process definition changed and its limits no"
            + " longer fit it; switch it on again with limits for the new definition";
    private static final int MAX_HOLD = 1000;
    private static final Logger LOG = Logger.getLogger(AutopilotDriver.class);

    private final ProcessService processes;
    private final ProposalDecisions decisions;
    private final DesignPoints designPoints;
    private final Readings readings;
    private final Alarms alarms;
    private final ForecastOutcomes forecasts;
    private final Clock clock;
    private final Event<AutopilotChanged> changed;

    AutopilotDriver(ProcessService processes, ProposalDecisions decisions, DesignPoints designPoints,
            Readings readings, Alarms alarms, ForecastOutcomes forecasts, Clock clock,
            Event<AutopilotChanged> changed) {
        this.processes = processes;
        this.decisions = decisions;
        this.designPoints = designPoints;
        this.readings = readings;
        this.alarms = alarms;
        this.forecasts = forecasts;
        this.clock = clock;
        this.changed = changed;
    }

    void onProposalsMade(@Observes(during = TransactionPhase.AFTER_SUCCESS) ProposalsMade made) {
        act(made.processId(), () -> consider(made.processId(), made.proposalIds().get(0)));
    }

    void onAlarmRaised(@Observes(during = TransactionPhase.AFTER_SUCCESS) AlarmRaised raised) {
        AlarmView alarm = raised.alarm();
        if (Autopilots.FALLBACK_KINDS.contains(alarm.kind())) {
            act(alarm.processId(), () -> fallBack(alarm.processId(), "alarm " + alarm.id() + " (" + alarm.kind()
                    + "): " + alarm.message(), alarm.kind() == AlarmKind.OUT_OF_TOLERANCE));
        }
    }

    void onForecastJudged(@Observes(during = TransactionPhase.AFTER_SUCCESS) ForecastJudged judged) {
        ForecastOutcomeView o = judged.outcome();
        act(o.processId(), () -> fallBackOnMiss(o));
    }

    /** A changed definition may leave the limits meaningless (variables renamed, bounds moved): a person decides. */
    void onDefinitionChanged(@Observes(during = TransactionPhase.AFTER_SUCCESS) ProcessChanged change) {
        act(change.processId(), () -> definition(change.processId()).ifPresent(process -> {
            String why = QuarkusTransaction.requiringNew().call(() -> AutopilotEntity
                    .<AutopilotEntity>findByIdOptional(process.id()).filter(a -> a.state != AutopilotState.OFF)
                    .filter(a -> !limitsHold(a, process)).map(a -> handBack(a, DEFINITION_CHANGED))
                    .orElse(null));
            alarmOnHandBack(process, why);
        }));
    }

    /** Hands back the autopilots whose time is over although no proposal came to notice it. */
    @Scheduled(every = "${targetwise.autopilot.hand-back-check}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP,
            skipExecutionIf = Scheduled.ApplicationNotRunning.class)
    void handBackDue() {
        Instant now = Instant.now(clock);
        List<Long> due;
        try {
            due = QuarkusTransaction.requiringNew().call(() -> AutopilotEntity.<AutopilotEntity>list(
                    "state = ?1 and handBackAt <= ?2", AutopilotState.ON, now).stream().map(a -> a.processId).toList());
        } catch (RuntimeException e) {
            LOG.warnf("Hand-back check failed; the next one tries again: %s", e.getMessage());
            return;
        }
        for (long processId : due) {
            act(processId, () -> definition(processId).ifPresent(process -> alarmOnHandBack(process,
                    QuarkusTransaction.requiringNew().call(() -> {
                        AutopilotEntity a = AutopilotEntity.findById(processId);
                        Optional<String> why = a == null || a.state != AutopilotState.ON ? Optional.empty()
                                : a.limits(Autopilots.units(process)).handBack(a.movesApplied, Instant.now(clock));
                        return why.map(w -> handBack(a, w)).orElse(null);
                    }))));
        }
    }

    /** Runs one action; one that lost a race to another instance or a person is dropped, as the winner acted. */
    private void act(long processId, Runnable action) {
        try {
            action.run();
        } catch (OptimisticLockException | ConflictException e) {
            LOG.infof("Autopilot of process %d: changed meanwhile, nothing done (%s)", processId, e.getMessage());
        } catch (RuntimeException e) {
            if (e.getCause() instanceof OptimisticLockException) {
                LOG.infof("Autopilot of process %d: changed meanwhile, nothing done", processId);
            } else {
                // The proposal stays open, the alarm raised: a person sees both
                LOG.errorf(e, "Autopilot of process %d could not act", processId);
            }
        }
    }

    /**
     * The definition read in a transaction of its own: an observer runs after its event's transaction committed, and
     * a read that joined that transaction's context was seen to return the definition as it was before a change.
     */
    private Optional<ProcessDefinition> definition(long processId) {
        return QuarkusTransaction.requiringNew().call(() -> processes.find(processId));
    }

    private void consider(long processId, long proposalId) {
        ProcessDefinition process = definition(processId).orElse(null);
        if (process == null || QuarkusTransaction.requiringNew().call(() -> AutopilotEntity
                .<AutopilotEntity>findByIdOptional(processId).filter(a -> a.state == AutopilotState.ON).isEmpty())) {
            return;
        }
        // The move the plant just delivered is judged before the next one. Only the latest approval is ever judged,
        // and a loop that answers at once moves on before the alarm watch looks: its forecasts would go unjudged,
        // no miss would make it fall back, and no setpoint would be known good. A miss suspends it right here.
        forecasts.judge(process);
        String handedBack = QuarkusTransaction.requiringNew().call(() -> {
            boolean designComplete = InitialDesign.of(process, designPoints).complete();
            double[] running = readings.newestGood(processId, 1).stream().findFirst().map(StoredReading::setpoint)
                    .orElse(null);
            AutopilotEntity a = AutopilotEntity.findById(processId);
            ProposalEntity proposal = ProposalEntity.findById(proposalId);
            if (a == null || a.state != AutopilotState.ON || proposal == null
                    || proposal.status != ProposalStatus.OPEN) {
                return null;
            }
            Instant now = Instant.now(clock);
            // Looked at once per delivered move: from the first move that leaves it inside, leaving tolerance again
            // is the autopilot's doing and makes it fall back
            a.insideToleranceSeen |= Autopilots.insideTolerance(process, readings);
            if (!limitsHold(a, process)) {
                hold(proposal, "the process definition changed since the autopilot was switched on");
                return handBack(a, DEFINITION_CHANGED);
            }
            Limits limits = a.limits(Autopilots.units(process));
            Optional<String> due = limits.handBack(a.movesApplied, now);
            if (due.isPresent()) {
                hold(proposal, "the autopilot " + due.get());
                return handBack(a, due.get());
            }
            long moves = AutopilotEventEntity.count("processId = ?1 and kind = ?2 and happenedAt > ?3", processId,
                    AutopilotAction.APPLIED, now.minus(HOUR));
            Limits.Verdict verdict = limits.check(proposal.setpoint, proposal.insideSpecProbability, running, moves,
                    designComplete);
            if (verdict.passed()) {
                String met = "limits met: " + String.join("; ", verdict.met());
                decisions.approveAutomatically(proposalId, new Decision(NAME, "Applied by autopilot (switched on by "
                        + a.switchedOnBy + "); " + met));
                a.movesApplied++;
                AutopilotEventEntity.record(processId, now, NAME, AutopilotAction.APPLIED, proposalId, "applied proposal "
                        + proposalId + " at " + Formats.setpoints(process.namedSetpoints(proposal.setpoint)) + "; " + met);
            } else {
                String failed = String.join("; ", verdict.failed());
                hold(proposal, failed);
                AutopilotEventEntity.record(processId, now, NAME, AutopilotAction.HELD, proposalId, "left proposal "
                        + proposalId + " for a person: " + failed);
            }
            AutopilotEntity.flush(); // a pause that committed meanwhile fails this here: nothing is applied
            changed.fire(new AutopilotChanged(processId));
            return null;
        });
        alarmOnHandBack(process, handedBack);
    }

    private void hold(ProposalEntity proposal, String why) {
        String text = "Left for a person by the autopilot: " + why;
        decisions.hold(proposal.id, text.length() <= MAX_HOLD ? text : text.substring(0, MAX_HOLD));
    }

    /** Switches the autopilot off in the caller's transaction, audited; returns the reason. */
    private String handBack(AutopilotEntity a, String why) {
        Instant now = Instant.now(clock);
        a.state = AutopilotState.OFF;
        a.stateReason = why + ": every proposal waits for a person";
        a.changedBy = NAME;
        a.changedAt = now;
        AutopilotEventEntity.record(a.processId, now, NAME, AutopilotAction.HANDED_BACK, null, why);
        AutopilotEntity.flush();
        changed.fire(new AutopilotChanged(a.processId));
        return why;
    }

    private void alarmOnHandBack(ProcessDefinition process, String why) {
        if (why != null) {
            alarms.raise(process.id(), AlarmKind.AUTOPILOT, "The autopilot " + why + ". Every proposal now waits for a"
                    + " person.");
        }
    }

    private static boolean limitsHold(AutopilotEntity a, ProcessDefinition process) {
        if (!Arrays.asList(a.variableNames.split(AutopilotEntity.NAME_SEPARATOR, -1)).equals(Autopilots.names(process))) {
            return false;
        }
        for (int i = 0; i < process.designVariables().size(); i++) {
            ProcessDefinition.DesignVariable v = process.designVariables().get(i);
            if (a.lower[i] < v.lowerBound() || a.upper[i] > v.upperBound() || a.maxStep[i] > v.effectiveMaxStep()) {
                return false;
            }
        }
        return true;
    }

    private void fallBackOnMiss(ForecastOutcomeView o) {
        Optional<Limits> on = definition(o.processId()).flatMap(process -> QuarkusTransaction.requiringNew()
                .call(() -> AutopilotEntity.<AutopilotEntity>findByIdOptional(o.processId())
                        .filter(a -> a.state == AutopilotState.ON).map(a -> a.limits(Autopilots.units(process)))));
        Optional<Double> limit = on.filter(l -> l.missTooLarge(o.missSigma())).map(Limits::maxMissSigma);
        if (limit.isPresent()) {
            fallBack(o.processId(), "a forecast miss of " + Formats.sigma(o.missSigma()) + " (beyond its limit of "
                    + Formats.number(limit.get()) + "σ): proposal " + o.proposalId() + " forecast "
                    + Formats.number(o.predictedMean()) + ", the plant delivered a mean of "
                    + Formats.number(o.deliveredMean()) + " over " + o.replicates() + " readings", false);
        }
    }

    /**
     * Back to the last setpoint whose delivered readings met their forecast (or where the plant was sent when the
     * autopilot was switched on, before any did): one command, if the autopilot sent the plant where it runs and not
     * there already; then SUSPENDED and an AUTOPILOT alarm, whoever chose the setpoint. An out-of-tolerance trigger
     * counts only once the process has been inside tolerance under the autopilot: before, it is where it started.
     */
    private void fallBack(long processId, String trigger, boolean outOfTolerance) {
        ProcessDefinition process = definition(processId).orElse(null);
        if (process == null) {
            return;
        }
        String reason = QuarkusTransaction.requiringNew().call(() -> {
            AutopilotEntity a = AutopilotEntity.findById(processId);
            if (a == null || a.state != AutopilotState.ON || outOfTolerance && !a.insideToleranceSeen) {
                return null;
            }
            Optional<double[]> good = ForecastOutcomes.lastMetSetpoint(processId).or(() -> Optional.ofNullable(a.start));
            Optional<SetpointCommandEntity> latest = SetpointCommandEntity.latest(processId);
            Optional<double[]> sent = latest.map(c -> c.setpoint);
            String done;
            if (latest.filter(c -> c.issuedBy.equals(NAME)).isEmpty()) {
                // A person's setpoint (or the initial design's) is a person's to undo
                done = "the plant runs where a person sent it, so the autopilot sends no command";
            } else if (good.isEmpty()) {
                done = "no good setpoint is known, so the plant stays where it is";
            } else {
                String where = Formats.setpoints(process.namedSetpoints(good.get()));
                if (sent.isPresent() && Arrays.equals(sent.get(), good.get())) {
                    done = "the plant was last sent to the last good setpoint, " + where + ", already";
                } else {
                    decisions.revertAutomatically(processId, good.get(), new Decision(NAME,
                            "Autopilot fallback after " + trigger));
                    done = "reverted to the last good setpoint, " + where;
                }
            }
            Instant now = Instant.now(clock);
            a.state = AutopilotState.SUSPENDED;
            a.stateReason = "suspended after " + trigger + "; " + done + ". It waits for a person to resume it";
            a.changedBy = NAME;
            a.changedAt = now;
            AutopilotEventEntity.record(processId, now, NAME, AutopilotAction.FELL_BACK, null, a.stateReason);
            AutopilotEntity.flush(); // another instance's fallback, or a person's click, that committed first wins
            changed.fire(new AutopilotChanged(processId));
            return a.stateReason;
        });
        if (reason != null) {
            LOG.warnf("Autopilot of process %d %s", processId, reason);
            alarms.raise(processId, AlarmKind.AUTOPILOT, "The autopilot " + reason + ".");
        }
    }
}

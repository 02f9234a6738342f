package io.targetwise.app.autopilot;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.persistence.OptimisticLockException;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import io.targetwise.app.campaign.InitialDesign;
import io.targetwise.app.common.ConflictException;
import io.targetwise.app.common.Formats;
import io.targetwise.app.monitoring.alarm.AlarmKind;
import io.targetwise.app.monitoring.alarm.AlarmRaised;
import io.targetwise.app.monitoring.alarm.AlarmView;
import io.targetwise.app.monitoring.alarm.Alarms;
import io.targetwise.app.monitoring.forecast.ForecastJudged;
import io.targetwise.app.monitoring.forecast.ForecastOutcomeView;
import io.targetwise.app.monitoring.forecast.ForecastOutcomes;
import io.targetwise.app.monitoring.sensor.SensorCheck;
import io.targetwise.app.process.ProcessChanged;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.proposal.Decision;
import io.targetwise.app.proposal.ProposalDecisions;
import io.targetwise.app.proposal.ProposalForecast;
import io.targetwise.app.proposal.ProposalStatus;
import io.targetwise.app.proposal.Proposals;
import io.targetwise.app.proposal.ProposalsMade;
import io.targetwise.app.readings.DesignPoints;
import io.targetwise.app.readings.Readings;
import io.targetwise.app.readings.StoredReading;
import io.targetwise.app.security.UserService;
import io.targetwise.app.setpoint.SetpointCommands;

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
    private static final int MAX_HOLD = 1000;
    private static final Logger LOG = Logger.getLogger(AutopilotDriver.class);

    private final ProcessService processes;
    private final Proposals proposals;
    private final ProposalDecisions decisions;
    private final SetpointCommands commands;
    private final DesignPoints designPoints;
    private final Readings readings;
    private final Alarms alarms;
    private final ForecastOutcomes forecasts;
    private final SensorCheck sensors;
    private final AutopilotStateMachine machine;
    private final Clock clock;
    private final Duration undecidedRoundCheck;

    AutopilotDriver(ProcessService processes, Proposals proposals, ProposalDecisions decisions,
            SetpointCommands commands, DesignPoints designPoints, Readings readings, Alarms alarms,
            ForecastOutcomes forecasts, SensorCheck sensors, AutopilotStateMachine machine, Clock clock,
            @ConfigProperty(name = "targetwise.autopilot.undecided-round-check") Duration undecidedRoundCheck) {
        this.processes = processes;
        this.proposals = proposals;
        this.decisions = decisions;
        this.commands = commands;
        this.designPoints = designPoints;
        this.readings = readings;
        this.alarms = alarms;
        this.forecasts = forecasts;
        this.sensors = sensors;
        this.machine = machine;
        this.clock = clock;
        this.undecidedRoundCheck = undecidedRoundCheck;
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
                    .filter(a -> !fits(a, process)).map(a -> handBack(a, AutopilotDecisions.DEFINITION_CHANGED))
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

    /**
     * Decides on rounds nobody decided on: a round is heard on the instance that stored it, right after its commit, and
     * an instance killed in between leaves it open, while further readings at the same setpoint only refit. Looks at
     * rounds made while it was ON, since its last switch-on or resume, and older than one look, so that the round's
     * own instance acts first; should both act, the versioned transaction lets one.
     */
    @Scheduled(every = "${targetwise.autopilot.undecided-round-check}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP,
            skipExecutionIf = Scheduled.ApplicationNotRunning.class)
    void decideUndecidedRounds() {
        Instant heardBefore = Instant.now(clock).minus(undecidedRoundCheck);
        Map<Long, Instant> on;
        try {
            on = QuarkusTransaction.requiringNew().call(() -> AutopilotEntity.<AutopilotEntity>list("state",
                    AutopilotState.ON).stream().collect(Collectors.toMap(a -> a.processId, a -> a.changedAt)));
        } catch (RuntimeException e) {
            LOG.warnf("The look for undecided rounds failed; the next one tries again: %s", e.getMessage());
            return;
        }
        on.forEach((processId, since) -> act(processId, () -> proposals.undecidedOpen(processId, since, heardBefore)
                .ifPresent(proposalId -> {
                    LOG.infof("Autopilot of process %d: proposal %d was left undecided; deciding on it now", processId,
                            proposalId);
                    consider(processId, proposalId);
                })));
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

    /** Load, decide ({@link AutopilotDecisions#decide}), write: apply, hold or hand back the round's best proposal. */
    private void consider(long processId, long proposalId) {
        ProcessDefinition process = definition(processId).orElse(null);
        if (process == null || QuarkusTransaction.requiringNew().call(() -> AutopilotEntity
                .<AutopilotEntity>findByIdOptional(processId).filter(a -> a.state == AutopilotState.ON).isEmpty())) {
            return;
        }
        // The move the plant just delivered is judged before the next one, not whenever the alarm watch looks next:
        // a miss suspends the autopilot right here, and a met forecast is a setpoint known good before it moves on.
        forecasts.judge(process);
        // Likewise a frozen sensor: its alarm makes it fall back (onAlarmRaised), and no move goes out on readings
        // that cannot be trusted, however fast the plant answers.
        Optional<String> frozen = sensors.frozen(process);
        if (frozen.isPresent()) {
            alarms.raise(processId, AlarmKind.SENSOR, frozen.get());
            return;
        }
        String handedBack = QuarkusTransaction.requiringNew().call(() -> {
            boolean designComplete = InitialDesign.of(process, designPoints).complete();
            double[] running = readings.newestGood(processId, 1).stream().findFirst().map(StoredReading::setpoint)
                    .orElse(null);
            AutopilotEntity a = AutopilotEntity.findById(processId);
            ProposalForecast proposal = proposals.forecast(proposalId).orElse(null);
            if (a == null || a.state != AutopilotState.ON || proposal == null
                    || proposal.status() != ProposalStatus.OPEN) {
                return null;
            }
            Instant now = Instant.now(clock);
            // Looked at once per delivered move: from the first move that leaves it inside, leaving tolerance again
            // is the autopilot's doing and makes it fall back
            a.insideToleranceSeen |= Autopilots.insideTolerance(process, readings);
            long moves = AutopilotEventEntity.count("processId = ?1 and kind = ?2 and happenedAt > ?3", processId,
                    AutopilotAction.APPLIED, now.minus(HOUR));
            AutopilotDecisions.ProposalMove move = AutopilotDecisions.decide(a.limits(Autopilots.units(process)),
                    fits(a, process), a.movesApplied, now, proposal.setpoint(), proposal.insideSpecProbability(),
                    running, moves, proposal.initialDesign() ? Limits.Origin.INITIAL_DESIGN
                            : designComplete ? Limits.Origin.MODEL : Limits.Origin.EARLY_GUESS);
            if (move instanceof AutopilotDecisions.Apply apply) {
                decisions.approveAutomatically(proposalId, new Decision(NAME, "Applied by autopilot (switched on by "
                        + a.switchedOnBy + "); " + apply.met()));
                machine.fire(a, AutopilotAction.APPLIED, NAME, null, proposalId, "applied proposal " + proposalId
                        + " at " + Formats.setpoints(process.namedSetpoints(proposal.setpoint())) + "; " + apply.met());
            } else if (move instanceof AutopilotDecisions.Hold hold) {
                hold(proposalId, hold.failed());
                machine.fire(a, AutopilotAction.HELD, NAME, null, proposalId, "left proposal " + proposalId
                        + " for a person: " + hold.failed());
            } else if (move instanceof AutopilotDecisions.HandBack handBack) {
                hold(proposalId, handBack.hold());
                return handBack(a, handBack.why());
            }
            return null;
        });
        alarmOnHandBack(process, handedBack);
    }

    private void hold(long proposalId, String why) {
        String text = "Left for a person by the autopilot: " + why;
        decisions.hold(proposalId, text.length() <= MAX_HOLD ? text : text.substring(0, MAX_HOLD));
    }

    /** Switches the autopilot off in the caller's transaction, audited; returns the reason. */
    private String handBack(AutopilotEntity a, String why) {
        machine.fire(a, AutopilotAction.HANDED_BACK, NAME, why + ": every proposal waits for a person", null, why);
        return why;
    }

    private void alarmOnHandBack(ProcessDefinition process, String why) {
        if (why != null) {
            alarms.raise(process.id(), AlarmKind.AUTOPILOT, "The autopilot " + why + ". Every proposal now waits for a"
                    + " person.");
        }
    }

    private static boolean fits(AutopilotEntity a, ProcessDefinition process) {
        return a.limits(Autopilots.units(process)).misfits(process).isEmpty();
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
     * Whether the plant runs at a move of the product's initial design: the design spreads its points over the box, so
     * leaving tolerance there is the design's doing, not a fault. Read inside a transaction.
     */
    private boolean runsTheDesign(long processId) {
        return proposals.latestApproval(processId).flatMap(move -> proposals.forecast(move.proposalId()))
                .filter(ProposalForecast::initialDesign).isPresent();
    }

    /**
     * Back to the last setpoint whose delivered readings met their forecast (or where the plant was sent when the
     * autopilot was switched on, before any did): one command, if the autopilot sent the plant where it runs and not
     * there already; then SUSPENDED and an AUTOPILOT alarm, whoever chose the setpoint. An out-of-tolerance trigger
     * counts only once the process has been inside tolerance under the autopilot (before, it is where it started) and
     * not while the plant runs a move of the initial design.
     */
    private void fallBack(long processId, String trigger, boolean outOfTolerance) {
        ProcessDefinition process = definition(processId).orElse(null);
        if (process == null) {
            return;
        }
        String reason = QuarkusTransaction.requiringNew().call(() -> {
            AutopilotEntity a = AutopilotEntity.findById(processId);
            if (a == null || a.state != AutopilotState.ON
                    || outOfTolerance && (!a.insideToleranceSeen || runsTheDesign(processId))) {
                return null;
            }
            AutopilotDecisions.Fallback fallback = AutopilotDecisions.fallBack(
                    // Its own run only: a setpoint met before the switch-on may no longer be good, and a person chose
                    // where it started.
                    forecasts.lastMetSetpoint(processId, a.switchedOnAt).or(() -> Optional.ofNullable(a.start)),
                    commands.latest(processId), process);
            fallback.revertTo().ifPresent(good -> decisions.revertAutomatically(processId, good,
                    new Decision(NAME, "Autopilot fallback after " + trigger)));
            String why = "suspended after " + trigger + "; " + fallback.done() + ". It waits for a person to resume it";
            // another instance's fallback, or a person's click, that committed first wins
            machine.fire(a, AutopilotAction.FELL_BACK, NAME, why, null, why);
            return why;
        });
        if (reason != null) {
            LOG.warnf("Autopilot of process %d %s", processId, reason);
            alarms.raise(processId, AlarmKind.AUTOPILOT, "The autopilot " + reason + ".");
        }
    }
}

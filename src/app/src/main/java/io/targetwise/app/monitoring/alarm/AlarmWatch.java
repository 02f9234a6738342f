package io.targetwise.app.monitoring.alarm;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.Startup;
import io.targetwise.app.campaign.DriftCompensationRequested;
import io.targetwise.app.common.Coalescer;
import io.targetwise.app.common.Formats;
import io.targetwise.app.ingest.MeasurementsStored;
import io.targetwise.app.monitoring.ControlCheck;
import io.targetwise.app.monitoring.PlantFollowing;
import io.targetwise.app.monitoring.ToleranceState;
import io.targetwise.app.monitoring.drift.DriftCheck;
import io.targetwise.app.monitoring.sensor.SensorCheck;
import io.targetwise.app.monitoring.forecast.ForecastOutcomes;
import io.targetwise.app.monitoring.forecast.ForecastReport;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.readings.Reading;
import io.targetwise.app.readings.Readings;
import io.targetwise.app.readings.StoredReading;
import io.targetwise.app.setpoint.SetpointCommands;
import io.targetwise.core.spc.RunRule;

/**
 * Looks at a process each time its readings are stored: judges the latest approved proposal's forecast, then raises
 * an alarm when forecast misses pile up, when a Western Electric rule fires at the newest reading of the running
 * setpoint (the rules the run chart draws, {@link ControlCheck}), when the tolerance state is OUT OF TOLERANCE, or
 * when the running setpoint drifts away from its forecast ({@link DriftCheck}; the campaign then compensates), or
 * when the plant's readings since the latest command report another setpoint ({@link PlantFollowing}).
 * The work runs on one thread of its own, never on the ingest's. A burst of batches costs a bounded number of looks
 * ({@link Coalescer}): a process's looks start at least {@code targetwise.alarm.min-look-interval} apart, and the
 * readings stored after one began always get a look of their own, so the state a burst ends in is never missed;
 * {@code targetwise.alarm.looks} counts them. An alarm whose condition persists after it was acknowledged is raised again by the next reading that shows it.
 */
@ApplicationScoped
@Startup // an invalid interval refuses the start; the look counter is exported, at zero, from the start
class AlarmWatch {
    /**
     * Forecast misses pile up when this many of the latest {@value #MISS_WINDOW} outcomes lie outside their 90 %
     * interval: a calibrated model misses one forecast in ten, and 3 of 5 then happens by chance in under 1 % of
     * windows.
     */
    static final int MISSES_FOR_ALARM = 3;
    static final int MISS_WINDOW = 5;
    private static final Logger LOG = Logger.getLogger(AlarmWatch.class);

    private final ProcessService processes;
    private final Readings readings;
    private final ForecastOutcomes forecasts;
    private final Alarms alarms;
    private final DriftCheck drift;
    private final SensorCheck sensors;
    private final SetpointCommands commands;
    private final Event<DriftCompensationRequested> compensate;
    private final Counter looks;
    private final ScheduledExecutorService watcher = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread t = new Thread(task, "alarm-watch");
        t.setDaemon(true);
        return t;
    });
    private final Coalescer watches;

    AlarmWatch(ProcessService processes, Readings readings, ForecastOutcomes forecasts, Alarms alarms,
            DriftCheck drift, SensorCheck sensors, SetpointCommands commands, Event<DriftCompensationRequested> compensate,
            MeterRegistry metrics,
            @ConfigProperty(name = "targetwise.alarm.min-look-interval") Duration minLookInterval) {
        this.processes = processes;
        this.readings = readings;
        this.forecasts = forecasts;
        this.alarms = alarms;
        this.drift = drift;
        this.sensors = sensors;
        this.commands = commands;
        this.compensate = compensate;
        this.watches = new Coalescer("Alarm watch",
                // A look takes milliseconds: the interval alone bounds them (full duty, no urgent looks, no waits).
                Coalescer.nonNegative("targetwise.alarm.min-look-interval", minLookInterval), 1, Duration.ZERO,
                Duration.ZERO, Duration.ZERO, Duration.ZERO,
                (task, delay) -> watcher.schedule(task, delay.toNanos(), TimeUnit.NANOSECONDS),
                (processId, urgent) -> CompletableFuture.supplyAsync(() -> {
                    look(processId);
                    return Coalescer.Outcome.DONE;
                }, watcher));
        this.looks = Counter.builder("targetwise.alarm.looks")
                .description("Looks of the alarm watch at a process's newest readings").register(metrics);
    }

    void onStored(@Observes(during = TransactionPhase.AFTER_SUCCESS) MeasurementsStored event) {
        watches.arrived(event.processId(), Coalescer.Arrival.ROUTINE);
    }

    private void look(long processId) {
        looks.increment();
        try {
            processes.find(processId).ifPresent(this::watch);
        } catch (RuntimeException e) {
            LOG.warnf(e, "Alarm watch of process %d failed; the next readings try again", processId);
        }
    }

    private void watch(ProcessDefinition process) {
        if (!forecasts.judge(process).isEmpty()) {
            ForecastReport report = forecasts.report(process);
            long misses = report.missesInLatest(MISS_WINDOW);
            if (misses >= MISSES_FOR_ALARM) {
                alarms.raise(process.id(), AlarmKind.FORECAST_MISSES, misses + " of the last "
                        + Math.min(MISS_WINDOW, report.judged()) + " forecasts missed their 90 % interval; hit rate "
                        + Formats.percent(report.hitRate()) + " over " + report.judged() + " approved proposals");
            }
        }
        List<StoredReading> newest = readings.newestGood(process.id(), PlantFollowing.readingsToJudge(process));
        if (!newest.isEmpty()) {
            PlantFollowing.notFollowed(process, commands.publishedFrom(process.id(),
                    newest.get(newest.size() - 1).receivedAt()), newest)
                    .ifPresent(text -> alarms.raise(process.id(), AlarmKind.NOT_FOLLOWING, text));
        }
        sensors.frozen(process).ifPresent(text -> alarms.raise(process.id(), AlarmKind.SENSOR, text));
        List<Reading> recent = readings.recent(process.id());
        ToleranceState state = ToleranceState.of(process, recent);
        if (state.abnormal()) {
            alarms.raise(process.id(), AlarmKind.OUT_OF_TOLERANCE, state.text());
        }
        Optional<List<RunRule>> broken = ControlCheck.ofLatest(recent).map(ControlCheck::brokenAtNewest)
                .filter(rules -> !rules.isEmpty());
        broken.ifPresent(rules -> alarms.raise(process.id(), AlarmKind.RUN_RULE, "at the newest reading, "
                + Formats.number(recent.get(recent.size() - 1).output()) + " " + process.output().unit() + ": "
                + rules.stream().map(ControlCheck::ruleName).collect(Collectors.joining("; "))));
        Optional<DriftCheck.Signal> signal = drift.latestSignal(process).filter(s -> alarms
                .latestRaisedAt(process.id(), AlarmKind.DRIFT).map(s.receivedAt()::isAfter).orElse(true));
        signal.ifPresent(s -> {
            String text = driftText(process, s);
            Optional<Double> missedAtFirst = forecasts.missOf(s.proposalId());
            if (missedAtFirst.isPresent() || s.atReading() <= process.replicates()) {
                alarms.raise(process.id(), AlarmKind.DRIFT, text + modelErrorText(missedAtFirst));
                return;
            }
            alarms.raise(process.id(), AlarmKind.DRIFT, text)
                    .ifPresent(raised -> compensate.fire(new DriftCompensationRequested(process.id(), s.offset(),
                            "Compensates a drift alarm: " + text + ".")));
        });
    }

    /**
     * Why a signal within the move's first readings, or after they missed their forecast, is taken for a model error
     * and not compensated: the model never described this setpoint, so an offset measured against its forecast is
     * the model's own error, and compensating it would carry that error to another setpoint. A drift that starts
     * between the command and its first readings looks the same; a person tells them apart.
     */
    static String modelErrorText(Optional<Double> missSigma) {
        return "; but " + missSigma.map(miss -> "the first readings at this setpoint already missed its forecast by "
                + Formats.sigma(miss)).orElse("it came with the first readings at this setpoint")
                + ": the model is wrong here rather than the plant drifting, so no offset compensation is proposed";
    }

    /** E.g. "the readings at x1 = 4, x2 = 1 run 1.3σ (+0.52 mm) above the forecast of 10.2 mm ...". */
    static String driftText(ProcessDefinition process, DriftCheck.Signal s) {
        return "the readings at " + Formats.setpoints(process.namedSetpoints(s.setpoint())) + " run "
                + Formats.sigma(s.shiftSigmas()) + " (" + (s.shift() >= 0 ? "+" : "") + Formats.number(s.shift())
                + " " + process.output().unit() + ") " + (s.shift() >= 0 ? "above" : "below")
                + " the approved proposal's forecast; CUSUM signal at reading " + s.atReading() + " of "
                + s.readings() + " since the approval (a false alarm comes once in about "
                + DriftCheck.IN_CONTROL_RUN_LENGTH + " readings)";
    }

    @PreDestroy
    void stop() {
        watcher.shutdownNow();
    }
}

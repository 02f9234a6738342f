package io.targetwise.app.monitoring.sensor;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.targetwise.app.common.Formats;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.proposal.ApprovedMove;
import io.targetwise.app.proposal.ProposalForecast;
import io.targetwise.app.proposal.Proposals;
import io.targetwise.app.readings.Readings;
import io.targetwise.app.readings.StoredReading;
import io.targetwise.core.spc.FrozenSensor;

/**
 * Watches for a frozen or stuck sensor ({@link FrozenSensor#DEFAULT}): the newest 5 good readings of the process
 * repeating exactly, or spreading implausibly little against the smallest noise sd the model forecast for the recent
 * approved moves (the floor). Five readings make a frozen sensor visible after four repeats, two moves at two
 * replicates. A working sensor signals at most once in 100,000 looks while the model's noise is right; twice too large
 * a noise makes it about 16 times as often (the chance grows with the fourth power of the ratio).
 */
@ApplicationScoped
public class SensorCheck {
    static final FrozenSensor TEST = FrozenSensor.DEFAULT;
    static final int WINDOW = TEST.window();
    /** The newest commands whose approved moves' forecasts give the noise floor. */
    static final int FLOOR_COMMANDS = 10;

    private final Readings readings;
    private final Proposals proposals;

    SensorCheck(Readings readings, Proposals proposals) {
        this.readings = readings;
        this.proposals = proposals;
    }

    /** The alarm text when the newest readings look like a frozen or stuck sensor; empty otherwise. */
    public Optional<String> frozen(ProcessDefinition process) {
        List<StoredReading> newest = readings.newestGood(process.id(), WINDOW);
        if (newest.size() < WINDOW) {
            return Optional.empty();
        }
        double floor = QuarkusTransaction.requiringNew().call(() -> proposals.forecasts(proposals
                .recentApprovals(process.id(), FLOOR_COMMANDS).stream().map(ApprovedMove::proposalId).toList())
                .stream().mapToDouble(ProposalForecast::aleatoricSd).filter(sd -> sd > 0 && Double.isFinite(sd))
                .min().orElse(Double.NaN));
        double[] outputs = newest.stream().mapToDouble(StoredReading::output).toArray();
        return TEST.test(outputs, floor).map(signal -> text(process, outputs[0], signal, floor));
    }

    /** E.g. "the newest 5 readings of maximum diameter repeat 140.2 mm exactly: a frozen sensor? ...". */
    static String text(ProcessDefinition process, double newest, FrozenSensor.Signal signal, double floor) {
        String unit = " " + process.output().unit();
        String readingsOf = "the newest " + WINDOW + " readings of " + process.output().name();
        if (signal.repeated()) {
            return readingsOf + " repeat " + Formats.number(newest) + unit + " exactly: a frozen sensor? A working"
                    + " one does not repeat to the last digit " + WINDOW + " times in a row";
        }
        return readingsOf + " spread " + Formats.number(signal.spreadSd()) + unit + " (sd) where the process's noise"
                + " alone is at least " + Formats.number(floor) + unit + ": a stuck sensor? A working one spreads this"
                + " little with a chance of " + String.format(Locale.ROOT, "%.1g", signal.pValue())
                + " (the alarm comes at " + String.format(Locale.ROOT, "%.0g", TEST.falseAlarmProbability())
                + " or less)";
    }
}

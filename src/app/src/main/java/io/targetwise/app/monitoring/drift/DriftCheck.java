package io.targetwise.app.monitoring.drift;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.proposal.ProposalForecast;
import io.targetwise.app.proposal.Proposals;
import io.targetwise.app.readings.Readings;
import io.targetwise.app.readings.StoredReading;
import io.targetwise.core.proposal.DriftOffset;
import io.targetwise.core.proposal.MeanForecast;
import io.targetwise.core.spc.Cusum;
import io.targetwise.core.spc.OneStepResiduals;

/**
 * Watches the running setpoint for drift (die wear, furnace ageing, a new raw-material lot): a CUSUM (k = 1/2,
 * h = 5) on the one-step residuals of the readings since the approval against the approved proposal's forecast
 * ({@link OneStepResiduals}). While the plant behaves as forecast the residuals are N(0, 1) and the chart raises a
 * false alarm once in about 465 readings on average ({@link #IN_CONTROL_RUN_LENGTH}); a persistent shift of one aleatoric sigma
 * that starts long after the approval is caught after about 10 readings (Montgomery, table 9.3), an early one later, as
 * the forecast still learns the setpoint's mean (docs/forecasts-and-alarms.md, "Drift"). After a signal the chart
 * restarts at the next reading, as a CUSUM does once its cause was looked at. The chart covers the newest {@value #WINDOW} readings at the
 * setpoint; older ones are left out, which starts the window from the proposal's wider forecast (fewer alarms, not
 * more). Its false-alarm rate holds as far as the proposal's sigma_a is right: the campaign's variance model sets it.
 */
@ApplicationScoped
public class DriftCheck {
    static final Cusum CHART = Cusum.of(0.5, 5);
    /** Readings between false alarms on average while the plant behaves as forecast. */
    public static final long IN_CONTROL_RUN_LENGTH = Math.round(CHART.averageRunLength(0));
    static final int WINDOW = 2000;
    /** Readings that measure the drift's size for the compensation, as in the drift benchmark. */
    static final int LATEST = 10;

    /**
     * The chart's latest signal at the running setpoint.
     *
     * @param proposalId the approved proposal whose forecast the readings are checked against
     * @param readings readings at its setpoint the chart looked at
     * @param atReading 1-based position of the signalling reading among them
     * @param shiftSigmas estimated shift in aleatoric sigmas, signed
     * @param shift the same in the output's unit
     * @param receivedAt when the signalling reading was stored
     * @param offset the drift over the latest {@value #LATEST} readings against what the model expected before it
     *     (the approved forecast without the drift it already compensated)
     */
    public record Signal(long proposalId, double[] setpoint, int readings, int atReading, double shiftSigmas,
            double shift, Instant receivedAt, DriftOffset offset) {
    }

    private final Readings readings;
    private final Proposals proposals;

    DriftCheck(Readings readings, Proposals proposals) {
        this.readings = readings;
        this.proposals = proposals;
    }

    /** The latest signal since the last approval, if the chart gave one; empty while no approved setpoint runs. */
    public Optional<Signal> latestSignal(ProcessDefinition process) {
        return QuarkusTransaction.requiringNew().call(() -> proposals.latestApproval(process.id())
                .flatMap(approval -> {
                    ProposalForecast proposal = proposals.forecast(approval.proposalId()).orElse(null);
                    if (proposal == null || !(proposal.aleatoricSd() > 0)) {
                        return Optional.empty();
                    }
                    return latestSignal(proposal,
                            readings.deliveredAt(process, approval.setpoint(), approval.issuedAt(), null, true, WINDOW));
                }));
    }

    static Optional<Signal> latestSignal(ProposalForecast proposal, List<StoredReading> readings) {
        double[] outputs = readings.stream().mapToDouble(StoredReading::output).toArray();
        double[] z = OneStepResiduals.of(proposal.predictedMean(), proposal.epistemicSd() * proposal.epistemicSd(),
                proposal.aleatoricSd() * proposal.aleatoricSd()).standardise(outputs);
        DriftOffset offset = outputs.length == 0 ? null : DriftOffset.measured(
                Arrays.copyOfRange(outputs, Math.max(0, outputs.length - LATEST), outputs.length),
                new MeanForecast(proposal.predictedMean() - proposal.driftOffset(), proposal.epistemicSd(),
                        proposal.aleatoricSd()));
        List<Cusum.Signal> signals = CHART.signals(z);
        if (signals.isEmpty()) {
            return Optional.empty();
        }
        Cusum.Signal last = signals.get(signals.size() - 1);
        return Optional.of(new Signal(proposal.id(), proposal.setpoint(), z.length, last.index() + 1, last.shift(),
                last.shift() * proposal.aleatoricSd(), readings.get(last.index()).receivedAt(), offset));
    }
}

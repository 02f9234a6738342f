package io.targetwise.app.monitoring.forecast;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.panache.common.Sort;
import io.targetwise.app.common.ConstraintViolations;
import io.targetwise.app.common.PageRequest;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.proposal.ApprovedMove;
import io.targetwise.app.proposal.MeanForecasts;
import io.targetwise.app.proposal.ProposalForecast;
import io.targetwise.app.proposal.Proposals;
import io.targetwise.app.readings.Readings;
import io.targetwise.app.readings.StoredReading;
import io.targetwise.core.proposal.MeanForecast;

/**
 * Judges each approved proposal once its setpoint delivered: when the process's replicate count of usable readings at
 * that setpoint were stored after its command was issued and before the next command, the mean of those readings is
 * compared with the proposal's 90 % interval for such a mean. Every delivered move is judged, however fast the next
 * one follows: each look goes through the approvals among the newest {@value #JUDGED_COMMANDS} commands, oldest first.
 * A setpoint the plant never ran before it was sent elsewhere has no outcome. Exactly one outcome per proposal: the
 * unique constraint decides when two instances judge the same proposal at once.
 */
@ApplicationScoped
public class ForecastOutcomes {
    /** The hit rate is also reported over this many latest outcomes, to show a model that got worse. */
    public static final int RECENT = 10;
    /**
     * The newest commands whose approvals a look judges: more than a plant answering at once gets through between
     * two looks of the alarm watch, few enough that a setpoint never delivered costs little.
     */
    static final int JUDGED_COMMANDS = 10;
    /** The outcomes a report lists, newest first. */
    static final PageRequest LISTED = PageRequest.first(PageRequest.MAX_SIZE);
    /** The database constraint that allows one outcome per proposal (V18). */
    private static final String ONE_OUTCOME_PER_PROPOSAL = "uk_forecast_outcome_proposal";

    private final Clock clock;
    private final Event<ForecastsChanged> changed;
    private final Event<ForecastJudged> judged;
    private final Readings readings;
    private final Proposals proposals;

    ForecastOutcomes(Clock clock, Event<ForecastsChanged> changed, Event<ForecastJudged> judged, Readings readings,
            Proposals proposals) {
        this.clock = clock;
        this.changed = changed;
        this.judged = judged;
        this.readings = readings;
        this.proposals = proposals;
    }

    /** Records the outcome of every recent approved move whose readings are complete, oldest first; empty if none. */
    public List<ForecastOutcomeView> judge(ProcessDefinition process) {
        List<ApprovedMove> moves = QuarkusTransaction.requiringNew().call(() -> proposals
                .recentApprovals(process.id(), JUDGED_COMMANDS).stream()
                .filter(move -> !ForecastOutcomeEntity.recorded(move.proposalId())).toList());
        List<ForecastOutcomeView> outcomes = new ArrayList<>();
        for (ApprovedMove move : moves) {
            judge(process, move).ifPresent(outcomes::add);
        }
        return List.copyOf(outcomes);
    }

    private Optional<ForecastOutcomeView> judge(ProcessDefinition process, ApprovedMove move) {
        try {
            return QuarkusTransaction.requiringNew().call(() -> judge(process, move, Instant.now(clock)));
        } catch (RuntimeException e) {
            if (ConstraintViolations.violates(e, ONE_OUTCOME_PER_PROPOSAL)) {
                return Optional.empty(); // another instance recorded it first
            }
            throw e;
        }
    }

    private Optional<ForecastOutcomeView> judge(ProcessDefinition process, ApprovedMove move, Instant now) {
        List<StoredReading> delivered = move.replicates(readings, process);
        if (delivered.size() < process.replicates()) {
            return Optional.empty();
        }
        ProposalForecast proposal = proposals.forecast(move.proposalId()).orElseThrow();
        if (proposal.initialDesign()) {
            return Optional.empty(); // no forecast to judge
        }
        ForecastOutcomeEntity outcome = outcome(proposal,
                delivered.stream().mapToDouble(StoredReading::output).toArray(),
                delivered.get(delivered.size() - 1).sourceTime(), now);
        outcome.persist();
        ForecastOutcomeEntity.flush(); // a racing instance's outcome fails here, inside the try of judge
        changed.fire(new ForecastsChanged(process.id()));
        ForecastOutcomeView view = view(outcome, proposal.setpoint(), process);
        judged.fire(new ForecastJudged(view));
        return Optional.of(view);
    }

    /** The outcome of a proposal whose setpoint delivered these readings. */
    static ForecastOutcomeEntity outcome(ProposalForecast proposal, double[] readings, Instant measuredUntil,
            Instant now) {
        int n = readings.length;
        double mean = Arrays.stream(readings).average().orElseThrow();
        MeanForecast forecast = proposal.forecast();
        ForecastOutcomeEntity o = new ForecastOutcomeEntity();
        o.proposalId = proposal.id();
        o.processId = proposal.processId();
        o.predictedMean = proposal.predictedMean();
        o.epistemicSd = proposal.epistemicSd();
        o.aleatoricSd = proposal.aleatoricSd();
        o.degreesOfFreedom = MeanForecasts.storedDegreesOfFreedom(forecast.degreesOfFreedom());
        o.replicates = n;
        o.readingSd = forecast.sd(1);
        o.meanSd = forecast.sd(n);
        o.deliveredMean = mean;
        o.missSigma = forecast.missSigma(mean, n);
        o.insideInterval = forecast.hits(mean, n);
        o.measuredUntil = measuredUntil;
        o.recordedAt = now;
        return o;
    }

    /**
     * The setpoint of the newest approved proposal judged since {@code since} whose delivered mean met its forecast
     * (inside the 90 % interval): the last setpoint the model is known to have described in that time. Read inside a
     * transaction.
     */
    public Optional<double[]> lastMetSetpoint(long processId, Instant since) {
        return ForecastOutcomeEntity.<ForecastOutcomeEntity>find("processId = ?1 and insideInterval = true"
                + " and recordedAt >= ?2", Sort.descending("recordedAt", "id"), processId, since).firstResultOptional()
                .flatMap(o -> proposals.forecast(o.proposalId)).map(ProposalForecast::setpoint);
    }

    /**
     * How far the judged outcome of an approved proposal missed its forecast, in sigmas of the delivered mean; empty
     * while it is not judged or when it met its 90 % interval.
     */
    public Optional<Double> missOf(long proposalId) {
        return QuarkusTransaction.requiringNew().call(() -> ForecastOutcomeEntity.<ForecastOutcomeEntity>find(
                "proposalId = ?1 and insideInterval = false", proposalId).firstResultOptional().map(o -> o.missSigma));
    }

    /**
     * The hit rates of the 90 % intervals over every outcome of the process, with the newest {@link #LISTED}
     * outcomes themselves: the report is read after every judged batch, and a long campaign has many more.
     */
    public ForecastReport report(ProcessDefinition process) {
        return QuarkusTransaction.requiringNew().call(() -> {
            long[] judgedAndHits = ForecastOutcomeEntity.judgedAndHits(process.id());
            List<ForecastOutcomeEntity> outcomes = ForecastOutcomeEntity.forProcess(process.id(), LISTED);
            // The proposals' setpoints in one query, not one per outcome: the report is read after every judged batch
            Map<Long, double[]> setpoints = proposals.setpoints(outcomes.stream().map(o -> o.proposalId).toList());
            return ForecastReport.of(process.id(), judgedAndHits[0], judgedAndHits[1],
                    outcomes.stream().map(o -> view(o, setpoints.get(o.proposalId), process)).toList());
        });
    }

    private static ForecastOutcomeView view(ForecastOutcomeEntity o, double[] setpoint, ProcessDefinition process) {
        double halfWidth = new MeanForecast(o.predictedMean, o.epistemicSd, o.aleatoricSd,
                MeanForecasts.degreesOfFreedom(o.degreesOfFreedom)).halfWidth90(o.replicates);
        return new ForecastOutcomeView(o.proposalId, o.processId, process.namedSetpoints(setpoint),
                o.predictedMean, o.epistemicSd, o.aleatoricSd, o.replicates, o.readingSd, o.meanSd,
                o.predictedMean - halfWidth, o.predictedMean + halfWidth, o.deliveredMean, o.missSigma,
                o.insideInterval, o.measuredUntil, o.recordedAt);
    }
}

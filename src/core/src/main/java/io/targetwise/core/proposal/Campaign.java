package io.targetwise.core.proposal;

import io.targetwise.core.Point;
import io.targetwise.core.acquisition.AcquisitionFunction;
import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.AcquisitionSettings;
import io.targetwise.core.acquisition.AleatoricTreatment;
import io.targetwise.core.acquisition.ToleranceAcquisitions;
import io.targetwise.core.acquisition.UncertainAleatoricAcquisitions;
import io.targetwise.core.surrogate.ConditionableSurrogate;
import io.targetwise.core.surrogate.ConditioningFitter;
import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.ModelFittingException;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.SurrogateFitter;
import io.targetwise.core.surrogate.WarmStartFitter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * An ask/tell optimisation campaign for one process output: it holds the search space, the target and
 * specification limits, the measurements, the surrogate fitter and the acquisition kind. {@link #tell} records
 * readings; the model is brought up to date lazily on the next {@link #ask} or {@link #incumbent}: by conditioning
 * when the fitter is a {@link ConditioningFitter} and every new reading is at a new setpoint, by a full fit
 * otherwise, which a {@link WarmStartFitter} starts from the model it replaces. Each update gives a new model version. Thread-safe: plant data and operator requests may come in on
 * different threads.
 */
public final class Campaign {
    private final AcquisitionSettings acquisitionSettings;
    private final SurrogateFitter fitter;
    private final AcquisitionKind acquisitionKind;
    private final SetpointProposer proposer;
    /** Null: every proposal is a new setpoint and asks for no number of readings (the plant's fixed count). */
    private final ReplicationRule replication;
    private final List<Measurement> measurements = new ArrayList<>();
    private SearchSpace space;
    private ReplicateAggregator aggregator;
    /** Readings told since {@link #model} was built. */
    private final List<Measurement> pending = new ArrayList<>();
    private Surrogate model;
    private int modelVersion;
    private int conditioningsSinceFullFit;

    private Campaign(Builder b) {
        if (b.space == null || b.acquisitionSettings == null || b.fitter == null || b.acquisitionKind == null) {
            throw new IllegalArgumentException("searchSpace, acquisitionSettings, fitter and acquisitionKind are required");
        }
        space = b.space;
        aggregator = aggregatorFor(space);
        acquisitionSettings = b.acquisitionSettings;
        fitter = b.fitter;
        acquisitionKind = b.acquisitionKind;
        proposer = SetpointProposer.of(b.optimizerSettings);
        replication = b.replication;
        tell(b.measurements);
    }

    public static Builder builder() {
        return new Builder();
    }

    /**
     * The next {@code q} setpoints to run, from the up-to-date model; fewer only when the space has no more
     * admissible setpoints (an exhausted pool). With a {@link ReplicationRule} the one move may instead be more
     * readings at a setpoint run before, which a pool then admits too; each proposal says how many readings it asks
     * for.
     *
     * @throws ModelFittingException before the first measurement, or if the fitter cannot model the data
     * @throws IllegalArgumentException if {@code q < 1}, or {@code q > 1} with a replication rule (it decides one
     *     move at a time)
     */
    public synchronized List<Proposal> ask(int q) {
        if (q < 1 || (replication != null && q > 1)) {
            throw new IllegalArgumentException("q must be >= 1, and 1 with a replication rule, got " + q);
        }
        Surrogate surrogate = upToDateModel();
        Design design = design(surrogate);
        Selection selection = select(surrogate, design, acquisitionKind, q);
        Optional<AcquisitionKind> fallback = acquisitionKind.fallback();
        if (!selection.setpoints().isEmpty() && fallback.isPresent()
                && acquisitionKind.isNegligible(selection.scores()[0], selection.incumbent())) {
            selection = select(surrogate, design, fallback.get(), q).becauseFlat(acquisitionKind, selection);
        }
        if (replication != null) {
            selection = replicateOrExplore(surrogate, design, selection);
        }
        List<Proposal> proposals = new ArrayList<>(selection.setpoints().size());
        for (int i = 0; i < selection.setpoints().size(); i++) {
            proposals.add(proposal(surrogate, selection, i, design));
        }
        return List.copyOf(proposals);
    }

    /**
     * Run-to-run offset control after a drift alarm. Drift such as tool wear or a warmer workshop shifts the output at
     * every setpoint by about the same amount, measured at the running setpoint ({@link DriftOffset}); the next
     * setpoint is the one run so far whose expected squared error (m + offset - y*)^2 + sigma_e^2 + var(offset) +
     * sigma_a^2 is least, and its forecast carries the offset and its variance. Known setpoints only: an unexplored one
     * would add the model's error to the drift's. On the drifting forging press this kept more readings in tolerance
     * than re-optimising with the acquisition or running on unchanged (docs/benchmarks/drift.md). Only setpoints
     * the search space admits are candidates, so a compensation stays within each variable's maximum step of the
     * running setpoint like any proposal.
     *
     * @throws ModelFittingException if no setpoint run so far is admissible (none within the maximum step)
     */
    public synchronized Proposal compensate(DriftOffset offset) {
        Surrogate surrogate = upToDateModel();
        Design design = design(surrogate);
        Posterior posterior = design.posterior();
        int best = -1;
        double least = Double.POSITIVE_INFINITY;
        for (int i = 0; i < design.setpoints().size(); i++) {
            if (!space.isFeasible(design.setpoints().get(i))) {
                continue;
            }
            double error = RobustError.expected(posterior.mean(i) + offset.value(), posterior.epistemicVariance(i)
                    + offset.variance(), forecastAleatoricVariance(posterior, i), acquisitionSettings.target());
            if (error < least) {
                least = error;
                best = i;
            }
        }
        if (best < 0) {
            throw new ModelFittingException("no setpoint run so far lies within the search space (the maximum step of"
                    + " the running setpoint) to compensate the drift at");
        }
        String reason = String.format(Locale.ROOT, "a drift of %+.4g (sd %.3g) moves every setpoint's forecast; of the"
                + " %d setpoints run, this one's expected squared error from the target, %.4g, is least once moved"
                + " among those within reach", offset.value(), Math.sqrt(offset.variance()), design.setpoints().size(),
                least);
        Posterior chosen = Posterior.of(new double[] {posterior.mean(best) + offset.value()},
                new double[] {posterior.epistemicVariance(best) + offset.variance()},
                new double[] {posterior.aleatoricVariance(best)}, new double[] {posterior.aleatoricLogSd(best)});
        Selection selection = new Selection(List.of(design.setpoints().get(best)), chosen, new double[] {least},
                design.incumbent().robustError(), SelectionRule.OFFSET_COMPENSATION, reason, readingsOfNewSetpoint());
        return proposal(surrogate, selection, 0, design);
    }

    /** The setpoints one acquisition chooses, its scores there (the first the best it found) and its incumbent. */
    private record Selection(List<double[]> setpoints, Posterior posterior, double[] scores, double incumbent,
            SelectionRule rule, String reason, OptionalInt readings) {

        Selection becauseFlat(AcquisitionKind flat, Selection flatSelection) {
            String why = flat.id() + " was negligible at every candidate searched (best " + number(flatSelection.scores()[0])
                    + ", incumbent " + number(flatSelection.incumbent()) + "): no candidate can improve on the"
                    + " incumbent under the model, so " + reason;
            return new Selection(setpoints, posterior, scores, incumbent, SelectionRule.FALLBACK, why, readings);
        }
    }

    /**
     * The rule's decision between the acquisition's new setpoint (if any) and more readings at a known one: the best
     * replicate move wins if its expected gain per reading beats the largest a new setpoint offers (the acquisition's
     * choice or the best the same search finds for the gain itself), else the acquisition's new setpoint.
     */
    private Selection replicateOrExplore(Surrogate surrogate, Design design, Selection explore) {
        boolean[] admissible = new boolean[design.setpoints().size()];
        for (int i = 0; i < admissible.length; i++) {
            admissible[i] = space.isFeasible(design.setpoints().get(i));
        }
        ReplicationRule.Move replicate = replication.bestReplicate(design.posterior(), design.readings(), admissible,
                acquisitionSettings);
        int newReadings = replication.newSetpointReadings();
        if (explore.setpoints().isEmpty() && replicate == null) {
            return explore;
        }
        double explorePerReading = Double.NEGATIVE_INFINITY;
        if (!explore.setpoints().isEmpty()) {
            AcquisitionFunction gain = replication.newSetpointGainPerReading(acquisitionSettings,
                    design.incumbent().robustError());
            List<double[]> best = proposer.propose(surrogate, gain, acquisitionSettings.target(), space, 1,
                    design.setpoints());
            explorePerReading = Math.max(gain.score(explore.posterior())[0],
                    best.isEmpty() ? 0 : gain.score(surrogate.posterior(inputs(best)))[0]);
        }
        if (replicate == null || !(replicate.gainPerReading() > explorePerReading)) {
            String why = String.format(Locale.ROOT, "%s; %d readings of a new setpoint gain up to %.4g per reading in"
                    + " the recommendation's expected error, %s", explore.reason(), newReadings, explorePerReading,
                    replicate == null ? "and no known setpoint admits a replicate" : String.format(Locale.ROOT,
                            "at least as much as %d more at the best known setpoint (%.4g per reading)",
                            replicate.readings(), replicate.gainPerReading()));
            return new Selection(explore.setpoints(), explore.posterior(), explore.scores(), explore.incumbent(),
                    explore.rule(), why, explore.readings());
        }
        int i = replicate.setpoint();
        Posterior posterior = design.posterior();
        Posterior at = Posterior.of(new double[] {posterior.mean(i)}, new double[] {posterior.epistemicVariance(i)},
                new double[] {posterior.aleatoricVariance(i)}, new double[] {posterior.aleatoricLogSd(i)});
        String why = String.format(Locale.ROOT, "%d more readings at this setpoint, run %d times so far, gain %.4g per"
                + " reading in the recommendation's expected error, more than %s", replicate.readings(),
                design.readings()[i], replicate.gainPerReading(), explore.setpoints().isEmpty()
                        ? "any new setpoint (none admissible)"
                        : String.format(Locale.ROOT, "%d readings of the best new setpoint (%.4g per reading)",
                                newReadings, explorePerReading));
        return new Selection(List.of(design.setpoints().get(i)), at, new double[] {replicate.gainPerReading()},
                explore.incumbent(), SelectionRule.REPLICATION, why, OptionalInt.of(replicate.readings()));
    }

    private Selection select(Surrogate surrogate, Design design, AcquisitionKind kind, int q) {
        double incumbent = kind.incumbent(acquisitionSettings, design.posterior());
        AcquisitionFunction acquisition = kind.create(acquisitionSettings, incumbent);
        List<double[]> setpoints = proposer.propose(surrogate, acquisition, acquisitionSettings.target(), space, q,
                design.setpoints());
        Posterior posterior = surrogate.posterior(inputs(setpoints));
        double[] scores = acquisition.score(posterior);
        String reason = setpoints.isEmpty() ? "" : "the highest " + kind.id() + " score of the candidates searched ("
                + number(scores[0]) + ", " + acquisitionSettings.aleatoric().id() + " aleatoric variance) chose it";
        return new Selection(setpoints, posterior, scores, incumbent, SelectionRule.ACQUISITION, reason,
                readingsOfNewSetpoint());
    }

    private OptionalInt readingsOfNewSetpoint() {
        return replication == null ? OptionalInt.empty() : OptionalInt.of(replication.newSetpointReadings());
    }

    private static String number(double value) {
        return String.format(Locale.ROOT, "%.4g", value);
    }

    /**
     * Records readings; their setpoints must have the space's variables and their environment its context variables.
     *
     * @throws IllegalArgumentException if a reading does not fit the process definition, naming it
     */
    public synchronized void tell(List<Measurement> readings) {
        for (int r = 0; r < readings.size(); r++) {
            Measurement m = readings.get(r);
            int setpointSize = m.setpoint().dimension();
            int environmentSize = m.environment().dimension();
            if (setpointSize != space.dimension() || environmentSize != space.context().length) {
                throw new IllegalArgumentException("measurement " + r + " has " + setpointSize + " setpoint and "
                        + environmentSize + " environment values, expected " + space.dimension() + " and "
                        + space.context().length);
            }
        }
        measurements.addAll(readings);
        pending.addAll(readings);
    }

    /** The model brought up to date with every reading told, e.g. to draw its predictions. */
    public synchronized Surrogate surrogate() {
        return upToDateModel();
    }

    /** The best setpoint run so far by the robust criterion, at the current context. */
    public synchronized Incumbent incumbent() {
        return design(upToDateModel()).incumbent();
    }

    /**
     * Moves the campaign to a new process state (current setpoint, context) or definition; the variables and the
     * number of context variables must stay, since the model and the data are in their terms.
     */
    public synchronized void updateSearchSpace(SearchSpace newSpace) {
        if (newSpace.dimension() != space.dimension() || newSpace.inputDimension() != space.inputDimension()) {
            throw new IllegalArgumentException("searchSpace must keep " + space.dimension() + " setpoint and "
                    + space.context().length + " context variables");
        }
        space = newSpace;
        aggregator = aggregatorFor(newSpace);
    }

    public synchronized SearchSpace searchSpace() {
        return space;
    }

    public synchronized List<Measurement> measurements() {
        return List.copyOf(measurements);
    }

    /** The version of the model the next proposals come from; 0 before the first fit. */
    public synchronized int modelVersion() {
        return modelVersion;
    }

    private Surrogate upToDateModel() {
        if (measurements.isEmpty()) {
            throw new ModelFittingException("no measurements yet: tell the initial design before asking");
        }
        if (pending.isEmpty()) {
            return model;
        }
        if (canCondition()) {
            ConditionableSurrogate conditioned = (ConditionableSurrogate) model;
            for (Measurement m : pending) {
                double[] input = m.input();
                conditioned = conditioned.conditionedOn(input, m.output());
            }
            model = conditioned;
            conditioningsSinceFullFit += pending.size();
        } else {
            model = model != null && fitter instanceof WarmStartFitter warm
                    ? warm.refit(List.copyOf(measurements), model) : fitter.fit(List.copyOf(measurements));
            conditioningsSinceFullFit = 0;
        }
        pending.clear();
        modelVersion++;
        return model;
    }

    /** Conditioning keeps hyperparameters; it is exact only for readings at setpoints not measured before. */
    private boolean canCondition() {
        if (!(fitter instanceof ConditioningFitter conditioning) || !(model instanceof ConditionableSurrogate)
                || conditioningsSinceFullFit + pending.size() > conditioning.conditioningsBeforeRefit()) {
            return false;
        }
        List<Measurement> earlier = measurements.subList(0, measurements.size() - pending.size());
        for (int i = 0; i < pending.size(); i++) {
            double[] x = pending.get(i).setpoint().toArray();
            if (earlier.stream().anyMatch(m -> space.coincide(m.setpoint().toArray(), x))
                    || pending.subList(0, i).stream().anyMatch(m -> space.coincide(m.setpoint().toArray(), x))) {
                return false;
            }
        }
        return true;
    }

    private double[][] inputs(List<double[]> setpoints) {
        return setpoints.stream().map(space::surrogateInput).toArray(double[][]::new);
    }

    /**
     * The distinct setpoints run so far, the readings at each, the model's posterior there at the current context, and
     * the best.
     */
    private record Design(List<double[]> setpoints, int[] readings, Posterior posterior, Incumbent incumbent,
            double forecastDegreesOfFreedom) {
    }

    private Design design(Surrogate surrogate) {
        List<DesignPoint> points = aggregator.aggregate(measurements);
        List<double[]> setpoints = points.stream().map(p -> p.setpoint().toArray()).toList();
        Posterior posterior = surrogate.posterior(inputs(setpoints));
        int best = 0;
        double bestError = Double.POSITIVE_INFINITY;
        for (int i = 0; i < points.size(); i++) {
            double error = AcquisitionKind.designPointError(acquisitionSettings, posterior, i);
            if (error < bestError) {
                bestError = error;
                best = i;
            }
        }
        Incumbent incumbent = new Incumbent(points.get(best).setpoint(), bestError, posterior.mean(best),
                Math.sqrt(posterior.aleatoricVariance(best)), points.get(best).replicates());
        return new Design(setpoints, points.stream().mapToInt(DesignPoint::replicates).toArray(), posterior, incumbent,
                ForecastDegreesOfFreedom.of(points));
    }

    /**
     * A proposal's forecast is Student-t ({@link MeanForecast}) with the design's {@link ForecastDegreesOfFreedom} and
     * the model's plug-in process variance (hetGP's median) in its scale: the t's heavy tails are what carries the
     * uncertainty of the variance, so the posterior mean of sigma_a^2 would count it twice, and where the noise model
     * has seen nothing its exp(s^2 / 2) forecast a spread up to 5e5 times the truth on the plant suite. The expected
     * squared error and the probability in specification keep the posterior mean (law of total variance).
     */
    private Proposal proposal(Surrogate surrogate, Selection selection, int i, Design design) {
        Incumbent incumbent = design.incumbent();
        Posterior posterior = selection.posterior();
        double mean = posterior.mean(i);
        double epistemic = posterior.epistemicVariance(i);
        double aleatoric = forecastAleatoricVariance(posterior, i);
        MeanForecast forecast = new MeanForecast(mean, Math.sqrt(epistemic), Math.sqrt(posterior.aleatoricVariance(i)),
                design.forecastDegreesOfFreedom());
        List<String> held = space.heldBackByMaxStep(selection.setpoints().get(i));
        String chosen = held.isEmpty() ? selection.reason() : selection.reason() + "; the maximum step per move held "
                + String.join(", ", held) + " back";
        // First, so that a store that cuts long reasons keeps it.
        String reason = forecast.spreadWarning(acquisitionSettings.lowerSpecLimit(),
                acquisitionSettings.upperSpecLimit()).map(warning -> warning + "; " + chosen).orElse(chosen);
        return new Proposal(Point.of(selection.setpoints().get(i)), forecast.mean(), forecast.epistemicSd(),
                forecast.aleatoricSd(), forecast.degreesOfFreedom(),
                RobustError.expected(mean, epistemic, aleatoric, acquisitionSettings.target()),
                ToleranceAcquisitions.probabilityInTolerance(mean, epistemic, aleatoric,
                        acquisitionSettings.lowerSpecLimit(), acquisitionSettings.upperSpecLimit()),
                selection.scores()[i], incumbent, modelVersion, selection.rule(), reason,
                VariableEffect.of(surrogate, space,
                        space.currentSetpoint().orElseGet(() -> incumbent.setpoint().toArray()),
                        selection.setpoints().get(i)), selection.readings());
    }

    /**
     * The process variance a proposal's expected squared error, its probability in specification and a drift
     * compensation use. Integrated: the posterior mean of sigma_a^2, median times exp(s^2 / 2) for
     * log sigma_a^2 ~ N(log median, s^2), so that sigma_e^2 + E[sigma_a^2] is the predictive variance of a reading (law
     * of total variance). Plug-in: the estimate, taken as known as in Hoffer, Ranftl and Geiger (2023).
     */
    private double forecastAleatoricVariance(Posterior posterior, int i) {
        return acquisitionSettings.aleatoric() == AleatoricTreatment.INTEGRATED
                ? UncertainAleatoricAcquisitions.meanVariance(posterior.aleatoricVariance(i), posterior.aleatoricLogSd(i))
                : posterior.aleatoricVariance(i);
    }

    private static ReplicateAggregator aggregatorFor(SearchSpace space) {
        return ReplicateAggregator.of(space.variables().stream().mapToDouble(SetpointVariable::resolution).toArray());
    }

    /** Collects a campaign's settings; {@link #build()} validates them. */
    public static final class Builder {
        private SearchSpace space;
        private AcquisitionSettings acquisitionSettings;
        private SurrogateFitter fitter;
        private AcquisitionKind acquisitionKind;
        private OptimizerSettings optimizerSettings = OptimizerSettings.defaults();
        private ReplicationRule replication;
        private final List<Measurement> measurements = new ArrayList<>();

        private Builder() {
        }

        public Builder searchSpace(SearchSpace searchSpace) {
            space = searchSpace;
            return this;
        }

        public Builder acquisition(AcquisitionKind kind, AcquisitionSettings settings) {
            acquisitionKind = kind;
            acquisitionSettings = settings;
            return this;
        }

        public Builder fitter(SurrogateFitter surrogateFitter) {
            fitter = surrogateFitter;
            return this;
        }

        public Builder optimizerSettings(OptimizerSettings settings) {
            optimizerSettings = settings;
            return this;
        }

        /** Lets each move be more readings at a known setpoint instead of a new one; off unless set. */
        public Builder replication(ReplicationRule rule) {
            replication = rule;
            return this;
        }

        /** Readings already taken, e.g. the initial design. */
        public Builder measurements(List<Measurement> readings) {
            measurements.addAll(readings);
            return this;
        }

        public Campaign build() {
            return new Campaign(this);
        }
    }
}

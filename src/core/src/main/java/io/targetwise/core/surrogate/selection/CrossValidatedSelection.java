package io.targetwise.core.surrogate.selection;

import io.targetwise.core.Arguments;
import io.targetwise.core.Point;
import io.targetwise.core.surrogate.Folds;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.ModelFittingException;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.SurrogateFitter;
import io.targetwise.core.surrogate.WarmStartFitter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * Fits whichever of several candidate surrogates predicts the process's own readings best. Each candidate is scored
 * by K-fold cross-validation over the distinct setpoints (all replicates of a setpoint are held out together, so a
 * model cannot score by remembering a replicate): fitted on the other folds, it forecasts each held-out reading as
 * N(mu(x), sigma_e^2(x) + sigma_a^2(x)), and its score is the mean log density of those readings. The forecast of a
 * fresh reading is what a proposal rests on, so this one number judges the mean and both variances together: a model
 * that is right on average but overconfident loses to a humbler one.
 *
 * <p>Scoring costs K fits per candidate, so it is bounded three ways: candidates are scored in the order given
 * (cheapest first), scoring stops once the time budget is spent (the rest are reported unscored), and a refit only
 * re-scores once the design has grown by {@code rescoreGrowth} since the last scoring; in between it refits the
 * chosen candidate alone, warm where that candidate can start from its previous model. Below
 * {@link #MINIMUM_DESIGN_POINTS} setpoints the candidates are not compared and the first is used.
 */
public final class CrossValidatedSelection implements WarmStartFitter {
    /** Fewer distinct setpoints than this are too few to compare models on: the first candidate is used. */
    public static final int MINIMUM_DESIGN_POINTS = 8;

    private final List<Candidate> candidates;
    private final ReplicateAggregator aggregator;
    private final int folds;
    private final double rescoreGrowth;
    private final long budgetNanos;
    private final long seed;
    private final LongSupplier nanoTime;

    private CrossValidatedSelection(List<Candidate> candidates, ReplicateAggregator aggregator, int folds,
            double rescoreGrowth, Duration budget, long seed, LongSupplier nanoTime) {
        this.candidates = candidates;
        this.aggregator = aggregator;
        this.folds = folds;
        this.rescoreGrowth = rescoreGrowth;
        this.budgetNanos = budget.toNanos();
        this.seed = seed;
        this.nanoTime = nanoTime;
    }

    /**
     * @param candidates the surrogates to choose among, cheapest first; the first is used while the design is too
     *     small to compare them; names unique
     * @param aggregator which readings are replicates of one setpoint
     * @param folds how many parts the setpoints are split into, at least 2
     * @param rescoreGrowth the relative growth of the design after which a refit scores the candidates again, &gt;= 0
     * @param budget the wall time after which scoring stops, positive; a fit under way is finished first
     * @param seed the split of the setpoints into folds
     * @throws IllegalArgumentException naming the first invalid argument
     */
    public static CrossValidatedSelection of(List<Candidate> candidates, ReplicateAggregator aggregator, int folds,
            double rescoreGrowth, Duration budget, long seed) {
        return of(candidates, aggregator, folds, rescoreGrowth, budget, seed, System::nanoTime);
    }

    static CrossValidatedSelection of(List<Candidate> candidates, ReplicateAggregator aggregator, int folds,
            double rescoreGrowth, Duration budget, long seed, LongSupplier nanoTime) {
        Arguments.requireNonNull("candidates", candidates);
        if (candidates.isEmpty()) {
            throw new IllegalArgumentException("candidates must not be empty");
        }
        Set<String> names = new HashSet<>();
        for (Candidate c : candidates) {
            Arguments.requireNonNull("candidates[" + names.size() + "]", c);
            if (!names.add(c.name())) {
                throw new IllegalArgumentException("candidates: name '" + c.name() + "' appears twice");
            }
        }
        Arguments.requireNonNull("aggregator", aggregator);
        if (folds < 2) {
            throw new IllegalArgumentException("folds must be at least 2, got " + folds);
        }
        if (!(rescoreGrowth >= 0) || Double.isInfinite(rescoreGrowth)) {
            throw new IllegalArgumentException("rescoreGrowth must be finite and >= 0, got " + rescoreGrowth);
        }
        Arguments.requireNonNull("budget", budget);
        if (budget.isNegative() || budget.isZero()) {
            throw new IllegalArgumentException("budget must be positive, got " + budget);
        }
        return new CrossValidatedSelection(List.copyOf(candidates), aggregator, folds, rescoreGrowth, budget, seed,
                nanoTime);
    }

    /** Scores every candidate (as the budget allows) and fits the best on all readings. */
    @Override
    public Selected fit(List<Measurement> measurements) {
        List<List<Measurement>> groups = bySetpoint(measurements);
        if (groups.size() < MINIMUM_DESIGN_POINTS) {
            Candidate first = candidates.get(0);
            return new Selected(first.fitter().fit(measurements), first.name(), List.of(), groups.size(), 0);
        }
        List<Score> scores = score(groups);
        Score best = null;
        for (Score s : scores) {
            if (s.status() == Score.Status.SCORED && (best == null || s.logLikelihood() > best.logLikelihood())) {
                best = s;
            }
        }
        String chosen = best == null ? candidates.get(0).name() : best.candidate();
        return new Selected(candidate(chosen).fitter().fit(measurements), chosen, scores, groups.size(),
                Math.min(folds, groups.size()));
    }

    /**
     * The previous choice refitted (warm where its fitter allows) while the design has grown by less than
     * {@code rescoreGrowth} since it was scored; otherwise a new scoring, as {@link #fit}.
     */
    @Override
    public Selected refit(List<Measurement> measurements, Surrogate previous) {
        if (!(previous instanceof Selected last) || candidates.stream().noneMatch(c -> c.name().equals(last.chosen()))) {
            return fit(measurements);
        }
        int designPoints = aggregator.aggregate(measurements).size();
        boolean due = last.scores().isEmpty() ? designPoints >= MINIMUM_DESIGN_POINTS
                : designPoints >= Math.max(last.designPoints() + 1, last.designPoints() * (1 + rescoreGrowth));
        if (due) {
            return fit(measurements);
        }
        SurrogateFitter fitter = candidate(last.chosen()).fitter();
        Surrogate model = fitter instanceof WarmStartFitter warm ? warm.refit(measurements, last.model())
                : fitter.fit(measurements);
        return new Selected(model, last.chosen(), last.scores(), last.designPoints(), last.folds());
    }

    private Candidate candidate(String name) {
        return candidates.stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
    }

    /** The readings grouped by setpoint (as the aggregator snaps them), in order of first appearance. */
    private List<List<Measurement>> bySetpoint(List<Measurement> measurements) {
        Map<Point, List<Measurement>> groups = new LinkedHashMap<>();
        for (Measurement m : measurements) {
            groups.computeIfAbsent(Point.of(aggregator.snap(m.setpoint().toArray())), k -> new ArrayList<>()).add(m);
        }
        return List.copyOf(groups.values());
    }

    private List<Score> score(List<List<Measurement>> groups) {
        int k = Math.min(folds, groups.size());
        int[] fold = Folds.assign(groups.size(), k, seed);
        long start = nanoTime.getAsLong();
        List<Score> scores = new ArrayList<>();
        for (Candidate c : candidates) {
            scores.add(score(c, groups, fold, k, start));
        }
        return List.copyOf(scores);
    }

    private Score score(Candidate candidate, List<List<Measurement>> groups, int[] fold, int k, long start) {
        double sum = 0;
        int readings = 0;
        for (int f = 0; f < k; f++) {
            if (nanoTime.getAsLong() - start >= budgetNanos) {
                return Score.unscored(candidate.name(), Score.Status.OUT_OF_TIME,
                        "time budget spent after " + f + " of " + k + " folds");
            }
            List<Measurement> train = new ArrayList<>();
            List<Measurement> held = new ArrayList<>();
            for (int g = 0; g < groups.size(); g++) {
                (fold[g] == f ? held : train).addAll(groups.get(g));
            }
            Posterior p;
            try {
                p = candidate.fitter().fit(train).posterior(held.stream().map(m -> m.setpoint().toArray())
                        .toArray(double[][]::new));
            } catch (ModelFittingException e) {
                return Score.unscored(candidate.name(), Score.Status.FAILED, e.getMessage());
            }
            for (int i = 0; i < held.size(); i++) {
                sum += logDensity(held.get(i).output(), p.mean(i), p.epistemicVariance(i) + p.aleatoricVariance(i));
            }
            readings += held.size();
        }
        return new Score(candidate.name(), Score.Status.SCORED, sum / readings, "");
    }

    /** log N(y; mean, variance); a model certain where it is wrong scores minus infinity. */
    static double logDensity(double y, double mean, double variance) {
        double r = y - mean;
        return -0.5 * (Math.log(2 * Math.PI * variance) + r * r / variance);
    }

    /** A named surrogate to choose among. */
    public record Candidate(String name, SurrogateFitter fitter) {
        public Candidate {
            if (name == null || name.isBlank()) {
                throw new IllegalArgumentException("candidate name must not be blank");
            }
            Arguments.requireNonNull("fitter", fitter);
        }
    }

    /**
     * How a candidate fared.
     *
     * @param logLikelihood mean log density of a held-out reading (NaN unless scored)
     * @param note why it was not scored; empty when it was
     */
    public record Score(String candidate, Status status, double logLikelihood, String note) {
        public enum Status { SCORED, OUT_OF_TIME, FAILED }

        static Score unscored(String candidate, Status status, String note) {
            return new Score(candidate, status, Double.NaN, note);
        }
    }

    /**
     * The chosen candidate's model and the scores it was chosen by.
     *
     * @param designPoints distinct setpoints when the candidates were last scored (or counted, below the minimum)
     * @param folds how many folds the scores came from (0: not scored)
     */
    public record Selected(Surrogate model, String chosen, List<Score> scores, int designPoints, int folds)
            implements Surrogate {
        public Selected {
            scores = List.copyOf(scores);
        }

        @Override
        public int dimension() {
            return model.dimension();
        }

        @Override
        public Posterior posterior(double[][] points) {
            return model.posterior(points);
        }

        /** Which model, and why, in a sentence for the proposal's reason and the console. */
        public String explanation() {
            if (scores.isEmpty()) {
                return chosen + " (the first candidate: " + designPoints + " setpoints are too few to compare models"
                        + " on, " + MINIMUM_DESIGN_POINTS + " needed)";
            }
            StringBuilder s = new StringBuilder(chosen);
            Score own = scores.stream().filter(x -> x.candidate().equals(chosen)).findFirst().orElseThrow();
            if (own.status() == Score.Status.SCORED) {
                s.append(String.format(" (held-out log-likelihood %.3f per reading", own.logLikelihood()));
            } else {
                s.append(" (no candidate could be scored, so the first");
            }
            List<String> others = new ArrayList<>();
            for (Score x : scores) {
                if (!x.candidate().equals(chosen)) {
                    others.add(x.status() == Score.Status.SCORED
                            ? String.format("%s %.3f", x.candidate(), x.logLikelihood())
                            : x.candidate() + " not scored: " + x.note());
                }
            }
            if (!others.isEmpty()) {
                s.append(own.status() == Score.Status.SCORED ? " against " : "; ").append(String.join(", ", others));
            }
            return s.append("; ").append(folds).append("-fold over ").append(designPoints).append(" setpoints)")
                    .toString();
        }
    }
}

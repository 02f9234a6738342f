package io.targetwise.core.surrogate.selection;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.proposal.AnalyticSurrogate;
import io.targetwise.core.surrogate.Folds;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.ModelFittingException;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.SurrogateFitter;
import io.targetwise.core.surrogate.WarmStartFitter;
import io.targetwise.core.surrogate.selection.CrossValidatedSelection.Candidate;
import io.targetwise.core.surrogate.selection.CrossValidatedSelection.Score;
import io.targetwise.core.surrogate.selection.CrossValidatedSelection.Selected;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.junit.jupiter.api.Test;

class CrossValidatedSelectionTest {
    private static final ReplicateAggregator EXACT = ReplicateAggregator.of(0);
    private static final Duration MINUTE = Duration.ofMinutes(1);

    @Test
    void logDensityIsTheNormalLogDensity() {
        NormalDistribution reference = new NormalDistribution(1.5, Math.sqrt(0.7));
        assertThat(CrossValidatedSelection.logDensity(0.2, 1.5, 0.7)).isCloseTo(reference.logDensity(0.2),
                within(1e-12));
    }

    @Test
    void scoresAreTheMeanHeldOutLogDensityWithReplicatesHeldOutTogether() {
        List<Measurement> data = readings(x -> Math.sin(8 * x), 0.05, 20, 3, 1);
        Selected selected = CrossValidatedSelection.of(List.of(new Candidate("constant", constant(1)),
                new Candidate("nearest", nearest())), EXACT, 4, 0.25, MINUTE, 7).fit(data);

        // Independent recomputation: setpoints dealt into folds, every replicate of a held-out setpoint held out.
        int[] fold = Folds.assign(20, 4, 7);
        for (Candidate c : List.of(new Candidate("constant", constant(1)), new Candidate("nearest", nearest()))) {
            double sum = 0;
            for (int f = 0; f < 4; f++) {
                List<Measurement> train = new ArrayList<>();
                List<Measurement> held = new ArrayList<>();
                for (int i = 0; i < data.size(); i++) {
                    (fold[i / 3] == f ? held : train).add(data.get(i));
                }
                Surrogate model = c.fitter().fit(train);
                for (Measurement m : held) {
                    Posterior p = model.posterior(new double[][] {m.setpoint().toArray()});
                    sum += new NormalDistribution(p.mean(0), Math.sqrt(p.epistemicVariance(0) + p.aleatoricVariance(0)))
                            .logDensity(m.output());
                }
            }
            Score score = selected.scores().stream().filter(s -> s.candidate().equals(c.name())).findFirst()
                    .orElseThrow();
            assertThat(score.status()).isEqualTo(Score.Status.SCORED);
            assertThat(score.logLikelihood()).isCloseTo(sum / data.size(), within(1e-9));
        }
        // Had a replicate's siblings stayed in training, nearest-neighbour would have predicted it almost exactly.
        assertThat(selected.chosen()).isEqualTo("constant");
        assertThat(selected.folds()).isEqualTo(4);
        assertThat(selected.designPoints()).isEqualTo(20);
    }

    @Test
    void choosesTheModelThatForecastsBestWhateverItsPlace() {
        List<Measurement> data = readings(x -> 3 * x, 0.2, 16, 2, 2);
        for (List<Candidate> order : List.of(
                List.of(new Candidate("constant", constant(1)), new Candidate("line", line(1)),
                        new Candidate("overconfident line", line(0.05))),
                List.of(new Candidate("overconfident line", line(0.05)), new Candidate("line", line(1)),
                        new Candidate("constant", constant(1))))) {
            Selected selected = CrossValidatedSelection.of(order, EXACT, 4, 0.25, MINUTE, 3).fit(data);
            assertThat(selected.chosen()).isEqualTo("line");
            assertThat(selected.model().posterior(new double[][] {{0.5}}).mean(0)).isCloseTo(1.5, within(0.2));
        }
    }

    @Test
    void scoringStopsWhenTheBudgetIsSpentAndChoosesAmongTheScored() {
        AtomicLong clock = new AtomicLong();
        SurrogateFitter slowLine = measurements -> {
            clock.addAndGet(Duration.ofSeconds(10).toNanos());
            return line(1).fit(measurements);
        };
        List<Measurement> data = readings(x -> 3 * x, 0.2, 16, 2, 2);
        Selected selected = CrossValidatedSelection.of(List.of(new Candidate("slow constant", measurements -> {
            clock.addAndGet(Duration.ofSeconds(10).toNanos());
            return constant(1).fit(measurements);
        }), new Candidate("line", slowLine)), EXACT, 4, 0.25, Duration.ofSeconds(55), 3, clock::get).fit(data);

        assertThat(selected.scores().get(0).status()).isEqualTo(Score.Status.SCORED);
        assertThat(selected.scores().get(1).status()).isEqualTo(Score.Status.OUT_OF_TIME);
        assertThat(selected.scores().get(1).note()).isEqualTo("time budget spent after 2 of 4 folds");
        assertThat(selected.chosen()).isEqualTo("slow constant");
        assertThat(selected.explanation()).contains("line not scored: time budget spent after 2 of 4 folds");
    }

    @Test
    void aCandidateThatCannotFitIsReportedAndPassedOver() {
        List<Measurement> data = readings(x -> 3 * x, 0.2, 12, 2, 4);
        Selected selected = CrossValidatedSelection.of(List.of(new Candidate("picky", measurements -> {
            throw new ModelFittingException("needs 100 readings");
        }), new Candidate("constant", constant(1))), EXACT, 3, 0.25, MINUTE, 1).fit(data);

        assertThat(selected.chosen()).isEqualTo("constant");
        assertThat(selected.scores().get(0)).isEqualTo(new Score("picky", Score.Status.FAILED, Double.NaN,
                "needs 100 readings"));
        assertThat(selected.explanation()).startsWith("constant (held-out log-likelihood ")
                .contains("against picky not scored: needs 100 readings; 3-fold over 12 setpoints)");
    }

    @Test
    void belowTheMinimumTheFirstCandidateIsUsedUnscored() {
        AtomicInteger secondFits = new AtomicInteger();
        List<Measurement> data = readings(x -> 3 * x, 0.2, CrossValidatedSelection.MINIMUM_DESIGN_POINTS - 1, 3, 5);
        Selected selected = CrossValidatedSelection.of(List.of(new Candidate("constant", constant(1)),
                new Candidate("line", counting(line(1), secondFits))), EXACT, 4, 0.25, MINUTE, 1).fit(data);

        assertThat(selected.chosen()).isEqualTo("constant");
        assertThat(selected.scores()).isEmpty();
        assertThat(secondFits).hasValue(0);
        assertThat(selected.explanation()).isEqualTo("constant (the first candidate: 7 setpoints are too few to"
                + " compare models on, 8 needed)");
    }

    @Test
    void refitsTheChoiceWarmUntilTheDesignHasGrownEnoughThenScoresAgain() {
        AtomicInteger lineFits = new AtomicInteger();
        AtomicInteger warmRefits = new AtomicInteger();
        WarmStartFitter warmLine = new WarmStartFitter() {
            @Override
            public Surrogate fit(List<Measurement> measurements) {
                lineFits.incrementAndGet();
                return line(1).fit(measurements);
            }

            @Override
            public Surrogate refit(List<Measurement> measurements, Surrogate previous) {
                warmRefits.incrementAndGet();
                return line(1).fit(measurements);
            }
        };
        AtomicInteger constantFits = new AtomicInteger();
        CrossValidatedSelection selection = CrossValidatedSelection.of(List.of(
                new Candidate("constant", counting(constant(1), constantFits)), new Candidate("line", warmLine)),
                EXACT, 4, 0.5, MINUTE, 1);
        List<Measurement> data = readings(x -> 3 * x, 0.2, 30, 2, 6);

        Selected first = selection.fit(data.subList(0, 20));
        assertThat(first.chosen()).isEqualTo("line");
        assertThat(constantFits).hasValue(4);
        assertThat(lineFits).hasValue(5);

        Selected grown = selection.refit(data.subList(0, 28), first);
        assertThat(grown.designPoints()).isEqualTo(10);
        assertThat(constantFits).hasValue(4);
        assertThat(lineFits).hasValue(5);
        assertThat(warmRefits).hasValue(1);
        assertThat(grown.scores()).isEqualTo(first.scores());
        assertThat(grown.model().posterior(new double[][] {{1}}).mean(0)).isNotEqualTo(
                first.model().posterior(new double[][] {{1}}).mean(0));

        Selected rescored = selection.refit(data.subList(0, 30), grown);
        assertThat(rescored.designPoints()).isEqualTo(15);
        assertThat(constantFits).hasValue(8);
        assertThat(lineFits).hasValue(10);
    }

    @Test
    void belowTheMinimumRefitsStayWithTheFirstUntilTheMinimumIsReached() {
        AtomicInteger lineFits = new AtomicInteger();
        CrossValidatedSelection selection = CrossValidatedSelection.of(List.of(new Candidate("constant", constant(1)),
                new Candidate("line", counting(line(1), lineFits))), EXACT, 4, 10, MINUTE, 1);
        List<Measurement> data = readings(x -> 3 * x, 0.2, 8, 2, 6);

        Selected early = selection.refit(data.subList(0, 12), selection.fit(data.subList(0, 10)));
        assertThat(early.scores()).isEmpty();
        assertThat(lineFits).hasValue(0);
        Selected scored = selection.refit(data, early);
        assertThat(scored.scores()).hasSize(2);
        assertThat(scored.chosen()).isEqualTo("line");
    }

    @Test
    void withNoGrowthAllowedOnlyANewSetpointTriggersScoring() {
        AtomicInteger constantFits = new AtomicInteger();
        CrossValidatedSelection selection = CrossValidatedSelection.of(List.of(
                new Candidate("constant", counting(constant(1), constantFits)), new Candidate("line", line(1))),
                EXACT, 2, 0, MINUTE, 1);
        List<Measurement> data = readings(x -> 3 * x, 0.2, 9, 2, 8);
        Selected first = selection.fit(data.subList(0, 16));
        assertThat(constantFits).hasValue(2);
        List<Measurement> withReplicate = new ArrayList<>(data.subList(0, 16));
        withReplicate.add(Measurement.of(data.get(0).setpoint().toArray(), 0.1));
        Selected replicated = selection.refit(withReplicate, first);
        assertThat(constantFits).hasValue(2);
        withReplicate.add(data.get(16));
        selection.refit(withReplicate, replicated);
        assertThat(constantFits).hasValue(4);
    }

    @Test
    void aModelItDidNotChooseIsRefittedFromScratch() {
        List<Measurement> data = readings(x -> 3 * x, 0.2, 10, 2, 9);
        CrossValidatedSelection selection = CrossValidatedSelection.of(List.of(new Candidate("constant", constant(1)),
                new Candidate("line", line(1))), EXACT, 2, 10, MINUTE, 1);
        Surrogate foreign = line(1).fit(data);
        Selected stranger = new Selected(foreign, "spline", List.of(new Score("spline", Score.Status.SCORED, 0, "")),
                10, 2);
        for (Surrogate previous : List.of(foreign, stranger)) {
            Selected refitted = selection.refit(data, previous);
            assertThat(refitted.scores()).extracting(Score::candidate).containsExactly("constant", "line");
        }
    }

    @Test
    void tiesGoToTheEarlierCandidateAndTheSelectionPredictsAsItsModel() {
        List<Measurement> data = readings(x -> 3 * x, 0.2, 10, 2, 9);
        Selected selected = CrossValidatedSelection.of(List.of(new Candidate("a", line(1)),
                new Candidate("b", line(1))), EXACT, 2, 0.2, MINUTE, 1).fit(data);
        assertThat(selected.chosen()).isEqualTo("a");
        assertThat(selected.dimension()).isEqualTo(1);
        double[][] points = {{0.2}, {0.9}};
        assertThat(selected.posterior(points).means()).containsExactly(selected.model().posterior(points).means());
    }

    @Test
    void refusesInvalidSettingsNamingTheField() {
        List<Candidate> one = List.of(new Candidate("a", constant(1)));
        assertThatThrownBy(() -> CrossValidatedSelection.of(List.of(), EXACT, 4, 0.2, MINUTE, 1))
                .hasMessage("candidates must not be empty");
        assertThatThrownBy(() -> CrossValidatedSelection.of(List.of(new Candidate("a", constant(1)),
                new Candidate("a", line(1))), EXACT, 4, 0.2, MINUTE, 1))
                .hasMessage("candidates: name 'a' appears twice");
        assertThatThrownBy(() -> CrossValidatedSelection.of(one, EXACT, 1, 0.2, MINUTE, 1))
                .hasMessage("folds must be at least 2, got 1");
        assertThatThrownBy(() -> CrossValidatedSelection.of(one, EXACT, 4, -0.1, MINUTE, 1))
                .hasMessage("rescoreGrowth must be finite and >= 0, got -0.1");
        assertThatThrownBy(() -> CrossValidatedSelection.of(one, EXACT, 4, 0.2, Duration.ZERO, 1))
                .hasMessage("budget must be positive, got PT0S");
        assertThatThrownBy(() -> new Candidate(" ", constant(1))).hasMessage("candidate name must not be blank");
    }

    /** n setpoints spread over [0, 1], each read r times with N(0, sd^2) noise. */
    private static List<Measurement> readings(java.util.function.DoubleUnaryOperator truth, double sd, int n, int r,
            long seed) {
        Random random = new Random(seed);
        List<Measurement> data = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double x = (i + 0.5) / n;
            for (int j = 0; j < r; j++) {
                data.add(Measurement.of(new double[] {x}, truth.applyAsDouble(x) + sd * random.nextGaussian()));
            }
        }
        return data;
    }

    private static SurrogateFitter counting(SurrogateFitter fitter, AtomicInteger fits) {
        return measurements -> {
            fits.incrementAndGet();
            return fitter.fit(measurements);
        };
    }

    /** The training mean everywhere, with the training variance times {@code varianceFactor} as the noise. */
    private static SurrogateFitter constant(double varianceFactor) {
        return measurements -> {
            double[] y = measurements.stream().mapToDouble(Measurement::output).toArray();
            double mean = java.util.Arrays.stream(y).average().orElseThrow();
            double variance = java.util.Arrays.stream(y).map(v -> (v - mean) * (v - mean)).sum() / (y.length - 1);
            return surrogate(x -> mean, variance * varianceFactor);
        };
    }

    /** Least squares line, with its residual variance times {@code varianceFactor} as the noise. */
    private static SurrogateFitter line(double varianceFactor) {
        return measurements -> {
            double[] x = measurements.stream().mapToDouble(m -> m.setpoint().toArray()[0]).toArray();
            double[] y = measurements.stream().mapToDouble(Measurement::output).toArray();
            double mx = java.util.Arrays.stream(x).average().orElseThrow();
            double my = java.util.Arrays.stream(y).average().orElseThrow();
            double sxy = 0;
            double sxx = 0;
            for (int i = 0; i < x.length; i++) {
                sxy += (x[i] - mx) * (y[i] - my);
                sxx += (x[i] - mx) * (x[i] - mx);
            }
            double slope = sxy / sxx;
            double rss = 0;
            for (int i = 0; i < x.length; i++) {
                double r = y[i] - my - slope * (x[i] - mx);
                rss += r * r;
            }
            return surrogate(v -> my + slope * (v - mx), rss / (x.length - 2) * varianceFactor);
        };
    }

    /** The mean of the training readings at the nearest setpoint, with a small noise: a model that memorises. */
    private static SurrogateFitter nearest() {
        return measurements -> surrogate(v -> {
            double best = Double.POSITIVE_INFINITY;
            for (Measurement m : measurements) {
                best = Math.min(best, Math.abs(m.setpoint().toArray()[0] - v));
            }
            double closest = best;
            return measurements.stream().filter(m -> Math.abs(m.setpoint().toArray()[0] - v) == closest)
                    .mapToDouble(Measurement::output).average().orElseThrow();
        }, 0.05 * 0.05);
    }

    private static Surrogate surrogate(java.util.function.DoubleUnaryOperator mean, double aleatoric) {
        return new AnalyticSurrogate(1, x -> mean.applyAsDouble(x[0]), x -> 0, x -> aleatoric);
    }
}

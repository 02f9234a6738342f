package io.targetwise.benchmarks;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;

/**
 * {@code --suite plant}: every arm on every plant-like problem ({@link PlantProblem}) at each replicate count, all at
 * the same reading budget: with r readings per setpoint a run gets {@code budget / r - n} proposals after the n
 * initial setpoints (two pool members, or the plant's or the product's design of d + 1, {@link InitialDesign}), and
 * every arm, baselines included, takes r readings per setpoint. Each repeat draws its own instance of each problem
 * (pool and initial design) from its seed, the same for every arm, so every E is read as a ratio to the best E of that
 * repeat's pool and arms are compared paired, seed by seed. With several initial designs every arm runs from each,
 * as a column of its own ({@link Column}) on the same pools, so the designs are compared paired as arms are. Writes results.csv (suite
 * column {@code problem/rN}), a convergence plot of E_min / best per problem and replicate count, and report.md. An
 * adaptive arm ({@link Arm#adaptive()}) spends the same readings in moves of its own sizes; its iterations are moves,
 * so report.md also compares every arm at equal numbers of readings.
 */
final class PlantBenchmark {
    /** Iterations read off in the report besides the end of the budget. */
    private static final int[] CHECKPOINTS = {10, 20};
    /** The end of each run, among the checkpoints. */
    private static final int END = Integer.MAX_VALUE;
    /** Where the per-problem verdicts are read (at the end of a shorter run). */
    private static final int VERDICT_ITERATION = 20;
    /** Readings at which E_min is read off for the comparison at equal numbers of readings. */
    private static final int[] READING_CHECKPOINTS = {30, 60};
    /** Fixed, so that the same results give the same report. */
    private static final long BOOTSTRAP_SEED = 20_261_129;

    /** What a ratio to the best attainable E is taken of. */
    private enum Quantity {
        /** The best setpoint run so far. */
        E_MIN("E_min", IterationResult::eMin),
        /** The setpoint the arm would hand an engineer now: NaN for an arm that names none. */
        RECOMMENDATION("recommendation", IterationResult::recommendationError);

        private final String label;
        private final ToDoubleFunction<IterationResult> trueError;

        Quantity(String label, ToDoubleFunction<IterationResult> trueError) {
            this.label = label;
            this.trueError = trueError;
        }

        /** Its true E at the row over the best E of the row's pool. */
        double ratio(IterationResult row) {
            return trueError.applyAsDouble(row) / row.bestAttainable();
        }
    }

    private PlantBenchmark() {
    }

    /** One arm started from one initial design: an arm of the report, named by the arm alone from the pool's. */
    record Column(Arm arm, InitialDesign design) {
        String id() {
            return design == InitialDesign.POOL ? arm.id() : arm.id() + "+" + design.id() + "-design";
        }
    }

    /** Every arm from every initial design, the designs in their order within each arm: the first is the default. */
    static List<Column> columns(BenchmarkOptions options) {
        return options.arms().stream().flatMap(arm -> options.initialDesigns().stream()
                .map(design -> new Column(arm, design))).toList();
    }

    static void run(BenchmarkOptions options, PrintStream progressStream) throws IOException {
        long start = System.nanoTime();
        List<PlantProblem> problems = PlantProblem.select(options.poolSize(), options.problems());
        List<Column> columns = columns(options);
        int total = 0;
        for (int replicates : options.replicates()) {
            for (PlantProblem problem : problems) {
                for (InitialDesign design : options.initialDesigns()) {
                    int iterations = iterations(options, replicates, problem, design);
                    if (iterations < 1) {
                        throw new IllegalArgumentException("--budget " + options.budget() + " leaves no proposal on "
                                + problem.id() + " after the " + design.id() + " design's "
                                + design.size(problem.simulator().spec()) + " setpoints at " + replicates
                                + " readings each");
                    }
                    total += options.arms().size() * options.repeats() * iterations;
                }
            }
        }
        ProgressBar progress = new ProgressBar(progressStream, total);
        List<IterationResult> all = new ArrayList<>();
        Files.createDirectories(options.out());
        for (PlantProblem problem : problems) {
            for (int replicates : options.replicates()) {
                String id = runId(problem, replicates);
                List<IterationResult> results = new ArrayList<>();
                for (InitialDesign design : options.initialDesigns()) {
                    int iterations = iterations(options, replicates, problem, design);
                    for (IterationResult row : BenchmarkRunner.run(options,
                            seed -> problem.draw(seed, design).withId(id),
                            (arm, instance) -> new OptimisationLoop(instance, arm, options.setting(), iterations,
                                    replicates, options.meanGp()), progress)) {
                        Arm arm = options.arms().stream().filter(a -> a.id().equals(row.method())).findFirst()
                                .orElseThrow();
                        results.add(row.withMethod(new Column(arm, design).id()));
                    }
                }
                all.addAll(results);
                ConvergencePlot.write(eMinRatios(results), problem.label() + ", " + replicates
                        + " readings per setpoint", "E_min / best attainable E of the repeat's pool", 1,
                        options.out().resolve(problem.id() + "-r" + replicates));
            }
        }
        progress.finish();
        ResultsCsv.write(all, options.out().resolve("results.csv"));
        double wallSeconds = (System.nanoTime() - start) / 1e9;
        String header = String.format(Locale.ROOT, "# Plant-like benchmark suite%n%n- setting %s; %d repeats; reading "
                + "budget %d per run (initial setpoints included); replicates per setpoint %s; pool size %d; "
                + "seed %d; mean GP %s; initial design %s; wall time %.0f s%n"
                + "- each repeat draws its own pool and initial design from its seed, the same for every arm; "
                + "E / best is a true E over the best E of that repeat's pool; E_min is over the setpoints run so "
                + "far, the recommendation the setpoint the arm would hand an engineer (the campaign's incumbent, the "
                + "response surface's MSE optimum; none for plain EI; - where a run had none)%n",
                options.setting().id(), options.repeats(), options.budget(), options.replicates(), options.poolSize(),
                options.seed(), options.meanGp().id(), options.initialDesigns().stream().map(d -> d.id()
                        + (d == InitialDesign.POOL ? " (2 pool members)" : " (d + 1 setpoints)"))
                        .collect(Collectors.joining(", ")), wallSeconds);
        Map<String, Map<String, List<List<IterationResult>>>> runs = byRun(all);
        Files.writeString(options.out().resolve("report.md"), header + summary(options, problems, runs)
                + paired(options, problems, runs) + verdicts(options, problems, runs)
                + atReadings(options, problems, runs) + coverage(options, all) + perProblem(options, problems, runs),
                StandardCharsets.UTF_8);
        progressStream.printf(Locale.ROOT, "wrote %s (%.1f s)%n", options.out().toAbsolutePath(), wallSeconds);
    }

    /**
     * Per replicate count and arm, at iterations 10 and 20 and at the end: the mean and median over every problem
     * and repeat of E / best, and the geometric mean over the problems of each problem's mean.
     */
    private static String summary(BenchmarkOptions options, List<PlantProblem> problems,
            Map<String, Map<String, List<List<IterationResult>>>> runs) {
        StringBuilder table = new StringBuilder("\n## E / best at iterations 10, 20 and the end\n\nEach cell: mean /"
                + " median over (problem, repeat) / geometric mean over the problems of each problem's mean.\n\n"
                + "| replicates | method |" + checkpointColumns() + "\n|---|---|" + "---|".repeat(Quantity.values().length * (CHECKPOINTS.length + 1)) + "\n");
        for (int replicates : options.replicates()) {
            for (Column arm : columns(options)) {
                table.append("| ").append(replicates).append(" | ").append(arm.id()).append(" |");
                for (Quantity quantity : Quantity.values()) {
                    for (int checkpoint : checkpoints(options, problems, replicates)) {
                        table.append(' ').append(checkpoint < 0 ? "" : meanMedianGeometric(problems.stream()
                                .map(p -> ratios(runs, p, replicates, arm, checkpoint, quantity)).toList()))
                                .append(" |");
                    }
                }
                table.append('\n');
            }
        }
        return table.toString();
    }

    /**
     * The default arm (the first listed) against each other arm, paired seed by seed, with the percentile bootstrap
     * interval of {@link PercentileBootstrap#pairedRatio}.
     */
    private static String paired(BenchmarkOptions options, List<PlantProblem> problems,
            Map<String, Map<String, List<List<IterationResult>>>> runs) {
        List<Column> columns = columns(options);
        if (columns.size() < 2) {
            return "";
        }
        Column first = columns.get(0);
        StringBuilder table = new StringBuilder("\n## The default, " + first.id() + ", against each other arm\n\n"
                + "Geometric mean over problems and repeats of (default's E / best) / (other's E / best) on the same "
                + "seed, [95 % percentile bootstrap interval: " + PercentileBootstrap.PAIRED_RESAMPLES + " resamples of"
                + " the repeats within each problem]; below 1 the default is better.\n\n| replicates | other arm |"
                + checkpointColumns() + "\n|---|---|" + "---|".repeat(Quantity.values().length * (CHECKPOINTS.length + 1)) + "\n");
        for (int replicates : options.replicates()) {
            for (Column other : columns.subList(1, columns.size())) {
                table.append("| ").append(replicates).append(" | ").append(other.id()).append(" |");
                for (Quantity quantity : Quantity.values()) {
                    for (int checkpoint : checkpoints(options, problems, replicates)) {
                        table.append(' ').append(checkpoint < 0 ? "" : pairedCell(problems, runs, replicates, first,
                                other, checkpoint, quantity).text()).append(" |");
                    }
                }
                table.append('\n');
            }
        }
        return table.toString();
    }

    /** Per problem, at iteration 20: whether the default is worse than each other arm beyond the interval. */
    private static String verdicts(BenchmarkOptions options, List<PlantProblem> problems,
            Map<String, Map<String, List<List<IterationResult>>>> runs) {
        List<Column> columns = columns(options);
        if (columns.size() < 2) {
            return "";
        }
        Column first = columns.get(0);
        StringBuilder table = new StringBuilder("\n## Per problem at iteration " + VERDICT_ITERATION + " (the end of a"
                + " shorter run): default / other arm\n\nAs above, on one problem's repeats; **worse**: the interval "
                + "lies above 1, better: below 1.\n\n| replicates | iteration | problem | other arm | E_min | "
                + "recommendation |\n|---|---|---|---|---|---|\n");
        for (int replicates : options.replicates()) {
            for (PlantProblem problem : problems) {
                int iteration = Math.min(VERDICT_ITERATION, longestRun(options, List.of(problem), replicates));
                for (Column other : columns.subList(1, columns.size())) {
                    table.append(String.format(Locale.ROOT, "| %d | %d | %s | %s |", replicates, iteration,
                            problem.id(), other.id()));
                    for (Quantity quantity : Quantity.values()) {
                        Comparison c = pairedCell(List.of(problem), runs, replicates, first, other, iteration,
                                quantity);
                        table.append(' ').append(c.text()).append(c.verdict()).append(" |");
                    }
                    table.append('\n');
                }
            }
        }
        return table.toString();
    }

    /** The default / other ratio with its interval; null where the quantity is missing from a run. */
    private record Comparison(PercentileBootstrap.Estimate estimate) {
        String text() {
            return estimate == null ? "-" : String.format(Locale.ROOT, "%.3f [%.3f, %.3f]", estimate.value(),
                    estimate.lower(), estimate.upper());
        }

        String verdict() {
            if (estimate == null) {
                return "";
            }
            return estimate.lower() > 1 ? " **worse**" : estimate.upper() < 1 ? " better" : "";
        }
    }

    private static Comparison pairedCell(List<PlantProblem> problems,
            Map<String, Map<String, List<List<IterationResult>>>> runs, int replicates, Column first, Column other,
            int checkpoint, Quantity quantity) {
        List<double[]> numerator = problems.stream().map(p -> ratios(runs, p, replicates, first, checkpoint, quantity))
                .toList();
        List<double[]> denominator = problems.stream().map(p -> ratios(runs, p, replicates, other, checkpoint,
                quantity)).toList();
        if (hasNaN(numerator) || hasNaN(denominator)) {
            return new Comparison(null);
        }
        return new Comparison(PercentileBootstrap.pairedRatio(numerator, denominator, BOOTSTRAP_SEED));
    }

    /** E_min / best after each of {@link #READING_CHECKPOINTS} readings (the last move that fits within them). */
    private static String atReadings(BenchmarkOptions options, List<PlantProblem> problems,
            Map<String, Map<String, List<List<IterationResult>>>> runs) {
        StringBuilder table = new StringBuilder("\n## At equal numbers of readings: E_min / best\n\nAdaptive arms' "
                + "iterations are moves of their own sizes. Each cell as in the first table.\n\n| replicates | method |");
        for (int readings : READING_CHECKPOINTS) {
            table.append(" E_min at ").append(readings).append(" readings |");
        }
        table.append("\n|---|---|").append("---|".repeat(READING_CHECKPOINTS.length)).append('\n');
        for (int replicates : options.replicates()) {
            for (Column arm : columns(options)) {
                table.append("| ").append(replicates).append(" | ").append(arm.id()).append(" |");
                for (int readings : READING_CHECKPOINTS) {
                    table.append(' ').append(meanMedianGeometric(problems.stream().map(p -> runsOf(runs, p,
                            replicates, arm).stream().mapToDouble(run -> run.stream()
                            .filter(r -> r.readings() <= readings).mapToDouble(Quantity.E_MIN::ratio).min()
                            .orElse(Double.NaN)).toArray()).toList())).append(" |");
                }
                table.append('\n');
            }
        }
        return table.toString();
    }

    /** Per problem: E_min / best with Student-t intervals, and how the runs went. */
    private static String perProblem(BenchmarkOptions options, List<PlantProblem> problems,
            Map<String, Map<String, List<List<IterationResult>>>> runs) {
        StringBuilder tables = new StringBuilder();
        for (PlantProblem problem : problems) {
            DoubleSummaryStatistics best = runs.entrySet().stream()
                    .filter(e -> e.getKey().startsWith(problem.id() + "/r")).flatMap(e -> e.getValue().values().stream())
                    .flatMap(List::stream).mapToDouble(run -> run.get(0).bestAttainable()).summaryStatistics();
            tables.append("\n## ").append(problem.label()).append("\n\n").append(String.format(Locale.ROOT,
                    "%s: best attainable E of the repeats' pools %.4g to %.4g. E_min / best, mean over repeats [95 %% "
                    + "Student-t interval]; within 10 %%: repeats whose E_min at the end is within 10 %% of their "
                    + "pool's best.%n%n", problem.id(), best.getMin(), best.getMax()))
                    .append("| replicates | method | at 10 | at 20 | at the end (iteration) | within 10 % | fallback "
                    + "proposals | replicate moves |\n|---|---|---|---|---|---|---|---|\n");
            for (int replicates : options.replicates()) {
                List<IterationResult> rows = runs.get(runId(problem, replicates)).values().stream()
                        .flatMap(List::stream).flatMap(List::stream).toList();
                Convergence convergence = eMinRatios(rows);
                for (Column arm : columns(options)) {
                    tables.append(row(replicates, arm.id(), convergence, runsOf(runs, problem, replicates, arm)));
                }
            }
        }
        return tables.toString();
    }

    private static String row(int replicates, String arm, Convergence convergence, List<List<IterationResult>> runs) {
        List<Convergence.Summary> points = convergence.of(arm);
        Convergence.Summary last = points.get(points.size() - 1);
        StringBuilder row = new StringBuilder("| " + replicates + " | " + arm + " | ");
        for (int checkpoint : CHECKPOINTS) {
            row.append(last.iteration() >= checkpoint ? Report.interval(convergence.at(arm, checkpoint)) : "")
                    .append(" | ");
        }
        long close = runs.stream().filter(run -> Quantity.E_MIN.ratio(run.get(run.size() - 1)) <= 1.1).count();
        List<IterationResult> rows = runs.stream().flatMap(List::stream).toList();
        long fallbacks = rows.stream().filter(IterationResult::fallback).count();
        long moves = rows.stream().filter(r -> r.iteration() > 0).count();
        long replicateMoves = rows.stream().filter(IterationResult::replicate).count();
        return row.append(Report.interval(last)).append(" (").append(last.iteration()).append(") | ").append(close)
                .append('/').append(runs.size()).append(" | ").append(fallbacks).append(" | ").append(replicateMoves)
                .append('/').append(moves).append(" |\n").toString();
    }

    /** Iteration ranges of the forecast coverage table: how honest the model is early and late in a campaign. */
    private static final int[][] COVERAGE_RANGES = {{1, 5}, {6, 10}, {11, 20}, {21, Integer.MAX_VALUE}};

    /**
     * Per replicate count and arm, over every problem and repeat: the share of proposals whose delivered mean fell
     * inside the model's 90 % forecast interval, by iteration range; the share that missed beyond 3 sigma (a
     * normal-equivalent z, 0.27 % for an honest forecast; the autopilot hands over to a person there); how many
     * forecast a process sd above 5 times the simulator's true sd, and the largest such ratio (#28's goal: never
     * above 5); arms without a forecast are left out.
     */
    static String coverage(BenchmarkOptions options, List<IterationResult> all) {
        StringBuilder table = new StringBuilder("\n## Forecast coverage\n\nShare of proposals whose delivered mean (of"
                + " the r readings run there) fell inside the model's 90 % forecast interval (Student-t, scale"
                + " sqrt(sigma_e^2 + sigma_a^2 / r)), over every problem and repeat: hits / proposals. Then the share"
                + " that missed beyond 3 sigma (normal-equivalent z; 0.27 % if honest), the number whose forecast process"
                + " sd sigma_a exceeds 5 times the simulator's true sd, and the largest such ratio.\n\n| replicates |"
                + " method |");
        for (int[] range : COVERAGE_RANGES) {
            table.append(range[1] == Integer.MAX_VALUE ? " iterations " + range[0] + "+ |"
                    : " iterations " + range[0] + "-" + range[1] + " |");
        }
        table.append(" all | beyond 3 sigma | sigma_a above 5x true | largest sigma_a / true sd |\n|---|---|")
                .append("---|".repeat(COVERAGE_RANGES.length + 4))
                .append('\n');
        for (int replicates : options.replicates()) {
            for (Column arm : columns(options)) {
                List<IterationResult> forecasts = all.stream().filter(r -> r.method().equals(arm.id())
                        && r.suite().endsWith("/r" + replicates) && r.hasForecast()).toList();
                if (forecasts.isEmpty()) {
                    continue;
                }
                table.append("| ").append(replicates).append(" | ").append(arm.id()).append(" |");
                for (int[] range : COVERAGE_RANGES) {
                    table.append(' ').append(hitRate(forecasts.stream()
                            .filter(r -> r.iteration() >= range[0] && r.iteration() <= range[1]).toList())).append(" |");
                }
                long beyondThree = forecasts.stream().filter(r -> Math.abs(r.forecastZ()) > 3).count();
                table.append(' ').append(hitRate(forecasts)).append(String.format(Locale.ROOT,
                        " | %.2f %% (%d/%d) | %d | %.3g |%n", 100.0 * beyondThree / forecasts.size(), beyondThree,
                        forecasts.size(), forecasts.stream().filter(r -> r.spreadRatio() > 5).count(),
                        forecasts.stream().mapToDouble(IterationResult::spreadRatio).max().orElseThrow()));
            }
        }
        return table.toString();
    }

    private static String hitRate(List<IterationResult> forecasts) {
        if (forecasts.isEmpty()) {
            return "";
        }
        long hits = forecasts.stream().filter(IterationResult::forecastHit).count();
        return String.format(Locale.ROOT, "%.0f %% (%d/%d)", 100.0 * hits / forecasts.size(), hits, forecasts.size());
    }

    /** Proposals per run on the problem after the design's initial setpoints, at r readings each within the budget. */
    static int iterations(BenchmarkOptions options, int replicates, PlantProblem problem, InitialDesign design) {
        return options.budget() / replicates - design.size(problem.simulator().spec());
    }

    /** The most proposals any run on the problems gets, from any of the initial designs. */
    private static int longestRun(BenchmarkOptions options, List<PlantProblem> problems, int replicates) {
        return problems.stream().flatMapToInt(p -> options.initialDesigns().stream()
                .mapToInt(d -> iterations(options, replicates, p, d))).max().orElseThrow();
    }

    /** E_min / best per arm and iteration, over the repeats. */
    private static Convergence eMinRatios(List<IterationResult> rows) {
        return Convergence.of(rows, IterationResult::method, IterationResult::iteration, Quantity.E_MIN::ratio);
    }

    private static String checkpointColumns() {
        StringBuilder columns = new StringBuilder();
        for (Quantity quantity : Quantity.values()) {
            for (int checkpoint : CHECKPOINTS) {
                columns.append(' ').append(quantity.label).append(" at ").append(checkpoint).append(" |");
            }
            columns.append(' ').append(quantity.label).append(" at the end |");
        }
        return columns.toString();
    }

    /**
     * {@link #CHECKPOINTS} and {@link #END}; -1 for a checkpoint beyond every run's iterations (left empty). A run
     * that ends before a checkpoint others reach (a larger initial design leaves fewer proposals) is read at its end.
     */
    private static int[] checkpoints(BenchmarkOptions options, List<PlantProblem> problems, int replicates) {
        int[] checkpoints = new int[CHECKPOINTS.length + 1];
        int longest = longestRun(options, problems, replicates);
        for (int c = 0; c < CHECKPOINTS.length; c++) {
            checkpoints[c] = CHECKPOINTS[c] <= longest ? CHECKPOINTS[c] : -1;
        }
        checkpoints[CHECKPOINTS.length] = END;
        return checkpoints;
    }

    /** The quantity's ratio to the pool's best at the checkpoint, per repeat in repeat order (paired across arms). */
    private static double[] ratios(Map<String, Map<String, List<List<IterationResult>>>> runs, PlantProblem problem,
            int replicates, Column arm, int checkpoint, Quantity quantity) {
        return runsOf(runs, problem, replicates, arm).stream().mapToDouble(run -> quantity.ratio(at(run, checkpoint)))
                .toArray();
    }

    /** The run's row at the iteration, or its last if it ended earlier (its pool spent, or {@link #END}). */
    private static IterationResult at(List<IterationResult> run, int iteration) {
        IterationResult row = run.get(0);
        for (IterationResult r : run) {
            if (r.iteration() <= iteration) {
                row = r;
            }
        }
        return row;
    }

    /** "mean / median / geometric mean over the problems of each problem's mean"; "-" if a value is missing. */
    private static String meanMedianGeometric(List<double[]> ratiosByProblem) {
        if (hasNaN(ratiosByProblem)) {
            return "-";
        }
        double[] pooled = ratiosByProblem.stream().flatMapToDouble(Arrays::stream).toArray();
        double geometric = Math.exp(ratiosByProblem.stream().mapToDouble(r -> Math.log(PercentileBootstrap.mean(r)))
                .average().orElseThrow());
        return String.format(Locale.ROOT, "%.3f / %.3f / %.3f", PercentileBootstrap.mean(pooled),
                PercentileBootstrap.median(pooled), geometric);
    }

    private static boolean hasNaN(List<double[]> values) {
        return values.stream().flatMapToDouble(Arrays::stream).anyMatch(Double::isNaN);
    }

    private static String runId(PlantProblem problem, int replicates) {
        return problem.id() + "/r" + replicates;
    }

    private static List<List<IterationResult>> runsOf(Map<String, Map<String, List<List<IterationResult>>>> runs,
            PlantProblem problem, int replicates, Column arm) {
        return runs.get(runId(problem, replicates)).get(arm.id());
    }

    /** Suite id (problem/rN), then arm, then the runs in repeat order, each in iteration order. */
    private static Map<String, Map<String, List<List<IterationResult>>>> byRun(List<IterationResult> all) {
        return all.stream().collect(Collectors.groupingBy(IterationResult::suite, Collectors.groupingBy(
                IterationResult::method, Collectors.collectingAndThen(Collectors.toList(), PlantBenchmark::byRepeat))));
    }

    private static List<List<IterationResult>> byRepeat(List<IterationResult> runs) {
        return List.copyOf(runs.stream().sorted(Comparator.comparingInt(IterationResult::iteration))
                .collect(Collectors.groupingBy(IterationResult::repeat, TreeMap::new, Collectors.toList())).values());
    }
}

package io.targetwise.benchmarks;

import io.targetwise.benchmarks.data.RegressionDataset;
import io.targetwise.benchmarks.data.RegressionDatasets;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.neural.TrainingListener;
import io.targetwise.neural.autodeuq.AutoDeuqFitter;
import io.targetwise.neural.autodeuq.AutoDeuqSettings;
import io.targetwise.neural.autodeuq.AutoDeuqSettings.TrainingSettingsSearch;
import io.targetwise.neural.autodeuq.JointSearchSpace;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * AutoDEUQ on the standard UCI splits (Egele et al. 2022, Table I) at a chosen budget: per split an aging-evolution
 * search over the benchmark space (5 blocks; batches from a chosen minimum to 256: the paper's 1 costs an optimiser call
 * per reading on CPU, so the product's default is 8) on a
 * random fifth of the training split as validation set, greedy selection of up to 5 members by the paper's rule, and
 * the test NLL and RMSE in the original units. Population and tournament scale with the budget as the paper's 100 and
 * 10 do with its 500 models. Writes {@code autodeuq-NAME.csv} (one row per split) and {@code autodeuq-NAME.md} (the
 * splits, their mean and standard error, Table I's AutoDEUQ values and where the mean NLL lies against them) and
 * reports progress as models start.
 */
final class AutoDeuqUciBenchmark {
    private static final int WORKERS = 2;
    private static final int PAPER_MODELS_PER_POPULATION = 5;
    private static final int PAPER_POPULATION_PER_TOURNAMENT = 10;
    private static final double VALIDATION_FRACTION = 0.2;
    /** Generous: the model budget, not the clock, should end a search, so that seeds repeat. */
    private static final Duration SPLIT_WALL_LIMIT = Duration.ofHours(24);
    private static final int MAX_BATCH = 256;

    /** Table I's AutoDEUQ column: mean (standard error) over 10 seeds in the original units. */
    record PaperResult(double nll, double nllSe, double rmse, double rmseSe) {
    }

    /** Keyed by the shared data sets' directory names. */
    static final Map<String, PaperResult> TABLE_ONE = Map.of(
            "bostonHousing", new PaperResult(2.46, 0.09, 3.09, 0.31),
            "concrete", new PaperResult(2.86, 0.07, 4.38, 0.15),
            "energy", new PaperResult(0.61, 0.19, 0.39, 0.02),
            "kin8nm", new PaperResult(-1.40, 0.01, 0.06, 0.00),
            "naval-propulsion-plant", new PaperResult(-8.24, 0.01, 0.00, 0.00),
            "power-plant", new PaperResult(2.66, 0.05, 3.43, 0.08),
            "protein-tertiary-structure", new PaperResult(2.48, 0.03, 3.52, 0.02),
            "wine-quality-red", new PaperResult(1.00, 0.08, 0.62, 0.01),
            "yacht", new PaperResult(-0.17, 0.11, 0.44, 0.06));

    /** One split's outcome; NLL and RMSE on its test rows in the original units. */
    record SplitResult(int split, int models, int members, double nll, double rmse, double seconds) {
    }

    private AutoDeuqUciBenchmark() {
    }

    /**
     * Runs splits 0..splits-1 of data set {@code name} under {@code datasets} and writes the CSV and report into out.
     *
     * @throws IllegalArgumentException if a count is below 1 or there are fewer splits than asked for
     */
    static List<SplitResult> run(Path datasets, String name, int splits, int models, int epochs, int minBatch,
            TrainingSettingsSearch search, Path out, PrintStream progress) throws IOException {
        if (splits < 1 || models < 1 || epochs < 1) {
            throw new IllegalArgumentException("splits, models and epochs must be >= 1, got " + splits + ", " + models
                    + " and " + epochs);
        }
        if (minBatch < 1 || minBatch > MAX_BATCH) {
            throw new IllegalArgumentException("the minimum batch must be in 1.." + MAX_BATCH + ", got " + minBatch);
        }
        RegressionDatasets.WithSplits data = RegressionDatasets.uci(datasets.resolve(name));
        if (splits > data.splits().size()) {
            throw new IllegalArgumentException(name + " has " + data.splits().size() + " splits, asked for " + splits);
        }
        long start = System.nanoTime();
        List<SplitResult> results = new ArrayList<>();
        for (int s = 0; s < splits; s++) {
            results.add(split(data, s, splits, models, epochs, minBatch, search, start, progress));
            SplitResult r = results.get(s);
            progress.printf(Locale.ROOT, "%s split %d: test NLL %.3f RMSE %.3f (members %d, models %d, %.0f s)%n",
                    name, s, r.nll(), r.rmse(), r.members(), r.models(), r.seconds());
        }
        Files.createDirectories(out);
        Path csv = out.resolve("autodeuq-" + name + ".csv");
        Path report = out.resolve("autodeuq-" + name + ".md");
        Files.writeString(csv, csv(name, results), StandardCharsets.UTF_8);
        String text = report(name, models, epochs, minBatch, search, results, (System.nanoTime() - start) / 1e9);
        Files.writeString(report, text, StandardCharsets.UTF_8);
        progress.print(text);
        progress.printf("wrote %s and %s%n", csv, report);
        return results;
    }

    private static SplitResult split(RegressionDatasets.WithSplits data, int s, int splits, int models, int epochs,
            int minBatch, TrainingSettingsSearch search, long runStart, PrintStream progress) {
        RegressionDatasets.Split split = data.splits().get(s);
        RegressionDataset train = data.dataset().rows(split.train());
        RegressionDataset test = data.dataset().rows(split.test());
        int population = Math.max(2, models / PAPER_MODELS_PER_POPULATION);
        AutoDeuqSettings settings = AutoDeuqSettings.builder().fillEnsemble(false)
                .space(new JointSearchSpace(5, minBatch, MAX_BATCH)).epochs(epochs).maxModels(models)
                .population(population, Math.min(population, Math.max(2, population / PAPER_POPULATION_PER_TOURNAMENT)))
                .workers(WORKERS).validationFraction(VALIDATION_FRACTION).maxWallTime(SPLIT_WALL_LIMIT).seed(s)
                .trainingSettingsSearch(search).build();
        AtomicInteger started = new AtomicInteger();
        // Every member reports its first epoch exactly once: that counts the models under way.
        TrainingListener listener = (model, step, total, loss) -> {
            if (step == 1) {
                progress.printf(Locale.ROOT, "%s split %d/%d: model %d/%d under way, %.1f min elapsed%n",
                        data.dataset().name(), s + 1, splits, started.incrementAndGet(), models,
                        (System.nanoTime() - runStart) / 60e9);
            }
        };
        AutoDeuqFitter.Result r = AutoDeuqFitter.of(settings, listener).search(train.features(), train.targets());
        Posterior p = r.ensemble().posterior(test.features());
        double[] y = test.targets();
        double squares = 0;
        for (int i = 0; i < y.length; i++) {
            squares += (y[i] - p.mean(i)) * (y[i] - p.mean(i));
        }
        return new SplitResult(s, r.modelsTrained(), r.ensemble().memberCount(),
                r.ensemble().negativeLogLikelihood(test.features(), y), Math.sqrt(squares / y.length),
                r.elapsed().toMillis() / 1e3);
    }

    private static String csv(String name, List<SplitResult> results) {
        StringBuilder text = new StringBuilder("dataset,split,models,members,test_nll,test_rmse,search_seconds\n");
        for (SplitResult r : results) {
            text.append(String.format(Locale.ROOT, "%s,%d,%d,%d,%.6f,%.6f,%.1f%n", name, r.split(), r.models(),
                    r.members(), r.nll(), r.rmse(), r.seconds()));
        }
        return text.toString();
    }

    private static String report(String name, int models, int epochs, int minBatch, TrainingSettingsSearch search,
            List<SplitResult> results, double seconds) {
        double[] nll = results.stream().mapToDouble(SplitResult::nll).toArray();
        double[] rmse = results.stream().mapToDouble(SplitResult::rmse).toArray();
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT,
                "# AutoDEUQ on %s: %d splits, %d models per split, %d epochs, batches %d to %d, training settings %s,"
                        + " %.0f s wall%n%n", name, results.size(), models, epochs, minBatch, MAX_BATCH,
                search == TrainingSettingsSearch.BAYESIAN ? "by Bayesian optimisation (AgEBO)" : "evolved (AgE-Mixed)",
                seconds));
        text.append("| split | test NLL | test RMSE | members | models | search s |\n|---|---|---|---|---|---|\n");
        for (SplitResult r : results) {
            text.append(String.format(Locale.ROOT, "| %d | %.3f | %.3f | %d | %d | %.0f |%n", r.split(), r.nll(),
                    r.rmse(), r.members(), r.models(), r.seconds()));
        }
        text.append(String.format(Locale.ROOT, "%nmean (standard error): NLL %.3f (%.3f), RMSE %.3f (%.3f)%n",
                mean(nll), standardError(nll), mean(rmse),
                standardError(rmse)));
        PaperResult paper = TABLE_ONE.get(name);
        if (paper == null) {
            text.append("Egele et al. 2022, Table I: no AutoDEUQ value for this data set\n");
        } else {
            double gap = mean(nll) - paper.nll();
            String verdict = Math.abs(gap) <= paper.nllSe() ? "within the paper's standard error"
                    : gap < 0 ? "better than the paper by more than its standard error"
                    : "worse than the paper by more than its standard error";
            text.append(String.format(Locale.ROOT, "Egele et al. 2022, Table I (AutoDEUQ): NLL %.2f (%.2f), RMSE %.2f "
                    + "(%.2f); NLL difference %+.3f: %s%n", paper.nll(), paper.nllSe(), paper.rmse(), paper.rmseSe(),
                    gap, verdict));
        }
        return text.toString();
    }

    private static double mean(double[] v) {
        return Arrays.stream(v).average().orElse(Double.NaN);
    }

    /** Sample standard deviation over sqrt(n); NaN for a single split. */
    private static double standardError(double[] v) {
        if (v.length < 2) {
            return Double.NaN;
        }
        double m = mean(v);
        double s = Arrays.stream(v).map(x -> (x - m) * (x - m)).sum() / (v.length - 1);
        return Math.sqrt(s / v.length);
    }
}

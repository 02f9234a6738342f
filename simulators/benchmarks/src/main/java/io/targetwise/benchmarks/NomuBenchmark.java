package io.targetwise.benchmarks;

import io.targetwise.benchmarks.problems.nomu.RegressionFunction;
import io.targetwise.core.Arguments;
import io.targetwise.neural.TrainingListener;
import io.targetwise.neural.UncertaintyMetrics;
import io.targetwise.neural.nomu.NomuFitter;
import io.targetwise.neural.nomu.NomuModel;
import io.targetwise.neural.nomu.NomuSettings;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * NOMU's 1D protocol (Heiss et al. 2022, section 4.1 and Tables 1, 4 and 5): per run 8 uniform noise-free training
 * points and 100 validation points of one of the ten test functions, AUC and NLPD_min on the validation points. Runs
 * are numbered per function; run {@code r} of a function draws its points and initial weights from seeds of its own,
 * so disjoint run ranges can go to separate processes and their CSV files pooled afterwards. The report gives, as the
 * paper does, medians with 95 % percentile-bootstrap confidence intervals, per function and over all runs.
 */
final class NomuBenchmark {
    static final String CSV_HEADER = "function,run,width,steps,auc,nlpd_min,seconds";
    private static final int TRAINING_POINTS = 8;
    private static final int VALIDATION_POINTS = 100;

    /** One run's measures on its validation points, with the network's width and training steps. */
    record Run(RegressionFunction function, int run, int width, int steps, double auc, double nlpdMin,
            double seconds) {
    }

    private NomuBenchmark() {
    }

    /**
     * Runs {@code first .. first + runs - 1} of every function with 3 hidden layers of {@code width} units per
     * sub-network and {@code steps} full-batch Adam steps, appending each run to {@code csv} as it finishes.
     *
     * @throws IllegalArgumentException if {@code csv} already holds one of these runs or runs of another width or
     *     step count
     */
    static List<Run> run(int first, int runs, int width, int steps, Path csv, PrintStream progress) throws IOException {
        Arguments.requireAtLeast("first run", first, 0);
        Arguments.requireAtLeast("runs", runs, 1);
        if (Files.exists(csv)) {
            for (Run r : read(List.of(csv))) {
                if (r.width() != width || r.steps() != steps) {
                    throw new IllegalArgumentException(csv + " holds runs of width " + r.width() + " and " + r.steps()
                            + " steps, not " + width + " and " + steps + ": write another file");
                }
                if (r.run() >= first && r.run() < first + runs) {
                    throw new IllegalArgumentException(csv + " already holds run " + r.run() + " of "
                            + r.function().id() + ": start after its last run or write another file");
                }
            }
        } else {
            Files.writeString(csv, CSV_HEADER + "\n", StandardCharsets.UTF_8);
        }
        List<Run> results = new ArrayList<>();
        for (int run = first; run < first + runs; run++) {
            for (RegressionFunction function : RegressionFunction.values()) {
                Run result = fit(function, run, width, steps);
                results.add(result);
                Files.writeString(csv, String.format(Locale.ROOT, "%s,%d,%d,%d,%.6f,%.6f,%.1f%n", function.id(), run,
                        width, steps, result.auc(), result.nlpdMin(), result.seconds()), StandardCharsets.UTF_8,
                        StandardOpenOption.APPEND);
                progress.printf(Locale.ROOT, "%-20s run %3d  AUC %.3f  NLPD_min %.3f  %.1f s%n", function.id(), run,
                        result.auc(), result.nlpdMin(), result.seconds());
            }
        }
        return results;
    }

    private static Run fit(RegressionFunction function, int run, int width, int steps) {
        long start = System.nanoTime();
        SplittableRandom rng = new SplittableRandom(1000L * function.ordinal() + run);
        double[][] x = uniform(rng, TRAINING_POINTS);
        double[][] validation = uniform(rng, VALIDATION_POINTS);
        NomuSettings settings = NomuSettings.builder().architecture(3, width).steps(steps).seed(run).build();
        NomuModel model = NomuFitter.unscaled(settings, TrainingListener.SILENT).fit(x, values(function, x));
        NomuModel.Prediction p = model.predict(validation);
        double[] y = values(function, validation);
        return new Run(function, run, width, steps, UncertaintyMetrics.auc(y, p.mean(), p.sigma()),
                UncertaintyMetrics.nlpdMin(y, p.mean(), p.sigma()), (System.nanoTime() - start) / 1e9);
    }

    private static double[][] uniform(SplittableRandom rng, int n) {
        double[][] x = new double[n][];
        for (int i = 0; i < n; i++) {
            x[i] = new double[] {rng.nextDouble(-1, 1)};
        }
        return x;
    }

    private static double[] values(RegressionFunction f, double[][] x) {
        return Arrays.stream(x).mapToDouble(f::value).toArray();
    }

    /**
     * Reads the runs of one or more CSV files written by {@link #run}; a run listed twice, or runs of different widths
     * or step counts, are refused: their medians would mix two settings.
     */
    static List<Run> read(List<Path> csvs) throws IOException {
        List<Run> runs = new ArrayList<>();
        for (Path csv : csvs) {
            List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
            if (lines.isEmpty() || !lines.get(0).equals(CSV_HEADER)) {
                throw new IllegalArgumentException(csv + ": expected the header '" + CSV_HEADER + "'");
            }
            for (String line : lines.subList(1, lines.size())) {
                String[] f = line.split(",");
                Run r = new Run(RegressionFunction.fromId(f[0]), Integer.parseInt(f[1]), Integer.parseInt(f[2]),
                        Integer.parseInt(f[3]), Double.parseDouble(f[4]), Double.parseDouble(f[5]),
                        Double.parseDouble(f[6]));
                if (runs.stream().anyMatch(o -> o.function() == r.function() && o.run() == r.run())) {
                    throw new IllegalArgumentException(csv + ": run " + r.run() + " of " + f[0] + " is listed twice");
                }
                if (!runs.isEmpty() && (runs.get(0).width() != r.width() || runs.get(0).steps() != r.steps())) {
                    throw new IllegalArgumentException(csv + ": run " + r.run() + " of " + f[0] + " has width "
                            + r.width() + " and " + r.steps() + " steps, the runs before it " + runs.get(0).width()
                            + " and " + runs.get(0).steps());
                }
                runs.add(r);
            }
        }
        return runs;
    }

    /** The report: per function and over all runs, median AUC and NLPD_min with their bootstrap intervals. */
    static String report(List<Run> runs, long seed) {
        StringBuilder out = new StringBuilder(
                "| function | runs | AUC, median [95 % CI] | NLPD_min, median [95 % CI] | fit s, median |\n"
                        + "|---|---|---|---|---|\n");
        for (RegressionFunction function : RegressionFunction.values()) {
            List<Run> own = runs.stream().filter(r -> r.function() == function).toList();
            if (!own.isEmpty()) {
                out.append(row(function.id(), own, seed));
            }
        }
        return out.append(row("all", runs, seed)).toString();
    }

    private static String row(String name, List<Run> runs, long seed) {
        PercentileBootstrap.Estimate auc = medianWithInterval(runs.stream().mapToDouble(Run::auc).toArray(), seed);
        PercentileBootstrap.Estimate nlpd = medianWithInterval(runs.stream().mapToDouble(Run::nlpdMin).toArray(),
                seed);
        return String.format(Locale.ROOT, "| %s | %d | %.3f [%.3f, %.3f] | %.2f [%.2f, %.2f] | %.1f |%n", name,
                runs.size(), auc.value(), auc.lower(), auc.upper(), nlpd.value(), nlpd.lower(), nlpd.upper(),
                PercentileBootstrap.median(runs.stream().mapToDouble(Run::seconds).toArray()));
    }

    /** The sample median and its 95 % percentile-bootstrap interval, as the paper's tables give. */
    static PercentileBootstrap.Estimate medianWithInterval(double[] values, long seed) {
        return PercentileBootstrap.of(values, PercentileBootstrap::median, seed);
    }
}

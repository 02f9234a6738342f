package io.targetwise.benchmarks;

import io.targetwise.neural.TrainingListener;

import io.targetwise.benchmarks.composite.CompositeAcquisition;
import io.targetwise.benchmarks.composite.CompositeBayesianOptimisation;
import io.targetwise.benchmarks.composite.CompositeProblemView;
import io.targetwise.benchmarks.data.RegressionDataset;
import io.targetwise.benchmarks.problems.autodeuq.AutoDeuqToy;
import io.targetwise.benchmarks.problems.neon.PollutantSpill;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.neural.autodeuq.AutoDeuqFitter;
import io.targetwise.neural.autodeuq.AutoDeuqSettings;
import io.targetwise.neural.autodeuq.AutoDeuqSettings.TrainingSettingsSearch;
import io.targetwise.neural.autodeuq.JointSearchSpace;
import io.targetwise.neural.neon.NeonConfig;
import io.targetwise.neural.neon.NeonTraining;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Reproductions of the neural surrogates' papers (Heiss et al. 2022, Egele et al. 2022, Guilhoto and Perdikaris
 * 2024) recorded in docs/benchmarks/neural-reproductions.md, on a CPU budget. Usage, after the command {@code neural}:
 * <pre>
 * nomu RUNS WIDTH STEPS [FIRST_RUN [CSV]]
 * nomu-report CSV...
 * autodeuq-toy MODELS EPOCHS
 * autodeuq-uci DATASETS_DIR NAME SPLITS MODELS EPOCHS [OUT_DIR [MIN_BATCH [SEARCH]]]   (SEARCH: evolved or bayesian)
 * neon-pollutant ITERATIONS BASE_STEPS SEED
 * </pre>
 * Each prints its results and the wall time and heap it used.
 */
public final class NeuralReproductions {

    private NeuralReproductions() {
    }

    public static void main(String[] args) throws IOException {
        long start = System.nanoTime();
        switch (args[0]) {
            case "nomu" -> nomu(args);
            case "nomu-report" -> nomuReport(args);
            case "autodeuq-toy" -> autoDeuqToy(Integer.parseInt(args[1]), Integer.parseInt(args[2]));
            case "autodeuq-uci" -> autoDeuqUci(args);
            case "neon-pollutant" -> neonPollutant(Integer.parseInt(args[1]), Integer.parseInt(args[2]),
                    Long.parseLong(args[3]));
            default -> throw new IllegalArgumentException("unknown reproduction " + args[0]);
        }
        Runtime rt = Runtime.getRuntime();
        System.out.printf(Locale.ROOT, "wall %.1f s, JVM heap in use %.0f MB%n", (System.nanoTime() - start) / 1e9,
                (rt.totalMemory() - rt.freeMemory()) / 1e6);
    }

    /**
     * See {@link NomuBenchmark}: runs FIRST .. FIRST + RUNS - 1 of every function appended to CSV, then the report
     * over every run in CSV.
     */
    private static void nomu(String[] args) throws IOException {
        Path csv = Path.of(args.length > 5 ? args[5] : "results/nomu/nomu-1d.csv");
        Files.createDirectories(csv.toAbsolutePath().getParent());
        NomuBenchmark.run(args.length > 4 ? Integer.parseInt(args[4]) : 0, Integer.parseInt(args[1]),
                Integer.parseInt(args[2]), Integer.parseInt(args[3]), csv, System.out);
        System.out.print(NomuBenchmark.report(NomuBenchmark.read(List.of(csv)), 1));
    }

    /** The report over the runs of one or more CSV files written by {@code nomu}. */
    private static void nomuReport(String[] args) throws IOException {
        System.out.print(NomuBenchmark.report(NomuBenchmark.read(
                Arrays.stream(args, 1, args.length).map(Path::of).toList()), 1));
    }

    /** The toy problem's figure as numbers: sigma_a and sigma_e in the clusters, the gap and beyond. */
    private static void autoDeuqToy(int models, int epochs) {
        AutoDeuqToy toy = AutoDeuqToy.create();
        RegressionDataset data = toy.trainingData(new SplittableRandom(1));
        AutoDeuqSettings settings = AutoDeuqSettings.builder().fillEnsemble(false).space(new JointSearchSpace(3, 8, 32)).epochs(epochs)
                .maxModels(models).population(Math.max(2, models / 2), 2).workers(2)
                .maxWallTime(Duration.ofHours(1)).seed(1).build();
        AutoDeuqFitter.Result r = AutoDeuqFitter.of(settings, TrainingListener.SILENT).search(data.features(),
                data.targets());
        System.out.printf(Locale.ROOT, "models %d, members %d, weights %s, search %.0f s%n", r.modelsTrained(),
                r.ensemble().memberCount(), Arrays.toString(r.ensemble().weights()), r.elapsed().toMillis() / 1e3);
        double[][] probes = {{-35}, {-25}, {-10}, {0}, {10}, {25}, {35}};
        Posterior p = r.ensemble().posterior(probes);
        for (int i = 0; i < probes.length; i++) {
            System.out.printf(Locale.ROOT, "x=%5.0f  sigma_a %.3f (true %.3f)  sigma_e %.3f%n", probes[i][0],
                    Math.sqrt(p.aleatoricVariance(i)), Math.sqrt(AutoDeuqToy.noiseVariance(probes[i][0])),
                    Math.sqrt(p.epistemicVariance(i)));
        }
        RegressionDataset test = toy.testData();
        System.out.printf(Locale.ROOT, "test NLL (noise-free targets) %.3f%n",
                r.ensemble().negativeLogLikelihood(test.features(), test.targets()));
    }

    /**
     * See {@link AutoDeuqUciBenchmark}; results go to OUT_DIR (default results/autodeuq); batches from MIN_BATCH
     * (default 8, the product's; the paper's is 1).
     */
    private static void autoDeuqUci(String[] args) throws IOException {
        AutoDeuqUciBenchmark.run(Path.of(args[1]), args[2], Integer.parseInt(args[3]), Integer.parseInt(args[4]),
                Integer.parseInt(args[5]), args.length > 7 ? Integer.parseInt(args[7]) : 8,
                args.length > 8 ? trainingSettingsSearch(args[8]) : TrainingSettingsSearch.EVOLVED,
                Path.of(args.length > 6 ? args[6] : "results/autodeuq"), System.out);
    }

    /** {@code evolved} (AgE-Mixed, the product's) or {@code bayesian} (AgEBO, the paper's). */
    private static TrainingSettingsSearch trainingSettingsSearch(String name) {
        return switch (name) {
            case "evolved" -> TrainingSettingsSearch.EVOLVED;
            case "bayesian" -> TrainingSettingsSearch.BAYESIAN;
            default -> throw new IllegalArgumentException("SEARCH must be evolved or bayesian, got '" + name + "'");
        };
    }

    /** 5 uniform initial designs, then L-EI (delta 0.01) acquisitions; best MSE to the true field after each. */
    private static void neonPollutant(int iterations, int baseSteps, long seed) {
        PollutantSpill spill = PollutantSpill.create();
        CompositeProblemView view = new CompositeProblemView() {
            @Override
            public double[] lowerBounds() {
                return spill.lowerBounds();
            }

            @Override
            public double[] upperBounds() {
                return spill.upperBounds();
            }

            @Override
            public double[][] queryPoints() {
                return spill.queryPoints();
            }

            @Override
            public int channels() {
                return spill.channels();
            }

            @Override
            public double[] field(double[] design) {
                return spill.field(design);
            }

            @Override
            public double cost(double[] field) {
                return spill.objective(field);
            }
        };
        NeonConfig config = NeonConfig.pollutants();
        System.out.printf(Locale.ROOT, "trainable parameters %d (paper 27,746)%n", config.trainableParameterCount());
        CompositeBayesianOptimisation bo = CompositeBayesianOptimisation.of(config,
                NeonTraining.pollutants(seed).with(baseSteps, seed), CompositeAcquisition.leakyExpectedImprovement(0.01),
                128, 256, (model, step, total, loss) -> {
                    if (step == total) {
                        System.out.printf(Locale.ROOT, "trained a NEON network: %d steps, last loss %.3g%n", total, loss);
                    }
                });
        long start = System.nanoTime();
        CompositeBayesianOptimisation.Trace trace = bo.run(view, 5, iterations, seed);
        double[] best = trace.bestSoFar();
        StringBuilder line = new StringBuilder("log10 best MSE after acquisitions 0..").append(iterations).append(':');
        for (int i = 4; i < best.length; i++) {
            line.append(String.format(Locale.ROOT, " %.2f", Math.log10(best[i])));
        }
        System.out.println(line);
        System.out.printf(Locale.ROOT, "BO wall %.0f s%n", (System.nanoTime() - start) / 1e9);
    }
}

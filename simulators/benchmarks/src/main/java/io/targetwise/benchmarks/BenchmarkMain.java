package io.targetwise.benchmarks;

import io.targetwise.core.acquisition.AleatoricTreatment;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The offline commands. {@code neural REPRODUCTION ...} runs the neural surrogates' reproductions
 * ({@link NeuralReproductions}); {@code chain ...} the process-chain benchmark ({@link ChainBenchmark}). The benchmark
 * command: {@code benchmark --suite exp1 --sigma-a 0.5 --methods robust-ei,ncchi2-ei --repeats 20 --iterations 20
 * --seed 1 --out results/exp1} (see {@link BenchmarkOptions#USAGE}). Writes results.csv, convergence.png,
 * convergence.svg and report.md into the output directory; progress goes to stderr.
 */
public final class BenchmarkMain {

    private BenchmarkMain() {
    }

    public static void main(String[] args) {
        try {
            if (args.length > 0 && args[0].equals("neural")) {
                NeuralReproductions.main(Arrays.copyOfRange(args, 1, args.length));
                return;
            }
            if (args.length > 0 && args[0].equals("calibration")) {
                List<String> options = Arrays.asList(args);
                UncertaintyCalibration.run(
                        List.of(option(options, "--problems", "forging-140-pool1,narrow-band-2d,input-noise-4d")
                                .split(",")),
                        List.of(option(options, "--models", "gp-krr,nomu,nomu-cv,neon,neon-cv").split(",")),
                        Integer.parseInt(option(options, "--designs", "2")),
                        Long.parseLong(option(options, "--seed", "20261121")),
                        java.nio.file.Path.of(option(options, "--out", "results/calibration.md")), System.err);
                return;
            }
            if (args.length > 0 && args[0].equals("drift")) {
                List<String> options = Arrays.asList(args);
                new DriftBenchmark(Integer.parseInt(option(options, "--repeats", "10")),
                        Integer.parseInt(option(options, "--readings", "2000")),
                        Long.parseLong(option(options, "--seed", "1")))
                        .run(java.nio.file.Path.of(option(options, "--out", "results/drift")), System.err);
                return;
            }
            if (args.length > 0 && args[0].equals("drift-delay")) {
                List<String> options = Arrays.asList(args);
                new DriftDelayBenchmark(Integer.parseInt(option(options, "--repeats", "2000")),
                        Integer.parseInt(option(options, "--horizon", "1000")),
                        Long.parseLong(option(options, "--seed", "1")))
                        .run(java.nio.file.Path.of(option(options, "--out", "results/drift-delay")), System.err);
                return;
            }
            if (args.length > 0 && args[0].equals("sensor")) {
                List<String> options = Arrays.asList(args);
                new SensorBenchmark(Integer.parseInt(option(options, "--repeats", "20")),
                        Integer.parseInt(option(options, "--moves", "500")),
                        Long.parseLong(option(options, "--seed", "1")))
                        .run(java.nio.file.Path.of(option(options, "--out", "results/sensor")), System.err);
                return;
            }
            if (args.length > 0 && args[0].equals("chain")) {
                new ChainBenchmark(ChainBenchmark.Options.parse(List.of(args).subList(1, args.length)))
                        .run(System.err);
                return;
            }
            if (args.length > 0 && args[0].equals("incumbent-bias")) {
                incumbentBias(System.out);
                return;
            }
            run(args, System.err);
        } catch (IllegalArgumentException e) {
            System.err.println("benchmark: " + e.getMessage());
            System.err.print(args.length > 0 && args[0].equals("chain") ? ChainBenchmark.USAGE
                    : BenchmarkOptions.USAGE);
            System.exit(2);
        } catch (IOException | IllegalStateException e) {
            System.err.println("benchmark failed: " + e.getMessage());
            System.exit(1);
        }
    }

    /** The value after {@code name}, or the default. */
    private static String option(List<String> args, String name, String otherwise) {
        int at = args.indexOf(name);
        return at >= 0 && at + 1 < args.size() ? args.get(at + 1) : otherwise;
    }

    /**
     * {@code incumbent-bias}: the bias of E_min, plug-in and integrated, on the plant-like problems with 20 random
     * design points at 3 and 5 readings each, 40 designs per problem, kernel-ridge and log-GP variance models.
     */
    static void incumbentBias(PrintStream out) {
        out.println("| problem | variance model | replicates | E_min bias, plug-in | relative | E_min bias, integrated "
                + "| relative |");
        out.println("|---|---|---|---|---|---|---|");
        // each cell: mean over the designs +- the half-width of its 95 % Student-t interval
        for (Suite suite : PlantProblem.fixedPools(300)) {
            if (suite.id().endsWith("pool2")) {
                continue;
            }
            for (Arm.Variance variance : List.of(Arm.Variance.KERNEL_RIDGE, Arm.Variance.LOG_GP)) {
                for (int replicates : new int[] {3, 5}) {
                    List<IncumbentBias.Bias> bias = IncumbentBias.measure(suite, variance.fitter(suite), 20, replicates,
                            40, 7);
                    IncumbentBias.Bias plugIn = bias.get(AleatoricTreatment.PLUG_IN.ordinal());
                    IncumbentBias.Bias integrated = bias.get(AleatoricTreatment.INTEGRATED.ordinal());
                    out.printf(Locale.ROOT, "| %s | %s | %d | %s | %s | %s | %s |%n", suite.id(), variance.id(),
                            replicates, withInterval(plugIn.absolute(), 1, "%.3g"),
                            withInterval(plugIn.relative(), 100, "%+.0f %%"),
                            withInterval(integrated.absolute(), 1, "%.3g"),
                            withInterval(integrated.relative(), 100, "%+.0f %%"));
                }
            }
        }
    }

    private static String withInterval(Convergence.Summary s, double scale, String format) {
        return String.format(Locale.ROOT, format + " ± " + format.replace("+", ""), scale * s.mean(),
                scale * s.confidenceHalfWidth());
    }

    /** Runs the command; the first argument must be {@code benchmark}. */
    public static void run(String[] args, PrintStream progress) throws IOException {
        if (args.length == 0 || !args[0].equals("benchmark")) {
            throw new IllegalArgumentException("the first argument must be the command 'benchmark'");
        }
        BenchmarkOptions options = BenchmarkOptions.parse(List.of(args).subList(1, args.length).toArray(String[]::new));
        if (options.suite().equals("plant")) {
            PlantBenchmark.run(options, progress);
            return;
        }
        if (options.suite().equals("outputs")) {
            TargetVectorBenchmark.run(options, progress);
            return;
        }
        Suite suite = options.toSuite();
        long start = System.nanoTime();
        List<IterationResult> results = BenchmarkRunner.run(options, suite, progress);
        double wallSeconds = (System.nanoTime() - start) / 1e9;
        double bestAttainable = suite.bestAttainableError();
        Convergence convergence = Convergence.of(results);
        Files.createDirectories(options.out());
        ResultsCsv.write(results, options.out().resolve("results.csv"));
        ConvergencePlot.write(convergence, suite.label(), bestAttainable, options.out().resolve("convergence"));
        Report.write(options, suite, convergence, bestAttainable, wallSeconds, options.out().resolve("report.md"));
        progress.printf(Locale.ROOT, "wrote %s (%.1f s)%n", options.out().toAbsolutePath(), wallSeconds);
    }
}

package io.targetwise.core.surrogate.bench;

import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.gp.GaussianProcess;
import io.targetwise.core.surrogate.gp.GaussianProcessFitter;
import io.targetwise.core.surrogate.gp.KernelType;
import io.targetwise.core.surrogate.gp.NoiseModel;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The Java half of the peer comparison with scikit-learn (src/bench/python/sklearn_gp_benchmark.py): writes the
 * training data and query points as CSV so both sides fit identical data, fits an ARD Matern 5/2 GP with fitted
 * homoskedastic noise, and records fit time (wall and process CPU), log marginal likelihood, prediction time for the queries, the fitted
 * hyperparameters and the predictions.
 *
 * <p>Data: D = 5, x uniform in the unit box with two rows pinned at the corners (so that the unit-box scaling is the
 * identity and both sides see the same length-scale bounds), y = f(x) + N(0, 0.1^2).
 *
 * <p>Before the timed sizes, untimed fits and predictions on other data (N = 100 and 300, seeds unlike the timed ones)
 * warm the JIT up, as in a running service, on both the Java (N below 128) and OpenBLAS paths; without them the first
 * timed size would mostly measure compilation.
 *
 * <p>Run: {@code java -cp <test classpath> io.targetwise.core.surrogate.bench.GaussianProcessBenchmark <dir> <restarts> <N>...}
 */
public final class GaussianProcessBenchmark {
    private static final int DIMENSION = 5;
    private static final int QUERIES = 100_000;
    /** Process CPU time (all threads): on a shared machine it says more than wall time about the work done. */
    private static final com.sun.management.OperatingSystemMXBean CPU =
            (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();

    private GaussianProcessBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args[0]);
        int restarts = Integer.parseInt(args[1]);
        Files.createDirectories(dir);
        double[][] queries = uniform(QUERIES, new SplittableRandom(99));
        writeRows(dir.resolve("queries.csv"), queries, null);
        for (int warmUp : new int[] {100, 300}) {
            SplittableRandom random = new SplittableRandom(-warmUp);
            double[][] x = uniform(warmUp, random);
            double[] y = new double[warmUp];
            for (int i = 0; i < warmUp; i++) {
                y[i] = function(x[i]) + 0.1 * random.nextGaussian();
            }
            GaussianProcessFitter.builder().kernel(KernelType.MATERN_52).noise(NoiseModel.HOMOSKEDASTIC)
                    .restarts(restarts).seed(2).build().fit(x, y).posterior(java.util.Arrays.copyOf(queries, 20_000));
        }
        for (int a = 2; a < args.length; a++) {
            int n = Integer.parseInt(args[a]);
            SplittableRandom random = new SplittableRandom(n);
            double[][] x = uniform(n, random);
            java.util.Arrays.fill(x[0], 0.0);
            java.util.Arrays.fill(x[1], 1.0);
            double[] y = new double[n];
            for (int i = 0; i < n; i++) {
                y[i] = function(x[i]) + 0.1 * random.nextGaussian();
            }
            writeRows(dir.resolve("train_" + n + ".csv"), x, y);
            GaussianProcessFitter fitter = GaussianProcessFitter.builder().kernel(KernelType.MATERN_52)
                    .noise(NoiseModel.HOMOSKEDASTIC).restarts(restarts).seed(1).build();
            long start = System.nanoTime();
            long cpuStart = CPU.getProcessCpuTime();
            GaussianProcess gp = fitter.fit(x, y);
            double fitSeconds = (System.nanoTime() - start) / 1e9;
            double fitCpuSeconds = (CPU.getProcessCpuTime() - cpuStart) / 1e9;
            start = System.nanoTime();
            cpuStart = CPU.getProcessCpuTime();
            Posterior posterior = gp.posterior(queries);
            double predictSeconds = (System.nanoTime() - start) / 1e9;
            double predictCpuSeconds = (CPU.getProcessCpuTime() - cpuStart) / 1e9;
            GaussianProcess.Hyperparameters h = gp.hyperparameters();
            try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(dir.resolve("java_" + n + ".txt")))) {
                out.printf(Locale.ROOT, "fit_seconds %.3f%nfit_cpu_seconds %.3f%npredict_seconds %.3f%n"
                        + "predict_cpu_seconds %.3f%nlml %.6f%n", fitSeconds, fitCpuSeconds, predictSeconds,
                        predictCpuSeconds, h.logMarginalLikelihood());
                out.print("length_scales");
                for (double l : h.lengthScales()) {
                    out.printf(Locale.ROOT, " %.17g", l);
                }
                out.printf(Locale.ROOT, "%nsignal_variance %.17g%nnoise_variance %.17g%njitter %.17g%n", h.signalVariance(),
                        h.noiseVariance(), h.jitter());
            }
            try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(dir.resolve("java_pred_" + n + ".csv")))) {
                for (int p = 0; p < QUERIES; p++) {
                    out.printf(Locale.ROOT, "%.17g,%.17g%n", posterior.mean(p), posterior.epistemicVariance(p));
                }
            }
            System.out.printf(Locale.ROOT, "N=%d fit %.2f s (CPU %.2f s), predict %.2f s (CPU %.2f s), LML %.4f, %s%n", n,
                    fitSeconds, fitCpuSeconds, predictSeconds, predictCpuSeconds, h.logMarginalLikelihood(), h);
        }
    }

    private static double function(double[] x) {
        return Math.sin(3 * x[0]) + Math.cos(2 * x[1]) * x[2] + 0.5 * x[3] * x[3] + 0.3 * Math.exp(x[4]);
    }

    private static double[][] uniform(int n, SplittableRandom random) {
        double[][] x = new double[n][DIMENSION];
        for (double[] row : x) {
            for (int d = 0; d < DIMENSION; d++) {
                row[d] = random.nextDouble();
            }
        }
        return x;
    }

    private static void writeRows(Path file, double[][] x, double[] y) throws IOException {
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(file))) {
            for (int i = 0; i < x.length; i++) {
                StringBuilder line = new StringBuilder();
                for (int d = 0; d < DIMENSION; d++) {
                    line.append(d == 0 ? "" : ",").append(String.format(Locale.ROOT, "%.17g", x[i][d]));
                }
                if (y != null) {
                    line.append(',').append(String.format(Locale.ROOT, "%.17g", y[i]));
                }
                out.println(line);
            }
        }
    }
}

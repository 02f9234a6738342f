package io.targetwise.core.surrogate.bench;

import io.targetwise.core.surrogate.linalg.Cholesky;
import io.targetwise.core.surrogate.linalg.LowerTriangular;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The measurement behind the choice of linear algebra for the Gaussian process: the O(n^3) operations a fit and a
 * prediction need (Cholesky factor, inverse from the factor, inverse factor, squared norms |L^{-1} k|^2 for 2,000 query
 * points), on a Matern 5/2 covariance in 5-D. {@link Cholesky} runs them in OpenBLAS from order 128 on; run once as is
 * and once with {@code -Dtargetwise.linalg.javaOnly=true} to time the pure-Java path. Medians of wall time and of
 * process CPU time (all threads) over several repetitions after warm-up; the shared machine is loaded, so CPU time is
 * the steadier of the two.
 *
 * <p>Run: {@code java [-Dtargetwise.linalg.javaOnly=true] -cp <test classpath>
 * io.targetwise.core.surrogate.bench.LinearAlgebraBenchmark [sizes...]}
 */
public final class LinearAlgebraBenchmark {
    private static final int REPETITIONS = 7;
    private static final int QUERY_POINTS = 2000;
    private static final com.sun.management.OperatingSystemMXBean CPU =
            (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();

    private LinearAlgebraBenchmark() {
    }

    public static void main(String[] args) {
        int[] sizes = args.length == 0 ? new int[] {500, 1000, 2000} : java.util.Arrays.stream(args).mapToInt(Integer::parseInt).toArray();
        String path = Boolean.getBoolean("targetwise.linalg.javaOnly") ? "Java" : "auto (OpenBLAS from n = 128)";
        System.out.println("path: " + path + "; wall ms (CPU ms), median of " + REPETITIONS);
        System.out.println("| N | Cholesky | inverse | inverse factor | variance of " + QUERY_POINTS + " points |");
        System.out.println("|---|---|---|---|---|");
        for (int n : sizes) {
            double[] k = covariance(n);
            double[] queries = crossCovariance(n);
            Cholesky chol = Cholesky.of(k, n).orElseThrow();
            String factor = median(() -> Cholesky.of(k, n).orElseThrow());
            String inverse = median(chol::inverse);
            String inverseFactor = median(chol::inverseFactor);
            LowerTriangular lower = chol.inverseFactor();
            LowerTriangular.RowSource source = (from, count, target, offset) ->
                    System.arraycopy(queries, from * n, target, offset, count * n);
            String variance = median(() -> lower.squaredNormsOfProducts(source, QUERY_POINTS));
            System.out.printf(Locale.ROOT, "| %d | %s | %s | %s | %s |%n", n, factor, inverse, inverseFactor, variance);
        }
    }

    private static double[] covariance(int n) {
        SplittableRandom random = new SplittableRandom(1);
        double[][] x = new double[n][5];
        for (double[] row : x) {
            for (int d = 0; d < row.length; d++) {
                row[d] = random.nextDouble();
            }
        }
        double[] k = new double[n * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                double r2 = 0;
                for (int d = 0; d < 5; d++) {
                    double t = (x[i][d] - x[j][d]) / 0.3;
                    r2 += t * t;
                }
                double r = Math.sqrt(5 * r2);
                k[i * n + j] = (1 + r + r * r / 3) * Math.exp(-r) + (i == j ? 1e-4 : 0);
            }
        }
        return k;
    }

    private static double[] crossCovariance(int n) {
        SplittableRandom random = new SplittableRandom(2);
        double[] q = new double[n * QUERY_POINTS];
        for (int i = 0; i < q.length; i++) {
            q[i] = random.nextDouble();
        }
        return q;
    }

    private static String median(Runnable task) {
        task.run();
        double[] wall = new double[REPETITIONS];
        double[] cpu = new double[REPETITIONS];
        for (int r = 0; r < REPETITIONS; r++) {
            long start = System.nanoTime();
            long cpuStart = CPU.getProcessCpuTime();
            task.run();
            wall[r] = (System.nanoTime() - start) / 1e6;
            cpu[r] = (CPU.getProcessCpuTime() - cpuStart) / 1e6;
        }
        java.util.Arrays.sort(wall);
        java.util.Arrays.sort(cpu);
        return String.format(Locale.ROOT, "%.1f (%.0f)", wall[REPETITIONS / 2], cpu[REPETITIONS / 2]);
    }
}

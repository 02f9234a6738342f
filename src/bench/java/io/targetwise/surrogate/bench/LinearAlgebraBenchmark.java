package io.targetwise.surrogate.bench;

import io.targetwise.surrogate.linalg.Cholesky;
import io.targetwise.surrogate.linalg.LowerTriangular;
import java.util.Locale;
import java.util.SplittableRandom;
import org.bytedeco.javacpp.DoublePointer;
import org.bytedeco.openblas.global.openblas;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;

/**
 * The measurement behind the choice of linear algebra for the Gaussian process: the package's own blocked Cholesky
 * against ND4J (OpenBLAS) for the three dense operations a fit and a prediction need, on a Matern-like covariance
 * matrix. Times are medians of several repetitions after warm-up, including the copies ND4J needs between Java arrays
 * and native buffers.
 *
 * <p>Run: {@code java -cp <test classpath> io.targetwise.surrogate.bench.LinearAlgebraBenchmark [sizes...]}
 */
public final class LinearAlgebraBenchmark {
    private static final int REPETITIONS = 5;
    private static final int QUERY_POINTS = 2000;

    private LinearAlgebraBenchmark() {
    }

    public static void main(String[] args) {
        int[] sizes = args.length == 0 ? new int[] {500, 1000, 2000} : java.util.Arrays.stream(args).mapToInt(Integer::parseInt).toArray();
        Nd4j.setDefaultDataTypes(DataType.DOUBLE, DataType.DOUBLE);
        System.out.println("| N | own Cholesky | ND4J potrf | own inverse | ND4J inverse (potri) | own variance of "
                + QUERY_POINTS + " points | ND4J variance (trsm) |");
        System.out.println("|---|---|---|---|---|---|---|");
        for (int n : sizes) {
            double[] k = covariance(n);
            double[] queries = crossCovariance(n);
            Cholesky chol = Cholesky.of(k, n).orElseThrow();
            double ownChol = median(() -> Cholesky.of(k, n).orElseThrow());
            double ownInverse = median(chol::inverse);
            LowerTriangular inverseFactor = chol.inverseFactor();
            double ownVariance = median(() -> inverseFactor.squaredNormsOfProducts(queries, QUERY_POINTS));
            double ndChol = median(() -> nd4jFactor(k, n));
            INDArray ndFactor = nd4jFactor(k, n);
            double ndInverse = median(() -> nd4jInverse(ndFactor, n));
            double ndVariance = median(() -> nd4jVariance(ndFactor, queries, n));
            System.out.printf(Locale.ROOT, "| %d | %.1f ms | %.1f ms | %.1f ms | %.1f ms | %.1f ms | %.1f ms |%n", n, ownChol,
                    ndChol, ownInverse, ndInverse, ownVariance, ndVariance);
        }
    }

    private static INDArray nd4jFactor(double[] k, int n) {
        INDArray a = Nd4j.create(k, new long[] {n, n}, 'f');
        Nd4j.getBlasWrapper().lapack().potrf(a, true);
        return a;
    }

    /** potri on ND4J's native buffer: ND4J 1.0.0-M2.1 exposes no inverse from a factor, and its trsm wrapper passes
     * an invalid transpose flag to OpenBLAS, so the OpenBLAS that backs ND4J is called directly. */
    private static double[] nd4jInverse(INDArray lower, int n) {
        INDArray a = lower.dup('f');
        openblas.LAPACKE_dpotri(openblas.LAPACK_COL_MAJOR, (byte) 'L', n, (DoublePointer) a.data().addressPointer(), n);
        return a.data().asDouble();
    }

    private static double[] nd4jVariance(INDArray lower, double[] queries, int n) {
        INDArray b = Nd4j.create(queries, new long[] {n, QUERY_POINTS}, 'f');
        openblas.cblas_dtrsm(openblas.CblasColMajor, openblas.CblasLeft, openblas.CblasLower, openblas.CblasNoTrans,
                openblas.CblasNonUnit, n, QUERY_POINTS, 1.0, (DoublePointer) lower.data().addressPointer(), n,
                (DoublePointer) b.data().addressPointer(), n);
        return b.mul(b).sum(0).data().asDouble();
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

    private static double median(Runnable task) {
        task.run();
        double[] times = new double[REPETITIONS];
        for (int r = 0; r < REPETITIONS; r++) {
            long start = System.nanoTime();
            task.run();
            times[r] = (System.nanoTime() - start) / 1e6;
        }
        java.util.Arrays.sort(times);
        return times[REPETITIONS / 2];
    }
}

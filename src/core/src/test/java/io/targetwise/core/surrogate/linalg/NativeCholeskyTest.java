package io.targetwise.core.surrogate.linalg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The OpenBLAS path of {@link Cholesky} and {@link LowerTriangular} against the Java path on the same matrices
 * (within 1e-10 relative to the largest entry), and its determinism (bit-identical results on repetition).
 * Skipped where the native library cannot be loaded, where the Java path is the only one.
 */
class NativeCholeskyTest {

    @BeforeEach
    void requireNativeLibrary() {
        assumeThat(OpenBlas.available()).as("OpenBLAS loadable on this platform").isTrue();
    }

    /** A Matern 5/2 covariance in 5-D with a small nugget, conditioned like a GP's. */
    private static double[] covariance(int n, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] x = random.doubles(5L * n).toArray();
        double[] k = new double[n * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                double s = 0;
                for (int d = 0; d < 5; d++) {
                    double t = (x[5 * i + d] - x[5 * j + d]) / 0.4;
                    s += t * t;
                }
                double u = Math.sqrt(5 * s);
                k[i * n + j] = (1 + u + u * u / 3) * Math.exp(-u) + (i == j ? 1e-3 : 0);
            }
        }
        return k;
    }

    private static double relativeDifference(double[] a, double[] b) {
        double scale = 0;
        double difference = 0;
        for (int i = 0; i < a.length; i++) {
            scale = Math.max(scale, Math.abs(b[i]));
            difference = Math.max(difference, Math.abs(a[i] - b[i]));
        }
        return difference / scale;
    }

    private static double[] factor(Cholesky c) {
        int n = c.size();
        double[] f = new double[n * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                f[i * n + j] = c.factorEntry(i, j);
            }
        }
        return f;
    }

    private static double[] entries(LowerTriangular m) {
        int n = m.size();
        double[] e = new double[n * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                e[i * n + j] = m.entry(i, j);
            }
        }
        return e;
    }

    @ParameterizedTest
    @ValueSource(ints = {OpenBlas.THRESHOLD, 130, 301, 700})
    void factorInverseAndInverseFactorEqualTheJavaPath(int n) {
        double[] k = covariance(n, n);
        Cholesky java = Cholesky.of(k, n, false).orElseThrow();
        Cholesky openBlas = Cholesky.of(k, n, true).orElseThrow();
        assertThat(relativeDifference(factor(openBlas), factor(java))).isLessThan(1e-10);
        assertThat(openBlas.logDeterminant()).isCloseTo(java.logDeterminant(),
                org.assertj.core.api.Assertions.within(1e-10 * Math.abs(java.logDeterminant())));
        double[] inverse = openBlas.inverse();
        assertThat(relativeDifference(inverse, java.inverse())).isLessThan(1e-10);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < i; j++) {
                assertThat(inverse[j * n + i]).isEqualTo(inverse[i * n + j]);
            }
        }
        assertThat(relativeDifference(entries(openBlas.inverseFactor()), entries(java.inverseFactor())))
                .isLessThan(1e-10);
        assertThat(Cholesky.of(k, n)).get().extracting(Cholesky::logDeterminant)
                .isEqualTo(openBlas.logDeterminant());
    }

    @Test
    void squaredNormsOfGeneratedRowsEqualTheJavaPath() {
        int n = 257;
        int m = 1100;
        double[] k = covariance(n, 4);
        LowerTriangular java = Cholesky.of(k, n, false).orElseThrow().inverseFactor();
        LowerTriangular openBlas = Cholesky.of(k, n, true).orElseThrow().inverseFactor();
        double[] rows = new SplittableRandom(5).doubles((long) n * m).toArray();
        LowerTriangular.RowSource source = (from, count, target, offset) ->
                System.arraycopy(rows, from * n, target, offset, count * n);
        double[] reference = java.squaredNormsOfProducts(rows, m);
        assertThat(relativeDifference(java.squaredNormsOfProducts(source, m), reference)).isLessThan(1e-12);
        double[] nativeNorms = openBlas.squaredNormsOfProducts(source, m);
        assertThat(relativeDifference(nativeNorms, reference)).isLessThan(1e-10);
        assertThat(openBlas.squaredNormsOfProducts(source, m)).isEqualTo(nativeNorms);
    }

    @Test
    void repeatedNativeRunsAreBitIdentical() {
        int n = 600;
        double[] k = covariance(n, 9);
        Cholesky first = Cholesky.of(k, n, true).orElseThrow();
        Cholesky second = Cholesky.of(k, n, true).orElseThrow();
        assertThat(factor(second)).isEqualTo(factor(first));
        assertThat(second.inverse()).isEqualTo(first.inverse());
        assertThat(entries(second.inverseFactor())).isEqualTo(entries(first.inverseFactor()));
    }

    @Test
    void nonPositiveDefiniteAndNonFiniteMatricesAreReportedNotFactored() {
        int n = 200;
        double[] k = covariance(n, 2);
        double[] indefinite = k.clone();
        indefinite[150 * n + 150] = -1;
        assertThat(Cholesky.of(indefinite, n, true)).isEmpty();
        double[] notFinite = k.clone();
        notFinite[120 * n + 3] = Double.NaN;
        notFinite[3 * n + 120] = Double.NaN;
        assertThat(Cholesky.of(notFinite, n, true)).isEmpty();
        double[] copy = k.clone();
        Cholesky.of(k, n, true).orElseThrow();
        assertThat(k).isEqualTo(copy);
    }

    @Test
    void borderingAcrossTheThresholdKeepsOneFactor() {
        int n = OpenBlas.THRESHOLD - 1;
        double[] full = covariance(n + 1, 6);
        double[] leading = new double[n * n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(full, i * (n + 1), leading, i * n, n);
        }
        double[] cross = Arrays.copyOfRange(full, n * (n + 1), n * (n + 1) + n);
        Cholesky extended = Cholesky.of(leading, n).orElseThrow().extend(cross, full[(n + 1) * (n + 1) - 1])
                .orElseThrow();
        Cholesky direct = Cholesky.of(full, n + 1).orElseThrow();
        assertThat(relativeDifference(factor(extended), factor(direct))).isLessThan(1e-10);
        assertThat(relativeDifference(extended.inverse(), direct.inverse())).isLessThan(1e-10);
    }
}

package io.targetwise.core.surrogate.linalg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.CholeskyDecomposition;
import org.apache.commons.math3.linear.RealMatrix;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Checks the blocked factorisation against commons-math3's textbook Cholesky, across block and tile edges. */
class CholeskyTest {

    private static double[] spd(int n, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[][] points = new double[n][3];
        for (double[] p : points) {
            for (int d = 0; d < 3; d++) {
                p[d] = random.nextDouble();
            }
        }
        double[] k = new double[n * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                double s = 0;
                for (int d = 0; d < 3; d++) {
                    s += Math.pow(points[i][d] - points[j][d], 2);
                }
                k[i * n + j] = Math.exp(-s / 0.4) + (i == j ? 1e-3 : 0);
            }
        }
        return k;
    }

    private static RealMatrix matrix(double[] a, int n) {
        double[][] rows = new double[n][n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(a, i * n, rows[i], 0, n);
        }
        return new Array2DRowRealMatrix(rows, false);
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 3, 4, 5, 63, 64, 65, 130, 301})
    void factorSolveAndInverseMatchTheTextbookDecomposition(int n) {
        double[] k = spd(n, n);
        Cholesky chol = Cholesky.of(k, n).orElseThrow();
        RealMatrix reference = new CholeskyDecomposition(matrix(k, n), 1e-14, 1e-14).getL();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                assertThat(chol.factorEntry(i, j)).isCloseTo(reference.getEntry(i, j), within(1e-10));
            }
        }
        double[] inverse = chol.inverse();
        RealMatrix product = matrix(k, n).multiply(matrix(inverse, n));
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                assertThat(product.getEntry(i, j)).isCloseTo(i == j ? 1 : 0, within(1e-8));
            }
        }
        double[] b = new SplittableRandom(7).doubles(n).toArray();
        double[] x = chol.solve(b);
        double[] kx = matrix(k, n).operate(x);
        for (int i = 0; i < n; i++) {
            assertThat(kx[i]).isCloseTo(b[i], within(1e-9));
        }
        double referenceLogDeterminant = 0;
        for (int i = 0; i < n; i++) {
            referenceLogDeterminant += 2 * Math.log(reference.getEntry(i, i));
        }
        assertThat(chol.logDeterminant()).isCloseTo(referenceLogDeterminant, within(1e-9 * n));
    }

    @Test
    void squaredNormsOfProductsEqualNormsOfForwardSolves() {
        int n = 97;
        int m = 45;
        Cholesky chol = Cholesky.of(spd(n, 3), n).orElseThrow();
        double[] rows = new SplittableRandom(5).doubles((long) n * m).toArray();
        double[] norms = chol.inverseFactor().squaredNormsOfProducts(rows, m);
        for (int p = 0; p < m; p++) {
            double[] row = java.util.Arrays.copyOfRange(rows, p * n, (p + 1) * n);
            double[] z = chol.solveLower(row);
            double expected = 0;
            for (double v : z) {
                expected += v * v;
            }
            assertThat(norms[p]).isCloseTo(expected, within(1e-9 * expected));
        }
    }

    @Test
    void borderedFactorAndInverseFactorEqualThoseOfTheBorderedMatrix() {
        int n = 70;
        double[] full = spd(n + 1, 11);
        double[] leading = new double[n * n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(full, i * (n + 1), leading, i * n, n);
        }
        double[] cross = new double[n];
        for (int i = 0; i < n; i++) {
            cross[i] = full[n * (n + 1) + i];
        }
        Cholesky small = Cholesky.of(leading, n).orElseThrow();
        Cholesky extended = small.extend(cross, full[(n + 1) * (n + 1) - 1]).orElseThrow();
        Cholesky direct = Cholesky.of(full, n + 1).orElseThrow();
        double[] lastRow = new double[n];
        for (int j = 0; j < n; j++) {
            lastRow[j] = extended.factorEntry(n, j);
        }
        LowerTriangular grownInverse = small.inverseFactor().extend(lastRow, extended.factorEntry(n, n));
        LowerTriangular directInverse = direct.inverseFactor();
        for (int i = 0; i <= n; i++) {
            for (int j = 0; j <= n; j++) {
                assertThat(extended.factorEntry(i, j)).isCloseTo(direct.factorEntry(i, j), within(1e-12));
                assertThat(grownInverse.entry(i, j)).isCloseTo(directInverse.entry(i, j), within(1e-7));
            }
        }
    }

    @Test
    void singularMatricesAreReportedNotFactored() {
        double[] singular = {1, 1, 1, 1};
        assertThat(Cholesky.of(singular, 2)).isEmpty();
        Cholesky one = Cholesky.of(new double[] {1}, 1).orElseThrow();
        assertThat(one.extend(new double[] {1}, 1)).isEmpty();
    }
}

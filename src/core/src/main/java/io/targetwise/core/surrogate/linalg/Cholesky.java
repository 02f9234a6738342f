package io.targetwise.core.surrogate.linalg;

import java.util.Optional;

/**
 * Cholesky factor L (A = L L^T) of a symmetric positive-definite matrix, with the solves a Gaussian process needs.
 * Matrices are dense, row-major {@code double[n * n]}: the update loops then run along contiguous rows, which the JIT
 * turns into SIMD code, and blocks of rows are shared out between cores. From order {@link OpenBlas#THRESHOLD} on, the
 * three O(n^3) operations (factorisation, inverse, inverse factor) run in OpenBLAS when it is available; the
 * O(n^2) solves always run here.
 */
public final class Cholesky {
    /** Panel width of the blocked factorisation: a panel of 2,000 rows (1 MiB) still fits the L2 cache. */
    private static final int BLOCK = 64;

    private final int n;
    private final double[] factor;
    /** Whether the O(n^3) operations on this factor run in OpenBLAS. */
    private final boolean natively;

    private Cholesky(int n, double[] factor, boolean natively) {
        this.n = n;
        this.factor = factor;
        this.natively = natively;
    }

    /**
     * Factors a symmetric matrix; only its lower triangle is read and the array is not changed.
     *
     * @return empty if the matrix is not (numerically) positive definite
     */
    public static Optional<Cholesky> of(double[] matrix, int n) {
        return of(matrix, n, n >= 1 && OpenBlas.use(n));
    }

    /** As {@link #of(double[], int)}, on the given path (tests compare the two). */
    static Optional<Cholesky> of(double[] matrix, int n, boolean natively) {
        if (n < 1 || matrix.length != (long) n * n) {
            throw new IllegalArgumentException("matrix must have n * n = " + (long) n * n + " entries, got " + matrix.length);
        }
        double[] a = matrix.clone();
        if (natively) {
            if (!OpenBlas.factor(a, n)) {
                return Optional.empty();
            }
            zeroStrictUpper(a, n);
            return Optional.of(new Cholesky(n, a, true));
        }
        for (int k0 = 0; k0 < n; k0 += BLOCK) {
            int kb = Math.min(BLOCK, n - k0);
            subtractEarlierColumns(a, n, k0, kb);
            if (!factorDiagonalBlock(a, n, k0, kb)) {
                return Optional.empty();
            }
            solveBelowDiagonalBlock(a, n, k0, kb);
        }
        zeroStrictUpper(a, n);
        return Optional.of(new Cholesky(n, a, false));
    }

    private static void zeroStrictUpper(double[] a, int n) {
        for (int i = 0; i < n; i++) {
            java.util.Arrays.fill(a, i * n + i + 1, (i + 1) * n, 0.0);
        }
    }

    /** A[i][k0..k0+kb) -= L[i][0..k0) . L[k0..k0+kb)[0..k0) for all rows i >= k0, four rows per task unit. */
    private static void subtractEarlierColumns(double[] a, int n, int k0, int kb) {
        if (k0 == 0) {
            return;
        }
        int groups = (n - k0 + 3) / 4;
        Parallel.forRows(0, groups, g -> 4.0 * k0 * kb, (g0, g1) -> {
            int r0 = k0 + 4 * g0;
            int rows = Math.min(n, k0 + 4 * g1) - r0;
            Products.accumulate(-1, new RowBlock(a, r0 * n + k0, n), rows, kb, new RowBlock(a, r0 * n, n),
                    new RowBlock(a, k0 * n, n), k0);
        });
    }

    private static boolean factorDiagonalBlock(double[] a, int n, int k0, int kb) {
        for (int i = k0; i < k0 + kb; i++) {
            int rowI = i * n;
            for (int j = k0; j <= i; j++) {
                int rowJ = j * n;
                double s = a[rowI + j] - Products.dot(a, rowI + k0, a, rowJ + k0, j - k0);
                if (i == j) {
                    if (!(s > 0) || s == Double.POSITIVE_INFINITY) {
                        return false;
                    }
                    a[rowI + i] = Math.sqrt(s);
                } else {
                    a[rowI + j] = s / a[rowJ + j];
                }
            }
        }
        return true;
    }

    private static void solveBelowDiagonalBlock(double[] a, int n, int k0, int kb) {
        Parallel.forRows(k0 + kb, n, i -> kb * kb / 2.0, (from, to) -> {
            for (int i = from; i < to; i++) {
                int rowI = i * n;
                for (int j = k0; j < k0 + kb; j++) {
                    int rowJ = j * n;
                    double s = a[rowI + j] - Products.dot(a, rowI + k0, a, rowJ + k0, j - k0);
                    a[rowI + j] = s / a[rowJ + j];
                }
            }
        });
    }

    public int size() {
        return n;
    }

    /** Entry L[i][j] of the factor (0 above the diagonal). */
    public double factorEntry(int i, int j) {
        return factor[i * n + j];
    }

    /** log det A = 2 sum log L_ii. */
    public double logDeterminant() {
        double sum = 0;
        for (int i = 0; i < n; i++) {
            sum += Math.log(factor[i * n + i]);
        }
        return 2 * sum;
    }

    /** z with L z = b. */
    public double[] solveLower(double[] b) {
        requireLength(b);
        double[] z = new double[n];
        for (int i = 0; i < n; i++) {
            int row = i * n;
            z[i] = (b[i] - Products.dot(factor, row, z, 0, i)) / factor[row + i];
        }
        return z;
    }

    /** x with L^T x = z, by column sweeps so that L is read along its rows. */
    public double[] solveUpper(double[] z) {
        requireLength(z);
        double[] x = z.clone();
        for (int i = n - 1; i >= 0; i--) {
            int row = i * n;
            double xi = x[i] / factor[row + i];
            x[i] = xi;
            for (int j = 0; j < i; j++) {
                x[j] -= factor[row + j] * xi;
            }
        }
        return x;
    }

    /** x with A x = b. */
    public double[] solve(double[] b) {
        return solveUpper(solveLower(b));
    }

    private void requireLength(double[] b) {
        if (b.length != n) {
            throw new IllegalArgumentException("right-hand side must have length " + n + ", got " + b.length);
        }
    }

    /**
     * The factor of the matrix bordered by one more row and column, [[A, c], [c^T, d]], in O(n^2): the new last row
     * is (L^{-1} c, sqrt(d - |L^{-1} c|^2)).
     *
     * @return empty if the bordered matrix is not positive definite (the new point duplicates known ones)
     */
    public Optional<Cholesky> extend(double[] cross, double diagonal) {
        double[] l = solveLower(cross);
        double pivot = diagonal;
        for (double v : l) {
            pivot -= v * v;
        }
        if (!(pivot > 0)) {
            return Optional.empty();
        }
        int m = n + 1;
        double[] extended = new double[m * m];
        for (int i = 0; i < n; i++) {
            System.arraycopy(factor, i * n, extended, i * m, i + 1);
        }
        System.arraycopy(l, 0, extended, n * m, n);
        extended[n * m + n] = Math.sqrt(pivot);
        return Optional.of(new Cholesky(m, extended, natively || (m == OpenBlas.THRESHOLD && OpenBlas.use(m))));
    }

    /** L^{-1}, lower triangular. */
    public LowerTriangular inverseFactor() {
        if (natively) {
            double[] inverse = factor.clone();
            OpenBlas.invertLower(inverse, n);
            return LowerTriangular.of(n, inverse);
        }
        return LowerTriangular.transposeOf(n, inverseFactorTransposed());
    }

    /** A^{-1} = L^{-T} L^{-1} = U U^T with U = L^{-T}, dense and symmetric (row-major n * n). */
    public double[] inverse() {
        if (natively) {
            double[] inv = factor.clone();
            OpenBlas.inverseFromFactor(inv, n);
            mirrorLowerTriangle(inv, n);
            return inv;
        }
        double[] u = inverseFactorTransposed();
        double[] inv = new double[n * n];
        int groups = (n + 3) / 4;
        Parallel.forRows(0, groups, g -> (4.0 * g + 4) * (n - 4.0 * g), (g0, g1) -> {
            for (int g = g0; g < g1; g++) {
                int a0 = 4 * g;
                int rows = Math.min(4, n - a0);
                Products.accumulate(1, new RowBlock(inv, a0 * n, n), rows, a0 + rows, new RowBlock(u, a0 * n + a0, n),
                        new RowBlock(u, a0, n), n - a0);
            }
        });
        mirrorLowerTriangle(inv, n);
        return inv;
    }

    /** Copies the strict lower triangle onto the upper one, in square tiles so that both sides stay in cache. */
    private static void mirrorLowerTriangle(double[] a, int n) {
        final int tile = 64;
        for (int i0 = 0; i0 < n; i0 += tile) {
            int i1 = Math.min(n, i0 + tile);
            for (int j0 = 0; j0 <= i0; j0 += tile) {
                int j1 = Math.min(n, j0 + tile);
                for (int i = i0; i < i1; i++) {
                    int row = i * n;
                    for (int j = j0; j < Math.min(j1, i); j++) {
                        a[j * n + i] = a[row + j];
                    }
                }
            }
        }
    }

    /**
     * U = L^{-T}, upper triangular, row-major: row a of U is L^{-1} e_a, so rows are independent and shared out
     * between cores. Four rows go together; their forward substitution runs in 4 x 4 blocks whose contributions from
     * earlier columns come from one tile product.
     */
    private double[] inverseFactorTransposed() {
        double[] u = new double[n * n];
        int groups = (n + 3) / 4;
        Parallel.forRows(0, groups, g -> Math.pow(n - 4.0 * g, 2), (g0, g1) -> {
            for (int g = g0; g < g1; g++) {
                substituteUnitRows(u, 4 * g, Math.min(4 * g + 4, n));
            }
        });
        return u;
    }

    private void substituteUnitRows(double[] u, int a0, int a1) {
        for (int i0 = a0; i0 < n; i0 += 4) {
            int i1 = Math.min(i0 + 4, n);
            Products.accumulate(-1, new RowBlock(u, a0 * n + i0, n), a1 - a0, i1 - i0, new RowBlock(u, a0 * n + a0, n),
                    new RowBlock(factor, i0 * n + a0, n), i0 - a0);
            for (int i = i0; i < i1; i++) {
                int row = i * n;
                for (int a = a0; a < a1; a++) {
                    int urow = a * n;
                    double s = (a == i ? 1.0 : 0.0) + u[urow + i] - Products.dot(factor, row + i0, u, urow + i0, i - i0);
                    u[urow + i] = s / factor[row + i];
                }
            }
        }
    }
}

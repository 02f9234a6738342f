package io.targetwise.surrogate.linalg;

/** A dense lower-triangular matrix M (row-major n * n, zeros above the diagonal), typically an inverse factor. */
public final class LowerTriangular {
    /** Points per block in {@link #squaredNormsOfProducts}: 32 rows of 2,000 entries stay in a core's L2 cache. */
    private static final int POINT_BLOCK = 32;

    private final int n;
    private final double[] entries;

    private LowerTriangular(int n, double[] entries) {
        this.n = n;
        this.entries = entries;
    }

    static LowerTriangular transposeOf(int n, double[] upper) {
        double[] lower = new double[n * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j <= i; j++) {
                lower[i * n + j] = upper[j * n + i];
            }
        }
        return new LowerTriangular(n, lower);
    }

    /**
     * The inverse of the factor bordered by one row (l, d), i.e. of [[L, 0], [l^T, d]] where this is L^{-1}: the new
     * last row is -(l^T L^{-1}) / d with 1 / d on the diagonal, O(n^2).
     */
    public LowerTriangular extend(double[] lastFactorRow, double pivot) {
        if (lastFactorRow.length != n) {
            throw new IllegalArgumentException("lastFactorRow must have length " + n + ", got " + lastFactorRow.length);
        }
        int m = n + 1;
        double[] grown = new double[m * m];
        for (int i = 0; i < n; i++) {
            System.arraycopy(entries, i * n, grown, i * m, i + 1);
            double li = lastFactorRow[i] / pivot;
            for (int c = 0; c <= i; c++) {
                grown[n * m + c] -= li * entries[i * n + c];
            }
        }
        grown[n * m + n] = 1 / pivot;
        return new LowerTriangular(m, grown);
    }

    public int size() {
        return n;
    }

    public double entry(int i, int j) {
        return entries[i * n + j];
    }

    /**
     * |M y_p|^2 for each row y_p of a row-major m x n matrix, serially (callers share out points between cores). Rows
     * of M go four at a time against blocks of points, so that the 4 x 4 tile product does the work.
     */
    public double[] squaredNormsOfProducts(double[] rows, int m) {
        if (rows.length != (long) m * n) {
            throw new IllegalArgumentException("rows must have m * n = " + (long) m * n + " entries, got " + rows.length);
        }
        double[] norms = new double[m];
        double[] tile = new double[4 * POINT_BLOCK];
        for (int p0 = 0; p0 < m; p0 += POINT_BLOCK) {
            int points = Math.min(POINT_BLOCK, m - p0);
            for (int i0 = 0; i0 < n; i0 += 4) {
                int count = Math.min(4, n - i0);
                java.util.Arrays.fill(tile, 0.0);
                Products.accumulate(1, new RowBlock(tile, 0, POINT_BLOCK), count, points,
                        new RowBlock(entries, i0 * n, n), new RowBlock(rows, p0 * n, n), i0 + count);
                for (int r = 0; r < count; r++) {
                    for (int s = 0; s < points; s++) {
                        double v = tile[r * POINT_BLOCK + s];
                        norms[p0 + s] += v * v;
                    }
                }
            }
        }
        return norms;
    }
}

package io.targetwise.core.surrogate.linalg;

/**
 * A dense lower-triangular matrix M (row-major n * n, zeros above the diagonal), typically an inverse factor. Products
 * with many vectors run in OpenBLAS ({@code dtrmm}) when the matrix came from the native path of {@link Cholesky}.
 */
public final class LowerTriangular {
    /** Points per block in {@link #squaredNormsOfProducts}: 32 rows of 2,000 entries stay in a core's L2 cache. */
    private static final int POINT_BLOCK = 32;
    /** Points per task when rows are generated on the fly on the Java path. */
    private static final int POINT_CHUNK = 64;
    /** Points per {@code dtrmm} call on the native path: large enough for its blocking, 4 MiB at n = 2,000. */
    private static final int NATIVE_POINT_BLOCK = 256;

    private final int n;
    private final double[] entries;
    private final boolean natively;

    private LowerTriangular(int n, double[] entries, boolean natively) {
        this.n = n;
        this.entries = entries;
        this.natively = natively;
    }

    /** Wraps a row-major lower-triangular matrix (zeros above the diagonal) for the native path, without copying it. */
    static LowerTriangular of(int n, double[] lower) {
        return new LowerTriangular(n, lower, true);
    }

    static LowerTriangular transposeOf(int n, double[] upper) {
        double[] lower = new double[n * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j <= i; j++) {
                lower[i * n + j] = upper[j * n + i];
            }
        }
        return new LowerTriangular(n, lower, false);
    }

    /**
     * Supplies rows of a row-major matrix with n columns, such as cross-covariances with query points generated on the
     * fly; called from several threads at once for disjoint ranges.
     */
    public interface RowSource {
        /** Writes rows [from, from + count) to {@code target}, row r at {@code offset + (r - from) * n}. */
        void fill(int from, int count, double[] target, int offset);
    }

    /**
     * |M y_p|^2 for the m rows y_p that {@code source} supplies, with the work shared between cores and rows generated
     * a block at a time (never all m rows at once).
     */
    public double[] squaredNormsOfProducts(RowSource source, int m) {
        double[] norms = new double[m];
        if (!natively) {
            int chunks = (m + POINT_CHUNK - 1) / POINT_CHUNK;
            Parallel.forRows(0, chunks, c -> (double) POINT_CHUNK * n * n, (c0, c1) -> {
                double[] rows = new double[POINT_CHUNK * n];
                for (int c = c0; c < c1; c++) {
                    int from = c * POINT_CHUNK;
                    int count = Math.min(POINT_CHUNK, m - from);
                    source.fill(from, count, rows, 0);
                    double[] chunk = squaredNormsOfProducts(count == POINT_CHUNK ? rows
                            : java.util.Arrays.copyOf(rows, count * n), count);
                    System.arraycopy(chunk, 0, norms, from, count);
                }
            });
            return norms;
        }
        int blocks = (m + NATIVE_POINT_BLOCK - 1) / NATIVE_POINT_BLOCK;
        try (org.bytedeco.javacpp.DoublePointer matrix = new org.bytedeco.javacpp.DoublePointer(entries)) {
            // blocks side by side, each with its own buffers and a single-threaded dtrmm
            Parallel.forRows(0, blocks, b -> (double) NATIVE_POINT_BLOCK * n * n, (b0, b1) -> {
                int size = Math.min(m - b0 * NATIVE_POINT_BLOCK, NATIVE_POINT_BLOCK);
                double[] block = new double[size * n];
                try (org.bytedeco.javacpp.DoublePointer rows = new org.bytedeco.javacpp.DoublePointer(block.length)) {
                    for (int b = b0; b < b1; b++) {
                        int first = b * NATIVE_POINT_BLOCK;
                        int count = Math.min(NATIVE_POINT_BLOCK, m - first);
                        source.fill(first, count, block, 0);
                        rows.put(block, 0, count * n);
                        OpenBlas.multiplyByTransposedLower(matrix, n, rows, count);
                        rows.get(block, 0, count * n);
                        for (int p = 0; p < count; p++) {
                            double s = 0;
                            for (int j = p * n, end = j + n; j < end; j++) {
                                s += block[j] * block[j];
                            }
                            norms[first + p] = s;
                        }
                    }
                }
            });
        }
        return norms;
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
        return new LowerTriangular(m, grown, natively || (m == OpenBlas.THRESHOLD && OpenBlas.use(m)));
    }

    public int size() {
        return n;
    }

    /** A row-major copy of the matrix (zeros above the diagonal), for dense products with it. */
    public double[] toArray() {
        return entries.clone();
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

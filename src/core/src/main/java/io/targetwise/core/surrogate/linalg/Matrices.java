package io.targetwise.core.surrogate.linalg;

/**
 * Dense products of tall row-major matrices, the O(n m^2) work of a sparse GP with n data and m inducing points.
 * Blocks of rows are shared out between cores; large products run in OpenBLAS ({@code dgemm}, single-threaded per
 * block) when it is available, the 4 x 4 Java tiles of {@code Products} otherwise.
 */
public final class Matrices {
    /** Multiply-adds from which a block goes to OpenBLAS: below it the JNI copies cost more than the kernel saves. */
    private static final double NATIVE_WORK = 1 << 18;

    private Matrices() {
    }

    /**
     * C = A B^T for A (rows x inner) and B (cols x inner), row-major; C is rows x cols.
     *
     * @throws IllegalArgumentException if an array does not have the size its dimensions say
     */
    public static double[] timesTransposed(double[] a, int rows, double[] b, int cols, int inner) {
        requireSize("a", a, rows, inner);
        requireSize("b", b, cols, inner);
        double[] c = new double[rows * cols];
        boolean natively = OpenBlas.available() && (double) cols * inner * Math.min(rows, 64) >= NATIVE_WORK;
        int groups = (rows + 3) / 4;
        Parallel.forRows(0, groups, g -> 4.0 * cols * inner, (g0, g1) -> {
            int r0 = 4 * g0;
            int count = Math.min(rows, 4 * g1) - r0;
            if (natively) {
                double[] block = java.util.Arrays.copyOfRange(a, r0 * inner, (r0 + count) * inner);
                double[] product = new double[count * cols];
                OpenBlas.multiplyByTransposed(block, count, b, cols, inner, product);
                System.arraycopy(product, 0, c, r0 * cols, product.length);
            } else {
                Products.accumulate(1, new RowBlock(c, r0 * cols, cols), count, cols, new RowBlock(a, r0 * inner, inner),
                        new RowBlock(b, 0, inner), inner);
            }
        });
        return c;
    }

    /** C = A^T B for A (rows x aCols) and B (rows x bCols), row-major; C is aCols x bCols. */
    public static double[] transposedTimes(double[] a, int aCols, double[] b, int bCols, int rows) {
        requireSize("a", a, rows, aCols);
        requireSize("b", b, rows, bCols);
        return timesTransposed(transpose(a, rows, aCols), aCols, transpose(b, rows, bCols), bCols, rows);
    }

    /** The transpose (cols x rows) of a row-major rows x cols matrix. */
    public static double[] transpose(double[] a, int rows, int cols) {
        requireSize("a", a, rows, cols);
        double[] t = new double[a.length];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                t[c * rows + r] = a[r * cols + c];
            }
        }
        return t;
    }

    private static void requireSize(String name, double[] matrix, int rows, int cols) {
        if (rows < 0 || cols < 0 || matrix.length != (long) rows * cols) {
            throw new IllegalArgumentException(name + " must have " + rows + " x " + cols + " entries, got "
                    + matrix.length);
        }
    }
}

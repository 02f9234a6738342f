package io.targetwise.core.surrogate.linalg;

import org.bytedeco.openblas.global.openblas;

/**
 * The O(n^3) kernels of {@link Cholesky} and {@link LowerTriangular} in the OpenBLAS that ships with ND4J
 * (org.bytedeco openblas), for large matrices: its assembly kernels run 3-5 times faster per core than the 4 x 4
 * Java tiles (see docs/benchmarks/gaussian-process.md). Nothing else in the math core needs a native library, so if it cannot be loaded
 * the Java kernels do all the work.
 *
 * <p>Layout: a row-major lower-triangular L is, read column-major, the upper-triangular L^T, so the Fortran LAPACK
 * routines are called with uplo = 'U' on the row-major arrays, without transposing copies. Arrays cross JNI as copies
 * (O(n^2), a few per cent of the O(n^3) work at the sizes where this path is taken).
 *
 * <p>Threads: every call here runs OpenBLAS single-threaded (the thread count is set to 1 before each call, since ND4J
 * sets it to the number of cores when it starts). The callers share work between cores themselves, with independent
 * tasks side by side (optimiser starts, blocks of query points), which on two shared, loaded cores costs about a
 * quarter less CPU than OpenBLAS's own threads, whose barriers wait on descheduled peers (docs/benchmarks/gaussian-process.md). It
 * also makes results independent of the core count: potrf blocks differently for other thread counts, changing the
 * last bits. The cost is that ND4J's own BLAS calls then run single-threaded too.
 */
final class OpenBlas {
    /** Order from which {@link Cholesky} hands its O(n^3) work to OpenBLAS; below it JNI copies and set-up dominate. */
    static final int THRESHOLD = 128;

    private static final boolean AVAILABLE = load();

    private OpenBlas() {
    }

    private static boolean load() {
        if (Boolean.getBoolean("targetwise.linalg.javaOnly")) {
            return false;
        }
        try {
            int[] info = new int[1];
            double[] one = {4.0};
            openblas.LAPACK_dpotrf("U", new int[] {1}, one, new int[] {1}, info);
            return info[0] == 0 && one[0] == 2.0;
        } catch (Throwable unavailable) {
            // no native library for this platform, or no openblas jar on the class path: pure Java it is
            return false;
        }
    }

    static boolean available() {
        return AVAILABLE;
    }

    /** Whether a problem of order n goes native. */
    static boolean use(int n) {
        return AVAILABLE && n >= THRESHOLD;
    }

    private static void singleThreaded() {
        if (openblas.blas_get_num_threads() != 1) {
            openblas.blas_set_num_threads(1);
        }
    }

    /**
     * Overwrites the lower triangle of the row-major symmetric matrix a with its Cholesky factor (the strict upper
     * triangle is left as it was).
     *
     * @return false if a is not numerically positive definite (or has non-finite entries)
     */
    static boolean factor(double[] a, int n) {
        singleThreaded();
        int[] info = new int[1];
        openblas.LAPACK_dpotrf("U", new int[] {n}, a, new int[] {n}, info);
        if (info[0] != 0) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            double d = a[i * n + i];
            if (!(d > 0) || d == Double.POSITIVE_INFINITY) {
                return false;
            }
        }
        return true;
    }

    /** Overwrites the lower triangle of a row-major Cholesky factor L with that of (L L^T)^{-1}. */
    static void inverseFromFactor(double[] l, int n) {
        singleThreaded();
        int[] info = new int[1];
        openblas.LAPACK_dpotri("U", new int[] {n}, l, new int[] {n}, info);
        check("dpotri", info[0]);
    }

    /** Overwrites the lower triangle of a row-major lower-triangular matrix with that of its inverse. */
    static void invertLower(double[] l, int n) {
        singleThreaded();
        int[] info = new int[1];
        openblas.LAPACK_dtrtri("U", "N", new int[] {n}, l, new int[] {n}, info);
        check("dtrtri", info[0]);
    }

    /**
     * B := B M^T for a row-major m x n matrix B and the lower triangle of a row-major n x n matrix M: row p of the
     * result is (M b_p)^T.
     */
    static void multiplyByTransposedLower(org.bytedeco.javacpp.DoublePointer lower, int n,
            org.bytedeco.javacpp.DoublePointer b, int m) {
        singleThreaded();
        openblas.cblas_dtrmm(openblas.CblasRowMajor, openblas.CblasRight, openblas.CblasLower, openblas.CblasTrans,
                openblas.CblasNonUnit, m, n, 1.0, lower, n, b, n);
    }

    /** C := A B^T for row-major A (m x k), B (n x k) and C (m x n). */
    static void multiplyByTransposed(double[] a, int m, double[] b, int n, int k, double[] c) {
        singleThreaded();
        openblas.cblas_dgemm(openblas.CblasRowMajor, openblas.CblasNoTrans, openblas.CblasTrans, m, n, k, 1.0, a, k,
                b, k, 0.0, c, n);
    }

    private static void check(String routine, int info) {
        if (info != 0) {
            throw new ArithmeticException(routine + " failed with info " + info);
        }
    }
}

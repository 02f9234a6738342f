package io.targetwise.core.surrogate.linalg;

/**
 * The one hot loop of the package: sums of products of rows, C += s X Y^T with the contraction along contiguous rows
 * of both X and Y. A 4 x 4 tile of C lives in sixteen scalar accumulators, so each loaded entry of X and Y feeds four
 * multiply-adds; this measured 2-3 times faster than SIMD-friendly axpy loops, which the JIT cannot keep in registers.
 */
final class Products {
    private Products() {
    }

    /**
     * C[r][s] += scale * sum_{p < length} X[r][p] Y[s][p] for r < rows, s < cols, serially; callers share out the
     * rows between cores.
     */
    static void accumulate(double scale, RowBlock c, int rows, int cols, RowBlock x, RowBlock y, int length) {
        double[] xd = x.data();
        double[] yd = y.data();
        double[] cd = c.data();
        int r = 0;
        for (; r + 4 <= rows; r += 4) {
            int x0 = x.start(r);
            int x1 = x.start(r + 1);
            int x2 = x.start(r + 2);
            int x3 = x.start(r + 3);
            int s = 0;
            for (; s + 4 <= cols; s += 4) {
                int y0 = y.start(s);
                int y1 = y.start(s + 1);
                int y2 = y.start(s + 2);
                int y3 = y.start(s + 3);
                double c00 = 0, c01 = 0, c02 = 0, c03 = 0, c10 = 0, c11 = 0, c12 = 0, c13 = 0;
                double c20 = 0, c21 = 0, c22 = 0, c23 = 0, c30 = 0, c31 = 0, c32 = 0, c33 = 0;
                for (int p = 0; p < length; p++) {
                    double a0 = xd[x0 + p], a1 = xd[x1 + p], a2 = xd[x2 + p], a3 = xd[x3 + p];
                    double b0 = yd[y0 + p], b1 = yd[y1 + p], b2 = yd[y2 + p], b3 = yd[y3 + p];
                    c00 += a0 * b0; c01 += a0 * b1; c02 += a0 * b2; c03 += a0 * b3;
                    c10 += a1 * b0; c11 += a1 * b1; c12 += a1 * b2; c13 += a1 * b3;
                    c20 += a2 * b0; c21 += a2 * b1; c22 += a2 * b2; c23 += a2 * b3;
                    c30 += a3 * b0; c31 += a3 * b1; c32 += a3 * b2; c33 += a3 * b3;
                }
                int t = c.start(r) + s;
                cd[t] += scale * c00; cd[t + 1] += scale * c01; cd[t + 2] += scale * c02; cd[t + 3] += scale * c03;
                t = c.start(r + 1) + s;
                cd[t] += scale * c10; cd[t + 1] += scale * c11; cd[t + 2] += scale * c12; cd[t + 3] += scale * c13;
                t = c.start(r + 2) + s;
                cd[t] += scale * c20; cd[t + 1] += scale * c21; cd[t + 2] += scale * c22; cd[t + 3] += scale * c23;
                t = c.start(r + 3) + s;
                cd[t] += scale * c30; cd[t + 1] += scale * c31; cd[t + 2] += scale * c32; cd[t + 3] += scale * c33;
            }
            for (; s < cols; s++) {
                for (int rr = r; rr < r + 4; rr++) {
                    cd[c.start(rr) + s] += scale * dot(xd, x.start(rr), yd, y.start(s), length);
                }
            }
        }
        for (; r < rows; r++) {
            for (int s = 0; s < cols; s++) {
                cd[c.start(r) + s] += scale * dot(xd, x.start(r), yd, y.start(s), length);
            }
        }
    }

    /** sum_{p < length} x[xFrom + p] y[yFrom + p], with four partial sums to keep the adder pipeline busy. */
    static double dot(double[] x, int xFrom, double[] y, int yFrom, int length) {
        double s0 = 0, s1 = 0, s2 = 0, s3 = 0;
        int p = 0;
        for (; p + 4 <= length; p += 4) {
            s0 += x[xFrom + p] * y[yFrom + p];
            s1 += x[xFrom + p + 1] * y[yFrom + p + 1];
            s2 += x[xFrom + p + 2] * y[yFrom + p + 2];
            s3 += x[xFrom + p + 3] * y[yFrom + p + 3];
        }
        for (; p < length; p++) {
            s0 += x[xFrom + p] * y[yFrom + p];
        }
        return (s0 + s1) + (s2 + s3);
    }
}

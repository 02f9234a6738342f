package io.targetwise.core.surrogate.gp;

import io.targetwise.core.surrogate.linalg.Parallel;
import java.util.Arrays;

/**
 * Chooses inducing inputs among the data by greedy conditional variance (the pivoted Cholesky factorisation of K_nn,
 * as Burt, Rasmussen and van der Wilk 2020 recommend): each next point is the one the points chosen so far explain
 * least, i.e. with the largest prior variance left given them. Deterministic, O(n m^2), and uses the kernel's length
 * scales, so inputs the output barely depends on do not spread the points. With m >= n every point is chosen.
 */
final class InducingPoints {
    /** A point whose remaining variance is below this fraction of sigma^2 is as good as explained already. */
    private static final double EXPLAINED = 1e-10;

    private InducingPoints() {
    }

    /** Up to {@code count} rows of x (row-major n x D), row-major; fewer when the rest are explained already. */
    static double[] select(StationaryKernel kernel, double[] x, int n, int count) {
        int dim = kernel.dimension();
        if (count >= n) {
            return x.clone();
        }
        double[] residual = new double[n];
        Arrays.fill(residual, kernel.signalVariance());
        // row i holds the first columns of the partial factor for point i, so the updates read contiguous rows
        double[] factor = new double[n * count];
        double[] chosen = new double[count * dim];
        int selected = 0;
        while (selected < count) {
            int pivot = 0;
            for (int i = 1; i < n; i++) {
                if (residual[i] > residual[pivot]) {
                    pivot = i;
                }
            }
            if (residual[pivot] <= EXPLAINED * kernel.signalVariance()) {
                break;
            }
            System.arraycopy(x, pivot * dim, chosen, selected * dim, dim);
            double root = Math.sqrt(residual[pivot]);
            int column = selected;
            int p = pivot;
            Parallel.forRows(0, n, i -> column + dim, (from, to) -> {
                for (int i = from; i < to; i++) {
                    double s = kernel.value(x, i, x, p);
                    for (int j = 0; j < column; j++) {
                        s -= factor[i * count + j] * factor[p * count + j];
                    }
                    double v = s / root;
                    factor[i * count + column] = v;
                    residual[i] = Math.max(0, residual[i] - v * v);
                }
            });
            residual[pivot] = 0;
            selected++;
        }
        return Arrays.copyOf(chosen, selected * dim);
    }
}

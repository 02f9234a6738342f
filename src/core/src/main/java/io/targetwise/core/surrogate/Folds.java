package io.targetwise.core.surrogate;

import java.util.SplittableRandom;

/** Splits items into cross-validation folds. */
public final class Folds {
    private Folds() {
    }

    /**
     * The fold of each of {@code n} items: a seeded shuffle dealt round-robin, so fold sizes differ by at most one.
     *
     * @throws IllegalArgumentException if {@code k} is not between 1 and {@code n}
     */
    public static int[] assign(int n, int k, long seed) {
        if (k < 1 || k > n) {
            throw new IllegalArgumentException("folds must be between 1 and " + n + ", got " + k);
        }
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        int[] fold = new int[n];
        for (int i = 0; i < n; i++) {
            fold[order[i]] = i % k;
        }
        return fold;
    }
}

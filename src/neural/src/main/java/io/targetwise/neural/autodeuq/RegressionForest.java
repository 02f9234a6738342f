package io.targetwise.neural.autodeuq;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * A random forest of regression trees (Breiman 2001) as AgEBO's Bayesian optimiser uses it (Egele et al. 2021, through
 * Scikit-Optimize's forest): each tree grown on a bootstrap resample of the observations, split by the largest fall
 * in squared error over every feature and threshold, down to single observations; the prediction is the trees' mean
 * and its uncertainty the trees' standard deviation.
 */
final class RegressionForest {
    private final Node[] trees;

    private RegressionForest(Node[] trees) {
        this.trees = trees;
    }

    /**
     * @param x observations by row, every row of the same length
     * @param y the observed values
     * @throws IllegalArgumentException if there are no observations, the lengths differ or a value is not finite
     */
    static RegressionForest fit(double[][] x, double[] y, int trees, RandomGenerator rng) {
        if (x.length == 0 || x.length != y.length) {
            throw new IllegalArgumentException("need as many values as observations, at least one, got " + x.length
                    + " and " + y.length);
        }
        for (double v : y) {
            if (!Double.isFinite(v)) {
                throw new IllegalArgumentException("observed values must be finite, got " + v);
            }
        }
        Node[] grown = new Node[trees];
        int n = x.length;
        for (int t = 0; t < trees; t++) {
            int[] sample = new int[n];
            for (int i = 0; i < n; i++) {
                sample[i] = rng.nextInt(n);
            }
            grown[t] = grow(x, y, sample);
        }
        return new RegressionForest(grown);
    }

    /** The trees' mean prediction at {@code point}. */
    double mean(double[] point) {
        double sum = 0;
        for (Node tree : trees) {
            sum += tree.predict(point);
        }
        return sum / trees.length;
    }

    /** The standard deviation of the trees' predictions at {@code point}. */
    double sd(double[] point) {
        double mean = mean(point);
        double squares = 0;
        for (Node tree : trees) {
            double d = tree.predict(point) - mean;
            squares += d * d;
        }
        return Math.sqrt(squares / trees.length);
    }

    /** mean - kappa sd, in one pass over the trees. */
    double lowerBound(double[] point, double kappa) {
        double sum = 0;
        double squares = 0;
        for (Node tree : trees) {
            double p = tree.predict(point);
            sum += p;
            squares += p * p;
        }
        double mean = sum / trees.length;
        return mean - kappa * Math.sqrt(Math.max(0, squares / trees.length - mean * mean));
    }

    private static Node grow(double[][] x, double[] y, int[] rows) {
        double mean = 0;
        for (int r : rows) {
            mean += y[r];
        }
        mean /= rows.length;
        Split best = null;
        if (rows.length >= 2) {
            for (int feature = 0; feature < x[0].length; feature++) {
                Split split = bestSplit(x, y, rows, feature);
                if (split != null && (best == null || split.squaredError < best.squaredError)) {
                    best = split;
                }
            }
        }
        if (best == null) {
            return new Node(mean, -1, 0, null, null);
        }
        Split chosen = best;
        int[] left = Arrays.stream(rows).filter(r -> x[r][chosen.feature] <= chosen.threshold).toArray();
        int[] right = Arrays.stream(rows).filter(r -> x[r][chosen.feature] > chosen.threshold).toArray();
        return new Node(mean, chosen.feature, chosen.threshold, grow(x, y, left), grow(x, y, right));
    }

    /** The threshold on {@code feature} that leaves the least squared error in its two halves; null if all equal. */
    private static Split bestSplit(double[][] x, double[] y, int[] rows, int feature) {
        Integer[] order = Arrays.stream(rows).boxed().toArray(Integer[]::new);
        Arrays.sort(order, (a, b) -> Double.compare(x[a][feature], x[b][feature]));
        int n = order.length;
        double total = 0;
        double totalSquares = 0;
        for (int r : order) {
            total += y[r];
            totalSquares += y[r] * y[r];
        }
        double leftSum = 0;
        double leftSquares = 0;
        Split best = null;
        for (int i = 0; i < n - 1; i++) {
            double v = y[order[i]];
            leftSum += v;
            leftSquares += v * v;
            double here = x[order[i]][feature];
            double next = x[order[i + 1]][feature];
            if (here == next) {
                continue;
            }
            int leftCount = i + 1;
            int rightCount = n - leftCount;
            double rightSum = total - leftSum;
            double error = leftSquares - leftSum * leftSum / leftCount
                    + (totalSquares - leftSquares) - rightSum * rightSum / rightCount;
            if (best == null || error < best.squaredError) {
                best = new Split(feature, 0.5 * (here + next), error);
            }
        }
        return best;
    }

    private record Split(int feature, double threshold, double squaredError) {
    }

    private record Node(double value, int feature, double threshold, Node left, Node right) {
        double predict(double[] point) {
            Node node = this;
            while (node.feature >= 0) {
                node = point[node.feature] <= node.threshold ? node.left : node.right;
            }
            return node.value;
        }
    }
}

package io.targetwise.benchmarks.data;

import io.targetwise.core.Arguments;
import java.util.List;

/**
 * A tabular regression data set held in memory: named feature columns, a named target, one row per sample. Arrays
 * are copied in and out, so an instance cannot be changed.
 */
public record RegressionDataset(String name, List<String> featureNames, String targetName, double[][] features,
        double[] targets) {

    /** @throws IllegalArgumentException naming the field if the shapes disagree or a value is not finite */
    public RegressionDataset {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("name must not be blank");
        }
        featureNames = List.copyOf(featureNames);
        if (features.length != targets.length) {
            throw new IllegalArgumentException(name + ": " + features.length + " feature rows but " + targets.length
                    + " targets");
        }
        double[][] copy = new double[features.length][];
        for (int i = 0; i < features.length; i++) {
            if (features[i].length != featureNames.size()) {
                throw new IllegalArgumentException(name + ": row " + i + " has " + features[i].length
                        + " features, expected " + featureNames.size());
            }
            copy[i] = features[i].clone();
            Arguments.requireFinite(name + " features[" + i + "]", copy[i]);
            Arguments.requireFinite(name + " targets[" + i + "]", targets[i]);
        }
        features = copy;
        targets = targets.clone();
    }

    public int size() {
        return targets.length;
    }

    @Override
    public double[][] features() {
        double[][] copy = new double[features.length][];
        for (int i = 0; i < features.length; i++) {
            copy[i] = features[i].clone();
        }
        return copy;
    }

    @Override
    public double[] targets() {
        return targets.clone();
    }

    /** The rows at the given indices, in that order (a split's train or test part). */
    public RegressionDataset rows(int[] indices) {
        double[][] x = new double[indices.length][];
        double[] y = new double[indices.length];
        for (int i = 0; i < indices.length; i++) {
            if (indices[i] < 0 || indices[i] >= targets.length) {
                throw new IllegalArgumentException(name + ": row index " + indices[i] + " is outside [0, "
                        + targets.length + ")");
            }
            x[i] = features[indices[i]];
            y[i] = targets[indices[i]];
        }
        return new RegressionDataset(name, featureNames, targetName, x, y);
    }
}

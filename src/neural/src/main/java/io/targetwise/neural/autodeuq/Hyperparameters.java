package io.targetwise.neural.autodeuq;

/**
 * The training settings AutoDEUQ searches jointly with the architecture (Egele et al. 2022, section 2).
 *
 * @param learningRate initial learning rate, in [1e-4, 1e-1]
 * @param batchSize minibatch size (capped at the training-set size when used)
 * @param optimiser the update rule
 * @param plateauPatience epochs without a better validation loss before the learning rate drops tenfold
 * @param stoppingPatience epochs without a better validation loss before training stops
 */
public record Hyperparameters(double learningRate, int batchSize, Optimiser optimiser, int plateauPatience,
        int stoppingPatience) {

    /** @throws IllegalArgumentException naming the field that is out of range */
    public Hyperparameters {
        if (!(learningRate > 0) || Double.isInfinite(learningRate)) {
            throw new IllegalArgumentException("learningRate must be finite and > 0, got " + learningRate);
        }
        if (batchSize < 1) {
            throw new IllegalArgumentException("batchSize must be >= 1, got " + batchSize);
        }
        if (optimiser == null) {
            throw new IllegalArgumentException("optimiser must not be null");
        }
        if (plateauPatience < 1 || stoppingPatience < 1) {
            throw new IllegalArgumentException("plateauPatience and stoppingPatience must be >= 1, got "
                    + plateauPatience + " and " + stoppingPatience);
        }
    }
}

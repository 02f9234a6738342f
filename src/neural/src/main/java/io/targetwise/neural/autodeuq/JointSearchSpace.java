package io.targetwise.neural.autodeuq;

import java.util.random.RandomGenerator;

/**
 * AutoDEUQ's joint space of architectures and training settings (Egele et al. 2022, section 2): learning rate
 * log-uniform in [1e-4, 1e-1], batch size log-uniform in [minBatchSize, maxBatchSize], one of seven optimisers, plateau
 * patience 10 to 20 and early-stopping patience 20 to 30 epochs. The paper's batches start at 1; on CPU a batch of 1
 * costs one optimiser call per reading and epoch, so a larger minimum is a practical cap (state it with results).
 * Sampling and mutation are what aging evolution needs.
 */
public record JointSearchSpace(int blocks, int minBatchSize, int maxBatchSize) {
    static final double MIN_LEARNING_RATE = 1e-4;
    static final double MAX_LEARNING_RATE = 1e-1;
    static final int MIN_PLATEAU_PATIENCE = 10;
    static final int MAX_PLATEAU_PATIENCE = 20;
    static final int MIN_STOPPING_PATIENCE = 20;
    static final int MAX_STOPPING_PATIENCE = 30;
    private static final int HYPERPARAMETERS = 5;

    /** @throws IllegalArgumentException naming the field that is below 1 */
    public JointSearchSpace {
        if (blocks < 1) {
            throw new IllegalArgumentException("blocks must be >= 1, got " + blocks);
        }
        if (minBatchSize < 1 || maxBatchSize < minBatchSize) {
            throw new IllegalArgumentException("batch sizes must satisfy 1 <= minBatchSize <= maxBatchSize, got "
                    + minBatchSize + " and " + maxBatchSize);
        }
    }

    /** The paper's toy-problem space: 3 blocks, batches 1 to 32. */
    public static JointSearchSpace toyProblem() {
        return new JointSearchSpace(3, 1, 32);
    }

    /** The paper's benchmark space: 5 blocks, batches 1 to 256. */
    public static JointSearchSpace benchmarks() {
        return new JointSearchSpace(5, 1, 256);
    }

    public Candidate random(RandomGenerator rng) {
        return new Candidate(randomArchitecture(rng), randomHyperparameters(rng));
    }

    /** An architecture drawn uniformly, each variable on its own. */
    public Architecture randomArchitecture(RandomGenerator rng) {
        int[] encoding = new int[Architecture.variableCount(blocks)];
        for (int i = 0; i < encoding.length; i++) {
            encoding[i] = rng.nextInt(Architecture.choices(blocks, i));
        }
        return Architecture.of(blocks, encoding);
    }

    /** Training settings drawn from the space's priors (learning rate and batch size log-uniform). */
    public Hyperparameters randomHyperparameters(RandomGenerator rng) {
        return new Hyperparameters(learningRate(rng), batchSize(rng), optimiser(rng),
                patience(rng, MIN_PLATEAU_PATIENCE, MAX_PLATEAU_PATIENCE),
                patience(rng, MIN_STOPPING_PATIENCE, MAX_STOPPING_PATIENCE));
    }

    /** The architecture with one of its variables, drawn uniformly, moved to a different random value (AgEBO's mutation). */
    public Architecture mutateArchitecture(Architecture parent, RandomGenerator rng) {
        int[] encoding = parent.encoding();
        int variable = rng.nextInt(encoding.length);
        encoding[variable] = different(encoding[variable], Architecture.choices(blocks, variable), rng);
        return Architecture.of(blocks, encoding);
    }

    /** The candidate with one variable, drawn uniformly from all of them, moved to a different random value. */
    public Candidate mutate(Candidate parent, RandomGenerator rng) {
        int[] encoding = parent.architecture().encoding();
        int variable = rng.nextInt(encoding.length + HYPERPARAMETERS);
        if (variable < encoding.length) {
            encoding[variable] = different(encoding[variable], Architecture.choices(blocks, variable), rng);
            return new Candidate(Architecture.of(blocks, encoding), parent.hyperparameters());
        }
        Hyperparameters h = parent.hyperparameters();
        Hyperparameters mutated = switch (variable - encoding.length) {
            case 0 -> new Hyperparameters(learningRate(rng), h.batchSize(), h.optimiser(), h.plateauPatience(),
                    h.stoppingPatience());
            case 1 -> new Hyperparameters(h.learningRate(), batchSize(rng), h.optimiser(), h.plateauPatience(),
                    h.stoppingPatience());
            case 2 -> new Hyperparameters(h.learningRate(), h.batchSize(),
                    Optimiser.values()[different(h.optimiser().ordinal(), Optimiser.values().length, rng)],
                    h.plateauPatience(), h.stoppingPatience());
            case 3 -> new Hyperparameters(h.learningRate(), h.batchSize(), h.optimiser(),
                    patience(rng, MIN_PLATEAU_PATIENCE, MAX_PLATEAU_PATIENCE), h.stoppingPatience());
            default -> new Hyperparameters(h.learningRate(), h.batchSize(), h.optimiser(), h.plateauPatience(),
                    patience(rng, MIN_STOPPING_PATIENCE, MAX_STOPPING_PATIENCE));
        };
        return new Candidate(parent.architecture(), mutated);
    }

    private static int different(int current, int choices, RandomGenerator rng) {
        int value = rng.nextInt(choices - 1);
        return value >= current ? value + 1 : value;
    }

    private static double learningRate(RandomGenerator rng) {
        return Math.exp(rng.nextDouble(Math.log(MIN_LEARNING_RATE), Math.log(MAX_LEARNING_RATE)));
    }

    private int batchSize(RandomGenerator rng) {
        if (maxBatchSize == minBatchSize) {
            return minBatchSize;
        }
        long size = Math.round(Math.exp(rng.nextDouble(Math.log(minBatchSize), Math.log(maxBatchSize))));
        return (int) Math.max(minBatchSize, Math.min(maxBatchSize, size));
    }

    private static Optimiser optimiser(RandomGenerator rng) {
        return Optimiser.values()[rng.nextInt(Optimiser.values().length)];
    }

    private static int patience(RandomGenerator rng, int min, int max) {
        return rng.nextInt(min, max + 1);
    }
}

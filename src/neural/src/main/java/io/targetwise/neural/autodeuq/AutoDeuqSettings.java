package io.targetwise.neural.autodeuq;

import io.targetwise.core.Arguments;
import java.time.Duration;

/**
 * How an AutoDEUQ search runs (Egele et al. 2022). The paper trains 500 models per data set on GPUs with population 100
 * and tournament 10; on a few CPU cores the budget, population and tournament are scaled down together, and the search
 * also stops at a wall-time limit (no new models start after it). Build with {@link #builder()}.
 */
public record AutoDeuqSettings(JointSearchSpace space, int epochs, int maxModels, Duration maxWallTime,
        int populationSize, int sampleSize, int ensembleSize, int workers, double validationFraction, long seed,
        boolean besselCorrection, boolean fillEnsemble, TrainingSettingsSearch trainingSettingsSearch) {

    /** How the search chooses each new model's training settings. */
    public enum TrainingSettingsSearch {
        /**
         * Mutated with the architecture, one variable of the joint vector at a time (the paper's AgE-Mixed variant);
         * the product's default.
         */
        EVOLVED,
        /**
         * By Bayesian optimisation over the settings tried so far while aging evolution mutates the architecture alone
         * (AgEBO, the paper's default search).
         */
        BAYESIAN
    }

    /** @throws IllegalArgumentException naming the field that is out of range */
    public AutoDeuqSettings {
        if (space == null) {
            throw new IllegalArgumentException("space must not be null");
        }
        Arguments.requireAtLeast("epochs", epochs, 1);
        Arguments.requireAtLeast("maxModels", maxModels, 1);
        if (maxWallTime == null || maxWallTime.isNegative() || maxWallTime.isZero()) {
            throw new IllegalArgumentException("maxWallTime must be positive, got " + maxWallTime);
        }
        Arguments.requireAtLeast("populationSize", populationSize, 1);
        if (sampleSize < 1 || sampleSize > populationSize) {
            throw new IllegalArgumentException("sampleSize must be in [1, populationSize = " + populationSize + "], got "
                    + sampleSize);
        }
        Arguments.requireAtLeast("ensembleSize", ensembleSize, 1);
        Arguments.requireAtLeast("workers", workers, 1);
        if (!(validationFraction > 0 && validationFraction < 1)) {
            throw new IllegalArgumentException("validationFraction must be in (0, 1), got " + validationFraction);
        }
        if (trainingSettingsSearch == null) {
            throw new IllegalArgumentException("trainingSettingsSearch must not be null");
        }
    }

    /**
     * Defaults for process data on a few cores: the benchmark space with batches from 8, 100 epochs, 40 models or 10
     * minutes, population 10, tournament 3, K = 5 distinct members always (filled, see
     * {@link Builder#fillEnsemble(boolean)}), one worker per core, a third of the data for validation, 1/K epistemic
     * spread.
     */
    public static Builder builder() {
        return new Builder();
    }

    /** Collects the settings; {@link #build()} validates them. */
    public static final class Builder {
        private JointSearchSpace space = new JointSearchSpace(5, 8, 256);
        private int epochs = 100;
        private int maxModels = 40;
        private Duration maxWallTime = Duration.ofMinutes(10);
        private int populationSize = 10;
        private int sampleSize = 3;
        private int ensembleSize = 5;
        private int workers = Runtime.getRuntime().availableProcessors();
        private double validationFraction = 1.0 / 3;
        private long seed = 1;
        private boolean besselCorrection;
        private boolean fillEnsemble = true;
        private TrainingSettingsSearch trainingSettingsSearch = TrainingSettingsSearch.EVOLVED;

        private Builder() {
        }

        public Builder space(JointSearchSpace value) {
            space = value;
            return this;
        }

        public Builder epochs(int value) {
            epochs = value;
            return this;
        }

        public Builder maxModels(int value) {
            maxModels = value;
            return this;
        }

        public Builder maxWallTime(Duration value) {
            maxWallTime = value;
            return this;
        }

        /** Aging-evolution population P and tournament size S. */
        public Builder population(int size, int sample) {
            populationSize = size;
            sampleSize = sample;
            return this;
        }

        public Builder ensembleSize(int value) {
            ensembleSize = value;
            return this;
        }

        public Builder workers(int value) {
            workers = value;
            return this;
        }

        public Builder validationFraction(double value) {
            validationFraction = value;
            return this;
        }

        public Builder seed(long value) {
            seed = value;
            return this;
        }

        /** Divide the spread of member means by K - 1 (the paper's Eq. 4) instead of K. */
        public Builder besselCorrection(boolean value) {
            besselCorrection = value;
            return this;
        }

        /**
         * Whether the greedy selection goes on to K distinct members when no addition lowers the validation NLL (the
         * product's default), or stops there as in Egele et al. (2022), possibly with a single member and then no
         * epistemic variance at all.
         */
        public Builder fillEnsemble(boolean value) {
            fillEnsemble = value;
            return this;
        }

        /** {@link TrainingSettingsSearch#EVOLVED} unless set. */
        public Builder trainingSettingsSearch(TrainingSettingsSearch value) {
            trainingSettingsSearch = value;
            return this;
        }

        public AutoDeuqSettings build() {
            return new AutoDeuqSettings(space, epochs, maxModels, maxWallTime, populationSize, sampleSize,
                    ensembleSize, workers, validationFraction, seed, besselCorrection, fillEnsemble,
                    trainingSettingsSearch);
        }
    }
}

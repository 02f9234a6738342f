package io.targetwise.neural.autodeuq;

/** One point of AutoDEUQ's joint search space: an architecture with the settings to train it. */
public record Candidate(Architecture architecture, Hyperparameters hyperparameters) {

    /** @throws IllegalArgumentException if a part is null */
    public Candidate {
        if (architecture == null || hyperparameters == null) {
            throw new IllegalArgumentException((architecture == null ? "architecture" : "hyperparameters")
                    + " must not be null");
        }
    }
}

package io.targetwise.core.proposal;

import java.time.Duration;
import java.util.Optional;

/**
 * How hard the acquisition optimiser searches: quasi-random screening candidates (one batch posterior call), how
 * many of the best are refined locally and for how many evaluations each, the seed of the screening's random shift
 * (same seed, same proposals) and an optional wall-clock budget for the refinement (screening always completes; a
 * budget that cuts refinement short makes results depend on timing).
 */
public record OptimizerSettings(int screeningSamples, int refinementStarts, int maxEvaluationsPerStart, long seed,
        Duration timeBudget) {

    public OptimizerSettings {
        if (screeningSamples < 1) {
            throw new IllegalArgumentException("screeningSamples must be >= 1, got " + screeningSamples);
        }
        if (refinementStarts < 0) {
            throw new IllegalArgumentException("refinementStarts must be >= 0, got " + refinementStarts);
        }
        if (maxEvaluationsPerStart < 1) {
            throw new IllegalArgumentException("maxEvaluationsPerStart must be >= 1, got " + maxEvaluationsPerStart);
        }
        if (timeBudget != null && (timeBudget.isNegative() || timeBudget.isZero())) {
            throw new IllegalArgumentException("timeBudget must be positive (null for none), got " + timeBudget);
        }
    }

    /** 2048 screening candidates, 5 local refinements of up to 200 evaluations, seed 0, no time budget. */
    public static OptimizerSettings defaults() {
        return new OptimizerSettings(2048, 5, 200, 0L, null);
    }

    public OptimizerSettings withSeed(long newSeed) {
        return new OptimizerSettings(screeningSamples, refinementStarts, maxEvaluationsPerStart, newSeed, timeBudget);
    }

    public OptimizerSettings withScreeningSamples(int samples) {
        return new OptimizerSettings(samples, refinementStarts, maxEvaluationsPerStart, seed, timeBudget);
    }

    public OptimizerSettings withRefinement(int starts, int maxEvaluations) {
        return new OptimizerSettings(screeningSamples, starts, maxEvaluations, seed, timeBudget);
    }

    public OptimizerSettings withTimeBudget(Duration budget) {
        return new OptimizerSettings(screeningSamples, refinementStarts, maxEvaluationsPerStart, seed, budget);
    }

    public Optional<Duration> budget() {
        return Optional.ofNullable(timeBudget);
    }
}

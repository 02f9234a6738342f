package io.targetwise.neural.neon;

/**
 * How a NEON network trains (Guilhoto and Perdikaris 2024, section 2): Adam (0.9, 0.999, 1e-8) after clipping the
 * gradient to a global norm, learning rate lr decay^(step / 1000), minibatches of (design, query point) rows, fresh
 * index samples each step. The authors' steps grow with the BO iteration t, steps (1 + t / growthIterations).
 *
 * @param steps optimiser steps at iteration 0
 * @param growthIterations iterations over which the step count doubles
 * @param batchSize rows per step (all rows when fewer)
 * @param learningRate initial learning rate
 * @param decay factor per 1000 steps
 * @param clipNorm largest global gradient norm
 * @param indexSamples index samples per step
 * @param seed initial weights, prior networks, minibatches and index samples
 */
public record NeonTraining(int steps, int growthIterations, int batchSize, double learningRate, double decay,
        double clipNorm, int indexSamples, long seed) {
    private static final double DECAY_STEPS = 1000;

    /** @throws IllegalArgumentException naming the field that is out of range */
    public NeonTraining {
        if (steps < 1 || growthIterations < 1 || batchSize < 1 || indexSamples < 1) {
            throw new IllegalArgumentException("steps, growthIterations, batchSize and indexSamples must be >= 1, got "
                    + steps + ", " + growthIterations + ", " + batchSize + ", " + indexSamples);
        }
        if (!(learningRate > 0) || !(decay > 0 && decay <= 1) || !(clipNorm > 0)) {
            throw new IllegalArgumentException("learningRate and clipNorm must be > 0 and decay in (0, 1], got "
                    + learningRate + ", " + clipNorm + ", " + decay);
        }
    }

    /**
     * The authors' pollutant settings: 12000 steps growing over 35 iterations, batch 256, 3e-4 decaying 0.75, clip 0.5.
     */
    public static NeonTraining pollutants(long seed) {
        return new NeonTraining(12_000, 35, 256, 3e-4, 0.75, 0.5, 16, seed);
    }

    /** The same settings with another step count and seed (a shorter run for a CPU budget, a new BO iteration). */
    public NeonTraining with(int newSteps, long newSeed) {
        return new NeonTraining(newSteps, growthIterations, batchSize, learningRate, decay, clipNorm, indexSamples,
                newSeed);
    }

    /** Steps at BO iteration t. */
    public int stepsAt(int iteration) {
        return (int) Math.round(steps * (1 + (double) iteration / growthIterations));
    }

    double learningRateAt(int step) {
        return learningRate * Math.pow(decay, step / DECAY_STEPS);
    }
}

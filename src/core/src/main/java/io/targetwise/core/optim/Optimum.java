package io.targetwise.core.optim;

/**
 * Where a local optimiser stopped: the point (owned by the caller), the objective's value there and how many
 * evaluations it took to get there.
 */
public record Optimum(double[] point, double value, int evaluations) {
}

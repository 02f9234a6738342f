package io.targetwise.core.proposal;

import io.targetwise.core.Point;

/**
 * The best setpoint run so far by the robust criterion E = (y* - m(x))^2 + sigma_a^2(x) (the paper's E_min, eq. 8),
 * judged on the model's mean and aleatoric variance at the design points, not on the single best reading, which
 * noise can flatter.
 */
public record Incumbent(Point setpoint, double robustError, double predictedMean, double aleatoricSd,
        int replicates) {
}

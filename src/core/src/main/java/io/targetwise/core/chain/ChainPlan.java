package io.targetwise.core.chain;

import io.targetwise.core.Point;

/**
 * Setpoints chosen for a chain (all stages', or the remaining stages' when re-planning), the acquisition's score there
 * and what the stacked models predict at them.
 */
public record ChainPlan(Point setpoint, double score, ChainPosterior prediction) {
}

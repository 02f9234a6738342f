package io.targetwise.core.proposal;

import io.targetwise.core.Point;

/** A setpoint and the value the optimiser found there. */
public record ScoredSetpoint(Point setpoint, double value) {
}

package io.targetwise.simulators;

import io.targetwise.core.Point;

/** One simulated reading: the environment it was taken under (spec order, may be empty) and the output. */
public record SimulatedReading(Point environment, double output) {
}

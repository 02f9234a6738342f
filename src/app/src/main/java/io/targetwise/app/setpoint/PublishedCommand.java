package io.targetwise.app.setpoint;

import java.time.Instant;

/** Where a process's plant was last sent (values in the definition's variable order) and when the broker had it. */
public record PublishedCommand(double[] setpoint, Instant publishedAt) {
}

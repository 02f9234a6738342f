package io.targetwise.app.ingest;

import java.time.Instant;
import java.util.Set;

/**
 * CDI event: usable measurements of a process were stored and its design points changed; {@code completedSetpoints}
 * counts the design points that reached the process's expected replicates with this batch, and {@code receivedAt} is
 * the batch's stored receipt time (exact to the microsecond, as both databases keep it), which tells this batch's
 * readings from earlier ones. Observe it with {@code during = AFTER_SUCCESS} to act only on committed data.
 */
public record MeasurementsStored(long processId, int count, Set<String> changedSetpointKeys, int completedSetpoints,
        Instant receivedAt) {

    public MeasurementsStored {
        changedSetpointKeys = Set.copyOf(changedSetpointKeys);
    }
}

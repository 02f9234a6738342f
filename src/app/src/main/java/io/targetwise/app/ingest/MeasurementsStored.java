package io.targetwise.app.ingest;

import java.util.Set;

/**
 * CDI event: usable measurements of a process were stored and its design points changed; {@code completedSetpoints}
 * counts the design points that reached the process's expected replicates with this batch. Observe it with
 * {@code during = AFTER_SUCCESS} to act only on committed data.
 */
public record MeasurementsStored(long processId, int count, Set<String> changedSetpointKeys, int completedSetpoints) {

    public MeasurementsStored {
        changedSetpointKeys = Set.copyOf(changedSetpointKeys);
    }
}

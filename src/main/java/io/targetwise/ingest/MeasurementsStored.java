package io.targetwise.ingest;

import java.util.Set;

/**
 * CDI event: usable measurements of a process were stored and its design points changed. Observe it with
 * {@code during = AFTER_SUCCESS} to act only on committed data.
 */
public record MeasurementsStored(long processId, int count, Set<String> changedSetpointKeys) {

    public MeasurementsStored {
        changedSetpointKeys = Set.copyOf(changedSetpointKeys);
    }
}

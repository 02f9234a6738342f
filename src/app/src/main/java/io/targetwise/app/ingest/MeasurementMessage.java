package io.targetwise.app.ingest;

import java.time.Instant;
import java.util.Map;

/**
 * The value of a record on the measurements topic (contract: docs/kafka.md). Fields are nullable here because the
 * plant may send anything; {@link MeasurementValidator} decides what is acceptable.
 */
public record MeasurementMessage(
        String eventId,
        Long processId,
        Instant sourceTime,
        Map<String, Double> setpoints,
        Map<String, Double> environment,
        Double output,
        String unit,
        Quality quality,
        String batchId) {

    /** How far the plant trusts a reading; BAD readings are kept but never used for models. */
    public enum Quality {
        GOOD, UNCERTAIN, BAD
    }
}

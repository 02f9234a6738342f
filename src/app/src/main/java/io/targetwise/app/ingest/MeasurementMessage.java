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

    /** The longest event id and batch id the contract allows: the measurement table's columns (V2 migration). */
    public static final int EVENT_ID_LENGTH = 200;
    public static final int BATCH_ID_LENGTH = 200;
    /** The longest setpoint or environment list as stored: comma-separated doubles (common.ValueList). */
    public static final int VALUES_LENGTH = 4000;
    /**
     * No stored reading is older: readings queries bound on it. Readings stored before the plausible window below was
     * enforced may be as old as this.
     */
    public static final Instant EARLIEST_SOURCE_TIME = Instant.parse("0001-01-01T00:00:00Z");
    /** The validator refuses earlier source times: a plant clock that reads earlier was never set. */
    public static final Instant EARLIEST_PLAUSIBLE_SOURCE_TIME = Instant.EPOCH;
    /**
     * The largest magnitude of an output or environment value: far beyond any physical reading in any unit, and far
     * from overflow when the models square and sum them (1e308 is finite, its square is not).
     */
    public static final double MAX_MAGNITUDE = 1e15;

    /** How far the plant trusts a reading; BAD readings are kept but never used for models. */
    public enum Quality {
        GOOD, UNCERTAIN, BAD
    }
}

package io.targetwise.app.ingest;

import java.time.Instant;

import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import io.quarkus.panache.common.Sort;

/**
 * One stored plant reading; the event id makes re-delivery harmless. The lengths are the columns' (V2 migration):
 * {@link MeasurementValidator} checks every record against them, so the database never refuses a valid one.
 */
@Entity
@Table(name = "measurement")
public class MeasurementEntity extends PanacheEntityBase {
    public static final int EVENT_ID_LENGTH = 200;
    public static final int BATCH_ID_LENGTH = 200;
    /** setpoint_values and environment_values: comma-separated doubles ({@link ValueList}). */
    public static final int VALUES_LENGTH = 4000;

    /**
     * Production rows take their ids from {@code nextval} inside the storing transaction ({@link MeasurementTables}),
     * which campaigns rely on to read only new readings (campaign.ReadingsCursor); an entity persisted through
     * Hibernate takes one from a block drawn earlier, so only tests' fixtures persist this entity.
     */
    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "measurement_seq")
    @SequenceGenerator(name = "measurement_seq", sequenceName = "measurement_seq", allocationSize = 50)
    public Long id;

    @Column(length = EVENT_ID_LENGTH)
    public String eventId;
    public long processId;
    public Instant sourceTime;
    public Instant receivedAt;
    @Convert(converter = ValueList.class)
    @Column(name = "setpoint_values", length = VALUES_LENGTH)
    public double[] setpoint;
    @Convert(converter = ValueList.class)
    @Column(name = "environment_values", length = VALUES_LENGTH)
    public double[] environment;
    @Column(name = "output_value")
    public double output;
    public String unit;
    @Enumerated(EnumType.STRING)
    public MeasurementMessage.Quality quality;
    @Column(length = BATCH_ID_LENGTH)
    public String batchId;

    /** No stored reading is older: {@link MeasurementValidator} refuses earlier source times. */
    public static final Instant EARLIEST_SOURCE_TIME = Instant.parse("0001-01-01T00:00:00Z");

    /**
     * A process's readings newest first, for queries on one process id that also bound the source time from below
     * ({@link #EARLIEST_SOURCE_TIME} when they want all): with both, H2 walks the (process_id, source_time, id) index
     * backwards and stops after the page. Without them it takes the foreign key's index on process_id alone and sorts
     * the whole history of the process on every query (tens of milliseconds at 30,000 readings, growing with it).
     */
    public static Sort newestFirst() {
        return Sort.descending("processId", "sourceTime", "id");
    }

    /** A process's readings oldest first, in index order like {@link #newestFirst()}. */
    public static Sort oldestFirst() {
        return Sort.ascending("processId", "sourceTime", "id");
    }

    public static boolean existsByEventId(String eventId) {
        return count("eventId", eventId) > 0;
    }
}

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
import io.targetwise.app.common.ValueList;

/**
 * One stored plant reading; the event id makes re-delivery harmless. The lengths are the columns' (V2 migration), as
 * the contract states them ({@link MeasurementMessage}): {@link MeasurementValidator} checks every record against them,
 * so the database never refuses a valid one. The ingest's business alone: the rest of the application reads
 * measurements through the readings layer (readings.Readings), whose queries name this entity "Measurement".
 */
@Entity(name = "Measurement")
@Table(name = "measurement")
public class MeasurementEntity extends PanacheEntityBase {

    /**
     * Production rows take their ids from {@code nextval} inside the storing transaction ({@link MeasurementTables}),
     * which campaigns rely on to read only new readings (campaign.ReadingsCursor); an entity persisted through
     * Hibernate takes one from a block drawn earlier, so only tests' fixtures persist this entity.
     */
    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "measurement_seq")
    @SequenceGenerator(name = "measurement_seq", sequenceName = "measurement_seq", allocationSize = 50)
    public Long id;

    @Column(length = MeasurementMessage.EVENT_ID_LENGTH)
    public String eventId;
    public long processId;
    public Instant sourceTime;
    public Instant receivedAt;
    @Convert(converter = ValueList.class)
    @Column(name = "setpoint_values", length = MeasurementMessage.VALUES_LENGTH)
    public double[] setpoint;
    @Convert(converter = ValueList.class)
    @Column(name = "environment_values", length = MeasurementMessage.VALUES_LENGTH)
    public double[] environment;
    @Column(name = "output_value")
    public double output;
    public String unit;
    @Enumerated(EnumType.STRING)
    public MeasurementMessage.Quality quality;
    @Column(length = MeasurementMessage.BATCH_ID_LENGTH)
    public String batchId;
}

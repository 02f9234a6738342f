package io.targetwise.app.ingest;

import java.time.Instant;

import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import io.targetwise.app.common.ValueList;

/**
 * Replicate statistics at one (resolution-snapped) setpoint of a process, kept current by the ingest's
 * {@link MeasurementTables}; the readings layer (readings.DesignPoints) reads them by the entity name "DesignPoint".
 */
@Entity(name = "DesignPoint")
@Table(name = "design_point")
public class DesignPointEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "design_point_seq")
    @SequenceGenerator(name = "design_point_seq", sequenceName = "design_point_seq", allocationSize = 50)
    public Long id;

    public long processId;
    /** The snapped setpoint as text: equal setpoints have equal keys. */
    public String setpointKey;
    @Convert(converter = ValueList.class)
    @Column(name = "setpoint_values")
    public double[] setpoint;
    public long replicates;
    @Column(name = "mean_output")
    public double mean;
    public double sumSquaredDeviations;
    public Instant firstMeasuredAt;
    public Instant lastMeasuredAt;
}

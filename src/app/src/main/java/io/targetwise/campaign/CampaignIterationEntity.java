package io.targetwise.campaign;

import java.time.Instant;
import java.util.List;

import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import io.quarkus.panache.common.Sort;
import io.targetwise.ingest.ValueList;

/** One model refit of a campaign and the incumbent it found: a point of the E_min convergence history. */
@Entity
@Table(name = "campaign_iteration")
public class CampaignIterationEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "campaign_iteration_seq")
    @SequenceGenerator(name = "campaign_iteration_seq", sequenceName = "campaign_iteration_seq", allocationSize = 50)
    public Long id;

    @Column(name = "process_id")
    public long processId;
    @Column(name = "model_version")
    public int modelVersion;
    @Column(name = "fitted_at")
    public Instant fittedAt;
    @Column(name = "design_points")
    public int designPoints;
    public int measurements;
    @Column(name = "incumbent_error")
    public double incumbentError;
    @Convert(converter = ValueList.class)
    @Column(name = "incumbent_values")
    public double[] incumbentSetpoint;
    @Column(name = "fit_millis")
    public long fitMillis;

    public static List<CampaignIterationEntity> forProcess(long processId) {
        return list("processId", Sort.ascending("fittedAt", "id"), processId);
    }
}

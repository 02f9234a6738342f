package io.targetwise.campaign;

import java.time.Instant;
import java.util.List;

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
import io.targetwise.ingest.ValueList;

/** A stored proposal: the setpoint, what the model predicted there, and the decision taken on it. */
@Entity
@Table(name = "proposal")
public class ProposalEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "proposal_seq")
    @SequenceGenerator(name = "proposal_seq", sequenceName = "proposal_seq", allocationSize = 50)
    public Long id;

    @Column(name = "process_id")
    public long processId;
    @Column(name = "created_at")
    public Instant createdAt;
    @Enumerated(EnumType.STRING)
    public ProposalStatus status;
    @Convert(converter = ValueList.class)
    @Column(name = "setpoint_values")
    public double[] setpoint;
    @Column(name = "predicted_mean")
    public double predictedMean;
    @Column(name = "epistemic_sd")
    public double epistemicSd;
    @Column(name = "aleatoric_sd")
    public double aleatoricSd;
    @Column(name = "expected_squared_error")
    public double expectedSquaredError;
    @Column(name = "inside_spec_probability")
    public double insideSpecProbability;
    @Column(name = "acquisition_kind")
    public String acquisitionKind;
    @Column(name = "acquisition_value")
    public double acquisitionValue;
    @Column(name = "incumbent_error")
    public double incumbentError;
    @Convert(converter = ValueList.class)
    @Column(name = "incumbent_values")
    public double[] incumbentSetpoint;
    @Column(name = "model_version")
    public int modelVersion;
    @Column(name = "decided_by")
    public String decidedBy;
    @Column(name = "decided_at")
    public Instant decidedAt;
    @Column(name = "decision_reason")
    public String decisionReason;
    /** The application instance that proposed it. */
    @Column(name = "created_by")
    public String createdBy;

    public static List<ProposalEntity> forProcess(long processId, ProposalStatus status) {
        return status == null
                ? list("processId", Sort.descending("createdAt", "id"), processId)
                : list("processId = ?1 and status = ?2", Sort.descending("createdAt", "id"), processId, status);
    }
}

package io.targetwise.app.campaign;

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
import io.targetwise.app.common.PageRequest;
import io.targetwise.app.common.ValueList;

/** One model refit of a campaign and the incumbent it found: a point of the E_min convergence history. */
@Entity
@Table(name = "campaign_iteration")
public class CampaignIterationEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "campaign_iteration_seq")
    @SequenceGenerator(name = "campaign_iteration_seq", sequenceName = "campaign_iteration_seq", allocationSize = 50)
    public Long id;

    public long processId;
    public int modelVersion;
    public Instant fittedAt;
    public int designPoints;
    public int measurements;
    public double incumbentError;
    @Convert(converter = ValueList.class)
    @Column(name = "incumbent_values")
    public double[] incumbentSetpoint;
    public long fitMillis;
    /** A digest of what the refit rests on; null for refits recorded before it was kept. */
    public String fitKey;

    /** Newest first. */
    public static List<CampaignIterationEntity> forProcess(long processId, PageRequest page) {
        return find("processId", Sort.descending("fittedAt", "id"), processId).<CampaignIterationEntity>page(
                page.toPanache()).list();
    }
}

package io.targetwise.campaign;

import java.time.Instant;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;

/** How a process's setpoints are proposed: its surrogate, acquisition and batch size. */
@Entity
@Table(name = "campaign")
public class CampaignEntity extends PanacheEntityBase {

    @Id
    @Column(name = "process_id")
    public Long processId;
    @Column(name = "surrogate_kind")
    public String surrogateKind;
    @Column(name = "acquisition_kind")
    public String acquisitionKind;
    @Column(name = "batch_size")
    public int batchSize;
    public boolean active;
    @Column(name = "model_version")
    public int modelVersion;
    @Column(name = "updated_at")
    public Instant updatedAt;
}

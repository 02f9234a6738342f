package io.targetwise.app.campaign;

import java.time.Instant;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;

/** How a process's setpoints are proposed: its surrogate, acquisition (and its aleatoric treatment) and batch size. */
@Entity
@Table(name = "campaign")
public class CampaignEntity extends PanacheEntityBase {

    @Id
    public Long processId;
    public String surrogateKind;
    public String acquisitionKind;
    public String aleatoricTreatment;
    public int batchSize;
    public boolean active;
    public int modelVersion;
    public Instant updatedAt;
}

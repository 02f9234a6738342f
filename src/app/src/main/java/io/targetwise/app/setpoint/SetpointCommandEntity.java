package io.targetwise.app.setpoint;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

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
import io.targetwise.app.common.PageRequest;
import io.targetwise.app.common.ValueList;

/** A setpoint command: the audit row of a decision and, until {@link #publishedAt} is set, an outbox entry. */
@Entity
@Table(name = "setpoint_command")
class SetpointCommandEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "setpoint_command_seq")
    @SequenceGenerator(name = "setpoint_command_seq", sequenceName = "setpoint_command_seq", allocationSize = 50)
    public Long id;

    public String commandId;
    public long processId;
    @Enumerated(EnumType.STRING)
    public SetpointCommandKind kind;
    public Long proposalId;
    @Convert(converter = ValueList.class)
    @Column(name = "setpoint_values")
    public double[] setpoint;
    public String issuedBy;
    public Instant issuedAt;
    public String reason;
    public Instant publishedAt;

    static List<SetpointCommandEntity> forProcess(long processId, PageRequest page) {
        return find("processId", Sort.descending("issuedAt", "id"), processId).<SetpointCommandEntity>page(
                page.toPanache()).list();
    }

    static Optional<SetpointCommandEntity> latest(long processId) {
        return find("processId", Sort.descending("issuedAt", "id"), processId).firstResultOptional();
    }

    static List<SetpointCommandEntity> unpublished() {
        return list("publishedAt is null", Sort.ascending("id"));
    }
}

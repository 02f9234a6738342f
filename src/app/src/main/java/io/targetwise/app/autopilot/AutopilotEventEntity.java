package io.targetwise.app.autopilot;

import java.time.Instant;
import java.util.List;

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

/** One entry of an autopilot's audit trail. */
@Entity
@Table(name = "autopilot_event")
class AutopilotEventEntity extends PanacheEntityBase {
    private static final int MAX_DETAIL = 2000;

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "autopilot_event_seq")
    @SequenceGenerator(name = "autopilot_event_seq", sequenceName = "autopilot_event_seq", allocationSize = 50)
    public Long id;
    public long processId;
    public Instant happenedAt;
    public String actor;
    @Enumerated(EnumType.STRING)
    public AutopilotAction kind;
    public Long proposalId;
    public String detail;

    static void record(long processId, Instant at, String actor, AutopilotAction kind, Long proposalId,
            String detail) {
        AutopilotEventEntity e = new AutopilotEventEntity();
        e.processId = processId;
        e.happenedAt = at;
        e.actor = actor;
        e.kind = kind;
        e.proposalId = proposalId;
        e.detail = detail.length() <= MAX_DETAIL ? detail : detail.substring(0, MAX_DETAIL);
        e.persist();
    }

    static List<AutopilotEventEntity> forProcess(long processId, PageRequest page) {
        return find("processId", Sort.descending("happenedAt", "id"), processId)
                .<AutopilotEventEntity>page(page.toPanache()).list();
    }

    AutopilotEventView view() {
        return new AutopilotEventView(id, processId, happenedAt, actor, kind, proposalId, detail);
    }
}

package io.targetwise.app.monitoring.alarm;

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

/** An alarm of a process, open until a person acknowledges it (V18). */
@Entity
@Table(name = "process_alarm")
public class AlarmEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "process_alarm_seq")
    @SequenceGenerator(name = "process_alarm_seq", sequenceName = "process_alarm_seq", allocationSize = 50)
    public Long id;

    public long processId;
    @Enumerated(EnumType.STRING)
    public AlarmKind kind;
    /** The kind while open, null once acknowledged: unique per process, so one open alarm per kind. */
    @Enumerated(EnumType.STRING)
    public AlarmKind openKind;
    public Instant raisedAt;
    public String message;
    public String acknowledgedBy;
    public Instant acknowledgedAt;
    public String acknowledgeReason;

    /** The process's alarms, newest first. */
    static List<AlarmEntity> forProcess(long processId, PageRequest page) {
        return find("processId", Sort.descending("raisedAt", "id"), processId).<AlarmEntity>page(page.toPanache())
                .list();
    }

    static boolean open(long processId, AlarmKind kind) {
        return count("processId = ?1 and openKind = ?2", processId, kind) > 0;
    }
}

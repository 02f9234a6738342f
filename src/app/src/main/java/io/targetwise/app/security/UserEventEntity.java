package io.targetwise.app.security;

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

/** One entry of the users' audit trail. */
@Entity
@Table(name = "user_event")
class UserEventEntity extends PanacheEntityBase {
    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "user_event_seq")
    @SequenceGenerator(name = "user_event_seq", sequenceName = "user_event_seq", allocationSize = 50)
    public Long id;
    public Instant happenedAt;
    public String actor;
    @Enumerated(EnumType.STRING)
    public UserAction action;
    public String username;
    public String detail;

    static void record(Instant at, String actor, UserAction action, String username, String detail) {
        UserEventEntity e = new UserEventEntity();
        e.happenedAt = at;
        e.actor = actor;
        e.action = action;
        e.username = username;
        e.detail = detail;
        e.persist();
    }

    static List<UserEventEntity> newestFirst(PageRequest page) {
        return findAll(Sort.descending("happenedAt", "id")).<UserEventEntity>page(page.toPanache()).list();
    }

    UserEventView view() {
        return new UserEventView(id, happenedAt, actor, action, username, detail);
    }
}

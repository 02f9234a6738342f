package io.targetwise.app.monitoring.alarm;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.transaction.Transactional;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.panache.common.Sort;
import io.quarkus.security.ForbiddenException;
import io.targetwise.app.common.ConflictException;
import io.targetwise.app.common.ConstraintViolations;
import io.targetwise.app.common.FreeText;
import io.targetwise.app.common.InvalidRequestException;
import io.targetwise.app.common.NotFoundException;
import io.targetwise.app.common.PageRequest;
import io.targetwise.app.security.Roles;
import io.targetwise.app.security.UserService;

/**
 * Raises alarms and records who acknowledged them. A process has at most one open alarm of each kind: raising one
 * that is open does nothing, on any number of instances (the database's unique open kind per process decides).
 * Acknowledging is a conditional update, so of two acknowledgements of one alarm only the first counts.
 */
@ApplicationScoped
public class Alarms {
    /** The database constraint that allows one open alarm per kind and process (V18). */
    private static final String ONE_OPEN_PER_KIND = "uk_process_alarm_open";
    private static final int MAX_MESSAGE = 2000;

    private final UserService users;
    private final Clock clock;
    private final Event<AlarmsChanged> changed;
    private final Event<AlarmRaised> raised;

    Alarms(UserService users, Clock clock, Event<AlarmsChanged> changed, Event<AlarmRaised> raised) {
        this.users = users;
        this.clock = clock;
        this.changed = changed;
        this.raised = raised;
    }

    /**
     * Raises the alarm unless one of its kind is open for the process; returns it if raised. {@link AlarmRaised} is
     * heard after the commit, on this thread and on the one instance that raised it.
     */
    public Optional<AlarmView> raise(long processId, AlarmKind kind, String message) {
        try {
            return QuarkusTransaction.requiringNew().call(() -> {
                if (AlarmEntity.open(processId, kind)) {
                    return Optional.empty();
                }
                AlarmEntity alarm = new AlarmEntity();
                alarm.processId = processId;
                alarm.kind = kind;
                alarm.openKind = kind;
                alarm.raisedAt = Instant.now(clock);
                alarm.message = message.length() > MAX_MESSAGE ? message.substring(0, MAX_MESSAGE) : message;
                alarm.persist();
                AlarmEntity.flush(); // an alarm another instance raised meanwhile fails here, inside the try
                changed.fire(new AlarmsChanged(processId));
                AlarmView view = AlarmView.of(alarm);
                raised.fire(new AlarmRaised(view));
                return Optional.of(view);
            });
        } catch (RuntimeException e) {
            if (ConstraintViolations.violates(e, ONE_OPEN_PER_KIND)) {
                return Optional.empty();
            }
            throw e;
        }
    }

    /**
     * Records who acknowledged the alarm and why (optional). The user must hold the operator role at this moment.
     *
     * @throws NotFoundException if there is no such alarm
     * @throws ConflictException if it was acknowledged already
     */
    @Transactional
    public AlarmView acknowledge(long alarmId, String acknowledgedBy, String reason) {
        String by = acknowledgedBy.strip();
        if (!users.holds(by, Roles.OPERATOR)) {
            throw new ForbiddenException("'" + by + "' may not acknowledge alarms: no such user with the operator role");
        }
        FreeText.reasonProblem(reason).ifPresent(problem -> {
            throw new InvalidRequestException("Invalid acknowledgement", "reason", problem);
        });
        AlarmEntity alarm = AlarmEntity.findById(alarmId);
        if (alarm == null) {
            throw new NotFoundException("no alarm with id " + alarmId);
        }
        int updated = AlarmEntity.update("openKind = null, acknowledgedBy = ?1, acknowledgedAt = ?2,"
                + " acknowledgeReason = ?3 where id = ?4 and acknowledgedAt is null", by, Instant.now(clock),
                reason == null || reason.isBlank() ? null : reason.strip(), alarmId);
        if (updated == 0) {
            throw new ConflictException("alarm " + alarmId + " was acknowledged already");
        }
        AlarmEntity.getEntityManager().refresh(alarm);
        changed.fire(new AlarmsChanged(alarm.processId));
        return AlarmView.of(alarm);
    }

    /** When the process's latest alarm of the kind was raised, acknowledged or not. */
    public Optional<Instant> latestRaisedAt(long processId, AlarmKind kind) {
        return QuarkusTransaction.requiringNew().call(() -> AlarmEntity.<AlarmEntity>find(
                "processId = ?1 and kind = ?2", Sort.descending("raisedAt", "id"), processId, kind)
                .firstResultOptional().map(a -> a.raisedAt));
    }

    /** The process's alarms that no one has acknowledged yet, newest first. */
    public List<AlarmView> open(long processId) {
        return QuarkusTransaction.requiringNew().call(() -> AlarmEntity.<AlarmEntity>find(
                "processId = ?1 and openKind is not null", Sort.descending("raisedAt", "id"), processId).stream()
                .map(AlarmView::of).toList());
    }

    /** The process's alarms, newest first. */
    public List<AlarmView> forProcess(long processId, PageRequest page) {
        return QuarkusTransaction.requiringNew().call(() -> AlarmEntity.forProcess(processId, page).stream()
                .map(AlarmView::of).toList());
    }
}

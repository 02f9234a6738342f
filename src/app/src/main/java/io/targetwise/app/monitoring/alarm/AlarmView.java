package io.targetwise.app.monitoring.alarm;

import java.time.Instant;

/** An alarm as the API and the console show it; acknowledgedBy, acknowledgedAt and the reason are null while open. */
public record AlarmView(long id, long processId, AlarmKind kind, Instant raisedAt, String message,
        String acknowledgedBy, Instant acknowledgedAt, String acknowledgeReason) {

    static AlarmView of(AlarmEntity e) {
        return new AlarmView(e.id, e.processId, e.kind, e.raisedAt, e.message, e.acknowledgedBy, e.acknowledgedAt,
                e.acknowledgeReason);
    }

    public boolean open() {
        return acknowledgedAt == null;
    }
}

package io.targetwise.app.monitoring.alarm;

/** CDI event: an alarm of the process was raised or acknowledged; observed after commit by live views. */
public record AlarmsChanged(long processId) {
}

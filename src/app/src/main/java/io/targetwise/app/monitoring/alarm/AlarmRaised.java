package io.targetwise.app.monitoring.alarm;

/** An alarm was raised (not one found open already); fired in the transaction that stored it. */
public record AlarmRaised(AlarmView alarm) {
}

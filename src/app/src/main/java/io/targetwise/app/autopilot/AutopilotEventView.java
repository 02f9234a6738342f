package io.targetwise.app.autopilot;

import java.time.Instant;

/** An entry of an autopilot's audit trail: who (a user, or the autopilot itself) did what, and why. */
public record AutopilotEventView(long id, long processId, Instant at, String actor, AutopilotAction action,
        Long proposalId, String detail) {
}

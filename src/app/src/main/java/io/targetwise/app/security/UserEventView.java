package io.targetwise.app.security;

import java.time.Instant;

/** One entry of the users' audit trail: {@code actor} did {@code action} to {@code username}. */
public record UserEventView(long id, Instant happenedAt, String actor, UserAction action, String username,
        String detail) {
}

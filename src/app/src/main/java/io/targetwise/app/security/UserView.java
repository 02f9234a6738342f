package io.targetwise.app.security;

import java.time.Instant;

/** A user as the console shows it; never the password hash. */
public record UserView(String username, Role role, Instant createdAt) {
}

package io.targetwise.app.security;

import java.time.Instant;

/**
 * A user as the console and the users API show them; never the password hash.
 *
 * @param lastSignInAt the last sign-in with a password or through the identity provider, to the minute (an API
 *     client's HTTP Basic requests each sign in); null when never
 */
public record UserView(String username, Role role, Instant createdAt, boolean disabled, SignInSource source,
        Instant lastSignInAt) {
}

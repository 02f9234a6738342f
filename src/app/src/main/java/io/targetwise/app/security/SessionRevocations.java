package io.targetwise.app.security;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Signing out revokes the session cookie on the server, in the shared database, so that a copy of it (or the same
 * browser through another instance) is refused until it expires. A session's cookie is issued once and never
 * renewed (quarkus.http.auth.form.new-cookie-interval equals the timeout), so one revoked value ends the session.
 */
@ApplicationScoped
class SessionRevocations {
    private final Clock clock;
    private final Duration sessionTimeout;

    SessionRevocations(Clock clock, @ConfigProperty(name = "quarkus.http.auth.form.timeout") Duration sessionTimeout) {
        this.clock = clock;
        this.sessionTimeout = sessionTimeout;
    }

    /** Refuses this cookie from now on; forgets revocations whose cookies have expired by themselves. */
    @Transactional
    void revoke(String cookie) {
        Instant now = Instant.now(clock);
        RevokedSession.delete("expiresAt < ?1", now);
        String hash = hash(cookie);
        if (RevokedSession.findById(hash) == null) {
            RevokedSession revoked = new RevokedSession();
            revoked.cookieHash = hash;
            revoked.expiresAt = now.plus(sessionTimeout); // no cookie issued before now outlives this
            revoked.persist();
        }
    }

    @Transactional
    boolean isRevoked(String cookie) {
        return RevokedSession.findById(hash(cookie)) != null;
    }

    private static String hash(String cookie) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(cookie.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}

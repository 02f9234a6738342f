package io.targetwise.app.security;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Signing out revokes the session on the server, in the shared database, so that a copy of its cookie (or the same
 * browser through another instance) is refused until it expires. A session's cookie is issued once and never
 * renewed (quarkus.http.auth.form.new-cookie-interval equals the timeout), so one revoked session id ends the session,
 * whichever spelling of the cookie comes back ({@link SessionCookies}).
 */
@ApplicationScoped
class SessionRevocations {
    private final Clock clock;
    private final Duration sessionTimeout;

    SessionRevocations(Clock clock, @ConfigProperty(name = "quarkus.http.auth.form.timeout") Duration sessionTimeout) {
        this.clock = clock;
        this.sessionTimeout = sessionTimeout;
    }

    /** Refuses this session from now on; forgets revocations whose sessions have expired by themselves. */
    @Transactional
    void revoke(SessionCookies.Session session) {
        Instant now = Instant.now(clock);
        RevokedSession.delete("expiresAt < ?1", now);
        String hash = session.id();
        if (RevokedSession.findById(hash) == null) {
            RevokedSession revoked = new RevokedSession();
            revoked.cookieHash = hash;
            revoked.expiresAt = now.plus(sessionTimeout); // no cookie issued before now outlives this
            revoked.persist();
        }
    }

    @Transactional
    boolean isRevoked(SessionCookies.Session session) {
        return RevokedSession.findById(session.id()) != null;
    }
}

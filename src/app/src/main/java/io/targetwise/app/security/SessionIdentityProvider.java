package io.targetwise.app.security;

import java.time.temporal.ChronoUnit;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.TrustedAuthenticationRequest;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.smallrye.mutiny.Uni;
import io.vertx.core.http.Cookie;
import io.vertx.ext.web.RoutingContext;

/**
 * Restores the identity of a signed-in browser from the form session cookie, which carries only the username and its
 * expiry: a signed-out (revoked) session is refused, so is a session signed in before the user of that name was
 * created (a user removed and created again does not inherit the old one's sessions), and the user is read afresh,
 * so a changed role, a disabled or a removed user takes effect on the next request.
 */
@ApplicationScoped
class SessionIdentityProvider implements IdentityProvider<TrustedAuthenticationRequest> {
    private final UserService users;
    private final SessionRevocations revocations;
    private final SessionCookies cookies;
    private final String cookieName;

    SessionIdentityProvider(UserService users, SessionRevocations revocations, SessionCookies cookies,
            @ConfigProperty(name = "quarkus.http.auth.form.cookie-name") String cookieName) {
        this.users = users;
        this.revocations = revocations;
        this.cookies = cookies;
        this.cookieName = cookieName;
    }

    @Override
    public Class<TrustedAuthenticationRequest> getRequestType() {
        return TrustedAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(TrustedAuthenticationRequest request, AuthenticationRequestContext context) {
        RoutingContext http = HttpSecurityUtils.getRoutingContextAttribute(request);
        Cookie cookie = http == null ? null : http.request().getCookie(cookieName);
        return context.runBlocking(() -> {
            SessionCookies.Session session = Optional.ofNullable(cookie).flatMap(c -> cookies.read(c.getValue()))
                    .filter(s -> s.username().equals(request.getPrincipal()))
                    .orElseThrow(() -> new AuthenticationFailedException("no session cookie"));
            if (revocations.isRevoked(session)) {
                throw new AuthenticationFailedException("the session was signed out");
            }
            return users.find(session.username())
                    .filter(user -> !user.disabled())
                    .filter(user -> !user.createdAt().truncatedTo(ChronoUnit.MILLIS).isAfter(session.issuedAt()))
                    .map(DatabaseIdentityProvider::identity).orElseThrow(AuthenticationFailedException::new);
        });
    }
}

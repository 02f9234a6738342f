package io.targetwise.app.security;

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
 * Restores the identity of a signed-in browser from the form session cookie, which carries only the username: a
 * signed-out (revoked) cookie is refused, and the role is read afresh, so a changed role or a removed user takes
 * effect on the next request.
 */
@ApplicationScoped
class SessionIdentityProvider implements IdentityProvider<TrustedAuthenticationRequest> {
    private final UserService users;
    private final SessionRevocations revocations;
    private final String cookieName;

    SessionIdentityProvider(UserService users, SessionRevocations revocations,
            @ConfigProperty(name = "quarkus.http.auth.form.cookie-name") String cookieName) {
        this.users = users;
        this.revocations = revocations;
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
            if (cookie == null || revocations.isRevoked(cookie.getValue())) {
                throw new AuthenticationFailedException("the session was signed out");
            }
            return users.find(request.getPrincipal()).map(DatabaseIdentityProvider::identity)
                    .orElseThrow(AuthenticationFailedException::new);
        });
    }
}

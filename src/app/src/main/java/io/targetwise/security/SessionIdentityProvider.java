package io.targetwise.security;

import jakarta.enterprise.context.ApplicationScoped;

import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.TrustedAuthenticationRequest;
import io.smallrye.mutiny.Uni;

/**
 * Restores the identity of a signed-in browser from the form session cookie, which carries only the username: the
 * role is read afresh, so a changed role or a removed user takes effect on the next request.
 */
@ApplicationScoped
class SessionIdentityProvider implements IdentityProvider<TrustedAuthenticationRequest> {
    private final UserService users;

    SessionIdentityProvider(UserService users) {
        this.users = users;
    }

    @Override
    public Class<TrustedAuthenticationRequest> getRequestType() {
        return TrustedAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(TrustedAuthenticationRequest request, AuthenticationRequestContext context) {
        return context.runBlocking(() -> users.find(request.getPrincipal())
                .map(DatabaseIdentityProvider::identity)
                .orElseThrow(AuthenticationFailedException::new));
    }
}

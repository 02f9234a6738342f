package io.targetwise.app.security;

import jakarta.enterprise.context.ApplicationScoped;

import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.UsernamePasswordAuthenticationRequest;
import io.quarkus.security.runtime.QuarkusPrincipal;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.smallrye.mutiny.Uni;

/** Checks a username and password (form sign-in or HTTP Basic) against the users table. */
@ApplicationScoped
class DatabaseIdentityProvider implements IdentityProvider<UsernamePasswordAuthenticationRequest> {
    private final UserService users;

    DatabaseIdentityProvider(UserService users) {
        this.users = users;
    }

    @Override
    public Class<UsernamePasswordAuthenticationRequest> getRequestType() {
        return UsernamePasswordAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(UsernamePasswordAuthenticationRequest request,
            AuthenticationRequestContext context) {
        String password = new String(request.getPassword().getPassword());
        return context.runBlocking(() -> users.authenticate(request.getUsername(), password)
                .map(DatabaseIdentityProvider::identity)
                .orElseThrow(AuthenticationFailedException::new));
    }

    static SecurityIdentity identity(UserView user) {
        return QuarkusSecurityIdentity.builder().setPrincipal(new QuarkusPrincipal(user.username()))
                .addRoles(user.role().granted()).build();
    }
}

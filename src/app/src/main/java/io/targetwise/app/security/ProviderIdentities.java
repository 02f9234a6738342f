package io.targetwise.app.security;

import java.util.Map;
import java.util.Optional;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.jwt.JsonWebToken;

import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.SecurityIdentityAugmentor;
import io.quarkus.security.runtime.QuarkusPrincipal;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.smallrye.mutiny.Uni;

/**
 * Turns an identity the plant's OpenID Connect provider vouched for (a bearer token, or the console's sign-in there)
 * into one of this application's users: the role is the highest level whose provider role the token carries
 * ({@code targetwise.oidc.roles.*}), and the user is kept in the users table ({@link UserService#signedInAtProvider})
 * so that they appear in the users list with their last sign-in, can be disabled here, and act under their name in
 * the audit trails. A token carrying none of the mapped roles is refused, as is a name that is a password user's here.
 */
@ApplicationScoped
class ProviderIdentities implements SecurityIdentityAugmentor {
    private final UserService users;
    private final Map<Role, String> providerRoles;

    ProviderIdentities(UserService users,
            @ConfigProperty(name = "targetwise.oidc.roles.operator") String operator,
            @ConfigProperty(name = "targetwise.oidc.roles.engineer") String engineer,
            @ConfigProperty(name = "targetwise.oidc.roles.admin") String admin) {
        this.users = users;
        this.providerRoles = Map.of(Role.OPERATOR, operator, Role.ENGINEER, engineer, Role.ADMIN, admin);
    }

    @Override
    public Uni<SecurityIdentity> augment(SecurityIdentity identity, AuthenticationRequestContext context) {
        if (identity.isAnonymous() || !(identity.getPrincipal() instanceof JsonWebToken)) {
            return Uni.createFrom().item(identity);
        }
        Role role = level(identity.getRoles()).orElseThrow(() -> new AuthenticationFailedException("the provider's"
                + " token carries none of the roles mapped in targetwise.oidc.roles.*"));
        String username = identity.getPrincipal().getName();
        return context.runBlocking(() -> {
            UserView user = users.signedInAtProvider(username, role);
            return QuarkusSecurityIdentity.builder().setPrincipal(new QuarkusPrincipal(user.username()))
                    .addRoles(user.role().granted()).addCredentials(identity.getCredentials())
                    .addAttributes(identity.getAttributes()).build();
        });
    }

    /** The highest level whose provider role is among {@code tokenRoles}. */
    Optional<Role> level(Set<String> tokenRoles) {
        for (Role role : new Role[] {Role.ADMIN, Role.ENGINEER, Role.OPERATOR}) {
            if (tokenRoles.contains(providerRoles.get(role))) {
                return Optional.of(role);
            }
        }
        return Optional.empty();
    }
}

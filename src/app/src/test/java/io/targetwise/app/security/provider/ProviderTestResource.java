package io.targetwise.app.security.provider;

import java.util.Map;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * Starts the plant's identity provider (Keycloak) with the "plant" realm and points the application at it: the realm
 * maps its roles operator, engineer and admin to the application's, and has users for every case the tests try: one
 * with two mapped roles (the higher counts), one with none, one under a password user's name.
 */
public class ProviderTestResource implements QuarkusTestResourceLifecycleManager {
    static final String REALM = "plant";
    static final String CLIENT_SECRET = "plant-client-secret";
    static final String PASSWORD = "provider-password";
    static volatile String issuer;
    private static volatile KeycloakServer server;

    @Override
    public Map<String, String> start() {
        server = KeycloakServer.start(REALM, """
                {"realm": "plant", "enabled": true, "sslRequired": "none",
                 "roles": {"realm": [{"name": "operator"}, {"name": "engineer"}, {"name": "admin"},
                                     {"name": "visitor"}]},
                 "clients": [{"clientId": "targetwise", "enabled": true, "publicClient": false,
                              "secret": "%s", "redirectUris": ["*"], "standardFlowEnabled": true,
                              "directAccessGrantsEnabled": true}],
                 "users": [%s, %s, %s, %s]}""".formatted(CLIENT_SECRET,
                user("pia.provider", "operator", "engineer"), user("olaf.oidc", "operator"), user("nora.visitor", "visitor"),
                user("ada.admin", "admin")));
        issuer = server.issuer();
        return Map.of("targetwise.oidc.enabled", "true", "targetwise.oidc.issuer", issuer,
                "targetwise.oidc.client-secret", CLIENT_SECRET);
    }

    /** A user with the password {@link #PASSWORD} and these realm roles. */
    private static String user(String name, String... roles) {
        return """
                {"username": "%s", "enabled": true, "email": "%s@plant.test", "emailVerified": true,
                 "firstName": "%s", "lastName": "Test", "credentials": [{"type": "password", "value": "%s"}],
                 "realmRoles": [%s]}""".formatted(name, name, name, PASSWORD,
                java.util.Arrays.stream(roles).map(r -> '"' + r + '"').collect(java.util.stream.Collectors.joining(", ")));
    }

    /** Waits until the provider, started beside the application, serves its realm. */
    static void awaitProvider() throws java.io.IOException {
        server.awaitRealm();
    }

    @Override
    public void stop() {
        if (server != null) {
            server.close();
        }
    }
}

package io.targetwise.security;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import io.quarkus.runtime.StartupEvent;

/**
 * Creates the first administrator from configuration when no administrator exists, so a new installation can be
 * signed in to; afterwards users are managed in the console and the configured password no longer matters.
 */
@ApplicationScoped
class FirstAdministrator {
    private static final Logger LOG = Logger.getLogger(FirstAdministrator.class);

    private final UserService users;
    private final String username;
    private final String password;

    FirstAdministrator(UserService users, @ConfigProperty(name = "targetwise.admin.username") String username,
            @ConfigProperty(name = "targetwise.admin.password") String password) {
        this.users = users;
        this.username = username;
        this.password = password;
    }

    void onStart(@Observes StartupEvent event) {
        if (!users.hasAdministrator()) {
            users.create(new NewUser(username, password, Role.ADMIN));
            LOG.infof("Created the first administrator '%s' from targetwise.admin.*", username);
        }
    }
}

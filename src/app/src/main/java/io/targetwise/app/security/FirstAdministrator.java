package io.targetwise.app.security;

import java.net.InetAddress;
import java.net.UnknownHostException;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import io.quarkus.runtime.StartupEvent;

/**
 * Creates the first administrator from configuration when no administrator exists, so a new installation can be
 * signed in to; afterwards users are managed in the console and the configured password no longer matters. The
 * development password is published in the README: the application refuses to listen beyond loopback while the
 * administrator still has it.
 */
@ApplicationScoped
class FirstAdministrator {
    private static final Logger LOG = Logger.getLogger(FirstAdministrator.class);
    static final String DEVELOPMENT_PASSWORD = "targetwise-dev";

    private static final String PASSWORD = "targetwise.admin.password";

    private final UserService users;
    private final Config config;
    private final String username;
    private final String httpHost;

    /**
     * The password is read at start, not injected: a production start without TARGETWISE_ADMIN_PASSWORD must be
     * refused by ProductionSettings together with every other missing setting, not alone by an injection point that
     * cannot expand it.
     */
    FirstAdministrator(UserService users, Config config,
            @ConfigProperty(name = "targetwise.admin.username") String username,
            @ConfigProperty(name = "quarkus.http.host") String httpHost) {
        this.users = users;
        this.config = config;
        this.username = username;
        this.httpHost = httpHost;
    }

    void onStart(@Observes StartupEvent event) {
        if (!users.hasAdministrator()) {
            users.create(new NewUser(username, config.getValue(PASSWORD, String.class), Role.ADMIN),
                    UserService.FIRST_START);
            LOG.infof("Created the first administrator '%s' from targetwise.admin.*", username);
        }
        if (!loopbackOnly(httpHost) && users.authenticate(username, DEVELOPMENT_PASSWORD).isPresent()) {
            throw new IllegalStateException("targetwise.admin.password: the administrator '" + username + "' has the"
                    + " published development password and quarkus.http.host=" + httpHost + " listens beyond loopback;"
                    + " set targetwise.admin.password (TARGETWISE_ADMIN_PASSWORD) before the first start, or listen on"
                    + " 127.0.0.1");
        }
    }

    private static boolean loopbackOnly(String host) {
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }
}

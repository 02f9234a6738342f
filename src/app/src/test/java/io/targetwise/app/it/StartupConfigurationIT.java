package io.targetwise.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.ConnectException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.Socket;
import java.net.SocketException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How the packaged application starts as people run it. The development profile (the README's embedded demo,
 * {@code java -Dquarkus.profile=dev -jar}) listens on loopback only, logs no session key, and refuses to listen on a
 * network interface while the administrator has the published development password. The production profile
 * refuses to start without the settings a real deployment must choose, or with weak ones, and names each.
 */
class StartupConfigurationIT {
    /** As openssl rand -base64 32 makes one: production refuses a predictable key. */
    private static final String SESSION_KEY = "ZkSPxthrWHiLY4z1PuI479AvGftFc/TWPm4nIeBDEtU=";

    @TempDir
    Path data;

    @Test
    void theDevelopmentProfileListensOnLoopbackOnlyAndLogsNoSessionKey() throws IOException {
        try (ApplicationInstance app = ApplicationInstance.of("dev-loopback", development(Map.of())).start()) {
            Optional<InetAddress> network = networkAddress();
            assumeTrue(network.isPresent(), "this machine has no network interface besides loopback");
            assertThatThrownBy(() -> new Socket().connect(new InetSocketAddress(network.get(), app.port()), 2000))
                    .as("connecting through %s", network.get()).isInstanceOf(ConnectException.class);
            assertThat(Files.readString(app.log())).doesNotContain("Encryption key was not specified");
        }
    }

    @Test
    void onANetworkInterfaceTheDevelopmentPasswordIsRefused() throws IOException {
        ApplicationInstance app = ApplicationInstance.of("dev-network", development(Map.of("quarkus.http.host", "0.0.0.0")));
        assertThatThrownBy(app::start).hasMessageContaining("exited");
        assertThat(Files.readString(app.log())).contains("targetwise.admin.password: the administrator 'admin' has the"
                + " published development password");
    }

    @Test
    void onANetworkInterfaceWithAChosenPasswordTheDevelopmentProfileStarts() {
        try (ApplicationInstance app = ApplicationInstance.of("dev-network-password", development(Map.of(
                "quarkus.http.host", "0.0.0.0", "targetwise.admin.password", "chosen-for-this-installation"))).start()) {
            assertThat(app.port()).isPositive(); // start() waited for readiness
        }
    }

    @Test
    void productionRefusesToStartWithoutASessionKeyAndNamesIt() throws IOException {
        Map<String, String> config = production();
        config.remove("TARGETWISE_SESSION_KEY");
        assertThat(refusedStart("prod-no-session-key", config)).contains("TARGETWISE_SESSION_KEY")
                .contains("quarkus.http.auth.session.encryption-key");
    }

    @Test
    void productionRefusesToStartWithoutADatabasePasswordAndNamesIt() throws IOException {
        Map<String, String> config = production();
        config.remove("DATABASE_PASSWORD");
        assertThat(refusedStart("prod-no-database-password", config)).contains("DATABASE_PASSWORD")
                .contains("quarkus.datasource.password");
    }

    /** docs/deployment.md promises each missing setting named: not only the first one an injection point meets. */
    @Test
    void productionNamesEveryMissingSettingAtOnce() throws IOException {
        Map<String, String> config = production();
        config.remove("TARGETWISE_SESSION_KEY");
        config.remove("DATABASE_PASSWORD");
        config.remove("TARGETWISE_ADMIN_PASSWORD");
        assertThat(refusedStart("prod-nothing-set", config)).contains("Production settings missing or invalid")
                .contains("set DATABASE_PASSWORD").contains("set TARGETWISE_ADMIN_PASSWORD")
                .contains("set TARGETWISE_SESSION_KEY");
    }

    @Test
    void productionRefusesAPredictableSessionKeyOrACommonAdministratorPassword() throws IOException {
        Map<String, String> config = production();
        config.put("TARGETWISE_SESSION_KEY", "a".repeat(32));
        config.put("TARGETWISE_ADMIN_PASSWORD", "password");
        assertThat(refusedStart("prod-weak-settings", config))
                .contains("quarkus.http.auth.session.encryption-key (TARGETWISE_SESSION_KEY) is too predictable")
                .contains("targetwise.admin.password (TARGETWISE_ADMIN_PASSWORD) must have at least 12 characters");
    }

    @Test
    void productionRefusesAShortSessionKeyAndNamesIt() throws IOException {
        Map<String, String> config = production();
        config.put("TARGETWISE_SESSION_KEY", "too-short");
        assertThat(refusedStart("prod-short-session-key", config)).contains("quarkus.http.auth.session.encryption-key");
    }

    /** The README's embedded demo, with its own ports and data so that runs never share them. */
    private Map<String, String> development(Map<String, String> overrides) {
        Map<String, String> config = new HashMap<>(Map.of(
                "quarkus.profile", "dev",
                "quarkus.datasource.jdbc.url", "jdbc:h2:async:" + data.resolve("targetwise") + ";DB_CLOSE_ON_EXIT=FALSE",
                "targetwise.kafka.embedded.data-dir", data.resolve("kafka").toString(),
                "targetwise.kafka.embedded.port", Integer.toString(freePort()),
                "targetwise.kafka.embedded.controller-port", Integer.toString(freePort()),
                "targetwise.virtual-plant.enabled", "false"));
        config.putAll(overrides);
        return config;
    }

    /** Everything a production start needs, given as the environment variables docs/deployment.md names. */
    private static Map<String, String> production() {
        return new HashMap<>(Map.of(
                "quarkus.profile", "prod",
                "TARGETWISE_ADMIN_PASSWORD", "chosen-for-this-installation",
                "TARGETWISE_SESSION_KEY", SESSION_KEY,
                "DATABASE_PASSWORD", "chosen-too",
                "DATABASE_JDBC_URL", "jdbc:postgresql://127.0.0.1:" + freePort() + "/targetwise",
                "KAFKA_BOOTSTRAP_SERVERS", "127.0.0.1:" + freePort()));
    }

    private static String refusedStart(String name, Map<String, String> config) throws IOException {
        ApplicationInstance app = ApplicationInstance.ofPostgresBuild(name, config);
        assertThatThrownBy(app::start).hasMessageContaining("exited");
        return Files.readString(app.log());
    }

    private static Optional<InetAddress> networkAddress() throws SocketException {
        return NetworkInterface.networkInterfaces().filter(StartupConfigurationIT::isUp)
                .flatMap(NetworkInterface::inetAddresses)
                .filter(a -> a instanceof Inet4Address && !a.isLoopbackAddress()).findFirst();
    }

    private static boolean isUp(NetworkInterface network) {
        try {
            return network.isUp() && !network.isLoopback();
        } catch (SocketException e) {
            return false;
        }
    }

    private static int freePort() {
        try {
            return ApplicationInstance.freePort();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}

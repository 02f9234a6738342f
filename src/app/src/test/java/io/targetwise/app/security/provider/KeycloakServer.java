package io.targetwise.app.security.provider;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;

import io.targetwise.app.FreePorts;

/**
 * A real OpenID Connect provider for the tests: Keycloak's server distribution (unpacked by the build into
 * target/keycloak) run as a plain Java process on free loopback ports with an in-memory database, importing one realm.
 */
public final class KeycloakServer implements AutoCloseable {
    private static final Duration START_LIMIT = Duration.ofMinutes(3);

    private final Process process;
    private final int port;
    private final String realm;
    private final Path log;
    private volatile boolean ready;

    private KeycloakServer(Process process, int port, String realm, Path log) {
        this.process = process;
        this.port = port;
        this.realm = realm;
        this.log = log;
    }

    /**
     * Starts Keycloak with {@code realmJson} (whose "realm" is {@code realm}) imported, without waiting for it: the
     * application under test starts meanwhile (its OpenID Connect tenants connect at their first request), and the
     * tests wait with {@link #awaitRealm()}.
     */
    public static KeycloakServer start(String realm, String realmJson) {
        try {
            Path home = home();
            Path imports = Files.createDirectories(home.resolve("data").resolve("import"));
            Files.writeString(imports.resolve(realm + "-realm.json"), realmJson);
            int port = FreePorts.pick();
            int management = FreePorts.pick();
            ProcessBuilder builder = new ProcessBuilder(List.of("bash", home.resolve("bin/kc.sh").toString(),
                    "start-dev", "--http-port=" + port, "--http-management-port=" + management, "--db=dev-mem",
                    "--import-realm", "--cache=local"))
                    .redirectErrorStream(true).redirectOutput(home.resolve("server.log").toFile());
            // The build's own Java: Keycloak 26.4 runs on 17
            builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
            builder.environment().put("JAVA_OPTS_APPEND", "-Xms64m -Xmx512m");
            return new KeycloakServer(builder.start(), port, realm, home.resolve("server.log"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start Keycloak", e);
        }
    }

    private static Path home() throws IOException {
        try (var dirs = Files.list(Path.of("target", "keycloak"))) {
            return dirs.filter(d -> d.getFileName().toString().startsWith("keycloak-")).findFirst()
                    .orElseThrow(() -> new IllegalStateException("no Keycloak under target/keycloak: the build"
                            + " unpacks it in process-test-resources (maven-dependency-plugin)"));
        }
    }

    /** Waits until Keycloak serves the realm. */
    public void awaitRealm() throws IOException {
        if (ready) {
            return;
        }
        HttpClient http = HttpClient.newHttpClient();
        Instant deadline = Instant.now().plus(START_LIMIT);
        while (Instant.now().isBefore(deadline)) {
            if (!process.isAlive()) {
                throw new IllegalStateException("Keycloak exited at start: " + Files.readString(log));
            }
            try {
                HttpResponse<Void> response = http.send(HttpRequest.newBuilder(URI.create(issuer()
                        + "/.well-known/openid-configuration")).build(), HttpResponse.BodyHandlers.discarding());
                if (response.statusCode() == 200) {
                    ready = true;
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            sleep(250);
        }
        close();
        throw new IllegalStateException("Keycloak did not serve its realm within " + START_LIMIT);
    }

    /** The realm's issuer URL, what the application is configured with. */
    public String issuer() {
        return "http://127.0.0.1:" + port + "/realms/" + realm;
    }

    @Override
    public void close() {
        // kc.sh runs Keycloak's JVM as its child before it execs one: stop whichever is running
        process.descendants().forEach(ProcessHandle::destroy);
        process.destroy();
        try {
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}

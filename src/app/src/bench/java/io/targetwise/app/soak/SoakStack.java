package io.targetwise.app.soak;

import static io.restassured.RestAssured.given;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.targetwise.app.it.ApplicationInstance;
import io.targetwise.app.kafka.EmbeddedKafkaBroker;
import io.targetwise.app.postgres.PostgresServer;

/**
 * What the soak runs and breaks: two packaged instances ({@code a}, {@code b}; the PostgreSQL build, separate JVMs) on
 * one real broker and one real PostgreSQL server whose acknowledged commits are durable, as {@code docker/compose.yml}
 * runs them. Each fault is one method; each returns once the fault is over, and {@link #awaitReady} measures the
 * recovery.
 */
final class SoakStack implements AutoCloseable {
    /** Short, so that a killed lease holder's processes move to the survivor within the soak's proposal bound. */
    static final Duration LEASE = Duration.ofSeconds(20);

    private final PostgresServer postgres;
    private final int kafkaPort;
    private final int controllerPort;
    private final Path kafkaDir;
    private EmbeddedKafkaBroker broker;
    private final Map<String, ApplicationInstance> instances = new LinkedHashMap<>();

    private SoakStack(PostgresServer postgres, int kafkaPort, int controllerPort, Path kafkaDir) {
        this.postgres = postgres;
        this.kafkaPort = kafkaPort;
        this.controllerPort = controllerPort;
        this.kafkaDir = kafkaDir;
    }

    static SoakStack start(Path work) throws IOException {
        SoakStack stack = new SoakStack(PostgresServer.startWithDurableCommits(), ApplicationInstance.freePort(),
                ApplicationInstance.freePort(), work.resolve("kafka"));
        try {
            stack.startBroker();
            for (String id : List.of("a", "b")) { // one after the other: Flyway and the first administrator run once
                Map<String, String> config = new HashMap<>(Map.of("targetwise.instance-id", id,
                        "kafka.bootstrap.servers", stack.bootstrapServers(),
                        "quarkus.datasource.jdbc.url", stack.postgres.jdbcUrl(),
                        "quarkus.datasource.username", PostgresServer.USER, "quarkus.datasource.password", "",
                        "targetwise.campaign.lease-duration", LEASE.toSeconds() + "s"));
                stack.instances.put(id, ApplicationInstance.ofPostgresBuild("soak-" + id, config).start());
            }
        } catch (RuntimeException e) {
            stack.close();
            throw e;
        }
        return stack;
    }

    private void startBroker() {
        broker = EmbeddedKafkaBroker.start(kafkaPort, controllerPort, kafkaDir, 3);
    }

    String bootstrapServers() {
        return "127.0.0.1:" + kafkaPort;
    }

    ApplicationInstance instance(String id) {
        return instances.get(id);
    }

    List<String> ids() {
        return List.copyOf(instances.keySet());
    }

    /**
     * kill -9 of one instance, then, after {@code down}, a new JVM in its place; returns when that was started. The
     * start waits (up to 120 s) for readiness; one that does not come is left to {@link #awaitReady} to report.
     */
    Instant killAndRestart(String id, Duration down) throws InterruptedException {
        instances.get(id).kill();
        Thread.sleep(down.toMillis());
        Instant restarted = Instant.now();
        try {
            instances.get(id).start();
        } catch (RuntimeException notReady) {
            System.out.println("  instance " + id + " not ready after its restart: " + notReady.getMessage());
        }
        return restarted;
    }

    /** The broker shut down and, after {@code down}, started again on its ports and log directory; returns then. */
    Instant restartBroker(Duration down) throws InterruptedException {
        broker.close();
        Thread.sleep(down.toMillis());
        startBroker();
        return Instant.now();
    }

    /** PostgreSQL stopped abruptly (every session cut) for {@code down}, then started again; returns then. */
    Instant postgresOutage(Duration down) throws InterruptedException {
        postgres.stopAbruptly();
        Thread.sleep(down.toMillis());
        postgres.startAgain();
        return Instant.now();
    }

    boolean ready(String id) {
        try {
            return given().port(instances.get(id).port()).when().get("/q/health/ready").statusCode() == 200;
        } catch (Exception notListening) { // RestAssured throws ConnectException unchecked
            return false;
        }
    }

    /** Waits until every instance reports ready; returns when that was, or empty if not within {@code limit}. */
    java.util.Optional<Instant> awaitReady(Duration limit) throws InterruptedException {
        Instant start = Instant.now();
        while (Duration.between(start, Instant.now()).compareTo(limit) < 0) {
            if (instances.keySet().stream().allMatch(this::ready)) {
                return java.util.Optional.of(Instant.now());
            }
            Thread.sleep(250);
        }
        return java.util.Optional.empty();
    }

    /** Rows of a query on the shared database, each as its columns' values; timestamps as instants. */
    List<List<Object>> query(String sql, Object... parameters) throws SQLException {
        return postgres.query(sql, parameters);
    }

    List<Path> logs() {
        return instances.values().stream().map(ApplicationInstance::log).toList();
    }

    @Override
    public void close() {
        instances.values().forEach(ApplicationInstance::close);
        if (broker != null) {
            broker.close();
        }
        postgres.close();
        try (var files = Files.walk(kafkaDir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // a temporary directory: the system cleans it at the latest
        }
    }
}

package io.targetwise.app.it;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import io.targetwise.app.ingest.KafkaTestClient;
import io.targetwise.app.kafka.EmbeddedKafkaBroker;
import io.targetwise.app.postgres.PostgresServer;

/**
 * Two packaged instances, {@code a} and {@code b} (separate JVMs, the PostgreSQL build), on one broker and one real
 * PostgreSQL server, as {@code docker/compose.yml} runs them; with the plant's Kafka producer and a look into the
 * shared database for what the API does not show (the lease row). The broker can be restarted on its ports and log
 * directory, and the database stopped abruptly and started again, for a run that stages those faults.
 */
final class TwoInstances implements AutoCloseable {
    private final PostgresServer postgres;
    private final int kafkaPort;
    private final int controllerPort;
    private final Path kafkaDir;
    private final int partitions;
    private EmbeddedKafkaBroker broker;
    private final Map<String, ApplicationInstance> instances = new LinkedHashMap<>();
    private final KafkaTestClient kafka;

    private TwoInstances(PostgresServer postgres, int kafkaPort, int controllerPort, Path kafkaDir, int partitions) {
        this.postgres = postgres;
        this.kafkaPort = kafkaPort;
        this.controllerPort = controllerPort;
        this.kafkaDir = kafkaDir;
        this.partitions = partitions;
        this.broker = EmbeddedKafkaBroker.start(kafkaPort, controllerPort, kafkaDir, partitions);
        this.kafka = new KafkaTestClient(broker.bootstrapServers());
    }

    /** @param config system properties for both instances besides the database, broker and instance id */
    static TwoInstances start(String name, int partitions, Map<String, String> config) throws Exception {
        return start(name, partitions, config, PostgresServer.start());
    }

    /**
     * As {@link #start}, on a server whose acknowledged commits survive {@link #databaseOutage}, as a production server's
     * do: the fast test server loses the last few hundred milliseconds of acknowledged commits when it is stopped abruptly.
     */
    static TwoInstances startWithDurableCommits(String name, int partitions, Map<String, String> config)
            throws Exception {
        return start(name, partitions, config, PostgresServer.startWithDurableCommits());
    }

    private static TwoInstances start(String name, int partitions, Map<String, String> config, PostgresServer postgres)
            throws Exception {
        TwoInstances both;
        try {
            both = new TwoInstances(postgres, ApplicationInstance.freePort(), ApplicationInstance.freePort(),
                    Files.createTempDirectory("targetwise-" + name).resolve("kafka"), partitions);
        } catch (RuntimeException e) {
            postgres.close();
            throw e;
        }
        try {
            for (String id : List.of("a", "b")) { // one after the other: Flyway and the first administrator run once
                Map<String, String> all = new HashMap<>(config);
                all.putAll(Map.of("targetwise.instance-id", id, "kafka.bootstrap.servers", both.bootstrapServers(),
                        "quarkus.datasource.jdbc.url", postgres.jdbcUrl(),
                        "quarkus.datasource.username", PostgresServer.USER, "quarkus.datasource.password", ""));
                both.instances.put(id, ApplicationInstance.ofPostgresBuild(name + "-" + id, all).start());
            }
            // Both members hold their share of the measurements partitions before a test asks who consumes what
            both.kafka.awaitStableGroup("targetwise", 2, partitions);
        } catch (RuntimeException e) {
            both.close();
            throw e;
        }
        return both;
    }

    ApplicationInstance instance(String id) {
        return instances.get(id);
    }

    KafkaTestClient kafka() {
        return kafka;
    }

    String bootstrapServers() {
        return broker.bootstrapServers();
    }

    /** Sends one GOOD reading of a one-variable process ({@code x}, output unit V); returns its event id. */
    String sendReading(long processId, double x, double output) {
        String eventId = UUID.randomUUID().toString();
        kafka.send("targetwise.measurements", Long.toString(processId), """
                {"eventId": "%s", "sourceTime": "%s", "setpoints": {"x": %s}, "output": %s, "unit": "V",
                 "quality": "GOOD"}""".formatted(eventId, Instant.now(), x, output));
        return eventId;
    }

    /** A counter of an instance's Prometheus metrics (summed over its tags), 0 while it has no value. */
    double metric(String instance, String name) {
        String text = instances.get(instance).api().get("/q/metrics").then().statusCode(200).extract().asString();
        return text.lines().filter(l -> l.startsWith(name + " ") || l.startsWith(name + "{"))
                .mapToDouble(l -> Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1))).sum();
    }

    /** The broker shut down and, after {@code down}, started again on its ports and log directory. */
    void restartBroker(Duration down) throws InterruptedException {
        broker.close();
        Thread.sleep(down.toMillis());
        broker = EmbeddedKafkaBroker.start(kafkaPort, controllerPort, kafkaDir, partitions);
    }

    /** PostgreSQL stopped abruptly (every session cut, {@code pg_ctl stop -m immediate}) for {@code down}, then started again. */
    void databaseOutage(Duration down) throws InterruptedException {
        postgres.stopAbruptly();
        Thread.sleep(down.toMillis());
        postgres.startAgain();
    }

    /** The instances' log files. */
    List<Path> logs() {
        return instances.values().stream().map(ApplicationInstance::log).toList();
    }

    /** Rows of a query on the shared database, each as its columns' values. */
    List<List<Object>> query(String sql, Object... parameters) throws SQLException {
        return postgres.query(sql, parameters);
    }

    @Override
    public void close() {
        kafka.close();
        instances.values().forEach(ApplicationInstance::close);
        broker.close();
        postgres.close();
    }
}

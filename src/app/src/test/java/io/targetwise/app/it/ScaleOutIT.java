package io.targetwise.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.restassured.path.json.JsonPath;
import io.targetwise.app.ingest.KafkaTestClient;
import io.targetwise.app.kafka.EmbeddedKafkaBroker;
import io.targetwise.app.postgres.PostgresServer;

/**
 * Two application instances (separate JVMs) on one broker with a six-partition topic and one real PostgreSQL:
 * every measurement is stored exactly once, each process's proposals come from one instance at a time, and when
 * an instance stops its processes move to the other without losing a measurement.
 */
class ScaleOutIT {
    private static final int PROCESSES = 4;
    private static final int REPLICATES = 2;

    private Path workDir;
    private PostgresServer postgres;
    private EmbeddedKafkaBroker broker;
    private final Map<String, ApplicationInstance> instances = new HashMap<>();
    private KafkaTestClient kafka;
    private final List<Long> processIds = new ArrayList<>();
    private final Random noise = new Random(11);
    private int produced;

    @BeforeEach
    void setUp() throws Exception {
        workDir = Files.createTempDirectory("targetwise-scale");
        postgres = PostgresServer.start();
        broker = EmbeddedKafkaBroker.start(ApplicationInstance.freePort(), ApplicationInstance.freePort(),
                workDir.resolve("kafka"), 6);
        for (String id : List.of("a", "b")) { // one after the other: Flyway and the demo seed run once
            instances.put(id, ApplicationInstance.ofPostgresBuild("scale-" + id, Map.of(
                    "targetwise.instance-id", id,
                    "kafka.bootstrap.servers", broker.bootstrapServers(),
                    "quarkus.datasource.jdbc.url", postgres.jdbcUrl(),
                    "quarkus.datasource.username", PostgresServer.USER,
                    "quarkus.datasource.password", "",
                    "targetwise.campaign.quiet-period", "1h", "targetwise.campaign.max-quiet-wait", "1h")).start());
        }
        kafka = new KafkaTestClient(broker.bootstrapServers());
        for (int p = 0; p < PROCESSES; p++) {
            processIds.add(instances.get("a").api().contentType("application/json").body("""
                    {"name": "Line %d %s", "designVariables": [{"name": "x", "unit": "rad", "lowerBound": -1.5,
                      "upperBound": 1.5, "resolution": 0.01}], "output": {"name": "y", "unit": "V"},
                     "target": 0, "lowerSpecLimit": -0.2, "upperSpecLimit": 0.2, "replicates": %d}"""
                    .formatted(p, UUID.randomUUID(), REPLICATES))
                    .post("/api/processes").then().statusCode(201).extract().jsonPath().getLong("id"));
        }
    }

    @AfterEach
    void tearDown() {
        if (kafka != null) {
            kafka.close();
        }
        instances.values().forEach(ApplicationInstance::close);
        if (broker != null) {
            broker.close();
        }
        if (postgres != null) {
            postgres.close();
        }
    }

    /** Completes one setpoint (all its replicates) for every process. */
    private void runSetpointEverywhere(double x) {
        for (long processId : processIds) {
            for (int r = 0; r < REPLICATES; r++) {
                kafka.send("targetwise.measurements", Long.toString(processId), """
                        {"eventId": "%s", "sourceTime": "%s", "setpoints": {"x": %s}, "output": %s, "unit": "V",
                         "quality": "GOOD"}""".formatted(UUID.randomUUID(), Instant.now(), x,
                        Math.sin(x) + 0.05 * noise.nextGaussian()));
                produced++;
            }
        }
    }

    private long storedVia(String instance) {
        long total = 0;
        for (long processId : processIds) {
            total += instances.get(instance).api().queryParam("size", 1)
                    .get("/api/processes/{id}/measurements", processId).then().statusCode(200)
                    .extract().jsonPath().getLong("total");
        }
        return total;
    }

    private JsonPath proposals(String instance, long processId) {
        return instances.get(instance).api().get("/api/processes/{id}/proposals", processId).then().statusCode(200)
                .extract().jsonPath();
    }

    private Set<String> proposers(String instance, long processId) {
        return new HashSet<>(proposals(instance, processId).getList("createdBy", String.class));
    }

    @Test
    void processesAreModelledOnceAndMoveToTheSurvivorWhenAnInstanceStops() {
        runSetpointEverywhere(-1.2);
        runSetpointEverywhere(1.1);
        runSetpointEverywhere(0.5);
        await().atMost(Duration.ofSeconds(120)).until(() -> storedVia("b") == produced);
        await().atMost(Duration.ofSeconds(180)).until(() ->
                processIds.stream().allMatch(id -> !proposals("b", id).getList("id").isEmpty()));

        Map<Long, String> owner = new HashMap<>();
        for (long id : processIds) {
            Set<String> by = proposers("a", id);
            assertThat(by).as("proposals of process %d come from one instance", id).hasSize(1);
            owner.put(id, by.iterator().next());
        }

        Map<Long, Integer> proposalsBefore = new HashMap<>();
        processIds.forEach(id -> proposalsBefore.put(id, proposals("a", id).getList("id").size()));
        String stopped = owner.get(processIds.get(0));
        String survivor = stopped.equals("a") ? "b" : "a";
        instances.get(stopped).close(); // a clean stop: its consumer leaves the group, its partitions move

        runSetpointEverywhere(-0.3);
        runSetpointEverywhere(0.2);
        await().atMost(Duration.ofSeconds(120)).until(() -> storedVia(survivor) == produced);
        assertThat(storedVia(survivor)).isEqualTo(produced);
        await().atMost(Duration.ofSeconds(180)).until(() -> processIds.stream()
                .allMatch(id -> proposals(survivor, id).getList("id").size() > proposalsBefore.get(id)));
        for (long id : processIds) {
            JsonPath all = proposals(survivor, id);
            assertThat(all.getList("findAll { it.status == 'OPEN' }")).as("one open proposal for process %d", id).hasSize(1);
            assertThat(all.getString("[0].createdBy")).as("newest proposal of process %d", id).isEqualTo(survivor);
        }
    }
}

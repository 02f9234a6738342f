package io.targetwise.app.it;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.targetwise.app.ingest.KafkaTestClient;
import io.targetwise.app.kafka.EmbeddedKafkaBroker;
import io.targetwise.app.postgres.PostgresServer;

/**
 * The ingest heals by itself after a database outage: the PostgreSQL package reads a steady stream of readings, the
 * PostgreSQL server is stopped abruptly for about 20 s while the plant goes on producing, and then started again.
 * Readiness must report the measurement ingest DOWN while it waits and UP once the database is back, the same JVM
 * must go on storing (the connection pool must drop its broken connections by itself), and in the end every record
 * produced is stored exactly once.
 */
class IngestOutageIT {
    private static final Duration OUTAGE = Duration.ofSeconds(20);
    private static final Duration PRODUCER_PAUSE = Duration.ofMillis(25);

    private Path workDir;
    private PostgresServer postgres;
    private EmbeddedKafkaBroker broker;
    private ApplicationInstance app;
    private KafkaTestClient kafka;
    private long processId;

    @BeforeEach
    void setUp() throws Exception {
        workDir = Files.createTempDirectory("targetwise-outage");
        // Stopped abruptly below: its commits must be durable, or the crash itself would lose acknowledged rows
        postgres = PostgresServer.startWithDurableCommits();
        broker = EmbeddedKafkaBroker.start(ApplicationInstance.freePort(), ApplicationInstance.freePort(),
                workDir.resolve("kafka"), 3);
        app = ApplicationInstance.ofPostgresBuild("outage", Map.of(
                "kafka.bootstrap.servers", broker.bootstrapServers(),
                "quarkus.datasource.jdbc.url", postgres.jdbcUrl(),
                "quarkus.datasource.username", PostgresServer.USER,
                "quarkus.datasource.password", "",
                "targetwise.campaign.quiet-period", "1h", "targetwise.campaign.max-quiet-wait", "1h")).start();
        kafka = new KafkaTestClient(broker.bootstrapServers());
        processId = ApplicationInstance.demoProcessId(app.api());
    }

    @AfterEach
    void tearDown() {
        for (AutoCloseable resource : new AutoCloseable[] {kafka, app, broker, postgres}) {
            try {
                if (resource != null) {
                    resource.close();
                }
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** The plant: one reading every {@link #PRODUCER_PAUSE} until stopped, each acknowledged by the broker. */
    private final class Plant extends PlantProducer {
        final AtomicInteger produced = new AtomicInteger();

        @Override
        void send(int i) throws InterruptedException {
            kafka.send("targetwise.measurements", Long.toString(processId), """
                    {"eventId": "outage-%d", "sourceTime": "%s", "setpoints": {"press stroke": %s,
                     "press speed": 10, "billet diameter": 100, "billet height": 160,
                     "billet temperature": 1100}, "output": 139.5, "unit": "mm", "quality": "GOOD"}
                    """.formatted(i, Instant.now(), 20 + (i % 100) * 0.5));
            produced.incrementAndGet();
            Thread.sleep(PRODUCER_PAUSE.toMillis());
        }
    }

    /** Whether readiness lists the measurement ingest as DOWN (the whole probe is then 503). */
    private boolean ingestDown() {
        Response ready = given().port(app.port()).when().get("/q/health/ready");
        JsonPath body = ready.jsonPath();
        String ingest = body.getString("checks.find { it.name == 'measurement ingest' }.status");
        if ("DOWN".equals(ingest)) {
            assertThat(ready.statusCode()).isEqualTo(503);
            assertThat(ready.asString()).as("an open probe shows no exception text")
                    .doesNotContainIgnoringCase("exception").doesNotContain("failed").doesNotContain("fault");
            return true;
        }
        assertThat(ingest).isEqualTo("UP");
        return false;
    }

    private long stored() {
        return StoredMeasurements.total(app.api(), processId);
    }

    @Test
    void ingestWaitsOutADatabaseOutageAndStoresEveryRecordOnceWithoutARestart() throws Exception {
        long pid = app.pid();
        Plant plant = new Plant();
        plant.start();
        await().atMost(Duration.ofSeconds(60)).until(() -> stored() >= 100);
        assertThat(ingestDown()).isFalse();

        int producedBefore = plant.produced.get();
        Instant outageStart = Instant.now();
        postgres.stopAbruptly();
        // The next batch fails on the broken connections and the ingest holds it: readiness names the ingest
        await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(200)).until(this::ingestDown);
        Instant downSeen = Instant.now();
        Duration remaining = OUTAGE.minus(Duration.between(outageStart, Instant.now()));
        if (!remaining.isNegative()) {
            Thread.sleep(remaining.toMillis()); // the outage itself, not an assertion
        }
        assertThat(ingestDown()).as("still waiting at the end of the outage").isTrue();
        int producedDuringOutage = plant.produced.get() - producedBefore;
        postgres.startAgain();
        Instant outageEnd = Instant.now();

        // No restart: the same JVM notices the database is back and goes on
        await().atMost(Duration.ofSeconds(60)).pollInterval(Duration.ofMillis(200)).until(() -> !ingestDown());
        Instant upSeen = Instant.now();
        given().port(app.port()).when().get("/q/health/ready").then().statusCode(200);
        long storedAtRecovery = stored();
        await().atMost(Duration.ofSeconds(30)).until(() -> stored() > storedAtRecovery);

        Thread.sleep(3000); // the plant goes on a little after the recovery, not an assertion
        plant.finish();
        int produced = plant.produced.get();
        try {
            await().atMost(Duration.ofSeconds(90)).until(() -> stored() >= produced);
        } catch (org.awaitility.core.ConditionTimeoutException e) {
            String metrics = app.api().get("/q/metrics").then().extract().asString();
            Set<String> missing = IntStream.range(0, produced).mapToObj(i -> "outage-" + i)
                    .collect(java.util.stream.Collectors.toCollection(java.util.TreeSet::new));
            StoredMeasurements.eventIds(app::api, processId).forEach(missing::remove);
            System.out.println("Not stored: produced=" + produced + " stored=" + stored() + " missing=" + missing + "\n"
                    + metrics.lines()
                    .filter(l -> l.startsWith("targetwise_measurements") || l.contains("records_consumed_total"))
                    .collect(java.util.stream.Collectors.joining("\n")));
            throw e;
        }

        List<String> ids = StoredMeasurements.eventIds(app::api, processId);
        long distinct = new HashSet<>(ids).size();
        System.out.printf("Database outage: produced %d (%d during the outage of %d s), stored %d rows, %d distinct,"
                + " %d duplicates; readiness named the ingest DOWN for %.1f s, from %.1f s after the stop until %.1f s"
                + " after the restart%n", produced, producedDuringOutage,
                Duration.between(outageStart, outageEnd).toSeconds(), ids.size(), distinct, ids.size() - distinct,
                Duration.between(downSeen, upSeen).toMillis() / 1000.0,
                Duration.between(outageStart, downSeen).toMillis() / 1000.0,
                Duration.between(outageEnd, upSeen).toMillis() / 1000.0);
        assertThat(producedDuringOutage).isPositive();
        assertThat(stored()).isEqualTo(produced);
        assertThat(ids).hasSize(produced).doesNotHaveDuplicates();
        assertThat(new HashSet<>(ids)).containsAll(IntStream.range(0, produced).mapToObj(i -> "outage-" + i).toList());
        assertThat(app.isRunning()).isTrue();
        assertThat(app.pid()).isEqualTo(pid);
    }
}

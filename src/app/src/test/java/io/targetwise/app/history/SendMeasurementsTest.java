package io.targetwise.app.history;

import static io.targetwise.app.TestUsers.asEngineer;
import static io.targetwise.app.TestUsers.asOperator;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import jakarta.inject.Inject;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.quarkus.test.junit.QuarkusTest;
import io.targetwise.app.ingest.KafkaTestClient;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;

/**
 * The send-measurements command, called in-process against the broker the test application started: what it puts
 * on the topic, that the application ingests it, and how it fails.
 */
@QuarkusTest
class SendMeasurementsTest {
    private static final String TOPIC = "targetwise.measurements";
    private static final String CSV = """
            sourceTime,pressure,speed,environment:humidity,output,batchId
            2026-11-01T08:00:00Z,4.0,150,40.5,2.01,B-1
            2026-11-01T08:01:00Z,4.5,150,,2.02,B-1
            2026-11-01T08:02:00Z,5.0,160,41,2.03,B-2
            """;

    @Inject
    ProcessService processes;

    @Inject
    ObjectMapper json;

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrapServers;

    @TempDir
    Path dir;

    ProcessDefinition process;
    final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @BeforeEach
    void setUp() {
        process = HistoryFixtures.pressAndSpeed(processes);
    }

    private int send(InputStream stdin, String... args) {
        return SendMeasurements.run(args, stdin, new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aFileIsSentAsPlantRecordsTheApplicationStoresAndTheRestImportThenFindsStored() throws IOException {
        Path file = Files.writeString(dir.resolve("history.csv"), CSV);

        int status = send(InputStream.nullInputStream(), "--process", process.id().toString(), "--bootstrap-servers",
                bootstrapServers, "--file", file.toString(), "--unit", "mm");

        assertThat(status).as(stderr()).isZero();
        assertThat(stderr()).contains("3/3 rows").contains("3 rows sent to " + TOPIC);
        String key = process.id().toString();
        try (KafkaTestClient kafka = new KafkaTestClient(bootstrapServers)) {
            List<ConsumerRecord<String, String>> ours = kafka.readUntil(TOPIC,
                    read -> read.stream().filter(r -> key.equals(r.key())).count() == 3)
                    .stream().filter(r -> key.equals(r.key())).toList();
            JsonNode first = json.readTree(ours.get(0).value());
            assertThat(first.get("eventId").asText()).startsWith("csv-");
            assertThat(first.get("processId").asLong()).isEqualTo(process.id());
            assertThat(first.get("sourceTime").asText()).isEqualTo("2026-11-01T08:00:00Z");
            assertThat(first.get("setpoints").get("pressure").asDouble()).isEqualTo(4.0);
            assertThat(first.get("environment").get("humidity").asDouble()).isEqualTo(40.5);
            assertThat(first.get("unit").asText()).isEqualTo("mm");
            assertThat(first.get("quality").asText()).isEqualTo("GOOD");
        }
        await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> asOperator()
                .when().get("/api/processes/{id}/measurements", process.id()).then().body("total", equalTo(3)));
        // One parser, one event id: the same history imported over REST is already there.
        asEngineer().contentType("text/csv").body(CSV)
                .when().post("/api/processes/{id}/measurements/import", process.id())
                .then().statusCode(200).body("stored", equalTo(0)).body("duplicates", equalTo(3));
    }

    @Test
    void stdinIsReadForTheFileNameDash() {
        int status = send(new ByteArrayInputStream(CSV.replace("batchId", "unit").replace("B-1", "mm")
                .replace("B-2", "mm").getBytes(StandardCharsets.UTF_8)),
                "--process", process.id().toString(), "--bootstrap-servers", bootstrapServers, "--file", "-");

        assertThat(status).as(stderr()).isZero();
        await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> asOperator()
                .when().get("/api/processes/{id}/measurements", process.id()).then().body("total", equalTo(3)));
    }

    @Test
    void unreadableRowsSendNothingAndSayWhere() {
        int status = send(new ByteArrayInputStream((CSV + "2026-11-01T08:03:00Z,4.0,150,40.5,thick,B-2\n")
                .getBytes(StandardCharsets.UTF_8)), "--process", process.id().toString(), "--bootstrap-servers",
                bootstrapServers, "--file", "-");

        assertThat(status).isEqualTo(2);
        assertThat(stderr()).contains("line 5: output is not a number: 'thick'")
                .contains("nothing sent, 1 row(s) cannot be read");
    }

    @Test
    void aBadHeaderOrMissingOptionIsAUsageError() {
        assertThat(send(new ByteArrayInputStream("pressure,output\n".getBytes(StandardCharsets.UTF_8)),
                "--process", "1", "--file", "-")).isEqualTo(2);
        assertThat(stderr()).contains("Invalid CSV header: sourceTime: column is missing");

        assertThat(send(new ByteArrayInputStream(CSV.getBytes(StandardCharsets.UTF_8)), "--process", "1", "--file", "-"))
                .isEqualTo(2);
        assertThat(stderr()).contains("line 2 has no unit: give --unit");

        assertThat(send(InputStream.nullInputStream(), "--proces", "1", "--file", "-")).isEqualTo(2);
        assertThat(stderr()).contains("unknown option '--proces'");

        assertThat(send(InputStream.nullInputStream(), "--file", "-")).isEqualTo(2);
        assertThat(stderr()).contains("--process is required").contains("usage: send-measurements");

        assertThat(send(InputStream.nullInputStream(), "--process", "1", "--file", dir.resolve("absent.csv").toString()))
                .isEqualTo(2);
        assertThat(stderr()).contains("cannot read " + dir.resolve("absent.csv"));
    }

    @Test
    void anUnreachableBrokerEndsWithinTheTimeoutAndNamesTheBroker() throws IOException {
        int port = io.targetwise.app.FreePorts.pick(); // nothing listens there
        long started = System.nanoTime();

        int status = send(new ByteArrayInputStream(CSV.getBytes(StandardCharsets.UTF_8)), "--process",
                process.id().toString(), "--bootstrap-servers", "127.0.0.1:" + port, "--file", "-", "--unit", "mm",
                "--timeout", "2");

        assertThat(status).isEqualTo(1);
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(15));
        assertThat(stderr()).contains("the broker at 127.0.0.1:" + port + " acknowledged 0 of 3 rows within 2 s");
    }
}

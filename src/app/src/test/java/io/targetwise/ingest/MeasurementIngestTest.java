package io.targetwise.ingest;

import static io.targetwise.TestUsers.asOperator;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import jakarta.inject.Inject;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.targetwise.kafka.EmbeddedKafkaLifecycle;
import io.targetwise.process.ProcessDefinition;
import io.targetwise.process.ProcessService;

/** End to end through the broker the application started itself: produce records, find them stored or dead-lettered. */
@QuarkusTest
public class MeasurementIngestTest {
    static final String TOPIC = "targetwise.measurements";
    static final String DLQ = "targetwise.measurements.dlq";

    @Inject
    EmbeddedKafkaLifecycle embeddedKafka;

    @Inject
    ProcessService processes;

    @Inject
    MeterRegistry metrics;

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrapServers;

    KafkaTestClient kafka;
    ProcessDefinition process;

    @BeforeEach
    void setUp() {
        kafka = new KafkaTestClient(bootstrapServers);
        process = processes.create(new ProcessDefinition(null, "Ingest " + UUID.randomUUID(), null,
                List.of(new ProcessDefinition.DesignVariable("pressure", "bar", 1.0, 10.0, 0.5),
                        new ProcessDefinition.DesignVariable("speed", "rpm", 100.0, 200.0, null)),
                List.of(new ProcessDefinition.EnvironmentalVariable("humidity", "%")),
                new ProcessDefinition.Output("thickness", "mm"), 2.0, 1.9, 2.1, 3));
    }

    @AfterEach
    void tearDown() {
        kafka.close();
    }

    private String json(String eventId, double pressure, double output, String extra) {
        return """
                {"eventId": "%s", "processId": %d, "sourceTime": "2026-11-21T08:00:00Z",
                 "setpoints": {"pressure": %s, "speed": 150}, "environment": {"humidity": 40.5},
                 "output": %s, "unit": "mm", "quality": "GOOD"%s}
                """.formatted(eventId, process.id(), pressure, output, extra);
    }

    private String key() {
        return process.id().toString();
    }

    private static long stored(String eventId) {
        return QuarkusTransaction.requiringNew().call(() -> MeasurementEntity.count("eventId", eventId));
    }

    @Test
    void theApplicationStartedItsOwnBroker() {
        assertThat(embeddedKafka.isRunning()).isTrue();
        assertThat(bootstrapServers).startsWith("127.0.0.1:");
    }

    @Test
    void aMeasurementIsStoredOnceEvenWhenSentTwice() {
        String eventId = UUID.randomUUID().toString();
        kafka.send(TOPIC, key(), json(eventId, 4.0, 2.01, ""));
        kafka.send(TOPIC, key(), json(eventId, 4.0, 2.01, ""));
        String next = UUID.randomUUID().toString();
        kafka.send(TOPIC, key(), json(next, 4.5, 2.02, ""));

        await().atMost(Duration.ofSeconds(20)).until(() -> stored(next) == 1);
        assertThat(stored(eventId)).isEqualTo(1);
        asOperator().when().get("/api/processes/{id}/measurements", process.id())
                .then().statusCode(200)
                .body("total", equalTo(2))
                .body("items.setpoints.pressure", org.hamcrest.Matchers.contains(4.5f, 4.0f)) // newest first
                .body("items[1].environment.humidity", equalTo(40.5f));
    }

    @Test
    void everyKindOfInvalidRecordIsDeadLetteredWithItsReasonAndLaterRecordsStillFlow() {
        Map<String, String> invalid = Map.of(
                "not json", "malformed JSON",
                json("e-" + UUID.randomUUID(), 11.0, 2.0, ""), "setpoint 'pressure' = 11.0 is outside [1.0, 10.0]",
                json("e-" + UUID.randomUUID(), 4.0, 2.0, "").replace("\"mm\"", "\"inch\""), "unit 'inch' does not match",
                json("e-" + UUID.randomUUID(), 4.0, 2.0, "").replace("\"speed\": 150", "\"sped\": 150"),
                "setpoint 'speed' is missing",
                json("e-" + UUID.randomUUID(), 4.0, 2.0, "").replace("\"output\": 2.0", "\"output\": \"NaN\""),
                "output is not a finite number",
                json("e-" + UUID.randomUUID(), 4.0, 2.0, "").replace("\"processId\": " + process.id(), "\"processId\": 987654321"),
                "differs from the record's key");
        invalid.keySet().forEach(value -> kafka.send(TOPIC, key(), value));
        kafka.send(TOPIC, "987654321", json("e-" + UUID.randomUUID(), 4.0, 2.0, "")
                .replace("\"processId\": " + process.id(), "\"processId\": 987654321"));
        String valid = UUID.randomUUID().toString();
        kafka.send(TOPIC, key(), json(valid, 5.0, 2.0, ""));

        await().atMost(Duration.ofSeconds(20)).until(() -> stored(valid) == 1);
        List<ConsumerRecord<String, String>> dead = kafka.readUntil(DLQ,
                read -> invalid.keySet().stream().allMatch(v -> read.stream().anyMatch(r -> v.equals(r.value())))
                        && read.stream().anyMatch(r -> r.key().equals("987654321")));
        invalid.forEach((value, reason) -> {
            ConsumerRecord<String, String> record = dead.stream().filter(r -> value.equals(r.value())).findFirst().orElseThrow();
            Map<String, String> headers = KafkaTestClient.headers(record);
            assertThat(headers.get(DeadLetterPublisher.REASON)).contains(reason);
            assertThat(headers.get(DeadLetterPublisher.TOPIC)).isEqualTo(TOPIC);
            assertThat(record.key()).isEqualTo(key());
        });
        assertThat(dead.stream().filter(r -> r.key().equals("987654321")).map(KafkaTestClient::headers))
                .anySatisfy(h -> assertThat(h).containsEntry(DeadLetterPublisher.KIND, "unknown-process"));
        assertThat(metrics.counter("targetwise.measurements.rejected", "kind", "invalid").count()).isGreaterThanOrEqualTo(4);
    }

    @Test
    void cloudEventsHeadersCarryTheEventIdAndTime() {
        String eventId = "ce-" + UUID.randomUUID();
        String body = json("x", 4.0, 2.0, "").replace("\"eventId\": \"x\", ", "")
                .replace("\"sourceTime\": \"2026-11-21T08:00:00Z\",", "");
        kafka.send(TOPIC, key(), body, Map.of("ce_id", eventId, "ce_time", "2026-11-21T09:30:00+01:00",
                "ce_source", "/plant/line-1", "ce_type", "io.targetwise.measurement", "ce_specversion", "1.0"));

        await().atMost(Duration.ofSeconds(20)).until(() -> stored(eventId) == 1);
        MeasurementEntity m = QuarkusTransaction.requiringNew()
                .call(() -> MeasurementEntity.<MeasurementEntity>find("eventId", eventId).singleResult());
        assertThat(m.sourceTime).isEqualTo(java.time.Instant.parse("2026-11-21T08:30:00Z"));
    }

    @Test
    void replicatesAggregateIntoDesignPointsAndBadReadingsAreKeptButNotUsed() {
        String last = null;
        double[] outputs = {2.00, 2.02, 2.04};
        for (double y : outputs) {
            last = UUID.randomUUID().toString();
            // 4.1 and 3.9 both snap to the 0.5-bar grid point 4.0
            kafka.send(TOPIC, key(), json(last, y == 2.02 ? 4.1 : 3.9, y, ""));
        }
        String bad = UUID.randomUUID().toString();
        kafka.send(TOPIC, key(), json(bad, 4.0, 9.99, "").replace("\"GOOD\"", "\"BAD\""));
        String lastGood = last;
        await().atMost(Duration.ofSeconds(20)).until(() -> stored(lastGood) == 1 && stored(bad) == 1);

        var points = asOperator().when().get("/api/processes/{id}/design-points", process.id())
                .then().statusCode(200)
                .body("$", hasSize(1))
                .body("[0].setpoints.pressure", equalTo(4.0f))
                .body("[0].replicates", equalTo(3))
                .extract().jsonPath();
        assertThat(points.getDouble("[0].mean")).isCloseTo(2.02, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(points.getDouble("[0].sampleVariance")).isCloseTo(0.0004, org.assertj.core.data.Offset.offset(1e-12));
    }
}

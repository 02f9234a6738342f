package io.targetwise.app.ingest;

import static io.targetwise.app.TestUsers.asOperator;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.BiConsumer;

import jakarta.inject.Inject;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.targetwise.app.kafka.EmbeddedKafkaLifecycle;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.process.StoredProcesses;

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

    /**
     * Records that can never be stored, each of which used to stop ingest for every process for good: each goes to the
     * dead-letter topic (cut to size and marked where the copy would exceed what the broker takes) and the records
     * after them are stored.
     */
    @Test
    void recordsThatCanNeverBeStoredAreDeadLetteredAndTheStreamGoesOn() {
        ProcessDefinition wide = StoredProcesses.storedWithoutValidation(processWithDesignVariables(400));
        Map<String, String> reasonBySource = new LinkedHashMap<>();
        Map<String, String> valueBySource = new HashMap<>();
        BiConsumer<String, String> sendExpectingReason = (value, reason) -> {
            String source = KafkaTestClient.sourceOf(kafka.send(TOPIC, key(), value));
            reasonBySource.put(source, reason);
            valueBySource.put(source, value);
        };
        sendExpectingReason.accept(json(newId(), 4.0, 2.0, ", \"batchId\": \"" + "b".repeat(201) + "\""),
                "batchId is longer than 200 characters");
        sendExpectingReason.accept(json(newId(), 4.0, 2.0, ", \"batchId\": \"B\\u0000-17\""),
                "batchId contains a NUL character");
        sendExpectingReason.accept(json(newId(), 4.0, 2.0, "").replace("2026-11-21T08:00:00Z", "+300000-01-01T00:00:00Z"),
                "is outside 1970-01-01T00:00:00Z to 9999-12-31T23:59:59.999999Z");
        sendExpectingReason.accept(json(newId(), 4.0, 2.0, "").replace("2026-11-21T08:00:00Z", "9999-01-01T00:00:00Z"),
                "is in the future");
        sendExpectingReason.accept(json("dup\\ud800", 4.0, 2.0, ""), "eventId contains an unpaired UTF-16 surrogate");
        sendExpectingReason.accept(json("dup\\udbff", 4.0, 2.0, ""), "eventId contains an unpaired UTF-16 surrogate");
        sendExpectingReason.accept(json(newId(), 4.0, 2.0, "").replace("\"mm\"", "\"" + "m".repeat(600_000) + "\""),
                "(600000 characters)");
        sendExpectingReason.accept("{\"filler\": \"" + "x".repeat(1_048_000) + "\"}", "eventId is missing");
        String wideMeasurement = measurementOf(wide);
        String wideSource = KafkaTestClient.sourceOf(kafka.send(TOPIC, wide.id().toString(), wideMeasurement));
        reasonBySource.put(wideSource, "more than the 4000 a measurement holds");
        valueBySource.put(wideSource, wideMeasurement);
        String valid = newId();
        kafka.send(TOPIC, key(), json(valid, 5.0, 2.0, ""));

        await().atMost(Duration.ofSeconds(30)).until(() -> stored(valid) == 1);
        List<ConsumerRecord<String, String>> dead = kafka.readUntil(DLQ, read -> reasonBySource.keySet().stream()
                .allMatch(source -> read.stream().anyMatch(r -> source.equals(KafkaTestClient.headers(r).get(DeadLetterPublisher.ID)))));
        reasonBySource.forEach((source, reason) -> {
            ConsumerRecord<String, String> letter = dead.stream()
                    .filter(r -> source.equals(KafkaTestClient.headers(r).get(DeadLetterPublisher.ID))).findFirst().orElseThrow();
            Map<String, String> headers = KafkaTestClient.headers(letter);
            assertThat(headers.get(DeadLetterPublisher.REASON)).contains(reason).hasSizeLessThanOrEqualTo(2000);
            String sent = valueBySource.get(source);
            int sentBytes = sent.getBytes(StandardCharsets.UTF_8).length;
            if (sentBytes > DeadLetterPublisher.MAX_VALUE_BYTES) {
                assertThat(headers.get(DeadLetterPublisher.TRUNCATED))
                        .isEqualTo("value cut from " + sentBytes + " to " + DeadLetterPublisher.MAX_VALUE_BYTES + " bytes");
                assertThat(sent).startsWith(letter.value());
                assertThat(letter.value().getBytes(StandardCharsets.UTF_8)).hasSize(DeadLetterPublisher.MAX_VALUE_BYTES);
            } else {
                assertThat(letter.value()).isEqualTo(sent);
                assertThat(headers).doesNotContainKey(DeadLetterPublisher.TRUNCATED);
            }
        });
    }

    /** A record the database refuses, by a rule the validator does not know, goes alone; the rest of its batch stays. */
    @Test
    void aRecordTheDatabaseRefusesIsDeadLetteredAloneAndTheRestIsStored() {
        runSql("alter table measurement add constraint ck_test_refused_output check (output_value <> 2.0625)");
        try {
            List<String> accepted = new ArrayList<>();
            String refused = newId();
            String refusedSource = null;
            for (double output : new double[] {2.01, 2.02, 2.0625, 2.03, 2.04}) {
                String eventId = output == 2.0625 ? refused : newId();
                String source = KafkaTestClient.sourceOf(kafka.send(TOPIC, key(), json(eventId, 4.0, output, "")));
                if (output == 2.0625) {
                    refusedSource = source;
                } else {
                    accepted.add(eventId);
                }
            }
            await().atMost(Duration.ofSeconds(30)).until(() -> accepted.stream().allMatch(id -> stored(id) == 1));
            String source = refusedSource;
            ConsumerRecord<String, String> letter = kafka.readUntil(DLQ, read -> read.stream()
                    .anyMatch(r -> source.equals(KafkaTestClient.headers(r).get(DeadLetterPublisher.ID)))).stream()
                    .filter(r -> source.equals(KafkaTestClient.headers(r).get(DeadLetterPublisher.ID))).findFirst().orElseThrow();
            assertThat(KafkaTestClient.headers(letter)).containsEntry(DeadLetterPublisher.KIND, "unstorable");
            assertThat(KafkaTestClient.headers(letter).get(DeadLetterPublisher.REASON)).containsIgnoringCase("ck_test_refused_output");
            assertThat(stored(refused)).isZero();
        } finally {
            runSql("alter table measurement drop constraint ck_test_refused_output");
        }
    }

    /**
     * A unique violation that a second attempt does not clear is the record's own: dead-lettered, never waited on.
     * The clash is made portably (H2 and PostgreSQL): a column that every stored row leaves empty, a unique index on
     * it, then a default, so the next row stored takes the value and every row after it clashes with that one.
     */
    @Test
    void aUniqueViolationThatPersistsIsDeadLetteredNotRetriedForever() {
        runSql("alter table measurement add column test_clash varchar(10)");
        runSql("create unique index ux_test_clash on measurement(test_clash)");
        runSql("alter table measurement alter column test_clash set default 'U'");
        try {
            String first = newId();
            kafka.send(TOPIC, key(), json(first, 4.0, 2.0, ""));
            await().atMost(Duration.ofSeconds(20)).until(() -> stored(first) == 1);
            String clash = newId();
            String source = KafkaTestClient.sourceOf(kafka.send(TOPIC, key(), json(clash, 4.0, 2.0, "")));
            ConsumerRecord<String, String> letter = kafka.readUntil(DLQ, read -> read.stream()
                    .anyMatch(r -> source.equals(KafkaTestClient.headers(r).get(DeadLetterPublisher.ID)))).stream()
                    .filter(r -> source.equals(KafkaTestClient.headers(r).get(DeadLetterPublisher.ID))).findFirst().orElseThrow();
            assertThat(KafkaTestClient.headers(letter)).containsEntry(DeadLetterPublisher.KIND, "unstorable");
            assertThat(KafkaTestClient.headers(letter).get(DeadLetterPublisher.REASON)).contains("23505");
            assertThat(stored(clash)).isZero();

            runSql("alter table measurement alter column test_clash drop default");
            String after = newId();
            kafka.send(TOPIC, key(), json(after, 4.5, 2.0, ""));
            await().atMost(Duration.ofSeconds(30)).until(() -> stored(after) == 1);
        } finally {
            runSql("drop index ux_test_clash");
            runSql("alter table measurement drop column test_clash");
        }
    }

    private static void runSql(String statement) {
        QuarkusTransaction.requiringNew().run(() -> MeasurementEntity.getEntityManager().createNativeQuery(statement)
                .executeUpdate());
    }

    private static String newId() {
        return UUID.randomUUID().toString();
    }

    private static ProcessDefinition processWithDesignVariables(int count) {
        List<ProcessDefinition.DesignVariable> variables = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            variables.add(new ProcessDefinition.DesignVariable("v" + i, "mm", -1.0, 1.0, null));
        }
        return new ProcessDefinition(null, "Wide " + UUID.randomUUID(), null, variables, List.of(),
                new ProcessDefinition.Output("y", "mm"), 0.0, -1.0, 1.0, 1);
    }

    /** A valid measurement of the process, every setpoint at a value with many digits. */
    private static String measurementOf(ProcessDefinition process) {
        String setpoints = process.designVariables().stream().map(v -> "\"" + v.name() + "\": -0.123456789012345")
                .collect(java.util.stream.Collectors.joining(", "));
        return """
                {"eventId": "%s", "processId": %d, "sourceTime": "2026-11-21T08:00:00Z", "setpoints": {%s},
                 "output": 0.5, "unit": "mm", "quality": "GOOD"}""".formatted(newId(), process.id(), setpoints);
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

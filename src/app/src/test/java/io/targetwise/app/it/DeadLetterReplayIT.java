package io.targetwise.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.TopicPartition;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.targetwise.app.ingest.DeadLetterPublisher;
import io.targetwise.app.ingest.KafkaTestClient;
import io.targetwise.app.kafka.EmbeddedKafkaBroker;
import io.targetwise.app.postgres.PostgresServer;

/**
 * A batch replayed after a crash does not dead-letter its refused records again. Each round sends valid readings
 * mixed with malformed and invalid records, waits until the application has stored the valid ones and the broker
 * acknowledged every dead letter (the rejected-records metric, counted after the dead-letter log row is written),
 * and kills the JVM with SIGKILL before the consumer committed the offsets. The window is made certain, not hit by
 * chance: the test stretches the connector's offset commit interval to two minutes (configuration only) and checks
 * with the Kafka admin client that the group's committed offsets do not cover the round's records at the kill, so
 * the restarted application is bound to receive them again. In the end the dead-letter topic must hold exactly one
 * letter per refused source record and the database each valid reading once.
 */
class DeadLetterReplayIT {
    private static final String TOPIC = "targetwise.measurements";
    private static final String DLQ = "targetwise.measurements.dlq";
    private static final int ROUNDS = 3;
    private static final int VALID_PER_ROUND = 40;

    private Path workDir;
    private PostgresServer postgres;
    private EmbeddedKafkaBroker broker;
    private ApplicationInstance app;
    private KafkaTestClient kafka;
    private long processId;

    @BeforeEach
    void setUp() throws Exception {
        workDir = Files.createTempDirectory("targetwise-dlq-replay");
        postgres = PostgresServer.start();
        broker = EmbeddedKafkaBroker.start(ApplicationInstance.freePort(), ApplicationInstance.freePort(),
                workDir.resolve("kafka"), 3);
        app = newInstance().start();
        kafka = new KafkaTestClient(broker.bootstrapServers());
        processId = ApplicationInstance.demoProcessId(app.api());
    }

    private ApplicationInstance newInstance() {
        return ApplicationInstance.ofPostgresBuild("dlq-replay", Map.of(
                "kafka.bootstrap.servers", broker.bootstrapServers(),
                "quarkus.datasource.jdbc.url", postgres.jdbcUrl(),
                "quarkus.datasource.username", PostgresServer.USER,
                "quarkus.datasource.password", "",
                "targetwise.campaign.quiet-period", "1h", "targetwise.campaign.max-quiet-wait", "1h",
                // Offsets of processed batches are committed every 5 s by default; two minutes keep every round's
                // records uncommitted until the kill, so that the kill always lands before the commit
                "mp.messaging.incoming.measurements.auto.commit.interval.ms", "120000",
                // The killed instance's consumer holds its partitions for the session timeout: 6 s, not the product's 10 s
                "mp.messaging.incoming.measurements.session.timeout.ms", "6000"));
    }

    @AfterEach
    void tearDown() {
        if (app != null) {
            // Killed, not stopped: a graceful stop would wait for the stretched commit interval to come round
            app.kill();
        }
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

    private RecordMetadata sendValid(int round, int i) {
        return kafka.send(TOPIC, Long.toString(processId), """
                {"eventId": "replay-%d-%d", "sourceTime": "%s", "setpoints": {"press stroke": %s, "press speed": 10,
                 "billet diameter": 100, "billet height": 160, "billet temperature": 1100},
                 "output": 139.5, "unit": "mm", "quality": "GOOD"}
                """.formatted(round, i, Instant.now(), 20 + i * 0.5));
    }

    private RecordMetadata sendMalformed(int round, int i) {
        return kafka.send(TOPIC, Long.toString(processId), "{\"eventId\": \"broken-" + round + "-" + i + "\", ");
    }

    private RecordMetadata sendInvalid(int round, int i) {
        return kafka.send(TOPIC, Long.toString(processId), """
                {"eventId": "invalid-%d-%d", "sourceTime": "%s", "setpoints": {"press stroke": 120, "press speed": 10,
                 "billet diameter": 100, "billet height": 160, "billet temperature": 1100},
                 "output": 139.5, "unit": "mm", "quality": "GOOD"}
                """.formatted(round, i, Instant.now()));
    }

    /** Sum of a Prometheus counter over its tags, as the application reports it now. */
    private double metric(String name) {
        String text = app.api().when().get("/q/metrics").then().statusCode(200).extract().asString();
        return text.lines().filter(l -> l.startsWith(name + "{") || l.startsWith(name + " "))
                .mapToDouble(l -> Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1))).sum();
    }

    private long stored() {
        return StoredMeasurements.total(app.api(), processId);
    }

    private Map<TopicPartition, OffsetAndMetadata> committedOffsets() throws Exception {
        Properties props = new Properties();
        props.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers());
        try (Admin admin = Admin.create(props)) {
            return admin.listConsumerGroupOffsets("targetwise").partitionsToOffsetAndMetadata().get();
        }
    }

    @Test
    void aReplayedBatchDoesNotDeadLetterItsRecordsTwice() throws Exception {
        Set<String> refusedSources = new HashSet<>();
        int valid = 0;
        List<String> rounds = new ArrayList<>();
        for (int round = 0; round < ROUNDS; round++) {
            List<RecordMetadata> sent = new ArrayList<>();
            for (int i = 0; i < VALID_PER_ROUND; i++) {
                sent.add(sendValid(round, i));
                valid++;
                if (i % 4 == 1) {
                    RecordMetadata bad = i % 8 == 1 ? sendMalformed(round, i) : sendInvalid(round, i);
                    refusedSources.add(KafkaTestClient.sourceOf(bad));
                    sent.add(bad);
                }
            }
            int expectedValid = valid;
            int expectedRefused = refusedSources.size();
            long refusedThisRound = sent.size() - VALID_PER_ROUND; // all sent to the instance started last round
            await().atMost(Duration.ofSeconds(60)).pollInterval(Duration.ofMillis(100)).until(() -> stored() >= expectedValid
                    && metric("targetwise_measurements_rejected_total") >= refusedThisRound);
            app.kill(); // SIGKILL: no shutdown, no offset commit
            Map<TopicPartition, OffsetAndMetadata> committed = committedOffsets();
            for (RecordMetadata r : sent) {
                OffsetAndMetadata c = committed.get(new TopicPartition(r.topic(), r.partition()));
                assertThat(c == null ? 0 : c.offset()).as("committed offset of %s at the kill", r.topic() + "-" + r.partition())
                        .isLessThanOrEqualTo(r.offset());
            }

            app = newInstance().start();
            // The restarted instance receives every uncommitted record again: the valid ones are found stored, and each
            // refused one is either found in the dead-letter log or (the fault this test looks for) sent again
            await().atMost(Duration.ofSeconds(60)).pollInterval(Duration.ofMillis(200))
                    .until(() -> metric("targetwise_measurements_dead_letters_already_sent_total")
                            + metric("targetwise_measurements_rejected_total") >= expectedRefused);
            double resent = metric("targetwise_measurements_rejected_total");
            double duplicates = metric("targetwise_measurements_duplicates_total");
            rounds.add(("round %d: %d valid and %d refused sent so far; after the kill and restart %.0f recognised as"
                    + " already dead-lettered, %.0f dead-lettered again, %.0f valid found stored").formatted(round,
                            expectedValid, expectedRefused,
                            metric("targetwise_measurements_dead_letters_already_sent_total"), resent, duplicates));
            assertThat(resent).as("dead letters sent again after the replay").isZero();
        }

        int expectedValid = valid;
        await().atMost(Duration.ofSeconds(60)).until(() -> stored() >= expectedValid);
        // Read until the expected count is there and then 3 s longer, so that a copy too many would be read as well
        long readOnUntil = System.currentTimeMillis() + 3000;
        List<ConsumerRecord<String, String>> letters = kafka.readUntil(DLQ,
                read -> read.size() >= refusedSources.size() && System.currentTimeMillis() > readOnUntil);
        Map<String, Long> copies = letters.stream().collect(Collectors.groupingBy(
                r -> KafkaTestClient.headers(r).get(DeadLetterPublisher.ID), Collectors.counting()));
        List<String> ids = StoredMeasurements.eventIds(app::api, processId);
        System.out.printf("Dead-letter replay: %d kills; %d valid produced, %d stored rows (%d distinct); %d refused"
                + " source records, %d dead letters on %s (%d distinct ids)%n  %s%n", ROUNDS, valid, ids.size(),
                new HashSet<>(ids).size(), refusedSources.size(), letters.size(), DLQ, copies.size(),
                String.join("\n  ", rounds));
        assertThat(copies.keySet()).isEqualTo(refusedSources);
        assertThat(copies.values()).allMatch(n -> n == 1L);
        assertThat(letters).hasSize(refusedSources.size());
        assertThat(ids).hasSize(valid).doesNotHaveDuplicates();
        assertThat(stored()).isEqualTo(valid);
        Map<String, String> firstHeaders = KafkaTestClient.headers(letters.get(0));
        assertThat(firstHeaders).containsKeys(DeadLetterPublisher.REASON, DeadLetterPublisher.KIND,
                DeadLetterPublisher.OFFSET);
        assertThat(letters.stream().map(r -> KafkaTestClient.headers(r).get(DeadLetterPublisher.KIND))
                .collect(Collectors.toSet())).containsExactlyInAnyOrder("malformed", "invalid");
    }
}

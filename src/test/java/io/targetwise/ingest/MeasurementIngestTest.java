package io.targetwise.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;

import jakarta.inject.Inject;

import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.targetwise.kafka.EmbeddedKafkaLifecycle;
import io.targetwise.process.DemoProcessSeeder;
import io.targetwise.process.ProcessDefinition;
import io.targetwise.process.ProcessService;

/** End to end through the broker the application started itself: produce a record, find it in the database. */
@QuarkusTest
class MeasurementIngestTest {

    @Inject
    EmbeddedKafkaLifecycle embeddedKafka;

    @Inject
    ProcessService processes;

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrapServers;

    private ProcessDefinition demo() {
        return processes.findByName(DemoProcessSeeder.DEMO_PROCESS_NAME).orElseThrow();
    }

    private static String measurementJson(String eventId, long processId, double stroke, String unit) {
        return """
                {"eventId": "%s", "processId": %d, "sourceTime": "2026-11-21T08:00:00Z",
                 "setpoints": {"press stroke": %s, "press speed": 10, "billet diameter": 100,
                               "billet height": 160, "billet temperature": 1100},
                 "environment": {"ambient temperature": 21.5},
                 "output": 139.7, "unit": "%s", "quality": "GOOD", "batchId": "B-1"}
                """.formatted(eventId, processId, stroke, unit);
    }

    private void send(String key, String value) throws Exception {
        Properties props = new Properties();
        props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
        props.put(ProducerConfig.ACKS_CONFIG, "all");
        try (KafkaProducer<String, String> producer = new KafkaProducer<>(props, new StringSerializer(), new StringSerializer())) {
            producer.send(new ProducerRecord<>("targetwise.measurements", key, value)).get();
        }
    }

    private static long storedWithEventId(String eventId) {
        return QuarkusTransaction.requiringNew().call(() -> MeasurementEntity.count("eventId", eventId));
    }

    @Test
    void theApplicationStartedItsOwnBroker() {
        assertThat(embeddedKafka.isRunning()).isTrue();
        assertThat(bootstrapServers).startsWith("127.0.0.1:");
    }

    @Test
    void aProducedMeasurementIsStoredOnceEvenWhenSentTwice() throws Exception {
        ProcessDefinition demo = demo();
        String eventId = UUID.randomUUID().toString();
        String record = measurementJson(eventId, demo.id(), 40.5, "mm");
        send(demo.id().toString(), record);
        send(demo.id().toString(), record);

        await().atMost(Duration.ofSeconds(20)).until(() -> storedWithEventId(eventId) == 1);
        MeasurementEntity stored = QuarkusTransaction.requiringNew()
                .call(() -> MeasurementEntity.<MeasurementEntity>find("eventId", eventId).singleResult());
        assertThat(stored.setpoint).containsExactly(40.5, 10, 100, 160, 1100);
        assertThat(stored.environment).containsExactly(21.5);
        assertThat(stored.output).isEqualTo(139.7);

        // A later record behind the duplicate still flows, and the duplicate added nothing.
        String next = UUID.randomUUID().toString();
        send(demo.id().toString(), measurementJson(next, demo.id(), 41.0, "mm"));
        await().atMost(Duration.ofSeconds(20)).until(() -> storedWithEventId(next) == 1);
        assertThat(storedWithEventId(eventId)).isEqualTo(1);
    }

    @Test
    void anInvalidRecordGoesToTheDeadLetterTopicWithItsReason() throws Exception {
        ProcessDefinition demo = demo();
        String badUnit = UUID.randomUUID().toString();
        send(demo.id().toString(), measurementJson(badUnit, demo.id(), 40.0, "inch"));
        send(demo.id().toString(), "{not json");

        Map<String, String> reasons = deadLetterReasons(2);
        assertThat(reasons.values()).anySatisfy(r -> assertThat(r).contains("unit 'inch' does not match"));
        assertThat(reasons.values()).anySatisfy(r -> assertThat(r).contains("malformed JSON"));
        assertThat(storedWithEventId(badUnit)).isZero();
    }

    private Map<String, String> deadLetterReasons(int atLeast) {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "dlq-reader-" + UUID.randomUUID());
        props.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        Map<String, String> reasons = new java.util.HashMap<>();
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props, new StringDeserializer(), new StringDeserializer())) {
            consumer.subscribe(List.of("targetwise.measurements.dlq"));
            await().atMost(Duration.ofSeconds(30)).until(() -> {
                for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(500))) {
                    var header = r.headers().lastHeader("dead-letter-reason");
                    reasons.put(r.value(), header == null ? "" : new String(header.value(), StandardCharsets.UTF_8));
                }
                return reasons.size() >= atLeast;
            });
        }
        return reasons;
    }
}

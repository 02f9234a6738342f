package io.targetwise.app.plant;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;

import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.targetwise.simulators.plant.PlantReading;

/**
 * A benchmark plant's side of the application's Kafka topics: readings out to the measurements topic, setpoint
 * commands in from the setpoints topic, as the loop benchmarks' virtual plants use them.
 */
public final class PlantTopics {
    public static final String MEASUREMENTS = "targetwise.measurements";
    public static final String SETPOINTS = "targetwise.setpoints";
    public static final String EVENTS = "targetwise.events";
    private static final ObjectMapper JSON = new ObjectMapper();

    private PlantTopics() {
    }

    /** A producer that waits for every replica, sending at once. */
    public static KafkaProducer<String, String> producer(String bootstrap) {
        Properties p = new Properties();
        p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        p.put(ProducerConfig.ACKS_CONFIG, "all");
        p.put(ProducerConfig.LINGER_MS_CONFIG, "0");
        return new KafkaProducer<>(p, new StringSerializer(), new StringSerializer());
    }

    /** A consumer of a group of its own, positioned at the end of the topic before it returns. */
    public static KafkaConsumer<String, String> consumer(String bootstrap, String topic) {
        Properties p = new Properties();
        p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        p.put(ConsumerConfig.GROUP_ID_CONFIG, "bench-plant-" + UUID.randomUUID());
        p.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "latest");
        KafkaConsumer<String, String> consumer = new KafkaConsumer<>(p, new StringDeserializer(),
                new StringDeserializer());
        consumer.subscribe(List.of(topic));
        while (consumer.assignment().isEmpty()) {
            consumer.poll(Duration.ofMillis(100));
        }
        consumer.assignment().forEach(consumer::position); // "latest" resolved now, not after the first answer
        return consumer;
    }

    /** The next setpoint command for the process keyed {@code key}, or null if none came by the deadline. */
    public static JsonNode nextCommand(KafkaConsumer<String, String> commands, String key, Instant deadline)
            throws IOException {
        while (Instant.now().isBefore(deadline)) {
            for (ConsumerRecord<String, String> r : commands.poll(Duration.ofMillis(10))) {
                if (r.key().equals(key)) {
                    return JSON.readTree(r.value());
                }
            }
        }
        return null;
    }

    /** A command's setpoints by variable name. */
    public static Map<String, Double> setpoints(JsonNode command) {
        Map<String, Double> setpoint = new LinkedHashMap<>();
        command.get("setpoints").fields().forEachRemaining(e -> setpoint.put(e.getKey(), e.getValue().asDouble()));
        return setpoint;
    }

    /** Publishes one reading keyed by its process and returns once the broker acknowledged it. */
    public static void send(KafkaProducer<String, String> producer, PlantReading r) throws Exception {
        producer.send(new ProducerRecord<>(MEASUREMENTS, Long.toString(r.processId()), PlantRecords.toJson(r))).get();
    }
}

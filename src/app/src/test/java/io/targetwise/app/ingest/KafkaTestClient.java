package io.targetwise.app.ingest;

import static org.awaitility.Awaitility.await;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.ConsumerGroupDescription;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.GroupState;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/** A plain Kafka producer and reader for tests: what a plant (or an auditor) would use against the real broker. */
public final class KafkaTestClient implements AutoCloseable {
    private final String bootstrapServers;
    private final KafkaProducer<String, String> producer;

    public KafkaTestClient(String bootstrapServers) {
        this.bootstrapServers = bootstrapServers;
        Properties props = new Properties();
        props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
        props.put(ProducerConfig.ACKS_CONFIG, "all");
        props.put(ProducerConfig.LINGER_MS_CONFIG, "5");
        // A plant may send records up to the broker's own limit (about 1 MiB), past the producer's default
        props.put(ProducerConfig.MAX_REQUEST_SIZE_CONFIG, Integer.toString(2 * 1024 * 1024));
        this.producer = new KafkaProducer<>(props, new StringSerializer(), new StringSerializer());
    }

    /** Sends and waits for the broker's acknowledgement; returns where the record landed. */
    public RecordMetadata send(String topic, String key, String value, Map<String, String> headers) {
        ProducerRecord<String, String> record = new ProducerRecord<>(topic, key, value);
        headers.forEach((k, v) -> record.headers().add(k, v.getBytes(StandardCharsets.UTF_8)));
        try {
            return producer.send(record).get();
        } catch (Exception e) {
            throw new IllegalStateException("send to " + topic + " failed", e);
        }
    }

    public RecordMetadata send(String topic, String key, String value) {
        return send(topic, key, value, Map.of());
    }

    /** Sends to the given partition, whatever the key would choose. */
    public RecordMetadata send(String topic, int partition, String key, String value) {
        try {
            return producer.send(new ProducerRecord<>(topic, partition, key, value)).get();
        } catch (Exception e) {
            throw new IllegalStateException("send to " + topic + "-" + partition + " failed", e);
        }
    }

    /** Where a dead letter's record came from: {@code topic-partition@offset}, as the dead-letter-id header says. */
    public static String sourceOf(RecordMetadata sent) {
        return sent.topic() + "-" + sent.partition() + "@" + sent.offset();
    }

    /** Reads the topic from the beginning until {@code until} holds for what was read so far, or fails after 30 s. */
    public List<ConsumerRecord<String, String>> readUntil(String topic,
            java.util.function.Predicate<List<ConsumerRecord<String, String>>> until) {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "test-reader-" + UUID.randomUUID());
        props.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        List<ConsumerRecord<String, String>> read = new ArrayList<>();
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props, new StringDeserializer(), new StringDeserializer())) {
            consumer.subscribe(List.of(topic));
            await().atMost(Duration.ofSeconds(30)).until(() -> {
                consumer.poll(Duration.ofMillis(300)).forEach(read::add);
                return until.test(read);
            });
        }
        return read;
    }

    /**
     * Waits (up to 90 s) until the consumer group is stable with {@code members} members that share all
     * {@code partitions} partitions of its topics: an instance whose HTTP port answers may not have joined its group
     * yet, and a test that picks "the instance that consumes a partition" before the rebalance picks wrongly.
     */
    public void awaitStableGroup(String groupId, int members, int partitions) {
        try (Admin admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers))) {
            await().atMost(Duration.ofSeconds(90)).pollInterval(Duration.ofMillis(500)).until(() -> {
                ConsumerGroupDescription group = admin.describeConsumerGroups(List.of(groupId)).all().get().get(groupId);
                return group.groupState() == GroupState.STABLE && group.members().size() == members
                        && group.members().stream().mapToInt(m -> m.assignment().topicPartitions().size()).sum()
                                == partitions;
            });
        }
    }

    public static Map<String, String> headers(ConsumerRecord<String, String> record) {
        Map<String, String> headers = new HashMap<>();
        for (Header h : record.headers()) {
            headers.put(h.key(), new String(h.value(), StandardCharsets.UTF_8));
        }
        return headers;
    }

    @Override
    public void close() {
        producer.close();
    }
}

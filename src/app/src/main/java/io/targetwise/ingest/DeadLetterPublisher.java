package io.targetwise.ingest;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import jakarta.enterprise.context.ApplicationScoped;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.eclipse.microprofile.reactive.messaging.Channel;
import org.eclipse.microprofile.reactive.messaging.Message;
import org.eclipse.microprofile.reactive.messaging.OnOverflow;

import io.smallrye.reactive.messaging.MutinyEmitter;
import io.smallrye.reactive.messaging.kafka.api.OutgoingKafkaRecordMetadata;

/**
 * Moves refused records to the dead-letter topic unchanged (key, value and headers), adding why and where from.
 * {@link #awaitSent()} returns once the broker has every one, so the source offsets may then be committed.
 */
@ApplicationScoped
public class DeadLetterPublisher {
    public static final String REASON = "dead-letter-reason";
    public static final String KIND = "dead-letter-kind";
    public static final String TOPIC = "dead-letter-topic";
    public static final String PARTITION = "dead-letter-partition";
    public static final String OFFSET = "dead-letter-offset";

    private final MutinyEmitter<String> emitter;

    DeadLetterPublisher(@Channel("measurements-dead-letter") @OnOverflow(value = OnOverflow.Strategy.BUFFER,
            bufferSize = 4096) MutinyEmitter<String> emitter) {
        this.emitter = emitter;
    }

    /** Collects the sends of one batch; not shared between threads. */
    public Batch batch() {
        return new Batch();
    }

    public final class Batch {
        private final List<CompletableFuture<Void>> pending = new ArrayList<>();

        public void send(ConsumerRecord<String, String> record, RejectedMeasurementException rejection) {
            RecordHeaders headers = new RecordHeaders();
            for (Header h : record.headers()) {
                headers.add(h);
            }
            headers.add(REASON, utf8(rejection.getMessage()));
            headers.add(KIND, utf8(rejection.kind().tag()));
            headers.add(TOPIC, utf8(record.topic()));
            headers.add(PARTITION, utf8(Integer.toString(record.partition())));
            headers.add(OFFSET, utf8(Long.toString(record.offset())));
            OutgoingKafkaRecordMetadata<String> metadata = OutgoingKafkaRecordMetadata.<String>builder()
                    .withKey(record.key()).withHeaders(headers).build();
            CompletableFuture<Void> sent = new CompletableFuture<>();
            Message<String> message = Message.of(record.value() == null ? "" : record.value())
                    .addMetadata(metadata)
                    .withAck(() -> {
                        sent.complete(null);
                        return CompletableFuture.completedFuture(null);
                    })
                    .withNack(failure -> {
                        sent.completeExceptionally(failure);
                        return CompletableFuture.completedFuture(null);
                    });
            emitter.sendMessageAndForget(message);
            pending.add(sent);
        }

        /** Blocks until the broker acknowledged every record of this batch; throws if one failed. */
        public void awaitSent() {
            CompletableFuture.allOf(pending.toArray(CompletableFuture[]::new)).join();
        }
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}

package io.targetwise.app.ingest;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

import jakarta.enterprise.context.ApplicationScoped;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.eclipse.microprofile.reactive.messaging.Channel;
import org.eclipse.microprofile.reactive.messaging.Message;
import org.eclipse.microprofile.reactive.messaging.OnOverflow;
import org.jboss.logging.Logger;

import io.smallrye.reactive.messaging.MutinyEmitter;
import io.smallrye.reactive.messaging.kafka.api.OutgoingKafkaRecordMetadata;

/**
 * Copies refused records to the dead-letter topic (key, value and headers), adding why and where from. A copy never
 * exceeds what the producer and broker take (about 1 MiB): longer keys and values are cut, headers past a budget
 * dropped, and the {@value #TRUNCATED} header says what was cut. Otherwise the broker would refuse the copy, and the
 * record would hold the stream for good.
 */
@ApplicationScoped
public class DeadLetterPublisher {
    private static final Logger LOG = Logger.getLogger(DeadLetterPublisher.class);
    public static final String REASON = "dead-letter-reason";
    public static final String KIND = "dead-letter-kind";
    public static final String TOPIC = "dead-letter-topic";
    public static final String PARTITION = "dead-letter-partition";
    public static final String OFFSET = "dead-letter-offset";
    /** {@code topic-partition@offset} of the source record: the same for every copy of it, so readers can dedupe. */
    public static final String ID = "dead-letter-id";
    public static final String TRUNCATED = "dead-letter-truncated";
    public static final int MAX_VALUE_BYTES = 256 * 1024;
    static final int MAX_KEY_BYTES = 1024;
    /** The source record's own headers together; ours come on top. */
    static final int MAX_COPIED_HEADER_BYTES = 64 * 1024;
    static final int MAX_REASON_LENGTH = 2000;

    private final MutinyEmitter<String> emitter;

    DeadLetterPublisher(@Channel("measurements-dead-letter") @OnOverflow(value = OnOverflow.Strategy.BUFFER,
            bufferSize = 4096) MutinyEmitter<String> emitter) {
        this.emitter = emitter;
    }

    /**
     * Sends every letter and waits until the broker acknowledged or refused each.
     *
     * @return the letters the broker did not take, to be sent again
     */
    public List<DeadLetter> send(List<DeadLetter> letters) {
        Map<DeadLetter, CompletableFuture<Void>> pending = new LinkedHashMap<>();
        letters.forEach(letter -> pending.put(letter, send(letter)));
        List<DeadLetter> failed = new ArrayList<>();
        pending.forEach((letter, sent) -> {
            try {
                sent.join();
            } catch (CompletionException | java.util.concurrent.CancellationException e) {
                LOG.debugf("Dead letter %s not sent: %s", letter.id(), e.getMessage());
                failed.add(letter);
            }
        });
        return failed;
    }

    private CompletableFuture<Void> send(DeadLetter letter) {
        CompletableFuture<Void> sent = new CompletableFuture<>();
        try {
            emitter.sendMessageAndForget(copyOf(letter)
                    .withAck(() -> {
                        sent.complete(null);
                        return CompletableFuture.completedFuture(null);
                    })
                    .withNack(failure -> {
                        sent.completeExceptionally(failure);
                        return CompletableFuture.completedFuture(null);
                    }));
        } catch (RuntimeException e) { // the channel is down or its buffer full: the same as a refused send
            sent.completeExceptionally(e);
        }
        return sent;
    }

    private static Message<String> copyOf(DeadLetter letter) {
        ConsumerRecord<String, String> record = letter.source();
        List<String> cuts = new ArrayList<>();
        String key = cut("key", record.key(), MAX_KEY_BYTES, cuts);
        String value = cut("value", record.value() == null ? "" : record.value(), MAX_VALUE_BYTES, cuts);
        RecordHeaders headers = new RecordHeaders();
        int copiedBytes = 0;
        int all = 0;
        for (Header h : record.headers()) {
            all++;
            int size = h.key().length() + (h.value() == null ? 0 : h.value().length);
            if (copiedBytes + size <= MAX_COPIED_HEADER_BYTES) {
                headers.add(h);
                copiedBytes += size;
            }
        }
        if (headers.toArray().length < all) {
            cuts.add(headers.toArray().length + " of " + all + " headers kept");
        }
        String reason = letter.reason() == null ? "" : letter.reason();
        headers.add(REASON, utf8(reason.length() <= MAX_REASON_LENGTH ? reason
                : reason.substring(0, MAX_REASON_LENGTH - 1) + "…"));
        headers.add(KIND, utf8(letter.kind().tag()));
        headers.add(TOPIC, utf8(record.topic()));
        headers.add(PARTITION, utf8(Integer.toString(record.partition())));
        headers.add(OFFSET, utf8(Long.toString(record.offset())));
        headers.add(ID, utf8(letter.id()));
        if (!cuts.isEmpty()) {
            headers.add(TRUNCATED, utf8(String.join("; ", cuts)));
        }
        return Message.of(value).addMetadata(OutgoingKafkaRecordMetadata.<String>builder().withKey(key)
                .withHeaders(headers).build());
    }

    /** The longest prefix of {@code text} within {@code maxBytes} of UTF-8; notes the cut in {@code cuts}. */
    private static String cut(String what, String text, int maxBytes, List<String> cuts) {
        if (text == null) {
            return null;
        }
        int bytes = text.getBytes(StandardCharsets.UTF_8).length;
        if (bytes <= maxBytes) {
            return text;
        }
        int used = 0;
        int end = 0;
        while (end < text.length()) {
            int codePoint = text.codePointAt(end);
            int size = codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
            if (used + size > maxBytes) {
                break;
            }
            used += size;
            end += Character.charCount(codePoint);
        }
        cuts.add(what + " cut from " + bytes + " to " + used + " bytes");
        return text.substring(0, end);
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}

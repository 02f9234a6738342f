package io.targetwise.app.ingest;

import org.apache.kafka.clients.consumer.ConsumerRecord;

/** A record refused for good, with why: what {@link DeadLetterPublisher} copies to the dead-letter topic. */
public record DeadLetter(ConsumerRecord<String, String> source, RejectedMeasurementException.Kind kind, String reason) {

    public static DeadLetter of(ConsumerRecord<String, String> source, RejectedMeasurementException rejection) {
        return new DeadLetter(source, rejection.kind(), rejection.getMessage());
    }

    /** Stable per source record, whichever delivery of it was refused: {@code topic-partition@offset}. */
    public String id() {
        return idOf(source);
    }

    public static String idOf(ConsumerRecord<?, ?> record) {
        return record.topic() + "-" + record.partition() + "@" + record.offset();
    }
}

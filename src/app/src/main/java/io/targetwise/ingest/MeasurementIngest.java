package io.targetwise.ingest;

import java.util.ArrayList;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.smallrye.common.annotation.Blocking;
import io.targetwise.process.ProcessDefinition;

/**
 * Takes plant measurements off Kafka into the database, a poll batch at a time. Records that can never be stored go
 * to the dead-letter topic with their reason and the stream goes on; re-delivered records find their event id
 * stored and change nothing. The batch's offsets are committed only after the database transaction committed and
 * the broker took every dead letter: at-least-once delivery plus idempotent storage.
 */
@ApplicationScoped
public class MeasurementIngest {
    private static final Logger LOG = Logger.getLogger(MeasurementIngest.class);

    private final MeasurementRecordReader reader;
    private final ProcessDirectory processes;
    private final MeasurementStore store;
    private final DeadLetterPublisher deadLetters;
    private final MeterRegistry metrics;
    private final Counter storedCounter;
    private final Counter duplicateCounter;

    MeasurementIngest(ObjectMapper json, ProcessDirectory processes, MeasurementStore store,
            DeadLetterPublisher deadLetters, MeterRegistry metrics) {
        this.reader = new MeasurementRecordReader(json);
        this.processes = processes;
        this.store = store;
        this.deadLetters = deadLetters;
        this.metrics = metrics;
        this.storedCounter = Counter.builder("targetwise.measurements.stored")
                .description("Measurements stored").register(metrics);
        this.duplicateCounter = Counter.builder("targetwise.measurements.duplicates")
                .description("Re-delivered or re-sent measurements ignored").register(metrics);
    }

    @Incoming("measurements")
    @Blocking
    public void ingest(ConsumerRecords<String, String> records) {
        List<MeasurementValidator.ValidMeasurement> valid = new ArrayList<>(records.count());
        DeadLetterPublisher.Batch rejected = deadLetters.batch();
        for (ConsumerRecord<String, String> record : records) {
            try {
                valid.add(validate(record));
            } catch (RejectedMeasurementException e) {
                LOG.debugf("Dead-lettering %s-%d@%d: %s", record.topic(), record.partition(), record.offset(), e.getMessage());
                rejected.send(record, e);
                metrics.counter("targetwise.measurements.rejected", "kind", e.kind().tag()).increment();
            }
        }
        if (!valid.isEmpty()) {
            MeasurementStore.Result result = store.store(valid);
            storedCounter.increment(result.stored());
            duplicateCounter.increment(result.duplicates());
        }
        rejected.awaitSent();
    }

    private MeasurementValidator.ValidMeasurement validate(ConsumerRecord<String, String> record) {
        MeasurementMessage message = reader.read(record.key(), record.value(), record.headers());
        if (message.processId() == null) {
            throw new RejectedMeasurementException(RejectedMeasurementException.Kind.MALFORMED,
                    "processId is missing (neither in the body nor as the record key)");
        }
        ProcessDefinition process = processes.find(message.processId())
                .orElseThrow(() -> new RejectedMeasurementException(RejectedMeasurementException.Kind.UNKNOWN_PROCESS,
                        "unknown process " + message.processId()));
        return MeasurementValidator.validate(message, process);
    }
}

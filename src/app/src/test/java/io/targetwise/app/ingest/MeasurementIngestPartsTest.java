package io.targetwise.app.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Collectors;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.common.TopicPartition;
import org.junit.jupiter.api.Test;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.readings.DesignPoints;
import io.targetwise.app.readings.StoredDesignPoint;

/**
 * A poll batch of several processes is stored in parts of whole processes, one on the consumer's thread and the rest
 * at the same time on the store threads (two in all by default), and a record the database refuses is isolated
 * within its own part.
 */
@QuarkusTest
class MeasurementIngestPartsTest {
    @Inject
    MeasurementIngest ingest;

    @Inject
    ProcessService processes;

    @Inject
    DesignPoints designPoints;

    @Inject
    StoringThreads storing;

    /** Which thread committed each process's readings. */
    @ApplicationScoped
    static class StoringThreads {
        final List<Map.Entry<Long, String>> commits = new CopyOnWriteArrayList<>();

        void on(@Observes(during = TransactionPhase.AFTER_SUCCESS) MeasurementsStored event) {
            commits.add(Map.entry(event.processId(), Thread.currentThread().getName()));
        }

        Set<String> threadsOf(long processId) {
            return commits.stream().filter(c -> c.getKey() == processId).map(Map.Entry::getValue)
                    .collect(Collectors.toSet());
        }
    }

    private ProcessDefinition process() {
        return processes.create(new ProcessDefinition(null, "Parts " + UUID.randomUUID(), null,
                List.of(new ProcessDefinition.DesignVariable("pressure", "bar", 1.0, 10.0, 0.5)), List.of(),
                new ProcessDefinition.Output("thickness", "mm"), 2.0, 1.9, 2.1, 3));
    }

    private static String json(String eventId, ProcessDefinition process, double pressure, double output) {
        return """
                {"eventId": "%s", "processId": %d, "sourceTime": "2026-11-21T08:00:00Z", "setpoints": {"pressure": %s},
                 "output": %s, "unit": "mm", "quality": "GOOD"}""".formatted(eventId, process.id(), pressure, output);
    }

    private static long stored(String eventId) {
        return QuarkusTransaction.requiringNew().call(() -> MeasurementEntity.count("eventId", eventId));
    }

    @Test
    void aBatchOfSeveralProcessesIsStoredInPartsAtOnceAndARefusedRecordStaysInItsPart() {
        ProcessDefinition busiest = process();
        ProcessDefinition second = process();
        ProcessDefinition third = process();
        Map<ProcessDefinition, Integer> counts = Map.of(busiest, 30, second, 20, third, 10);
        String refused = "refused-" + UUID.randomUUID();
        List<String> valid = new ArrayList<>();
        List<ConsumerRecord<String, String>> records = new ArrayList<>();
        // offsets far from the test broker's, so that no dead-letter log entry of another test matches
        long offset = ThreadLocalRandom.current().nextLong(1L << 40, 1L << 50);
        for (int i = 0; i < 30; i++) {
            for (ProcessDefinition p : List.of(busiest, second, third)) {
                if (i < counts.get(p)) {
                    String eventId = UUID.randomUUID().toString();
                    valid.add(eventId);
                    records.add(new ConsumerRecord<>(MeasurementIngestTest.TOPIC, 0, offset++, p.id().toString(),
                            json(eventId, p, 1.0 + i % 10, 2.0 + i * 0.001)));
                }
            }
            if (i == 7) {
                records.add(new ConsumerRecord<>(MeasurementIngestTest.TOPIC, 0, offset++, second.id().toString(),
                        json(refused, second, 4.0, 2.0625)));
            }
        }
        runSql("alter table measurement add constraint ck_parts_refused_output check (output_value <> 2.0625)");
        try {
            ingest.ingest(new ConsumerRecords<>(Map.of(new TopicPartition(MeasurementIngestTest.TOPIC, 0), records)));
        } finally {
            runSql("alter table measurement drop constraint ck_parts_refused_output");
        }

        assertThat(valid).allSatisfy(id -> assertThat(stored(id)).as(id).isEqualTo(1));
        assertThat(stored(refused)).isZero();
        Map<Long, Long> replicates = new HashMap<>();
        for (ProcessDefinition p : counts.keySet()) {
            replicates.put(p.id(), designPoints.of(p.id()).stream().mapToLong(StoredDesignPoint::replicates).sum());
        }
        assertThat(replicates).containsEntry(busiest.id(), 30L).containsEntry(second.id(), 20L)
                .containsEntry(third.id(), 10L);
        // the busiest process is a part of its own, on the consumer's thread; the other two share the second part
        String consumer = Thread.currentThread().getName();
        assertThat(storing.threadsOf(busiest.id())).containsExactly(consumer);
        assertThat(storing.threadsOf(second.id())).singleElement().asString().startsWith("ingest-store-");
        assertThat(storing.threadsOf(third.id())).isEqualTo(storing.threadsOf(second.id()));
    }

    private static void runSql(String statement) {
        QuarkusTransaction.requiringNew().run(() -> MeasurementEntity.getEntityManager().createNativeQuery(statement)
                .executeUpdate());
    }
}

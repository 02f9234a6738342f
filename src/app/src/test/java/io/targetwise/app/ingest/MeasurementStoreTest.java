package io.targetwise.app.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.readings.DesignPoints;
import io.targetwise.app.readings.StoredDesignPoint;

/** The store's SQL on the database: duplicates by event id, design points merged across batches, ids shared. */
@QuarkusTest
public class MeasurementStoreTest {
    private static final Instant T0 = Instant.parse("2026-11-24T08:00:00Z");

    @Inject
    MeasurementStore store;

    @Inject
    ProcessService processes;

    @Inject
    HeardEvents heard;

    @Inject
    DesignPoints designPoints;

    ProcessDefinition process;

    /** Every {@link MeasurementsStored} observed after its commit. */
    @ApplicationScoped
    static class HeardEvents {
        final List<MeasurementsStored> events = new CopyOnWriteArrayList<>();

        void on(@Observes(during = TransactionPhase.AFTER_SUCCESS) MeasurementsStored event) {
            events.add(event);
        }

        List<MeasurementsStored> of(long processId) {
            return events.stream().filter(e -> e.processId() == processId).toList();
        }
    }

    @BeforeEach
    void createProcess() {
        process = processes.create(new ProcessDefinition(null, "Store " + UUID.randomUUID(), null,
                List.of(new ProcessDefinition.DesignVariable("pressure", "bar", 1.0, 10.0, 0.5)), List.of(),
                new ProcessDefinition.Output("thickness", "mm"), 2.0, 1.9, 2.1, 3));
    }

    private MeasurementValidator.ValidMeasurement reading(String eventId, double pressure, double output,
            Instant sourceTime) {
        return MeasurementValidator.validate(new MeasurementMessage(eventId, process.id(), sourceTime,
                Map.of("pressure", pressure), Map.of(), output, "mm", MeasurementMessage.Quality.GOOD, null), process,
                sourceTime);
    }

    private StoredDesignPoint onlyDesignPoint() {
        List<StoredDesignPoint> points = designPoints.of(process.id());
        assertThat(points).hasSize(1);
        return points.get(0);
    }

    private long storedRows() {
        return QuarkusTransaction.requiringNew().call(() -> MeasurementEntity.count("processId", process.id()));
    }

    @Test
    void replicatesOfOneSetpointArrivingInTwoBatchesMergeIntoOneDesignPoint() {
        // 4.1 and 3.9 both snap to the 0.5-bar grid point 4.0
        store.store(List.of(reading("a", 4.1, 2.02, T0.plusSeconds(5)), reading("b", 3.9, 2.00, T0.plusSeconds(6))));
        store.store(List.of(reading("c", 4.0, 2.06, T0.plusSeconds(9)), reading("d", 4.1, 2.04, T0)));

        StoredDesignPoint point = onlyDesignPoint();
        assertThat(point.setpoint()).containsExactly(4.0);
        assertThat(point.replicates()).isEqualTo(4);
        assertThat(point.mean()).isCloseTo(2.03, within(1e-12));
        // deviations from the mean: -0.03, -0.01, 0.01, 0.03
        assertThat(point.sumSquaredDeviations()).isCloseTo(0.002, within(1e-12));
        assertThat(point.firstMeasuredAt()).isEqualTo(T0);
        assertThat(point.lastMeasuredAt()).isEqualTo(T0.plusSeconds(9));
    }

    /** More changed points than one statement of the merge takes (500): every chunk's points are written back. */
    @Test
    void aBatchMergingIntoMoreDesignPointsThanOneStatementTakesUpdatesEveryOne() {
        process = processes.create(new ProcessDefinition(null, "Store fine " + UUID.randomUUID(), null,
                List.of(new ProcessDefinition.DesignVariable("pressure", "bar", 0.0, 10.0, 0.001)), List.of(),
                new ProcessDefinition.Output("thickness", "mm"), 2.0, 1.9, 2.1, 3));
        int points = 1_201;
        List<MeasurementValidator.ValidMeasurement> first = new ArrayList<>();
        List<MeasurementValidator.ValidMeasurement> second = new ArrayList<>();
        for (int i = 0; i < points; i++) {
            first.add(reading("fine-a-" + i, i * 0.001, 2.0 + i * 1e-4, T0.plusSeconds(i)));
            second.add(reading("fine-b-" + i, i * 0.001, 2.0 - i * 1e-4, T0.minusSeconds(i)));
        }
        store.store(first);
        store.store(second);

        List<StoredDesignPoint> stored = designPoints.of(process.id());
        assertThat(stored).hasSize(points);
        for (StoredDesignPoint point : stored) {
            int i = (int) Math.round(point.setpoint()[0] / 0.001);
            double spread = i * 1e-4;
            assertThat(point.replicates()).as("replicates at %d", i).isEqualTo(2);
            assertThat(point.mean()).as("mean at %d", i).isCloseTo(2.0, within(1e-12));
            // two readings 2 spread apart deviate by spread each
            assertThat(point.sumSquaredDeviations()).as("deviations at %d", i).isCloseTo(2 * spread * spread, within(1e-12));
            assertThat(point.firstMeasuredAt()).isEqualTo(T0.minusSeconds(i));
            assertThat(point.lastMeasuredAt()).isEqualTo(T0.plusSeconds(i));
        }
    }

    @Test
    void anEventIdRepeatedWithinABatchOrInALaterOneIsStoredAndCountedOnce() {
        MeasurementStore.Result first = store.store(List.of(reading("e1", 4.0, 2.00, T0), reading("e1", 4.0, 2.00, T0),
                reading("e2", 4.0, 2.02, T0)));
        MeasurementStore.Result second = store.store(List.of(reading("e2", 4.0, 2.02, T0), reading("e3", 4.0, 2.04, T0)));

        assertThat(first).isEqualTo(new MeasurementStore.Result(2, 1));
        assertThat(second).isEqualTo(new MeasurementStore.Result(1, 1));
        assertThat(storedRows()).isEqualTo(3);
        assertThat(onlyDesignPoint().replicates()).isEqualTo(3);
    }

    @Test
    void campaignsHearWhichBatchCompletedASetpoint() {
        store.store(List.of(reading("r1", 4.0, 2.00, T0), reading("r2", 4.0, 2.01, T0)));
        store.store(List.of(reading("r3", 4.0, 2.02, T0), reading("s1", 6.0, 2.00, T0)));
        store.store(List.of(reading("r4", 4.0, 2.03, T0)));

        assertThat(heard.of(process.id())).extracting(MeasurementsStored::count, MeasurementsStored::completedSetpoints)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(2, 0), org.assertj.core.groups.Tuple.tuple(2, 1),
                        org.assertj.core.groups.Tuple.tuple(1, 0));
        assertThat(heard.of(process.id()).get(1).changedSetpointKeys()).containsExactlyInAnyOrder("4.0", "6.0");
    }

    @Test
    void rowsFromTheStoreAndEntitiesPersistedByHibernateNeverShareAnId() {
        List<Long> ids = new ArrayList<>();
        for (int round = 0; round < 3; round++) {
            List<MeasurementValidator.ValidMeasurement> batch = new ArrayList<>();
            for (int i = 0; i < 60; i++) {
                batch.add(reading("store-" + round + "-" + i, 4.0, 2.0, T0));
            }
            store.store(batch);
            int r = round;
            QuarkusTransaction.requiringNew().run(() -> {
                for (int i = 0; i < 60; i++) {
                    MeasurementEntity m = new MeasurementEntity();
                    m.eventId = "entity-" + r + "-" + i;
                    m.processId = process.id();
                    m.sourceTime = T0;
                    m.receivedAt = T0;
                    m.setpoint = new double[] {4.0};
                    m.output = 2.0;
                    m.unit = "mm";
                    m.quality = MeasurementMessage.Quality.GOOD;
                    m.persist();
                }
            });
        }
        ids.addAll(QuarkusTransaction.requiringNew().call(() -> MeasurementEntity.<MeasurementEntity>list("processId",
                process.id()).stream().map(m -> m.id).toList()));
        assertThat(ids).hasSize(360).doesNotHaveDuplicates();
    }
}

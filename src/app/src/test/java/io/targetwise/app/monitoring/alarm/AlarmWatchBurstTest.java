package io.targetwise.app.monitoring.alarm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.junit.QuarkusTest;
import io.targetwise.app.common.PageRequest;
import io.targetwise.app.ingest.MeasurementMessage;
import io.targetwise.app.ingest.MeasurementStore;
import io.targetwise.app.ingest.MeasurementValidator;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;

/**
 * A burst of stored batches costs the alarm watch a bounded number of looks (one per
 * {@code targetwise.alarm.min-look-interval} and one more), not one per batch, and the state the burst ends in is
 * still looked at: its last batch, out of tolerance, raises the alarm.
 */
@QuarkusTest
class AlarmWatchBurstTest {
    private static final int BATCHES = 30;
    private static final Duration BETWEEN_BATCHES = Duration.ofMillis(100);

    @Inject
    ProcessService processes;
    @Inject
    MeasurementStore store;
    @Inject
    Alarms alarms;
    @Inject
    MeterRegistry metrics;
    @ConfigProperty(name = "targetwise.alarm.min-look-interval")
    Duration minLookInterval;

    ProcessDefinition process;

    @BeforeEach
    void setUp() {
        process = processes.create(new ProcessDefinition(null, "Alarm burst " + UUID.randomUUID(), null,
                List.of(new ProcessDefinition.DesignVariable("x", "rad", -1.0, 1.0, 0.01)), List.of(),
                new ProcessDefinition.Output("y", "V"), 0.0, -0.2, 0.2, 3));
    }

    private void store(double... outputs) {
        List<MeasurementValidator.ValidMeasurement> batch = new ArrayList<>();
        for (double output : outputs) {
            batch.add(MeasurementValidator.validate(new MeasurementMessage(UUID.randomUUID().toString(), process.id(),
                    Instant.now(), Map.of("x", 0.0), Map.of(), output, "V", MeasurementMessage.Quality.GOOD, null),
                    process, Instant.now()));
        }
        store.store(batch);
    }

    private double looks() {
        return metrics.get("targetwise.alarm.looks").counter().count();
    }

    private boolean outOfTolerance() {
        return alarms.forProcess(process.id(), PageRequest.first(100)).stream().anyMatch(a -> a.kind() == AlarmKind.OUT_OF_TOLERANCE);
    }

    @Test
    void aBurstCostsBoundedLooksAndItsLastStateIsLookedAt() throws Exception {
        // No looks left over from earlier work in this application
        await().atMost(Duration.ofSeconds(30)).until(() -> {
            double before = looks();
            Thread.sleep(minLookInterval.multipliedBy(2).toMillis());
            return looks() == before;
        });
        double before = looks();

        long start = System.nanoTime();
        for (int i = 0; i < BATCHES; i++) {
            store(0.05, -0.05, 0.1); // within [-0.2, 0.2]
            Thread.sleep(BETWEEN_BATCHES.toMillis());
        }
        store(0.5, 0.6, 0.55);
        Duration burst = Duration.ofNanos(System.nanoTime() - start);

        await().atMost(Duration.ofSeconds(30)).until(this::outOfTolerance);
        Thread.sleep(minLookInterval.multipliedBy(2).toMillis()); // a look still to come would start within this
        long bound = burst.toMillis() / minLookInterval.toMillis() + 2;
        assertThat(looks() - before).as("looks for %d batches over %d ms", BATCHES + 1, burst.toMillis())
                .isBetween(1.0, (double) bound);
    }
}

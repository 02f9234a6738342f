package io.targetwise.simulators.plant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.forging.ForgingSimulator;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class VirtualPlantTest {
    private static final Map<String, Double> START = setpoint(50, 10, 100, 160, 1100);
    private final ForgingSimulator forging = ForgingSimulator.create();
    /** A clock that stands still: timestamps must still increase. */
    private final Clock frozen = Clock.fixed(Instant.parse("2025-01-01T00:00:00Z"), ZoneOffset.UTC);

    @Test
    void messagesMeetTheMeasurementContract() {
        VirtualPlant plant = VirtualPlant.of(forging, 7, START, 3, frozen, 1);
        String firstBatch = plant.currentBatchId();
        List<PlantReading> messages = new ArrayList<>(plant.nextBatch());
        plant.moveTo(setpoint(90, 20, 90, 190, 1000));
        String secondBatch = plant.currentBatchId();
        messages.addAll(plant.nextBatch());

        Set<String> eventIds = new HashSet<>();
        Instant previous = Instant.MIN;
        for (PlantReading m : messages) {
            assertThat(m.processId()).isEqualTo(7L);
            assertThat(eventIds.add(m.eventId())).as("unique event id %s", m.eventId()).isTrue();
            assertThat(m.sourceTime()).isAfter(previous);
            previous = m.sourceTime();
            assertThat(m.setpoints().keySet()).containsExactlyElementsOf(
                    forging.spec().designVariables().stream().map(ProcessSpec.DesignVariable::name).toList());
            for (ProcessSpec.DesignVariable v : forging.spec().designVariables()) {
                assertThat(m.setpoints().get(v.name())).isBetween(v.lower(), v.upper());
            }
            assertThat(m.environment()).containsOnlyKeys("ambient temperature");
            assertThat(m.environment().get("ambient temperature")).isBetween(0.0, 40.0);
            assertThat(m.output()).isFinite().isBetween(80.0, 300.0);
            assertThat(m.unit()).isEqualTo("mm");
        }
        assertThat(messages.subList(0, 3)).extracting(PlantReading::batchId).containsOnly(firstBatch);
        assertThat(messages.subList(3, 6)).extracting(PlantReading::batchId).containsOnly(secondBatch);
        assertThat(secondBatch).isNotEqualTo(firstBatch);
        assertThat(messages.get(3).setpoints().get("press stroke")).isEqualTo(90.0);
    }

    @Test
    void theSameSeedAndClockReproduceTheSameMessages() {
        List<PlantReading> first = withoutEventIds(VirtualPlant.of(forging, 1, START, 4, frozen, 42).nextBatch());
        List<PlantReading> second = withoutEventIds(VirtualPlant.of(forging, 1, START, 4, frozen, 42).nextBatch());
        assertThat(first).isEqualTo(second);
        assertThat(withoutEventIds(VirtualPlant.of(forging, 1, START, 4, frozen, 43).nextBatch())).isNotEqualTo(first);
    }

    /** A plant restarted with its configured seed re-emitting stored event ids would have every reading ignored. */
    @Test
    void aRestartedPlantWithTheSameSeedNeverRepeatsAnEventId() {
        Set<String> beforeRestart = new HashSet<>();
        VirtualPlant.of(forging, 1, START, 4, frozen, 42).nextBatch().forEach(r -> beforeRestart.add(r.eventId()));
        List<PlantReading> afterRestart = VirtualPlant.of(forging, 1, START, 4, frozen, 42).nextBatch();
        assertThat(afterRestart).extracting(PlantReading::eventId).doesNotContainAnyElementsOf(beforeRestart);
    }

    /** Everything a seed reproduces: the readings apart from their event ids, which are unique per run. */
    private static List<PlantReading> withoutEventIds(List<PlantReading> readings) {
        return readings.stream().map(r -> new PlantReading("", r.processId(), r.sourceTime(), r.setpoints(),
                r.environment(), r.output(), r.unit(), r.batchId())).toList();
    }

    @Test
    void theEnvironmentDriftsSlowlyAroundItsNominalValue() {
        VirtualPlant plant = VirtualPlant.of(forging, 1, START, 1, frozen, 3);
        double previous = plant.next().environment().get("ambient temperature");
        double largestStep = 0;
        double sum = 0;
        int n = 20_000;
        for (int i = 0; i < n; i++) {
            double now = plant.next().environment().get("ambient temperature");
            largestStep = Math.max(largestStep, Math.abs(now - previous));
            sum += now;
            previous = now;
        }
        // One-second steps of a 30-minute process with sd 4 K move by about 4 * sqrt(2 / 1800) = 0.13 K each.
        assertThat(largestStep).isLessThan(1.0);
        assertThat(sum / n).isBetween(14.0, 26.0);
    }

    @Test
    void invalidSetpointsAreRefusedAndTheOldOneKept() {
        VirtualPlant plant = VirtualPlant.of(forging, 1, START, 1, frozen, 3);
        Map<String, Double> outOfBounds = new LinkedHashMap<>(START);
        outOfBounds.put("press speed", 30.0);
        assertThatThrownBy(() -> plant.moveTo(outOfBounds)).hasMessageContaining("press speed = 30.0 is outside");
        Map<String, Double> missing = new LinkedHashMap<>(START);
        missing.remove("billet height");
        assertThatThrownBy(() -> plant.moveTo(missing)).hasMessageContaining("'billet height' is missing");
        Map<String, Double> unknown = new LinkedHashMap<>(START);
        unknown.put("die temperature", 300.0);
        assertThatThrownBy(() -> plant.moveTo(unknown)).hasMessageContaining("'die temperature' is not a design variable");
        assertThat(plant.currentSetpoint()).isEqualTo(START);
        assertThatThrownBy(() -> VirtualPlant.of(forging, 1, START, 0, frozen, 3))
                .hasMessageContaining("replicatesPerSetpoint");
    }

    @Test
    void aControlThreadCanMoveTheSetpointWhileAProducerReads() throws Exception {
        VirtualPlant plant = VirtualPlant.of(forging, 1, START, 5, Clock.systemUTC(), 3);
        Map<String, Double> other = setpoint(90, 20, 90, 190, 1000);
        ExecutorService threads = Executors.newFixedThreadPool(2);
        CountDownLatch started = new CountDownLatch(1);
        try {
            Future<List<List<PlantReading>>> producer = threads.submit(() -> {
                List<List<PlantReading>> batches = new ArrayList<>();
                started.countDown();
                for (int i = 0; i < 2_000; i++) {
                    batches.add(plant.nextBatch());
                }
                return batches;
            });
            Future<?> control = threads.submit(() -> {
                started.await();
                for (int i = 0; i < 2_000; i++) {
                    plant.moveTo(i % 2 == 0 ? other : START);
                }
                return null;
            });
            control.get(30, TimeUnit.SECONDS);
            Set<String> eventIds = new HashSet<>();
            for (List<PlantReading> batch : producer.get(30, TimeUnit.SECONDS)) {
                // A batch is atomic: one setpoint and one batch id throughout.
                assertThat(batch).extracting(PlantReading::setpoints).containsOnly(batch.get(0).setpoints());
                assertThat(batch).extracting(PlantReading::batchId).containsOnly(batch.get(0).batchId());
                batch.forEach(m -> eventIds.add(m.eventId()));
            }
            assertThat(eventIds).hasSize(10_000);
        } finally {
            threads.shutdownNow();
        }
    }

    private static Map<String, Double> setpoint(double stroke, double speed, double diameter, double height,
            double temperature) {
        Map<String, Double> map = new LinkedHashMap<>();
        map.put("press stroke", stroke);
        map.put("press speed", speed);
        map.put("billet diameter", diameter);
        map.put("billet height", height);
        map.put("billet temperature", temperature);
        return map;
    }
}

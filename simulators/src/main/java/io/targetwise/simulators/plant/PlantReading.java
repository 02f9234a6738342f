package io.targetwise.simulators.plant;

import java.time.Instant;
import java.util.Map;

/**
 * One reading of the virtual plant: what a real plant's data acquisition would report. The application maps it to
 * its own transport contract (for Kafka: a measurement message).
 *
 * @param eventId unique per reading
 * @param processId the process the plant runs
 * @param sourceTime when the reading was taken; strictly increasing per plant
 * @param setpoints the running setpoint by design-variable name
 * @param environment the measured environment by variable name
 * @param output the measured output, in {@code unit}
 * @param batchId shared by the readings taken at one setpoint, between two moves
 */
public record PlantReading(String eventId, long processId, Instant sourceTime, Map<String, Double> setpoints,
        Map<String, Double> environment, double output, String unit, String batchId) {
}

package io.targetwise.app.readings;

import java.time.Instant;
import java.util.Map;

import io.targetwise.app.ingest.MeasurementMessage;
import io.targetwise.app.process.ProcessDefinition;

/** One stored measurement as the REST API shows it, values named by variable. */
public record MeasurementView(String eventId, Instant sourceTime, Instant receivedAt, Map<String, Double> setpoints,
        Map<String, Double> environment, double output, String unit, MeasurementMessage.Quality quality,
        String batchId) {

    public static MeasurementView of(StoredReading m, ProcessDefinition process) {
        return new MeasurementView(m.eventId(), m.sourceTime(), m.receivedAt(), process.namedSetpoints(m.setpoint()),
                m.environment() == null ? Map.of() : process.namedEnvironment(m.environment()),
                m.output(), m.unit(), m.quality(), m.batchId());
    }
}

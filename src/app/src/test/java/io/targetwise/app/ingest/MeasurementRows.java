package io.targetwise.app.ingest;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.targetwise.app.process.ProcessDefinition;

/**
 * Good readings stored straight into the measurement table, for tests that must control exactly what is stored:
 * no validation, no design points and no events, unlike the ingest's own path.
 */
public final class MeasurementRows {

    /** One reading: received when it was measured. */
    public record Row(Instant sourceTime, double[] setpoint, double[] environment, double output) {
    }

    private MeasurementRows() {
    }

    /** Stores the rows in one transaction, each with a fresh event id and the process's output unit. */
    public static void store(ProcessDefinition process, List<Row> rows) {
        QuarkusTransaction.requiringNew().run(() -> rows.forEach(row -> {
            MeasurementEntity m = new MeasurementEntity();
            m.eventId = UUID.randomUUID().toString();
            m.processId = process.id();
            m.sourceTime = row.sourceTime();
            m.receivedAt = row.sourceTime();
            m.setpoint = row.setpoint();
            m.environment = row.environment();
            m.output = row.output();
            m.unit = process.output().unit();
            m.quality = MeasurementMessage.Quality.GOOD;
            m.persist();
        }));
    }
}

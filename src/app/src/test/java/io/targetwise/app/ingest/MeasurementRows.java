package io.targetwise.app.ingest;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.targetwise.app.process.ProcessDefinition;

/**
 * Readings stored straight into the measurement table, for tests that must control exactly what is stored:
 * no validation, no design points and no events, unlike the ingest's own path.
 */
public final class MeasurementRows {

    /** One reading as stored. */
    public record Row(Instant sourceTime, Instant receivedAt, double[] setpoint, double[] environment, double output,
            MeasurementMessage.Quality quality) {

        /** A GOOD reading received when it was measured. */
        public Row(Instant sourceTime, double[] setpoint, double[] environment, double output) {
            this(sourceTime, sourceTime, setpoint, environment, output, MeasurementMessage.Quality.GOOD);
        }
    }

    private MeasurementRows() {
    }

    /** Stores the rows in one transaction, in order, each with a fresh event id and the process's output unit. */
    public static void store(ProcessDefinition process, List<Row> rows) {
        QuarkusTransaction.requiringNew().run(() -> rows.forEach(row -> {
            MeasurementEntity m = new MeasurementEntity();
            m.eventId = UUID.randomUUID().toString();
            m.processId = process.id();
            m.sourceTime = row.sourceTime();
            m.receivedAt = row.receivedAt();
            m.setpoint = row.setpoint();
            m.environment = row.environment();
            m.output = row.output();
            m.unit = process.output().unit();
            m.quality = row.quality();
            m.persist();
        }));
    }
}

package io.targetwise.app.ingest;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.targetwise.app.process.ProcessDefinition;

/**
 * Readings stored straight into the measurement table, for tests that must control exactly what is stored:
 * no validation, no design points and no events, unlike the ingest's own path; or through the ingest's own store
 * ({@link #ingest}), for tests of what the stored readings set off.
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

    /**
     * Stores GOOD readings at the setpoint (values in the process's design-variable order) in one batch through the
     * ingest's store, as the Kafka ingest would after validation: design points updated, events fired.
     */
    public static void ingest(MeasurementStore store, ProcessDefinition process, double[] setpoint,
            double... outputs) {
        Map<String, Double> setpoints = process.namedSetpoints(setpoint);
        Instant now = Instant.now();
        store.store(Arrays.stream(outputs).mapToObj(output -> MeasurementValidator.validate(new MeasurementMessage(
                UUID.randomUUID().toString(), process.id(), now, setpoints, Map.of(), output,
                process.output().unit(), MeasurementMessage.Quality.GOOD, null), process, now)).toList());
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

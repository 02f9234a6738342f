package io.targetwise.app.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.targetwise.app.common.StorageFaults;
import io.targetwise.app.common.ValueList;
import io.targetwise.app.ingest.MeasurementMessage.Quality;
import io.targetwise.app.ingest.MeasurementValidator.ValidMeasurement;
import io.targetwise.app.postgres.PostgresServer;
import io.targetwise.app.process.ProcessDefinition;

/**
 * The raw rows reach PostgreSQL through {@code COPY} (MeasurementTables): every field must read back as the driver's
 * own parameters would have stored it, text that looks like COPY's syntax included, and the database's refusals must
 * keep the SQL states the ingest tells record faults from passing ones by (StorageFaults).
 */
class MeasurementCopyTest {
    private static final ProcessDefinition PROCESS = new ProcessDefinition(1L, "Press", null, List.of(), List.of(),
            new ProcessDefinition.Output("y", "mm"), 10.0, 9.0, 11.0, 2);
    private static final Instant RECEIVED = Instant.parse("2026-11-25T07:00:00.123456789Z");

    private static PostgresServer postgres;
    private Connection connection;

    @BeforeAll
    static void startServer() {
        postgres = PostgresServer.start();
        Flyway.configure().dataSource(postgres.jdbcUrl(), PostgresServer.USER, "")
                .locations("classpath:db/migration").load().migrate();
    }

    @AfterAll
    static void stopServer() {
        postgres.close();
    }

    @BeforeEach
    void cleanProcess() throws SQLException {
        connection = DriverManager.getConnection(postgres.jdbcUrl(), PostgresServer.USER, "");
        try (Statement s = connection.createStatement()) {
            s.execute("delete from process_definition");
            s.execute("insert into process_definition (id, name, output_name, output_unit, target_value,"
                    + " lower_spec_limit, upper_spec_limit, replicates, created_at, updated_at, version)"
                    + " values (1, 'Press', 'y', 'mm', 10, 9, 11, 2, current_timestamp, current_timestamp, 0)");
        }
        connection.setAutoCommit(false);
    }

    @AfterEach
    void closeConnection() throws SQLException {
        connection.close();
    }

    private static ValidMeasurement measurement(String eventId, Instant sourceTime, double[] setpoint,
            double[] environment, double output, String unit, Quality quality, String batchId) {
        return new ValidMeasurement(new MeasurementMessage(eventId, 1L, sourceTime, Map.of(), Map.of(), output, unit,
                quality, batchId), PROCESS, setpoint, environment);
    }

    private static ValidMeasurement plain(String eventId) {
        return measurement(eventId, Instant.parse("2026-11-25T06:00:00Z"), new double[] {1}, new double[0], 10, "mm",
                Quality.GOOD, null);
    }

    @Test
    void everyFieldReadsBackAsTheDriversOwnParametersStoreIt() throws SQLException {
        List<ValidMeasurement> sent = List.of(
                measurement("tab\there", Instant.parse("2026-11-25T06:00:00.000000500Z"),
                        new double[] {0.1 + 0.2, -Double.MAX_VALUE}, new double[] {Double.MIN_VALUE}, 1e-5, "mm",
                        Quality.GOOD, "\\N"),
                measurement("line\nbreak\r\\.", Instant.parse("0001-01-01T00:00:00.000000499Z"),
                        new double[] {Double.NaN, 3}, new double[0], -123456.789, "mm", Quality.UNCERTAIN, null),
                measurement("Ø 🔥 \\", Instant.parse("9999-12-31T23:59:59.999999Z"), new double[] {5},
                        new double[] {1, Double.NaN}, 0.0, "mm", Quality.BAD, "batch\t7"));
        new MeasurementTables(connection).insertMeasurements(sent, RECEIVED);

        Map<String, ResultRow> stored = storedRows();
        assertThat(stored).hasSize(3);
        for (ValidMeasurement m : sent) {
            ResultRow row = stored.get(m.message().eventId());
            assertThat(row).as(m.message().eventId()).isNotNull();
            assertThat(row.sourceTime).isEqualTo(asTheDriverStores(m.message().sourceTime()));
            assertThat(row.receivedAt).isEqualTo(asTheDriverStores(RECEIVED));
            assertThat(row.setpoint).isEqualTo(ValueList.format(m.setpoint()));
            assertThat(ValueList.parse(row.setpoint)).isEqualTo(m.setpoint());
            assertThat(row.environment).isEqualTo(m.environment().length == 0 ? null : ValueList.format(m.environment()));
            assertThat(row.output).isEqualTo(m.message().output());
            assertThat(row.unit).isEqualTo("mm");
            assertThat(row.quality).isEqualTo(m.message().quality().name());
            assertThat(row.batchId).isEqualTo(m.message().batchId());
        }
        assertThat(stored.values().stream().mapToLong(r -> r.id).distinct().count()).isEqualTo(3);
        connection.rollback();
    }

    @Test
    void idsComeFromTheSequenceInTheOrderOfTheRowsAndAboveEveryEarlierOne() throws SQLException {
        List<ValidMeasurement> first = new ArrayList<>();
        List<ValidMeasurement> second = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            (i < 150 ? first : second).add(plain("event-" + i));
        }
        new MeasurementTables(connection).insertMeasurements(first, RECEIVED);
        connection.commit();
        new MeasurementTables(connection).insertMeasurements(second, RECEIVED);
        connection.commit();

        List<String> inIdOrder = new ArrayList<>();
        try (Statement s = connection.createStatement();
                ResultSet rows = s.executeQuery("select event_id from measurement order by id")) {
            while (rows.next()) {
                inIdOrder.add(rows.getString(1));
            }
        }
        assertThat(inIdOrder).containsExactlyElementsOf(
                Stream.concat(first.stream(), second.stream()).map(m -> m.message().eventId()).toList());
        try (Statement s = connection.createStatement(); ResultSet last = s.executeQuery(
                "select (select last_value from measurement_seq) = (select max(id) from measurement)")) {
            assertThat(last.next()).isTrue();
            assertThat(last.getBoolean(1)).as("the newest row holds the sequence's last value").isTrue();
        }
    }

    @Test
    void anEventIdStoredMeanwhileFailsAsAUniqueViolationWhichTheIngestRetries() throws SQLException {
        new MeasurementTables(connection).insertMeasurements(List.of(plain("twice")), RECEIVED);
        connection.commit();
        assertThatThrownBy(() -> new MeasurementTables(connection)
                .insertMeasurements(List.of(plain("once"), plain("twice")), RECEIVED))
                .isInstanceOfSatisfying(SQLException.class, e -> {
                    assertThat(e.getSQLState()).isEqualTo("23505");
                    assertThat(StorageFaults.refusesTheRecord(e)).isFalse();
                });
        connection.rollback();
        assertThat(storedRows()).containsOnlyKeys("twice");
    }

    @Test
    void aValueTheColumnCannotHoldIsRefusedAsTheRecordsOwnFault() throws SQLException {
        ValidMeasurement tooLong = measurement("long unit", Instant.parse("2026-11-25T06:00:00Z"), new double[] {1},
                new double[0], 10, "m".repeat(41), Quality.GOOD, null);
        assertThatThrownBy(() -> new MeasurementTables(connection).insertMeasurements(List.of(tooLong), RECEIVED))
                .isInstanceOfSatisfying(SQLException.class, e -> {
                    assertThat(e.getSQLState()).isEqualTo("22001");
                    assertThat(StorageFaults.refusesTheRecord(e)).isTrue();
                    assertThat(StorageFaults.reason(e)).contains("character varying(40)");
                });
        connection.rollback();
    }

    private record ResultRow(long id, OffsetDateTime sourceTime, OffsetDateTime receivedAt, String setpoint,
            String environment, double output, String unit, String quality, String batchId) {
    }

    private Map<String, ResultRow> storedRows() throws SQLException {
        Map<String, ResultRow> rows = new LinkedHashMap<>();
        try (Statement s = connection.createStatement(); ResultSet r = s.executeQuery("select id, event_id,"
                + " source_time, received_at, setpoint_values, environment_values, output_value, unit, quality, batch_id"
                + " from measurement order by id")) {
            while (r.next()) {
                rows.put(r.getString(2), new ResultRow(r.getLong(1), r.getObject(3, OffsetDateTime.class),
                        r.getObject(4, OffsetDateTime.class), r.getString(5), r.getString(6), r.getDouble(7),
                        r.getString(8), r.getString(9), r.getString(10)));
            }
        }
        return rows;
    }

    /** The reference: the instant as the driver binds an {@code OffsetDateTime} parameter, read back by the server. */
    private OffsetDateTime asTheDriverStores(Instant instant) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement("select cast(? as timestamp with time zone)")) {
            query.setObject(1, instant.atOffset(ZoneOffset.UTC));
            try (ResultSet r = query.executeQuery()) {
                assertThat(r.next()).isTrue();
                return r.getObject(1, OffsetDateTime.class);
            }
        }
    }
}

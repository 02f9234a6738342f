package io.targetwise.app.ingest;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.postgresql.PGConnection;

import io.targetwise.app.common.ValueList;
import io.targetwise.core.surrogate.ReplicateStatistics;

/**
 * The ingest's SQL on the connection of the store's transaction: which event ids are stored, new raw rows, and design
 * points read and written back. Plain JDBC batches that set only what changes, because Hibernate's per-entity work
 * (persistence context, full-row updates, query translation) was most of the consumer's time at tens of thousands of
 * rows per second (docs/benchmarks/kafka-ingest.md). The same SQL on H2 and PostgreSQL except the sequence call, the raw rows
 * ({@code COPY} on PostgreSQL) and the design-point update. New rows take their ids straight from the entities'
 * sequences (one {@code nextval} per row): those values are never inside a block Hibernate's pooled optimizer hands
 * out, since each such block ends at a value that optimizer drew itself.
 */
final class MeasurementTables {
    private static final int IN_CLAUSE_CHUNK = 500;
    /** A raw row's columns, in the order of the insert's values and of the COPY's fields. */
    private static final String MEASUREMENT_COLUMNS = "id, event_id, process_id, source_time, received_at,"
            + " setpoint_values, environment_values, output_value, unit, quality, batch_id";

    private final Connection connection;
    private final boolean postgres;

    /**
     * On PostgreSQL, turns sequential scans off for the rest of the transaction. Every lookup here has a unique index,
     * but a table without statistics (a new plant's first minute, until autovacuum analyzes it) is planned as if
     * scanning it all were cheaper than 500 index probes, and a plan the server prepared then stays as the table
     * grows: the event-id check took 130 ms a call at 200,000 rows in the cold ingest benchmark (docs/benchmarks/kafka-ingest.md).
     */
    MeasurementTables(Connection connection) throws SQLException {
        this.connection = connection;
        this.postgres = connection.getMetaData().getDatabaseProductName().equals("PostgreSQL");
        if (postgres) {
            try (Statement statement = connection.createStatement()) {
                statement.execute("set local enable_seqscan = off");
            }
        }
    }

    /** A design point's replicate statistics as stored; {@code id} is null for one not stored yet. */
    record DesignPointRow(Long id, String setpointKey, double[] setpoint, ReplicateStatistics statistics,
            Instant firstMeasuredAt, Instant lastMeasuredAt) {
    }

    /** @return those of the event ids already stored */
    Set<String> storedEventIds(Collection<String> eventIds) throws SQLException {
        Set<String> found = new HashSet<>();
        for (List<String> chunk : chunks(eventIds)) {
            try (PreparedStatement query = connection.prepareStatement(
                    "select event_id from measurement where event_id in (" + placeholders(chunk.size()) + ")")) {
                for (int i = 0; i < chunk.size(); i++) {
                    query.setString(i + 1, chunk.get(i));
                }
                try (ResultSet rows = query.executeQuery()) {
                    while (rows.next()) {
                        found.add(rows.getString(1));
                    }
                }
            }
        }
        return found;
    }

    void insertMeasurements(Collection<MeasurementValidator.ValidMeasurement> measurements, Instant receivedAt)
            throws SQLException {
        if (measurements.isEmpty()) {
            return;
        }
        if (postgres) {
            copyMeasurements(measurements, receivedAt);
            return;
        }
        try (PreparedStatement insert = connection.prepareStatement("insert into measurement (" + MEASUREMENT_COLUMNS
                + ") values (" + nextValue("measurement_seq") + ", ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            OffsetDateTime received = utc(receivedAt);
            for (MeasurementValidator.ValidMeasurement m : measurements) {
                MeasurementMessage message = m.message();
                insert.setString(1, message.eventId());
                insert.setLong(2, m.process().id());
                insert.setObject(3, utc(message.sourceTime()));
                insert.setObject(4, received);
                insert.setString(5, ValueList.format(m.setpoint()));
                insert.setString(6, m.environment().length == 0 ? null : ValueList.format(m.environment()));
                insert.setDouble(7, message.output());
                insert.setString(8, message.unit());
                insert.setString(9, message.quality().name());
                insert.setString(10, message.batchId());
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    /**
     * On PostgreSQL the raw rows go in as one {@code COPY} rather than a batch of inserts, which the driver sends as one
     * statement per row: a bare {@code COPY} takes 10 to 21 % more rows per second, the warm ingest gained 3 to 4 %
     * (docs/benchmarks/kafka-ingest.md; the server's CPU per row, mostly index upkeep, hardly changes). Ids are drawn from the
     * sequence in this transaction first, as the inserts drew them, so that {@code ReadingsCursor}'s order holds.
     */
    private void copyMeasurements(Collection<MeasurementValidator.ValidMeasurement> measurements, Instant receivedAt)
            throws SQLException {
        long[] ids = nextValues("measurement_seq", measurements.size());
        CopyText rows = new CopyText(measurements.size() * 200);
        int i = 0;
        for (MeasurementValidator.ValidMeasurement m : measurements) {
            MeasurementMessage message = m.message();
            rows.add(ids[i++]).add(message.eventId()).add(m.process().id()).add(message.sourceTime()).add(receivedAt)
                    .add(ValueList.format(m.setpoint()))
                    .add(m.environment().length == 0 ? null : ValueList.format(m.environment()))
                    .add(message.output()).add(message.unit()).add(message.quality().name()).add(message.batchId())
                    .endRow();
        }
        copyRows(connection, rows);
    }

    /** Streams rows of all the measurement columns, ids included, to PostgreSQL's {@code COPY}. */
    static void copyRows(Connection connection, CopyText rows) throws SQLException {
        try {
            connection.unwrap(PGConnection.class).getCopyAPI().copyIn(
                    "copy measurement (" + MEASUREMENT_COLUMNS + ") from stdin", new ByteArrayInputStream(rows.utf8()));
        } catch (IOException e) {
            throw new SQLException("could not stream the rows to COPY", e);
        }
    }

    private long[] nextValues(String sequence, int count) throws SQLException {
        long[] values = new long[count];
        try (PreparedStatement query = connection.prepareStatement(
                "select nextval('" + sequence + "') from generate_series(1, ?)")) {
            query.setInt(1, count);
            try (ResultSet rows = query.executeQuery()) {
                for (int i = 0; i < count; i++) {
                    if (!rows.next()) {
                        throw new SQLException("the sequence " + sequence + " gave " + i + " of " + count + " values");
                    }
                    values[i] = rows.getLong(1);
                }
            }
        }
        return values;
    }

    /** @return the process's stored design points among {@code setpointKeys}, by key */
    Map<String, DesignPointRow> designPoints(long processId, Collection<String> setpointKeys) throws SQLException {
        Map<String, DesignPointRow> found = new HashMap<>();
        for (List<String> chunk : chunks(setpointKeys)) {
            try (PreparedStatement query = connection.prepareStatement("select id, setpoint_key, replicates,"
                    + " mean_output, sum_squared_deviations, first_measured_at, last_measured_at from design_point"
                    + " where process_id = ? and setpoint_key in (" + placeholders(chunk.size()) + ")")) {
                query.setLong(1, processId);
                for (int i = 0; i < chunk.size(); i++) {
                    query.setString(i + 2, chunk.get(i));
                }
                try (ResultSet rows = query.executeQuery()) {
                    while (rows.next()) {
                        String key = rows.getString(2);
                        found.put(key, new DesignPointRow(rows.getLong(1), key, null,
                                ReplicateStatistics.of(rows.getLong(3), rows.getDouble(4), rows.getDouble(5)),
                                rows.getObject(6, OffsetDateTime.class).toInstant(),
                                rows.getObject(7, OffsetDateTime.class).toInstant()));
                    }
                }
            }
        }
        return found;
    }

    void insertDesignPoints(long processId, Collection<DesignPointRow> points) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("insert into design_point (id, process_id,"
                + " setpoint_key, setpoint_values, replicates, mean_output, sum_squared_deviations, first_measured_at,"
                + " last_measured_at) values (" + nextValue("design_point_seq") + ", ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (DesignPointRow point : points) {
                insert.setLong(1, processId);
                insert.setString(2, point.setpointKey());
                insert.setString(3, ValueList.format(point.setpoint()));
                setStatistics(insert, 4, point);
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    /**
     * Writes the points' changed statistics back. On PostgreSQL as one statement per chunk joining a list of values,
     * since the driver sends a batch of updates as that many statements, each planned and run by the server on its
     * own, which made the design-point merge cost the server as much as the raw rows; H2 runs in-process, where a
     * batch costs no round trips.
     */
    void updateDesignPoints(Collection<DesignPointRow> points) throws SQLException {
        if (postgres) {
            for (List<DesignPointRow> chunk : chunks(points)) {
                try (PreparedStatement update = connection.prepareStatement("update design_point as d set"
                        + " replicates = v.replicates, mean_output = v.mean_output,"
                        + " sum_squared_deviations = v.sum_squared_deviations, first_measured_at = v.first_measured_at,"
                        + " last_measured_at = v.last_measured_at from (values "
                        + String.join(", ", Collections.nCopies(chunk.size(), "(?, ?, ?, ?, ?, ?)"))
                        + ") as v (replicates, mean_output, sum_squared_deviations, first_measured_at, last_measured_at,"
                        + " id) where d.id = v.id")) {
                    for (int i = 0; i < chunk.size(); i++) {
                        setStatistics(update, 6 * i + 1, chunk.get(i));
                        update.setLong(6 * i + 6, chunk.get(i).id());
                    }
                    update.executeUpdate();
                }
            }
            return;
        }
        try (PreparedStatement update = connection.prepareStatement("update design_point set replicates = ?,"
                + " mean_output = ?, sum_squared_deviations = ?, first_measured_at = ?, last_measured_at = ?"
                + " where id = ?")) {
            for (DesignPointRow point : points) {
                setStatistics(update, 1, point);
                update.setLong(6, point.id());
                update.addBatch();
            }
            update.executeBatch();
        }
    }

    /** Sets replicates, mean, sum of squared deviations, first and last measurement time from {@code first} on. */
    private static void setStatistics(PreparedStatement statement, int first, DesignPointRow point) throws SQLException {
        statement.setLong(first, point.statistics().count());
        statement.setDouble(first + 1, point.statistics().mean());
        statement.setDouble(first + 2, point.statistics().sumOfSquaredDeviations());
        statement.setObject(first + 3, utc(point.firstMeasuredAt()));
        statement.setObject(first + 4, utc(point.lastMeasuredAt()));
    }

    private String nextValue(String sequence) {
        return postgres ? "nextval('" + sequence + "')" : "next value for " + sequence;
    }

    private static OffsetDateTime utc(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }

    private static String placeholders(int count) {
        return String.join(", ", Collections.nCopies(count, "?"));
    }

    private static <T> List<List<T>> chunks(Collection<T> values) {
        List<T> all = new ArrayList<>(values);
        List<List<T>> chunks = new ArrayList<>();
        for (int from = 0; from < all.size(); from += IN_CLAUSE_CHUNK) {
            chunks.add(all.subList(from, Math.min(all.size(), from + IN_CLAUSE_CHUNK)));
        }
        return chunks;
    }
}

package io.targetwise.ingest;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Instant;

import org.flywaydb.core.Flyway;

/**
 * What the database itself can take: the benchmark's valid measurements inserted as plain JDBC batches, one
 * transaction per poll-sized batch, into a fresh database migrated by the application's own Flyway migrations. No
 * Kafka, no JSON, no validation, no design points, no duplicate check: the ceiling the ingest is measured against.
 */
final class JdbcInsertLimit {
    private static final int BATCH = 2000;

    private JdbcInsertLimit() {
    }

    /** @return rows stored per second */
    static double measure(String url, String user, String password, int rows) throws SQLException {
        Flyway.configure().dataSource(url, user, password).load().migrate();
        try (Connection connection = DriverManager.getConnection(url, user, password)) {
            connection.setAutoCommit(false);
            long[] processIds = createProcesses(connection);
            Instant receivedAt = Instant.now();
            long start = System.nanoTime();
            try (PreparedStatement insert = connection.prepareStatement("insert into measurement (id, event_id,"
                    + " process_id, source_time, received_at, setpoint_values, environment_values, output_value, unit,"
                    + " quality, batch_id) values (?, ?, ?, ?, ?, ?, null, ?, 'mm', 'GOOD', null)")) {
                for (int i = 0; i < rows; i++) {
                    insert.setLong(1, i + 1L);
                    insert.setString(2, IngestThroughputBenchmark.eventId(i));
                    insert.setLong(3, processIds[i % IngestThroughputBenchmark.PROCESSES]);
                    insert.setTimestamp(4, Timestamp.from(IngestThroughputBenchmark.sourceTime(i)));
                    insert.setTimestamp(5, Timestamp.from(receivedAt));
                    insert.setString(6, ValueList.format(IngestThroughputBenchmark.setpoint(i)));
                    insert.setDouble(7, IngestThroughputBenchmark.output(i));
                    insert.addBatch();
                    if ((i + 1) % BATCH == 0 || i + 1 == rows) {
                        insert.executeBatch();
                        connection.commit();
                    }
                }
            }
            return rows / ((System.nanoTime() - start) / 1e9);
        }
    }

    /** The processes the rows belong to (the foreign key needs them); the design variables do not matter here. */
    private static long[] createProcesses(Connection connection) throws SQLException {
        long[] ids = new long[IngestThroughputBenchmark.PROCESSES];
        Timestamp now = Timestamp.from(Instant.now());
        try (PreparedStatement insert = connection.prepareStatement("insert into process_definition (id, name,"
                + " output_name, output_unit, target_value, lower_spec_limit, upper_spec_limit, replicates, created_at,"
                + " updated_at, version) values (?, ?, 'y', 'mm', 5, 4, 6, 5, ?, ?, 0)")) {
            for (int p = 0; p < IngestThroughputBenchmark.PROCESSES; p++) {
                ids[p] = p + 1L;
                insert.setLong(1, ids[p]);
                insert.setString(2, "JDBC limit " + p);
                insert.setTimestamp(3, now);
                insert.setTimestamp(4, now);
                insert.executeUpdate();
            }
        }
        connection.commit();
        return ids;
    }

    /** A database of its own in the benchmark's PostgreSQL server, so that the application's stays untouched. */
    static String freshPostgresDatabase(String serverUrl, String user, String name) throws SQLException {
        try (Connection connection = DriverManager.getConnection(serverUrl, user, "");
                Statement statement = connection.createStatement()) {
            statement.execute("create database " + name);
        }
        return serverUrl.replace("/postgres?", "/" + name + "?");
    }
}

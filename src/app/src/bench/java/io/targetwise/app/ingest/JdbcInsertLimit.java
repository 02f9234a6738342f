package io.targetwise.app.ingest;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Instant;

import org.flywaydb.core.Flyway;
import org.postgresql.PGConnection;

import io.targetwise.app.common.ValueList;

/**
 * What the database itself can take: the benchmark's valid measurements inserted as plain JDBC batches (or, on
 * PostgreSQL, by {@code COPY} as the ingest sends them), one transaction per poll-sized batch, into a fresh database
 * migrated by the application's own Flyway migrations. No Kafka, no JSON, no validation, no design points, no duplicate
 * check: the ceiling the ingest is measured against.
 */
final class JdbcInsertLimit {
    private static final int BATCH = 2000;

    private JdbcInsertLimit() {
    }

    /** One poll-sized chunk of rows {@code from} (inclusive) to {@code to} (exclusive), inserted on the connection. */
    private interface Chunk {
        void insert(Connection connection, long[] processIds, Instant receivedAt, int from, int to) throws Exception;
    }

    /** Rows stored per second, and the machine's cores busy on average meanwhile (all processes). */
    record Rate(double rowsPerSecond, double busyCores) {
    }

    /** @return the rate of {@code PreparedStatement} batches */
    static Rate measure(String url, String user, String password, int rows) throws Exception {
        return measure(url, user, password, rows, JdbcInsertLimit::insertBatch);
    }

    /** @return the rate of PostgreSQL's {@code COPY}, in the format the ingest sends (CopyText) */
    static Rate measureCopy(String url, String user, String password, int rows) throws Exception {
        return measure(url, user, password, rows, JdbcInsertLimit::copy);
    }

    private static Rate measure(String url, String user, String password, int rows, Chunk chunk) throws Exception {
        Flyway.configure().dataSource(url, user, password).load().migrate();
        Rate rate;
        long backend = 0;
        try (Connection connection = DriverManager.getConnection(url, user, password)) {
            if (url.startsWith("jdbc:postgresql:")) {
                backend = connection.unwrap(PGConnection.class).getBackendPID();
            }
            connection.setAutoCommit(false);
            long[] processIds = createProcesses(connection);
            Instant receivedAt = Instant.now();
            double busyBefore = MachineCpu.busySeconds();
            long start = System.nanoTime();
            for (int from = 0; from < rows; from += BATCH) {
                chunk.insert(connection, processIds, receivedAt, from, Math.min(rows, from + BATCH));
                connection.commit();
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            rate = new Rate(rows / seconds, (MachineCpu.busySeconds() - busyBefore) / seconds);
        }
        awaitReaped(backend);
        return rate;
    }

    /**
     * A closed connection's server process exits on its own time; its CPU joins the server's totals (the postmaster's
     * children's times) only once it has been reaped, so the caller's reading of the server's CPU waits for that.
     */
    private static void awaitReaped(long pid) throws InterruptedException {
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (pid != 0 && Files.exists(Path.of("/proc", Long.toString(pid))) && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
    }

    private static void insertBatch(Connection connection, long[] processIds, Instant receivedAt, int from, int to)
            throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("insert into measurement (id, event_id,"
                + " process_id, source_time, received_at, setpoint_values, environment_values, output_value, unit,"
                + " quality, batch_id) values (?, ?, ?, ?, ?, ?, null, ?, 'mm', 'GOOD', null)")) {
            for (int i = from; i < to; i++) {
                insert.setLong(1, i + 1L);
                insert.setString(2, IngestThroughputBenchmark.eventId(i));
                insert.setLong(3, processIds[i % IngestThroughputBenchmark.PROCESSES]);
                insert.setTimestamp(4, Timestamp.from(IngestThroughputBenchmark.sourceTime(i)));
                insert.setTimestamp(5, Timestamp.from(receivedAt));
                insert.setString(6, ValueList.format(IngestThroughputBenchmark.setpoint(i)));
                insert.setDouble(7, IngestThroughputBenchmark.output(i));
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    private static void copy(Connection connection, long[] processIds, Instant receivedAt, int from, int to)
            throws SQLException {
        CopyText rows = new CopyText((to - from) * 120);
        for (int i = from; i < to; i++) {
            rows.add(i + 1L).add(IngestThroughputBenchmark.eventId(i)).add(processIds[i % IngestThroughputBenchmark.PROCESSES])
                    .add(IngestThroughputBenchmark.sourceTime(i)).add(receivedAt)
                    .add(ValueList.format(IngestThroughputBenchmark.setpoint(i))).add((String) null)
                    .add(IngestThroughputBenchmark.output(i)).add("mm").add("GOOD").add((String) null).endRow();
        }
        MeasurementTables.copyRows(connection, rows);
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

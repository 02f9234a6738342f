package io.targetwise.app.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;

import io.targetwise.app.postgres.PostgresServer;

/**
 * The ingest's lookups read the unique indexes of PostgreSQL tables that grew from empty without statistics, as on a
 * new plant's first minute: without them the event-id check read the whole table (130 ms a call at 200,000 rows in the
 * cold ingest benchmark, docs/benchmarks/kafka-ingest.md), both in the plan the server prepared while the table was empty and in a
 * plan for the actual keys. One transaction per store, as the ingest's; counted by PostgreSQL's statistics of the
 * current transaction.
 */
class EventIdLookupPlanTest {
    private static final int ROWS = 100_000;

    @Test
    void theEventIdCheckReadsTheIndexNotTheTableAfterTheTableGrew() throws SQLException {
        try (PostgresServer postgres = PostgresServer.start()) {
            Flyway.configure().dataSource(postgres.jdbcUrl(), PostgresServer.USER, "")
                    .locations("classpath:db/migration").load().migrate();
            try (Connection c = DriverManager.getConnection(postgres.jdbcUrl(), PostgresServer.USER, "");
                    Statement s = c.createStatement()) {
                s.execute("alter table measurement set (autovacuum_enabled = false)"); // no statistics, as on day one
                s.execute("insert into process_definition (id, name, output_name, output_unit, target_value,"
                        + " lower_spec_limit, upper_spec_limit, replicates, created_at, updated_at, version)"
                        + " values (1, 'Press', 'y', 'mm', 10, 9, 11, 2, current_timestamp, current_timestamp, 0)");
                c.setAutoCommit(false);
                List<String> ids = new ArrayList<>();
                for (int i = 0; i < 500; i++) {
                    ids.add(UUID.randomUUID().toString());
                }
                for (int i = 0; i < 10; i++) { // prepared on the server while the table is empty
                    assertThat(new MeasurementTables(c).storedEventIds(ids)).isEmpty();
                    c.commit();
                }
                s.execute("insert into measurement (id, event_id, process_id, source_time, received_at, setpoint_values,"
                        + " output_value, unit, quality) select g, 'event-' || g, 1, current_timestamp,"
                        + " current_timestamp, '1.0', 10, 'mm', 'GOOD' from generate_series(1, " + ROWS + ") g");
                c.commit();

                ids.set(0, "event-7");
                assertThat(new MeasurementTables(c).storedEventIds(ids)).containsExactly("event-7");
                List<String> fresh = ids.subList(250, 500); // planned for the first time now
                assertThat(new MeasurementTables(c).storedEventIds(fresh)).isEmpty();
                try (ResultSet stats = s.executeQuery("select seq_tup_read, idx_scan from pg_stat_xact_user_tables"
                        + " where relname = 'measurement'")) {
                    assertThat(stats.next()).isTrue();
                    assertThat(stats.getLong(1)).as("rows read by scanning the table").isZero();
                    assertThat(stats.getLong(2)).as("index scans").isPositive();
                }
                c.rollback();
            }
        }
    }
}

package io.targetwise.app.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.targetwise.app.postgres.PostgresServer;

/**
 * Design points stored with the binary products of grid index and resolution are re-keyed to the decimal multiples
 * that new readings snap to, so that a reading at an old setpoint adds to its design point instead of opening a
 * second one; values a resolution change left off the grid are not moved. Plain Flyway on a real H2 and a real
 * PostgreSQL, from the schema before the change.
 */
class DecimalSetpointKeysMigrationTest {
    private static final String SCHEMA_BEFORE_DECIMAL_KEYS = "13";

    @Test
    void noisyKeysOnH2BecomeDecimal(@TempDir Path data) throws SQLException {
        migrateNoisyKeys("jdbc:h2:async:" + data.resolve("targetwise"), "sa");
    }

    @Test
    void noisyKeysOnPostgresBecomeDecimal() throws SQLException {
        try (PostgresServer postgres = PostgresServer.start()) {
            migrateNoisyKeys(postgres.jdbcUrl(), PostgresServer.USER);
        }
    }

    private static void migrateNoisyKeys(String url, String user) throws SQLException {
        Flyway.configure().dataSource(url, user, "").locations("classpath:db/migration")
                .target(SCHEMA_BEFORE_DECIMAL_KEYS).load().migrate();
        try (Connection c = DriverManager.getConnection(url, user, ""); Statement s = c.createStatement()) {
            s.execute("insert into process_definition (id, name, output_name, output_unit, target_value, lower_spec_limit,"
                    + " upper_spec_limit, replicates, created_at, updated_at, version)"
                    + " values (1, 'Press', 'y', 'mm', 10, 9, 11, 2, current_timestamp, current_timestamp, 0)");
            s.execute("insert into process_design_variable (process_id, position, name, unit, lower_bound, upper_bound,"
                    + " resolution) values (1, 0, 'temperature', 'C', 0, 200, 0.1), (1, 1, 'speed', 'm/s', 0, 1, null),"
                    + " (1, 2, 'force', 'kN', 0, 10, 0.3)");
            // 1091 * 0.1, 3 * 0.1 and 3 * 0.3 as the old snapping computed them; a clean point; a point whose
            // temperature 12.34 was stored before the resolution became 0.1
            s.execute(point(1, (1091 * 0.1) + ",0.123456," + (3 * 0.3)));
            s.execute(point(2, (3 * 0.1) + ",0.5,0.3"));
            s.execute(point(3, "12.5,0.25,0.6"));
            s.execute(point(4, "12.34,0.25,0.6"));
        }

        Flyway.configure().dataSource(url, user, "").locations("classpath:db/migration").load().migrate();

        try (Connection c = DriverManager.getConnection(url, user, ""); Statement s = c.createStatement()) {
            List<String> rows = new ArrayList<>();
            try (var result = s.executeQuery("select setpoint_key, setpoint_values from design_point order by id")) {
                while (result.next()) {
                    assertThat(result.getString(2)).isEqualTo(result.getString(1));
                    rows.add(result.getString(1));
                }
            }
            assertThat(rows).containsExactly("109.1,0.123456,0.9", "0.3,0.5,0.3", "12.5,0.25,0.6", "12.34,0.25,0.6");
        }
    }

    private static String point(int id, String values) {
        return "insert into design_point (id, process_id, setpoint_key, setpoint_values, replicates, mean_output,"
                + " sum_squared_deviations, first_measured_at, last_measured_at) values (" + id + ", 1, '" + values
                + "', '" + values + "', 2, 10, 0.1, current_timestamp, current_timestamp)";
    }
}

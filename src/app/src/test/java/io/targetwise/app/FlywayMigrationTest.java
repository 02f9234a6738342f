package io.targetwise.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;

import javax.sql.DataSource;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;

@QuarkusTest
public class FlywayMigrationTest {

    @Inject
    Flyway flyway;

    @Inject
    DataSource dataSource;

    @ConfigProperty(name = "quarkus.datasource.db-kind")
    String dbKind;

    @Test
    void everyMigrationRanOnTheConfiguredDatabase() throws Exception {
        MigrationInfo[] applied = flyway.info().applied();
        assertThat(Arrays.stream(applied).map(m -> m.getVersion().getVersion())).contains("1", "2", "3", "4");
        assertThat(flyway.info().pending()).isEmpty();
        try (Connection c = dataSource.getConnection()) {
            String product = c.getMetaData().getDatabaseProductName();
            assertThat(product).isEqualTo(dbKind.equals("h2") ? "H2" : "PostgreSQL");
            String table = product.equals("H2") ? "PROCESS_DEFINITION" : "process_definition";
            try (ResultSet tables = c.getMetaData().getTables(null, null, table, null)) {
                assertThat(tables.next()).as("process_definition table created by V1").isTrue();
            }
        }
    }

    /**
     * The shape of readings.Readings' newest-first queries (alarm watch, run charts, forecasts) walks the
     * (process_id, source_time, id) index from the newest reading and stops after the page, on both databases.
     */
    @Test
    void aProcesssNewestReadingsAreReadInIndexOrder() throws Exception {
        String readings = "select * from measurement where process_id = 1 and quality <> 'BAD'";
        String bound = " and source_time >= timestamp with time zone '0001-01-01 00:00:00+00'";
        String order = " order by process_id desc, source_time desc, id desc fetch first 120 rows only";
        String newestFirst = readings + bound + order;
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            if (dbKind.equals("h2")) {
                assertThat(plan(s, newestFirst)).contains("IX_MEASUREMENT_PROCESS_TIME_ID")
                        .contains("/* index sorted */");
                // Without the order by process id or the source-time bound, H2 sorts the whole history
                assertThat(plan(s, newestFirst.replace("process_id desc, ", ""))).doesNotContain("index sorted");
                assertThat(plan(s, readings + order))
                        .doesNotContain("/* index sorted */");
            } else {
                // An empty table would rather be scanned: forbid that, and make any sort look costly
                s.execute("set enable_seqscan = off");
                s.execute("set enable_sort = off");
                assertThat(plan(s, newestFirst)).contains("Index Scan Backward using ix_measurement_process_time_id")
                        .doesNotContain("Sort");
                s.execute("reset enable_seqscan");
                s.execute("reset enable_sort");
            }
        }
    }

    /**
     * readings.Readings' queries by id (the newest GOOD readings, the readings a campaign has not been told) and by
     * receipt (what the plant delivered since a command) walk V25's indexes from where they start, not the history.
     */
    @Test
    void readingsByIdAndByReceiptAreReadInIndexOrder() throws Exception {
        String readings = "select * from measurement where process_id = 1 and quality <> 'BAD'";
        Map<String, String> indexByQuery = Map.of(
                readings + " and id > -9223372036854775808 order by process_id desc, id desc fetch first 8 rows only",
                "ix_measurement_process_id",
                readings + " and id > 5 order by process_id, id", "ix_measurement_process_id",
                readings + " and received_at > timestamp with time zone '2026-01-01 00:00:00+00'"
                        + " order by process_id, received_at, id fetch first 500 rows only",
                "ix_measurement_process_received_id",
                readings + " and received_at > timestamp with time zone '2026-01-01 00:00:00+00'"
                        + " order by process_id desc, received_at desc, id desc fetch first 500 rows only",
                "ix_measurement_process_received_id");
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            if (!dbKind.equals("h2")) {
                s.execute("set enable_seqscan = off");
                s.execute("set enable_sort = off");
            }
            for (Map.Entry<String, String> e : indexByQuery.entrySet()) {
                if (dbKind.equals("h2")) {
                    assertThat(plan(s, e.getKey())).as(e.getKey()).contains(e.getValue().toUpperCase(Locale.ROOT))
                            .contains("/* index sorted */");
                } else {
                    assertThat(plan(s, e.getKey())).as(e.getKey()).contains(e.getValue()).doesNotContain("Sort");
                }
            }
            if (!dbKind.equals("h2")) {
                s.execute("reset enable_seqscan");
                s.execute("reset enable_sort");
            }
        }
    }

    private static String plan(Statement s, String query) throws Exception {
        StringBuilder plan = new StringBuilder();
        try (ResultSet rows = s.executeQuery("explain " + query)) {
            while (rows.next()) {
                plan.append(rows.getString(1)).append('\n');
            }
        }
        return plan.toString();
    }
}

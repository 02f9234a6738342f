package io.targetwise;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.ResultSet;
import java.util.Arrays;

import javax.sql.DataSource;

import jakarta.inject.Inject;

import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;

@QuarkusTest
class FlywayMigrationTest {

    @Inject
    Flyway flyway;

    @Inject
    DataSource dataSource;

    @Test
    void everyMigrationRanOnH2() throws Exception {
        MigrationInfo[] applied = flyway.info().applied();
        assertThat(Arrays.stream(applied).map(m -> m.getVersion().getVersion())).contains("1", "2");
        assertThat(flyway.info().pending()).isEmpty();
        try (Connection c = dataSource.getConnection()) {
            assertThat(c.getMetaData().getDatabaseProductName()).isEqualTo("H2");
            try (ResultSet tables = c.getMetaData().getTables(null, null, "PROCESS_DEFINITION", null)) {
                assertThat(tables.next()).as("process_definition table created by V1").isTrue();
            }
        }
    }
}

package io.targetwise;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.ResultSet;
import java.util.Arrays;

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
}

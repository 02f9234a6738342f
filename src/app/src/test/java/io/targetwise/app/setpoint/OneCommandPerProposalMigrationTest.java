package io.targetwise.app.setpoint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
 * The migration that makes one command per proposal a database rule must also run on a database where concurrent
 * approvals already stored duplicates: every command stays in the audit trail, only the first keeps its proposal.
 * Plain Flyway on a real H2 and a real PostgreSQL, from the schema before the rule.
 */
class OneCommandPerProposalMigrationTest {
    private static final String SCHEMA_BEFORE_THE_RULE = "6";

    @Test
    void duplicateCommandsOnH2KeepTheirRowsAndTheFirstKeepsTheProposal(@TempDir Path data) throws SQLException {
        migrateWithDuplicates("jdbc:h2:async:" + data.resolve("targetwise"), "sa");
    }

    @Test
    void duplicateCommandsOnPostgresKeepTheirRowsAndTheFirstKeepsTheProposal() throws SQLException {
        try (PostgresServer postgres = PostgresServer.start()) {
            migrateWithDuplicates(postgres.jdbcUrl(), PostgresServer.USER);
        }
    }

    private static void migrateWithDuplicates(String url, String user) throws SQLException {
        flyway(url, user).target(SCHEMA_BEFORE_THE_RULE).load().migrate();
        try (Connection c = DriverManager.getConnection(url, user, ""); Statement s = c.createStatement()) {
            s.execute("insert into process_definition (id, name, output_name, output_unit, target_value, lower_spec_limit,"
                    + " upper_spec_limit, replicates, created_at, updated_at, version)"
                    + " values (1, 'Press', 'y', 'mm', 10, 9, 11, 2, current_timestamp, current_timestamp, 0)");
            s.execute("insert into proposal (id, process_id, created_at, status, setpoint_values, predicted_mean, epistemic_sd,"
                    + " aleatoric_sd, expected_squared_error, inside_spec_probability, acquisition_kind, acquisition_value,"
                    + " incumbent_error, incumbent_values, model_version, created_by)"
                    + " values (7, 1, current_timestamp, 'APPROVED', '1.0', 10, 0.1, 0.1, 0.1, 0.9, 'robust-ei', 0.1, 0.2,"
                    + " '1.0', 1, 'a')");
            for (int id = 1; id <= 3; id++) {
                s.execute(command(id, "7"));
            }
            s.execute(command(4, "null")); // a revert, linked to no proposal
        }

        flyway(url, user).load().migrate();

        try (Connection c = DriverManager.getConnection(url, user, ""); Statement s = c.createStatement()) {
            List<String> rows = new ArrayList<>();
            try (var result = s.executeQuery("select id, proposal_id from setpoint_command order by id")) {
                while (result.next()) {
                    rows.add(result.getLong(1) + ":" + result.getString(2));
                }
            }
            assertThat(rows).containsExactly("1:7", "2:null", "3:null", "4:null");
            assertThatThrownBy(() -> s.execute(command(5, "7"))).as("a second command for proposal 7")
                    .isInstanceOf(SQLException.class)
                    .satisfies(e -> assertThat(e.getMessage()).containsIgnoringCase("uk_setpoint_command_proposal"));
            s.execute(command(6, "null")); // reverts are still any number
        }
    }

    private static String command(int id, String proposalId) {
        return "insert into setpoint_command (id, command_id, process_id, kind, proposal_id, setpoint_values, issued_by,"
                + " issued_at, reason) values (" + id + ", 'c" + id + "', 1, '" + (proposalId.equals("null") ? "REVERT" : "APPROVED")
                + "', " + proposalId + ", '1.0', 'olga', current_timestamp, 'why')";
    }

    private static org.flywaydb.core.api.configuration.FluentConfiguration flyway(String url, String user) {
        return Flyway.configure().dataSource(url, user, "").locations("classpath:db/migration");
    }
}

package io.targetwise.app.ingest;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Where a PostgreSQL server's time goes, statement by statement, from {@code pg_stat_statements} (the server must
 * load it at start): reset before a measured window, then the statements of the application's database that took
 * the most execution time in it, per stored measurement.
 */
final class StatementStatistics {
    private static final int QUERY_TEXT_LENGTH = 140;

    private final String url;
    private final String user;
    private final int top;

    StatementStatistics(String url, String user, int top) {
        this.url = url;
        this.user = user;
        this.top = top;
    }

    void reset() throws SQLException {
        try (Connection connection = DriverManager.getConnection(url, user, "");
                Statement statement = connection.createStatement()) {
            statement.execute("create extension if not exists pg_stat_statements");
            statement.execute("select pg_stat_statements_reset()");
        }
    }

    void print(long stored) throws SQLException {
        String ofThisDatabase = " from pg_stat_statements where dbid = (select oid from pg_database"
                + " where datname = current_database())";
        try (Connection connection = DriverManager.getConnection(url, user, "");
                Statement statement = connection.createStatement()) {
            try (ResultSet total = statement.executeQuery("select sum(total_exec_time), sum(calls)" + ofThisDatabase)) {
                total.next();
                System.out.printf("PostgreSQL statements: %.1f s execution in %d calls = %.0f µs per stored"
                        + " measurement; the %d that took longest:%n", total.getDouble(1) / 1e3, total.getLong(2),
                        1e3 * total.getDouble(1) / stored, top);
            }
            try (ResultSet rows = statement.executeQuery("select total_exec_time, calls, rows, query" + ofThisDatabase
                    + " order by total_exec_time desc limit " + top)) {
                System.out.println("      µs/meas.   calls  ms/call      rows  statement");
                while (rows.next()) {
                    String query = rows.getString(4).replaceAll("\\s+", " ");
                    System.out.printf("      %8.1f %7d %8.3f %9d  %s%n", 1e3 * rows.getDouble(1) / stored,
                            rows.getLong(2), rows.getDouble(1) / Math.max(1, rows.getLong(2)), rows.getLong(3),
                            query.length() > QUERY_TEXT_LENGTH ? query.substring(0, QUERY_TEXT_LENGTH) + "..." : query);
                }
            }
        }
    }
}

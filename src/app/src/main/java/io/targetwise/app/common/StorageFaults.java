package io.targetwise.app.common;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * Tells a record the database refuses for good from a database that cannot store anything right now, by the SQL
 * states of the failure: data exceptions (class 22, e.g. a value too long) and constraint violations (class 23)
 * belong to the record. A unique violation is told apart: it usually means another consumer stored the same event id
 * a moment earlier (a rebalance), and the next attempt finds it stored; the ingest tries once more before it counts
 * as the record's own. Anything else (connection lost, database closed, disk full, a timeout) is a fault of the
 * moment: the ingest's stream waits for it to pass, and campaign work is tried again.
 */
public final class StorageFaults {
    private static final String UNIQUE_VIOLATION = "23505";

    private StorageFaults() {
    }

    public static boolean refusesTheRecord(Throwable failure) {
        return sqlExceptions(failure).stream().map(SQLException::getSQLState)
                .anyMatch(state -> state != null && (state.startsWith("22") || state.startsWith("23"))
                        && !state.equals(UNIQUE_VIOLATION));
    }

    public static boolean isUniqueViolation(Throwable failure) {
        return sqlExceptions(failure).stream().anyMatch(e -> UNIQUE_VIOLATION.equals(e.getSQLState()));
    }

    /** Whether the database failed for a reason of the moment (a SQL failure that does not belong to the data). */
    public static boolean isFaultOfTheMoment(Throwable failure) {
        return !sqlExceptions(failure).isEmpty() && !refusesTheRecord(failure) && !isUniqueViolation(failure);
    }

    /** The database's own words, for the dead letter's reason. */
    public static String reason(Throwable failure) {
        List<SQLException> found = sqlExceptions(failure);
        SQLException innermost = found.isEmpty() ? null : found.get(found.size() - 1);
        return "the database refused it: " + (innermost == null ? failure.toString()
                : innermost.getMessage() + " (SQL state " + innermost.getSQLState() + ")");
    }

    /** Every SQLException in the cause chain and their next exceptions (where JDBC batches keep the real one). */
    private static List<SQLException> sqlExceptions(Throwable failure) {
        List<SQLException> found = new ArrayList<>();
        for (Throwable t = failure; t != null && found.size() < 20; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLException sql) {
                for (SQLException next = sql; next != null && found.size() < 20; next = next.getNextException()) {
                    found.add(next);
                }
            }
        }
        return found;
    }
}

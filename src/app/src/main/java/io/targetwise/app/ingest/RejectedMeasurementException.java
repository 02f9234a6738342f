package io.targetwise.app.ingest;

/** A record that can never become a measurement; its message is the reason sent to the dead-letter topic. */
public class RejectedMeasurementException extends RuntimeException {

    /** Why a record was refused, as counted in the {@code targetwise.measurements.rejected} metric. */
    public enum Kind {
        /** Not JSON, or JSON of the wrong shape. */
        MALFORMED,
        /** Names no known process. */
        UNKNOWN_PROCESS,
        /** Well-formed, but breaks a rule of its process (bounds, unit, missing values) or of the columns it lands in. */
        INVALID,
        /** Passed every check, yet the database refused it for good (an SQL data or constraint error). */
        UNSTORABLE;

        public String tag() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
    }

    private final Kind kind;

    public RejectedMeasurementException(Kind kind, String reason) {
        super(reason);
        this.kind = kind;
    }

    public RejectedMeasurementException(Kind kind, String reason, Throwable cause) {
        super(reason, cause);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}

package io.targetwise.ingest;

/** A record that can never become a measurement; its message is the reason sent to the dead-letter topic. */
public class RejectedMeasurementException extends RuntimeException {

    public RejectedMeasurementException(String reason) {
        super(reason);
    }

    public RejectedMeasurementException(String reason, Throwable cause) {
        super(reason, cause);
    }
}

package io.targetwise.app.common;

import java.time.Duration;

/** The work could not be done in time now, and may be tried again after {@link #retryAfter()}: 503 with Retry-After. */
public class UnavailableException extends RuntimeException {
    private final Duration retryAfter;

    public UnavailableException(String message, Duration retryAfter) {
        super(message);
        this.retryAfter = retryAfter;
    }

    public Duration retryAfter() {
        return retryAfter;
    }
}

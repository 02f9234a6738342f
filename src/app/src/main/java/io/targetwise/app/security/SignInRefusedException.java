package io.targetwise.app.security;

import java.time.Duration;

/** A sign-in refused before its password was checked, to be tried again after {@link #retryAfter()}: HTTP 429. */
class SignInRefusedException extends RuntimeException {
    private final Duration retryAfter;

    SignInRefusedException(String reason, Duration retryAfter) {
        super(reason);
        this.retryAfter = retryAfter;
    }

    Duration retryAfter() {
        return retryAfter;
    }
}

package io.targetwise.app.common;

/** The request is well-formed but the state does not allow it now (e.g. deciding a proposal twice). Answered with 409. */
public class ConflictException extends RuntimeException {

    public ConflictException(String message) {
        super(message);
    }
}

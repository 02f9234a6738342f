package io.targetwise.app.common;

/** What a request names does not exist (e.g. no process with that id). Answered with 404. */
public class NotFoundException extends RuntimeException {

    public NotFoundException(String message) {
        super(message);
    }
}

package io.targetwise.app.common;

import java.util.List;
import java.util.stream.Collectors;

/** A request was refused; carries every problem found, each tied to the field to correct. Answered with 400. */
public class InvalidRequestException extends RuntimeException {
    private final String title;
    private final transient List<FieldError> errors;

    public InvalidRequestException(String title, List<FieldError> errors) {
        super(title + ": " + errors.stream().map(e -> e.field() + ": " + e.message()).collect(Collectors.joining("; ")));
        this.title = title;
        this.errors = List.copyOf(errors);
    }

    public InvalidRequestException(String title, String field, String message) {
        this(title, List.of(new FieldError(field, message)));
    }

    public String title() {
        return title;
    }

    public List<FieldError> errors() {
        return errors;
    }
}

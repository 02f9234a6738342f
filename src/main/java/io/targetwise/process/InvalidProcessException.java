package io.targetwise.process;

import java.util.List;
import java.util.stream.Collectors;

/** A process definition was refused; carries every problem found, not only the first. */
public class InvalidProcessException extends RuntimeException {
    private final transient List<FieldError> errors;

    public InvalidProcessException(List<FieldError> errors) {
        super(errors.stream().map(e -> e.field() + ": " + e.message()).collect(Collectors.joining("; ")));
        this.errors = List.copyOf(errors);
    }

    public List<FieldError> errors() {
        return errors;
    }
}

package io.targetwise.app.process;

import java.util.List;

import io.targetwise.app.common.FieldError;
import io.targetwise.app.common.InvalidRequestException;

/** A process definition was refused; carries every problem found, not only the first. */
public class InvalidProcessException extends InvalidRequestException {

    public InvalidProcessException(List<FieldError> errors) {
        super("Invalid process definition", errors);
    }
}

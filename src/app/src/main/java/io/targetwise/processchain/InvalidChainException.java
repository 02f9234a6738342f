package io.targetwise.processchain;

import java.util.List;

import io.targetwise.common.FieldError;
import io.targetwise.common.InvalidRequestException;

/** A chain definition was refused; carries every problem found, not only the first. */
public class InvalidChainException extends InvalidRequestException {

    public InvalidChainException(List<FieldError> errors) {
        super("Invalid process chain", errors);
    }
}

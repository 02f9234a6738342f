package io.targetwise.app.chain;

import java.util.List;

import io.targetwise.app.common.FieldError;
import io.targetwise.app.common.InvalidRequestException;

/** A chain definition was refused; carries every problem found, not only the first. */
public class InvalidChainException extends InvalidRequestException {

    public InvalidChainException(List<FieldError> errors) {
        super("Invalid process chain", errors);
    }
}

package io.targetwise.app.common;

/** One reason a submitted object was refused, tied to the field a user must correct (a JSON path like {@code designVariables[1].upperBound}). */
public record FieldError(String field, String message) {
}

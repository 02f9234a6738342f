package io.targetwise.app.common;

import java.util.List;

/** The body of a 400 answer: what was refused and every field to correct. */
public record ValidationProblem(String title, List<FieldError> errors) {
}

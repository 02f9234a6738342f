package io.targetwise.app.common;

/** The body of an error answer other than a validation failure. */
public record Problem(String title, String detail) {
}

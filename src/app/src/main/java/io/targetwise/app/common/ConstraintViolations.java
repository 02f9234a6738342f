package io.targetwise.app.common;

import java.util.Locale;

import org.hibernate.exception.ConstraintViolationException;

/** Recognises a named database constraint refusing a write, whatever wraps it and however the database cases it. */
public final class ConstraintViolations {

    private ConstraintViolations() {
    }

    /** Whether {@code e} or one of its causes is the database refusing a write by the constraint so named. */
    public static boolean violates(Throwable e, String constraint) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof ConstraintViolationException c && c.getConstraintName() != null
                    && c.getConstraintName().toLowerCase(Locale.ROOT).contains(constraint)) {
                return true;
            }
        }
        return false;
    }
}

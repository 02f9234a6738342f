package io.targetwise.app.ingest;

import java.nio.charset.StandardCharsets;
import java.time.Instant;

/**
 * Rows in PostgreSQL's {@code COPY ... from stdin} text format: fields separated by tabs, rows ended by newlines,
 * {@code \N} for null, and backslash, tab, newline and carriage return in text escaped with a backslash. Values read
 * back exactly as the driver's own parameters would store them: doubles in Java's shortest round-tripping form, and
 * instants at PostgreSQL's microseconds, rounded half up as the driver rounds an {@code OffsetDateTime}.
 */
final class CopyText {
    private final StringBuilder text;
    private boolean rowStarted;

    CopyText(int expectedCharacters) {
        text = new StringBuilder(expectedCharacters);
    }

    CopyText add(long value) {
        separate().append(value);
        return this;
    }

    CopyText add(double value) {
        separate().append(value);
        return this;
    }

    /** @param value null for SQL null */
    CopyText add(String value) {
        separate();
        if (value == null) {
            text.append("\\N");
            return this;
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '\\' -> text.append("\\\\");
                case '\t' -> text.append("\\t");
                case '\n' -> text.append("\\n");
                case '\r' -> text.append("\\r");
                default -> text.append(c);
            }
        }
        return this;
    }

    /** Years 1 to 9999 (the validator's range), written as ISO 8601 in UTC. */
    CopyText add(Instant value) {
        long micros = (value.getNano() + 500) / 1000;
        separate().append(Instant.ofEpochSecond(value.getEpochSecond(), micros * 1000));
        return this;
    }

    CopyText endRow() {
        text.append('\n');
        rowStarted = false;
        return this;
    }

    byte[] utf8() {
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    private StringBuilder separate() {
        if (rowStarted) {
            text.append('\t');
        }
        rowStarted = true;
        return text;
    }
}

package io.targetwise.app.common;

import java.util.Optional;

/**
 * What free text people type may hold. Control characters are refused everywhere but tab and line breaks in multi-line
 * text (a description): NUL is one PostgreSQL cannot store at all, ESC starts terminal escape sequences in a log
 * or an export. A single-line text (a decision's reason, shown in audit trails and tables) refuses line breaks and tabs
 * too, and the bidirectional controls (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C) that make a reader see
 * the characters in another order than they are stored (RLO, U+202E, shows "pay U+202E moc.exe" as "pay exe.com").
 */
public final class FreeText {
    public static final int MAX_REASON = 2000;

    private FreeText() {
    }

    /** What is wrong with a reason: one line of at most {@link #MAX_REASON} characters; empty for null. */
    public static Optional<String> reasonProblem(String reason) {
        return problem(reason, MAX_REASON, false);
    }

    /** What is wrong with a multi-line text of at most {@code maxLength} characters; empty for null. */
    public static Optional<String> multiLineProblem(String text, int maxLength) {
        return problem(text, maxLength, true);
    }

    private static Optional<String> problem(String text, int maxLength, boolean multiLine) {
        if (text == null) {
            return Optional.empty();
        }
        if (text.length() > maxLength) {
            return Optional.of("must be at most " + maxLength + " characters");
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean lineBreak = c == '\n' || c == '\r' || c == '\t';
            if (Character.getType(c) == Character.CONTROL && !(multiLine && lineBreak)) {
                return Optional.of((multiLine ? "must not contain control characters other than tab and line breaks"
                        : "must be one line without control characters") + ", found " + codePoint(c) + " at " + i);
            }
            if (!multiLine && (isBidiControl(c) || c == '\u2028' || c == '\u2029')) {
                return Optional.of("must be one line without bidirectional controls or line separators, found "
                        + codePoint(c) + " at " + i);
            }
        }
        return Optional.empty();
    }

    private static boolean isBidiControl(char c) {
        return c >= '\u202A' && c <= '\u202E' || c >= '\u2066' && c <= '\u2069' || c == '\u200E' || c == '\u200F'
                || c == '\u061C';
    }

    private static String codePoint(char c) {
        return String.format("U+%04X", (int) c);
    }
}

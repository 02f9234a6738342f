package io.targetwise.app.common;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Query parameters read from their text, so that one that does not parse is a 400 naming it: the REST layer answers a
 * query parameter it cannot convert with 404, as if the resource did not exist.
 */
public final class QueryParameters {
    private QueryParameters() {
    }

    /**
     * @param text the parameter as sent, null when absent
     * @throws InvalidRequestException naming the parameter when it is no whole number of int's range
     */
    public static int wholeNumber(String name, String text, int absent) {
        if (text == null) {
            return absent;
        }
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new InvalidRequestException("Invalid query parameter", name,
                    "must be a whole number, got " + Formats.quoted(text));
        }
    }

    /**
     * @param text the parameter as sent, null (or empty) when absent
     * @return the constant of that name, null when absent
     * @throws InvalidRequestException naming the parameter and every constant when it names none
     */
    public static <E extends Enum<E>> E oneOf(Class<E> type, String name, String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        return Arrays.stream(type.getEnumConstants()).filter(constant -> constant.name().equals(text.strip()))
                .findFirst().orElseThrow(() -> new InvalidRequestException("Invalid query parameter", name, "must be one of "
                        + Arrays.stream(type.getEnumConstants()).map(Enum::name).collect(Collectors.joining(", "))
                        + ", got " + Formats.quoted(text)));
    }
}

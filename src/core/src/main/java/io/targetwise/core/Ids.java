package io.targetwise.core;

import java.util.Arrays;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Enums named outside by a stable id ({@code "robust-ei"}): the one lookup from an id to its constant. */
public final class Ids {
    private Ids() {
    }

    /**
     * The constant of {@code type} whose id is {@code value}.
     *
     * @param what the name of the setting in the message, e.g. {@code "acquisition"}
     * @throws IllegalArgumentException naming the setting and listing the valid ids
     */
    public static <E extends Enum<E>> E lookup(Class<E> type, Function<E, String> id, String value, String what) {
        E[] constants = type.getEnumConstants();
        return Arrays.stream(constants).filter(e -> id.apply(e).equals(value)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown " + what + " '" + value + "', valid ids: "
                        + Arrays.stream(constants).map(id).collect(Collectors.joining(", "))));
    }
}

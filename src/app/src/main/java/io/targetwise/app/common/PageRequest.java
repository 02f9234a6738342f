package io.targetwise.app.common;

import io.quarkus.panache.common.Page;

/**
 * Which page of a list to read: every list the API serves is read a page at a time, so that no request loads a
 * table whose size grows with the plant's history (proposals, commands, refits, alarms, readings).
 *
 * @param page from 0
 * @param size items per page, 1 to {@value #MAX_SIZE}
 */
public record PageRequest(int page, int size) {
    public static final int MAX_SIZE = 1000;
    public static final int DEFAULT_SIZE = 100;

    /** @throws InvalidRequestException naming page or size when out of range, or page * size beyond int */
    public static PageRequest of(int page, int size) {
        if (page < 0) {
            throw new InvalidRequestException("Invalid page", "page", "must be 0 or more, got " + page);
        }
        if (size < 1 || size > MAX_SIZE) {
            throw new InvalidRequestException("Invalid page", "size", "must be 1 to " + MAX_SIZE + ", got " + size);
        }
        if (page > lastPage(size)) {
            throw new InvalidRequestException("Invalid page", "page", "must be at most " + lastPage(size) + " for size "
                    + size + " (the page's items must be numbered within 2^31), got " + page);
        }
        return new PageRequest(page, size);
    }

    /** The last page whose items, page * size to page * size + size, all have an int index. */
    private static int lastPage(int size) {
        return Integer.MAX_VALUE / size - 1;
    }

    /** The first {@code size} items. */
    public static PageRequest first(int size) {
        return of(0, size);
    }

    public Page toPanache() {
        return Page.of(page, size);
    }

    /** The index of the page's first item. */
    public int offset() {
        return Math.multiplyExact(page, size);
    }
}

package io.targetwise.app.common;

import java.util.List;

/** One page of a longer list, as the REST API returns it: the items, which page of what size, and the total. */
public record PageOf<T>(List<T> items, int page, int size, long total) {
}

package io.targetwise.app.common;

import java.util.List;

/**
 * One page of a longer list, as the REST API returns it: the items, which page of what size, and the total, null
 * where it was not counted (counting can cost more than the page: see the list's own description).
 */
public record PageOf<T>(List<T> items, int page, int size, Long total) {
}

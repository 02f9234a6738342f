package io.targetwise.app.process;

/**
 * CDI event fired after a process definition is created or changed, so caches of definitions can refresh: on the
 * instance that made the change ({@code remote} false, fired by {@link ProcessService}), and on every other
 * instance when the change reaches it through the domain-events topic ({@code remote} true).
 */
public record ProcessChanged(long processId, boolean remote) {

    /** A change committed on this instance. */
    public static ProcessChanged here(long processId) {
        return new ProcessChanged(processId, false);
    }

    /** A change another instance committed. */
    public static ProcessChanged elsewhere(long processId) {
        return new ProcessChanged(processId, true);
    }
}

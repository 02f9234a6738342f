package io.targetwise.app.plant;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The command ids a plant has applied lately. A setpoint command's id is its idempotency key (docs/kafka.md): the
 * setpoints topic delivers at least once, and two instances may publish the same approval's command, so a plant
 * applies each id once. Bounded: the oldest ids are forgotten first, long after any redelivery of them.
 */
public final class AppliedCommands {
    static final int REMEMBERED = 10_000;

    private final Map<String, Boolean> ids = new LinkedHashMap<>(16, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
            return size() > REMEMBERED;
        }
    };

    /** Whether this id is new, remembering it; false for one applied before. */
    public synchronized boolean firstTime(String commandId) {
        return ids.putIfAbsent(commandId, Boolean.TRUE) == null;
    }
}

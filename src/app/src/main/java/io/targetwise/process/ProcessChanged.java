package io.targetwise.process;

/** CDI event fired after a process definition is created or changed, so caches of definitions can refresh. */
public record ProcessChanged(long processId) {
}

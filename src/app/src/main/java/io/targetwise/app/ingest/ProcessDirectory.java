package io.targetwise.app.ingest;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;

import io.targetwise.app.process.ProcessChanged;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;

/**
 * Process definitions as the ingest path needs them: looked up once, then served from memory until the definition
 * changes, on this instance or on another (whose change arrives as a remote {@link ProcessChanged}). Unknown ids are
 * not cached, so a process created later is found at once.
 */
@ApplicationScoped
public class ProcessDirectory {
    private final ProcessService processes;
    private final Map<Long, ProcessDefinition> cache = new ConcurrentHashMap<>();

    ProcessDirectory(ProcessService processes) {
        this.processes = processes;
    }

    public Optional<ProcessDefinition> find(long processId) {
        ProcessDefinition cached = cache.get(processId);
        if (cached != null) {
            return Optional.of(cached);
        }
        Optional<ProcessDefinition> loaded = processes.find(processId);
        loaded.ifPresent(p -> cache.put(processId, p));
        return loaded;
    }

    void onProcessChanged(@Observes(during = TransactionPhase.AFTER_SUCCESS) ProcessChanged event) {
        cache.remove(event.processId());
    }
}

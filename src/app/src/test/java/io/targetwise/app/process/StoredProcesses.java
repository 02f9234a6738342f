package io.targetwise.app.process;

import io.quarkus.narayana.jta.QuarkusTransaction;

/** Process definitions stored as an older version of the application may have stored them, past today's rules. */
public final class StoredProcesses {

    private StoredProcesses() {
    }

    public static ProcessDefinition storedWithoutValidation(ProcessDefinition definition) {
        return QuarkusTransaction.requiringNew().call(() -> {
            ProcessEntity entity = new ProcessEntity();
            entity.apply(definition);
            entity.createdAt = entity.updatedAt = java.time.Instant.now();
            entity.persist();
            return entity.toDefinition();
        });
    }
}

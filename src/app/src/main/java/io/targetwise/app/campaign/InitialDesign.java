package io.targetwise.app.campaign;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.targetwise.app.ingest.DesignPointEntity;
import io.targetwise.app.process.ProcessDefinition;

/**
 * How far a process's initial design has come: setpoints with complete replicates against
 * {@link ProcessDefinition#initialDesignSize()}. Automatic proposals wait for it to complete; the console shows it.
 */
public record InitialDesign(long measured, int size) {

    public static InitialDesign of(ProcessDefinition process) {
        long measured = QuarkusTransaction.requiringNew().call(
                () -> DesignPointEntity.completed(process.id(), process.replicates()));
        return new InitialDesign(measured, process.initialDesignSize());
    }

    public boolean complete() {
        return measured >= size;
    }

    /** "initial design: 2 of 6 setpoints measured" */
    public String describe() {
        return "initial design: " + Math.min(measured, size) + " of " + size + " setpoints measured";
    }
}

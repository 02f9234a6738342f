package io.targetwise.app.campaign;

import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.readings.DesignPoints;

/**
 * How far a process's initial design has come: setpoints with complete replicates against
 * {@link ProcessDefinition#initialDesignSize()}. Automatic proposals wait for it to complete; the console shows it.
 */
public record InitialDesign(long measured, int size) {

    public static InitialDesign of(ProcessDefinition process, DesignPoints designPoints) {
        return new InitialDesign(designPoints.completed(process), process.initialDesignSize());
    }

    public boolean complete() {
        return measured >= size;
    }

    /** "initial design: 2 of 6 setpoints measured" */
    public String describe() {
        return "initial design: " + Math.min(measured, size) + " of " + size + " setpoints measured";
    }
}

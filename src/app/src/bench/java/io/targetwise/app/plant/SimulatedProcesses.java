package io.targetwise.app.plant;

import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.simulators.ProcessSpec;

/**
 * A simulated process as the application defines it, as the demo seeder defines its press
 * ({@link DemoProcessSeeder#definitionOf}, the demo's replicates per setpoint), with one change: the plant-like
 * problems are dimensionless (empty units), which the application refuses, so an empty unit becomes {@value #NO_UNIT}.
 */
public final class SimulatedProcesses {
    /** The unit of a dimensionless quantity. */
    public static final String NO_UNIT = "1";

    private SimulatedProcesses() {
    }

    public static ProcessDefinition definition(ProcessSpec spec, String name, String description) {
        ProcessDefinition d = DemoProcessSeeder.definitionOf(spec, name, description, replicates());
        return new ProcessDefinition(null, d.name(), d.description(), d.designVariables().stream()
                .map(v -> new ProcessDefinition.DesignVariable(v.name(), unit(v.unit()), v.lowerBound(),
                        v.upperBound(), v.resolution(), v.maxStep())).toList(),
                d.environmentalVariables().stream().map(v -> new ProcessDefinition.EnvironmentalVariable(v.name(),
                        unit(v.unit()))).toList(),
                new ProcessDefinition.Output(d.output().name(), unit(d.output().unit())), d.target(),
                d.lowerSpecLimit(), d.upperSpecLimit(), d.replicates());
    }

    /** Readings per setpoint: the demo's. */
    public static int replicates() {
        return DemoProcessSeeder.DEMO_REPLICATES;
    }

    /** The unit as the application takes it. */
    public static String unit(String unit) {
        return unit == null || unit.isBlank() ? NO_UNIT : unit;
    }
}

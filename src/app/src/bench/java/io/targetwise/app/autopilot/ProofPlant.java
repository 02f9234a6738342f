package io.targetwise.app.autopilot;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.targetwise.app.plant.SimulatedProcesses;
import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.Simulator;
import io.targetwise.simulators.plant.PlantReading;
import io.targetwise.simulators.plant.VirtualPlant;

/**
 * The proof's plant: a {@link VirtualPlant} over a simulator, into which a fault can be injected.
 * <ul>
 *   <li>{@link Fault#OFFSET}: every output from then on is shifted by a fixed amount (a sudden offset of the
 *       process itself: what the plant makes is off, and so is what it reports);</li>
 *   <li>{@link Fault#STUCK_SENSOR}: every reported output is the last one reported before the fault (a frozen
 *       sensor); what the plant truly makes is unchanged;</li>
 *   <li>{@link Fault#STUCK_ACTUATOR}: setpoint commands are ignored and the plant stays where it runs, reporting the
 *       setpoint it truly runs at.</li>
 * </ul>
 * Each reading comes with the output the plant truly made, so that out-of-tolerance product is counted even where
 * the sensor hides it. Not thread-safe: the benchmark's one thread drives it.
 */
final class ProofPlant {
    enum Fault { NONE, OFFSET, STUCK_SENSOR, STUCK_ACTUATOR }

    /** A reading as published, and the output truly made. */
    record Reading(PlantReading published, double trueOutput) {
    }

    private final VirtualPlant plant;
    private final Simulator simulator;
    private final String unit;
    private Fault fault = Fault.NONE;
    private double offset;
    private double lastReported = Double.NaN;
    private double frozen;

    ProofPlant(VirtualPlant plant, Simulator simulator) {
        this.plant = plant;
        this.simulator = simulator;
        this.unit = SimulatedProcesses.unit(simulator.spec().output().unit());
    }

    /** Injects the fault from the next reading on; {@code shift} is the offset's size (ignored otherwise). */
    void inject(Fault injected, double shift) {
        this.fault = injected;
        this.offset = injected == Fault.OFFSET ? shift : 0;
        this.frozen = lastReported;
    }

    Fault fault() {
        return fault;
    }

    /** Moves to the setpoint unless the actuator is stuck; returns whether it moved. */
    boolean moveTo(Map<String, Double> setpoint) {
        if (fault == Fault.STUCK_ACTUATOR) {
            return false;
        }
        plant.moveTo(setpoint);
        return true;
    }

    /** Where the plant truly runs (and reports that it runs). */
    Map<String, Double> setpoint() {
        return plant.currentSetpoint();
    }

    List<Reading> nextBatch() {
        List<Reading> batch = new ArrayList<>();
        for (PlantReading r : plant.nextBatch()) {
            double made = r.output() + offset;
            double reported = fault == Fault.STUCK_SENSOR ? frozen : made;
            lastReported = reported;
            batch.add(new Reading(new PlantReading(r.eventId(), r.processId(), r.sourceTime(), r.setpoints(),
                    r.environment(), reported, unit, r.batchId()), made));
        }
        return batch;
    }

    ProcessSpec spec() {
        return simulator.spec();
    }

    /** The true E(x) = (m(x) - target)^2 + sigma_a^2(x) at a setpoint by name (without any fault's offset). */
    double trueError(Map<String, Double> setpoint) {
        return simulator.truth(array(setpoint)).orElseThrow().expectedSquaredError(spec().target());
    }

    /** The true standard deviation sigma_a(x) of a reading at a setpoint. */
    double trueSd(Map<String, Double> setpoint) {
        return Math.sqrt(simulator.truth(array(setpoint)).orElseThrow().variance());
    }

    double[] array(Map<String, Double> setpoint) {
        return spec().designVariables().stream().mapToDouble(v -> setpoint.get(v.name())).toArray();
    }
}

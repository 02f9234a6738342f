package io.targetwise.simulators;

import io.targetwise.core.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * A simulated process: what it declares (design variables with bounds, environmental variables, output, target and
 * specification limits) and how it answers a setpoint with noisy readings. Implementations are immutable and
 * deterministic given the random generator, so a seeded generator reproduces a run exactly.
 *
 * <p>One template for every simulator: {@link #observe} and {@link #truth} check their arguments once against the
 * {@link #spec()} and then call the model ({@link #reading}, {@link #moments}), which holds the model only.
 */
public abstract class Simulator {

    protected Simulator() {
    }

    public abstract ProcessSpec spec();

    /**
     * One reading at {@code setpoint} under the given environment (one value per environmental variable, in the
     * spec's order); the process's other randomness is drawn from {@code rng}.
     *
     * @throws IllegalArgumentException if the setpoint is outside the spec or the environment has the wrong length
     */
    public final double observe(double[] setpoint, double[] environment, RandomGenerator rng) {
        ProcessSpec spec = spec();
        spec.requireSetpoint(setpoint);
        spec.requireEnvironment(environment);
        return reading(setpoint, environment, rng);
    }

    /**
     * The true mean m(x) and aleatoric variance sigma_a^2(x) of a reading at {@code setpoint}, marginal over the
     * environment's stationary distribution and the process noise; empty where the simulator cannot compute them.
     * Benchmarks score E(x) = (m(x) - y*)^2 + sigma_a^2(x) with it.
     *
     * @throws IllegalArgumentException if the setpoint is outside the spec
     */
    public final Optional<Moments> truth(double[] setpoint) {
        spec().requireSetpoint(setpoint);
        return moments(setpoint);
    }

    /**
     * {@code replicates} independent readings at {@code setpoint}, each under an environment drawn from its
     * stationary distribution.
     *
     * @throws IllegalArgumentException if the setpoint is outside the spec or replicates is below 1
     */
    public final List<SimulatedReading> measure(double[] setpoint, int replicates, RandomGenerator rng) {
        spec().requireSetpoint(setpoint);
        if (replicates < 1) {
            throw new IllegalArgumentException("replicates must be >= 1, got " + replicates);
        }
        List<SimulatedReading> readings = new ArrayList<>(replicates);
        for (int r = 0; r < replicates; r++) {
            double[] environment = spec().drawEnvironment(rng);
            readings.add(new SimulatedReading(Point.of(environment), observe(setpoint, environment, rng)));
        }
        return readings;
    }

    /**
     * The model of {@link #observe}: one reading at a setpoint and environment already checked against the spec,
     * drawing the process's other randomness from {@code rng}.
     */
    protected abstract double reading(double[] setpoint, double[] environment, RandomGenerator rng);

    /** The model of {@link #truth}: the moments at a setpoint already checked against the spec. */
    protected abstract Optional<Moments> moments(double[] setpoint);
}

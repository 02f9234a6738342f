package io.targetwise.simulators.outputs;

import io.targetwise.core.acquisition.TargetVectorAcquisition;
import io.targetwise.simulators.Moments;
import io.targetwise.simulators.Simulator;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A simulated process with several quality characteristics, on the template of the single-output {@link Simulator}:
 * {@link #observe} and {@link #truth} check the setpoint once against the {@link #spec()} and then call the model
 * ({@link #reading}, {@link #moments}). Implementations are immutable and deterministic given the random generator,
 * so a seeded generator reproduces a run exactly. The characteristics of one reading are independent given the
 * setpoint, as the per-output models of a target-vector campaign assume.
 */
public abstract class MultiOutputSimulator {

    protected MultiOutputSimulator() {
    }

    public abstract MultiOutputSpec spec();

    /**
     * One reading at {@code setpoint}: one value per characteristic, in the spec's order.
     *
     * @throws IllegalArgumentException if the setpoint is outside the spec
     */
    public final double[] observe(double[] setpoint, RandomGenerator rng) {
        spec().requireSetpoint(setpoint);
        return reading(setpoint, rng);
    }

    /**
     * {@code replicates} independent readings at {@code setpoint}.
     *
     * @throws IllegalArgumentException if the setpoint is outside the spec or replicates is below 1
     */
    public final List<double[]> measure(double[] setpoint, int replicates, RandomGenerator rng) {
        spec().requireSetpoint(setpoint);
        if (replicates < 1) {
            throw new IllegalArgumentException("replicates must be >= 1, got " + replicates);
        }
        List<double[]> readings = new ArrayList<>(replicates);
        for (int r = 0; r < replicates; r++) {
            readings.add(reading(setpoint, rng));
        }
        return readings;
    }

    /**
     * The true mean and variance of each characteristic at {@code setpoint}, in the spec's order.
     *
     * @throws IllegalArgumentException if the setpoint is outside the spec
     */
    public final List<Moments> truth(double[] setpoint) {
        spec().requireSetpoint(setpoint);
        return moments(setpoint);
    }

    /**
     * The weighted robust criterion at {@code setpoint}, {@code E = sum_k w_k [(m_k - T_k)^2 + sigma_a,k^2]} with the
     * default weights {@code w_k = 1 / h_k^2} ({@link TargetVectorAcquisition#toleranceWeights}): what benchmarks
     * score setpoints by.
     *
     * @throws IllegalArgumentException if the setpoint is outside the spec
     */
    public final double weightedError(double[] setpoint) {
        List<Moments> truth = truth(setpoint);
        MultiOutputSpec spec = spec();
        double[] weights = TargetVectorAcquisition.toleranceWeights(spec.halfTolerances());
        double error = 0;
        for (int k = 0; k < weights.length; k++) {
            error += weights[k] * truth.get(k).expectedSquaredError(spec.characteristics().get(k).target());
        }
        return error;
    }

    /** The model of {@link #observe}: one reading per characteristic at a setpoint already checked. */
    protected abstract double[] reading(double[] setpoint, RandomGenerator rng);

    /** The model of {@link #truth}: the moments at a setpoint already checked, one per characteristic. */
    protected abstract List<Moments> moments(double[] setpoint);
}

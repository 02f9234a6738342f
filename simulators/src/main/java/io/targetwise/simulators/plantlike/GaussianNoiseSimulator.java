package io.targetwise.simulators.plantlike;

import io.targetwise.simulators.Moments;
import io.targetwise.simulators.Simulator;
import java.util.Optional;
import java.util.random.RandomGenerator;

/** A plant-like problem read as y = m(x) + sd(x) eps, eps ~ N(0, 1): its truth is m and sd in closed form. */
abstract class GaussianNoiseSimulator extends Simulator {

    /** The true mean at a setpoint. */
    protected abstract double mean(double[] setpoint);

    /** The true standard deviation of a reading at a setpoint. */
    protected abstract double sd(double[] setpoint);

    @Override
    protected final double reading(double[] setpoint, double[] environment, RandomGenerator rng) {
        return mean(setpoint) + sd(setpoint) * rng.nextGaussian();
    }

    @Override
    protected final Optional<Moments> moments(double[] setpoint) {
        double sd = sd(setpoint);
        return Optional.of(new Moments(mean(setpoint), sd * sd));
    }
}

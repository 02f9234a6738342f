package io.targetwise.core.proposal;

import io.targetwise.core.acquisition.AcquisitionFunction;
import io.targetwise.core.surrogate.Surrogate;

/** Scores setpoints by an acquisition function over a surrogate's posterior at setpoint + context. */
final class AcquisitionObjective {

    private AcquisitionObjective() {
    }

    /** @throws IllegalArgumentException if the surrogate's input is not the space's setpoint plus context */
    static SetpointObjective of(Surrogate surrogate, AcquisitionFunction acquisition, SearchSpace space) {
        if (surrogate.dimension() != space.inputDimension()) {
            throw new IllegalArgumentException("surrogate takes " + surrogate.dimension() + " inputs, but the search space"
                    + " gives " + space.dimension() + " setpoint and " + space.context().length + " context variables");
        }
        return (setpoints, scores) -> {
            double[][] inputs = new double[setpoints.length][];
            for (int i = 0; i < setpoints.length; i++) {
                inputs[i] = space.surrogateInput(setpoints[i]);
            }
            acquisition.score(surrogate.posterior(inputs), scores);
        };
    }
}

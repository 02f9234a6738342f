package io.targetwise.core.proposal;

import io.targetwise.core.Point;
import java.util.List;
import java.util.OptionalInt;

/**
 * A setpoint to run next and what the model expects there: the predicted mean output, its epistemic (model) and
 * aleatoric (process) standard deviations, the expected squared error from the target
 * (mu - y*)^2 + sigma_e^2 + sigma_a^2, the probability that the output lands within [LSL, USL] for
 * y ~ N(mu, sigma_e^2 + sigma_a^2), the value of the acquisition that chose it, the incumbent it is meant to beat, the
 * version of the model it came from, which rule chose it with the reason in words, and per design variable its move
 * from the running setpoint (the incumbent before the first reading) with the predicted effect on mean and spread, and
 * the number of readings it asks the plant for (empty: the campaign has no {@link ReplicationRule}, so the plant runs
 * its own fixed count).
 */
public record Proposal(Point setpoint, double predictedMean, double epistemicSd, double aleatoricSd,
        double forecastDegreesOfFreedom, double expectedSquaredError, double insideSpecProbability, double acquisitionValue, Incumbent incumbent,
        int modelVersion, SelectionRule rule, String reason, List<VariableEffect> effects, OptionalInt readings) {

    public Proposal {
        effects = List.copyOf(effects);
    }

    /**
     * A setpoint of the initial design, chosen before any model: its forecast, acquisition value and incumbent error
     * are NaN (none), its incumbent the setpoint itself, and it moves no variable by a predicted effect.
     */
    public static Proposal initialDesign(Point setpoint, String reason) {
        double none = Double.NaN;
        return new Proposal(setpoint, none, none, none, Double.POSITIVE_INFINITY, none, none, none, new Incumbent(setpoint, none, none, none, 0),
                0, SelectionRule.INITIAL_DESIGN, reason, List.of(), OptionalInt.empty());
    }

    /** The forecast for the mean of the readings the plant will run here. */
    public MeanForecast forecast() {
        return new MeanForecast(predictedMean, epistemicSd, aleatoricSd, forecastDegreesOfFreedom);
    }
}

package io.targetwise.app.proposal;

import io.targetwise.core.proposal.MeanForecast;
import io.targetwise.core.proposal.SelectionRule;

/**
 * What a stored proposal forecast at its setpoint (values in the definition's variable order), as the rules that
 * judge and apply it read it: the forecast-outcome judge, the drift check and the autopilot.
 *
 * @param driftOffset the drift the forecast includes: 0 except for a proposal that compensates a drift alarm
 * @param rule the {@link SelectionRule} id that chose the setpoint
 */
public record ProposalForecast(long id, long processId, ProposalStatus status, double[] setpoint,
        double predictedMean, double epistemicSd, double aleatoricSd, double degreesOfFreedom,
        double insideSpecProbability, double driftOffset, String rule) {

    static ProposalForecast of(ProposalEntity e) {
        return new ProposalForecast(e.id, e.processId, e.status, e.setpoint, e.predictedMean, e.epistemicSd,
                e.aleatoricSd, MeanForecasts.degreesOfFreedom(e.forecastDegreesOfFreedom), e.insideSpecProbability,
                e.driftOffset, e.selectionRule);
    }

    /** The forecast for the mean of the readings delivered at the setpoint. */
    public MeanForecast forecast() {
        return new MeanForecast(predictedMean, epistemicSd, aleatoricSd, degreesOfFreedom);
    }

    /** Whether a point of the initial design, which no model chose: it has no forecast to judge. */
    public boolean initialDesign() {
        return rule.equals(SelectionRule.INITIAL_DESIGN.id());
    }
}

package io.targetwise.app.proposal;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import io.targetwise.core.proposal.MeanForecast;
import io.targetwise.core.proposal.SelectionRule;

/**
 * A proposal as the API and the console show it: the setpoint, the predicted output with its epistemic and aleatoric
 * standard deviations, the expected squared error from target, the probability of landing in tolerance, the
 * acquisition behind it, the incumbent it must beat, which rule chose it ({@code acquisition}, or {@code fallback}
 * when the acquisition was flat) with the reason, how many proposals in a row the fallback chose, its decision,
 * why the autopilot left it to a person (null unless it did), and which limits its search kept to (null for proposals
 * made before this was recorded), and the Student-t degrees of freedom of its forecast.
 */
public record ProposalView(long id, long processId, Instant createdAt, ProposalStatus status,
        Map<String, Double> setpoints, double predictedMean, double epistemicSd, double aleatoricSd,
        double expectedSquaredError, double insideSpecProbability, String acquisition, double acquisitionValue,
        double incumbentError, Map<String, Double> incumbentSetpoints, int modelVersion, String rule, String reason,
        int fallbackStreak, boolean flagged, String createdBy, String decidedBy, Instant decidedAt,
        String decisionReason, List<Effect> effects, String autopilotHold,
        @Schema(description = "The limits the search kept to: the process's design bounds and maximum steps, or the"
                + " autopilot's box and steps while it is on or paused", example = "the autopilot's box and steps")
        String searchedWithin,
        @Schema(description = "Degrees of freedom of the forecast's Student-t for the mean of the process's"
                + " replicates (scale sqrt(epistemicSd^2 + aleatoricSd^2 / replicates)); null: normal")
        Double forecastDegreesOfFreedom) {

    /**
     * Why this setpoint, for one design variable: its move from the running setpoint when the proposal was made (the
     * incumbent before any reading) and the model's predicted effect of that move on the output's mean and on the
     * process's standard deviation (local slopes at the middle of the move times the change).
     */
    @Schema(description = "A design variable's move and its predicted effect on the output's mean and spread")
    public record Effect(String variable, double from, double to, double change, double meanEffect,
            double spreadEffect) {
    }

    /** From this many fallback proposals in a row a campaign is flagged: the model sees nothing to improve. */
    public static final int FLAGGED_STREAK = 3;

    /** What it forecasts for the mean of the readings the plant will run at its setpoint. */
    public MeanForecast forecast() {
        return new MeanForecast(predictedMean, epistemicSd, aleatoricSd,
                MeanForecasts.degreesOfFreedom(forecastDegreesOfFreedom));
    }

    /** Whether a point of the initial design (or a move towards one): no model chose it, its forecast is NaN. */
    public boolean initialDesign() {
        return rule.equals(SelectionRule.INITIAL_DESIGN.id());
    }
}

package io.targetwise.campaign;

import java.time.Instant;
import java.util.Map;

/**
 * A proposal as the API and the console show it: the setpoint, the predicted output with its epistemic and aleatoric
 * standard deviations, the expected squared error from target, the probability of landing in tolerance, the
 * acquisition behind it, the incumbent it must beat, which rule chose it ({@code acquisition}, or {@code fallback}
 * when the acquisition was flat) with the reason, how many proposals in a row the fallback chose, and its decision.
 */
public record ProposalView(long id, long processId, Instant createdAt, ProposalStatus status,
        Map<String, Double> setpoints, double predictedMean, double epistemicSd, double aleatoricSd,
        double expectedSquaredError, double insideSpecProbability, String acquisition, double acquisitionValue,
        double incumbentError, Map<String, Double> incumbentSetpoints, int modelVersion, String rule, String reason,
        int fallbackStreak, boolean flagged, String createdBy, String decidedBy, Instant decidedAt,
        String decisionReason) {

    /** From this many fallback proposals in a row a campaign is flagged: the model sees nothing to improve. */
    public static final int FLAGGED_STREAK = 3;
}

package io.targetwise.campaign;

import java.time.Instant;
import java.util.Map;

/**
 * A proposal as the API and the console show it: the setpoint, the predicted output with its epistemic and aleatoric
 * standard deviations, the expected squared error from target, the probability of landing in tolerance, the
 * acquisition behind it, the incumbent it must beat, and its decision.
 */
public record ProposalView(long id, long processId, Instant createdAt, ProposalStatus status,
        Map<String, Double> setpoints, double predictedMean, double epistemicSd, double aleatoricSd,
        double expectedSquaredError, double insideSpecProbability, String acquisition, double acquisitionValue,
        double incumbentError, Map<String, Double> incumbentSetpoints, int modelVersion, String createdBy,
        String decidedBy, Instant decidedAt, String decisionReason) {
}

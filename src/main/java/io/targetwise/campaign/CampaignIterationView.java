package io.targetwise.campaign;

import java.time.Instant;
import java.util.Map;

/** One refit: the model version, the data it saw, and the incumbent E_min (the convergence history). */
public record CampaignIterationView(int modelVersion, Instant fittedAt, int designPoints, int measurements,
        double incumbentError, Map<String, Double> incumbentSetpoints, long fitMillis) {
}

package io.targetwise.app.campaign;

import java.time.Instant;
import java.util.Map;

import io.targetwise.app.process.ProcessDefinition;

/** One refit: the model version, the data it saw, and the incumbent E_min (the convergence history). */
public record CampaignIterationView(int modelVersion, Instant fittedAt, int designPoints, int measurements,
        double incumbentError, Map<String, Double> incumbentSetpoints, long fitMillis) {

    public static CampaignIterationView of(CampaignIterationEntity i, ProcessDefinition process) {
        return new CampaignIterationView(i.modelVersion, i.fittedAt, i.designPoints, i.measurements, i.incumbentError,
                process.namedSetpoints(i.incumbentSetpoint), i.fitMillis);
    }
}

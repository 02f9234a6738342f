package io.targetwise.app.it;

import java.util.UUID;

/**
 * The process the autopilot runs across instances, in {@code AutopilotAcrossInstancesIT} and the autopilot fault soak:
 * one variable x in [0, 1] on a 0.01 grid, target 0.5 within [-0.5, 1.5], 3 replicates; campaign gp-krr with robust
 * LCB, one proposal a round; the autopilot switched on (on instance b) with 3,600 moves an hour, no in-spec minimum
 * and a miss limit of 10 sigma.
 */
final class AutopilotProcess {
    private AutopilotProcess() {
    }

    /** Creates it on {@code stack} and returns its id. */
    static long create(TwoInstances stack, String name) {
        long processId = stack.instance("a").api().contentType("application/json").body("""
                {"name": "%s %s", "designVariables": [{"name": "x", "unit": "mm", "lowerBound": 0,
                 "upperBound": 1, "resolution": 0.01}], "output": {"name": "y", "unit": "V"}, "target": 0.5,
                 "lowerSpecLimit": -0.5, "upperSpecLimit": 1.5, "replicates": 3}""".formatted(name, UUID.randomUUID()))
                .post("/api/processes").then().statusCode(201).extract().jsonPath().getLong("id");
        stack.instance("a").api().contentType("application/json")
                .body("{\"surrogate\": \"gp-krr\", \"acquisition\": \"robust-lcb\", \"batchSize\": 1, \"active\": true}")
                .put("/api/processes/{id}/campaign", processId).then().statusCode(200);
        stack.instance("b").api().contentType("application/json")
                .body("{\"maxMovesPerHour\": 3600, \"minInsideSpecProbability\": 0, \"maxMissSigma\": 10}")
                .put("/api/processes/{id}/autopilot", processId).then().statusCode(200);
        return processId;
    }
}

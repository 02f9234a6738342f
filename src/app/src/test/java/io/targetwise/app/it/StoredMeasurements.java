package io.targetwise.app.it;

import java.util.ArrayList;
import java.util.List;

import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;

/** What the REST API says is stored for a process: the total, and every event id (to find any stored twice). */
final class StoredMeasurements {
    private static final int PAGE = 1000;

    private StoredMeasurements() {
    }

    static long total(RequestSpecification api, long processId) {
        return api.queryParam("size", 1).when().get("/api/processes/{id}/measurements", processId)
                .then().statusCode(200).extract().jsonPath().getLong("total");
    }

    /** Every stored event id, one entry per stored row (a duplicate row would appear twice). */
    static List<String> eventIds(java.util.function.Supplier<RequestSpecification> api, long processId) {
        List<String> ids = new ArrayList<>();
        for (int page = 0;; page++) {
            JsonPath body = api.get().queryParam("size", PAGE).queryParam("page", page).when()
                    .get("/api/processes/{id}/measurements", processId).then().statusCode(200).extract().jsonPath();
            List<String> items = body.getList("items.eventId", String.class);
            ids.addAll(items);
            if (items.size() < PAGE) {
                return ids;
            }
        }
    }
}

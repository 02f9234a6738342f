package io.targetwise.app.process;

import static io.targetwise.app.TestUsers.asEngineer;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.notNullValue;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.targetwise.app.ingest.MeasurementMessage;
import io.targetwise.app.ingest.MeasurementStore;
import io.targetwise.app.ingest.MeasurementValidator;
import io.targetwise.app.plant.DemoProcessSeeder;

@QuarkusTest
public class ProcessResourceTest {
    @Inject
    MeasurementStore measurements;
    @Inject
    ProcessService processes;

    private static String processJson(String name, double lower, double upper, double target) {
        return """
                {
                  "name": "%s",
                  "description": "Injection moulding of a housing",
                  "designVariables": [
                    {"name": "melt temperature", "unit": "degC", "lowerBound": %s, "upperBound": %s, "resolution": 1},
                    {"name": "hold pressure", "unit": "bar", "lowerBound": 300, "upperBound": 900, "maxStep": 50}
                  ],
                  "environmentalVariables": [{"name": "humidity", "unit": "%%"}],
                  "output": {"name": "wall thickness", "unit": "mm"},
                  "target": %s, "lowerSpecLimit": 1.9, "upperSpecLimit": 2.1,
                  "replicates": 5
                }""".formatted(name, lower, upper, target);
    }

    @Test
    void listsTheSeededDemoProcess() {
        asEngineer().when().get("/api/processes")
                .then().statusCode(200)
                .body("name", hasItem(DemoProcessSeeder.DEMO_PROCESS_NAME));
    }

    private static String unique(String name) {
        return name + " " + java.util.UUID.randomUUID();
    }

    @Test
    void createsReadsAndUpdatesAProcess() {
        String name = unique("Housing moulding");
        String location = asEngineer().contentType(ContentType.JSON).body(processJson(name, 200, 260, 2.0))
                .when().post("/api/processes")
                .then().statusCode(201)
                .body("id", notNullValue())
                .body("designVariables.name", contains("melt temperature", "hold pressure"))
                .body("designVariables[1].resolution", equalTo(null))
                .body("designVariables[1].maxStep", equalTo(50.0f))
                .body("designVariables[0].maxStep", equalTo(null))
                .extract().header("Location");

        asEngineer().when().get(location)
                .then().statusCode(200)
                .body("name", equalTo(name))
                .body("environmentalVariables[0].name", equalTo("humidity"))
                .body("target", equalTo(2.0f));

        asEngineer().contentType(ContentType.JSON).body(processJson(name, 210, 250, 1.95))
                .when().put(location)
                .then().statusCode(200)
                .body("designVariables[0].lowerBound", equalTo(210.0f))
                .body("target", equalTo(1.95f));
    }

    @Test
    void refusesInvalidDefinitionsNamingEachField() {
        asEngineer().contentType(ContentType.JSON).body(processJson("Broken moulding", 260, 200, 2.5))
                .when().post("/api/processes")
                .then().statusCode(400)
                .body("title", equalTo("Invalid process definition"))
                .body("errors.field", containsInAnyOrder("designVariables[0].upperBound", "target"));
    }

    @Test
    void keepsTheVariablesOfAMeasuredProcessButLetsItsBoundsChange() {
        String name = unique("Measured moulding");
        String location = asEngineer().contentType(ContentType.JSON).body(processJson(name, 200, 260, 2.0))
                .when().post("/api/processes").then().statusCode(201).extract().header("Location");
        String renamed = processJson(name, 200, 260, 2.0).replace("hold pressure", "pack pressure");
        asEngineer().contentType(ContentType.JSON).body(renamed).when().put(location).then().statusCode(200);

        ProcessDefinition process = processes.findByName(name).orElseThrow();
        MeasurementMessage reading = new MeasurementMessage("e-" + UUID.randomUUID(), process.id(), Instant.now(),
                Map.of("melt temperature", 230.0, "pack pressure", 500.0), Map.of("humidity", 40.0), 2.0, "mm",
                MeasurementMessage.Quality.GOOD, null);
        measurements.store(List.of(MeasurementValidator.validate(reading, process, Instant.now())));

        asEngineer().contentType(ContentType.JSON).body(processJson(name, 200, 260, 2.0))
                .when().put(location)
                .then().statusCode(400)
                .body("errors.field", contains("designVariables"));
        asEngineer().contentType(ContentType.JSON).body(renamed.replace("humidity", "dew point"))
                .when().put(location)
                .then().statusCode(400)
                .body("errors.field", contains("environmentalVariables"));
        asEngineer().contentType(ContentType.JSON).body(renamed.replace("\"lowerBound\": 200", "\"lowerBound\": 210"))
                .when().put(location)
                .then().statusCode(200)
                .body("designVariables[0].lowerBound", equalTo(210.0f));
    }

    @Test
    void refusesADuplicateName() {
        String name = unique("Twin line");
        asEngineer().contentType(ContentType.JSON).body(processJson(name, 200, 260, 2.0))
                .when().post("/api/processes").then().statusCode(201);
        asEngineer().contentType(ContentType.JSON).body(processJson(name, 200, 260, 2.0))
                .when().post("/api/processes")
                .then().statusCode(400)
                .body("errors[0].field", equalTo("name"));
    }

    /** "Twin line" with a Cyrillic e reads as the first process's name: refused like the same name. */
    @Test
    void refusesALookAlikeOfAnotherProcessesName() {
        String name = unique("Twin line");
        asEngineer().contentType(ContentType.JSON).body(processJson(name, 200, 260, 2.0))
                .when().post("/api/processes").then().statusCode(201);
        asEngineer().contentType(ContentType.JSON).body(processJson(name.replace("Twin line", "Twin lin\u0435"), 200, 260,
                2.0)).when().post("/api/processes").then().statusCode(400)
                .body("errors[0].field", equalTo("name"))
                .body("errors[0].message", org.hamcrest.Matchers.containsString("reads as '" + name + "'"));
    }

    @Test
    void refusesAMissingBody() {
        asEngineer().contentType(ContentType.JSON).when().post("/api/processes")
                .then().statusCode(400).body("errors[0].field", equalTo("body"));
    }

    @Test
    void answersNotFoundForAnUnknownProcess() {
        asEngineer().when().get("/api/processes/987654321").then().statusCode(404)
                .body("title", equalTo("Not Found")).body("detail", equalTo("no process with id 987654321"));
        asEngineer().contentType(ContentType.JSON).body(processJson("Ghost", 200, 260, 2.0))
                .when().put("/api/processes/987654321").then().statusCode(404)
                .body("detail", equalTo("no process with id 987654321"));
    }

    @Test
    void documentsTheApiInOpenApi() {
        asEngineer().when().get("/q/openapi?format=json")
                .then().statusCode(200)
                .body("paths", org.hamcrest.Matchers.hasKey("/api/processes"));
    }
}

package io.targetwise.app.campaign;

import static io.targetwise.app.TestUsers.asEngineer;
import static io.targetwise.app.TestUsers.asOperator;
import static org.hamcrest.Matchers.containsString;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.targetwise.app.TestUsers;
import io.targetwise.app.console.ConsoleFixtures;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;

/** The campaign API's refusals reach clients as problem documents with the status that says what to do. */
@QuarkusTest
class CampaignProblemsTest {
    private static final long UNKNOWN = 987_654_321L;

    @Inject
    ProcessService processes;
    @Inject
    MeterRegistry metrics;

    ProcessDefinition process;

    @BeforeEach
    void setUp() {
        process = processes.create(new ProcessDefinition(null, "Problems " + UUID.randomUUID(), null,
                List.of(new ProcessDefinition.DesignVariable("x", "mm", 0.0, 1.0, null)), List.of(),
                new ProcessDefinition.Output("y", "V"), 0.5, 0.4, 0.6, 2));
    }

    @Test
    void anUnknownProcessIsNotFound() {
        asOperator().when().get("/api/processes/{id}/campaign", UNKNOWN)
                .then().statusCode(404).contentType(ContentType.JSON)
                .body("title", equalTo("Not Found")).body("detail", equalTo("no process with id " + UNKNOWN));
        asOperator().when().get("/api/processes/{id}/campaign/history", UNKNOWN).then().statusCode(404);
        asEngineer().contentType(ContentType.JSON).body(Map.of("count", 1))
                .when().post("/api/processes/{id}/proposals", UNKNOWN)
                .then().statusCode(404).body("detail", equalTo("no process with id " + UNKNOWN));
    }

    @Test
    void anUnknownProposalIsNotFound() {
        asOperator().contentType(ContentType.JSON).body(Map.of("reason", "fine"))
                .when().post("/api/proposals/{id}/approve", UNKNOWN)
                .then().statusCode(404).body("title", equalTo("Not Found"))
                .body("detail", equalTo("no proposal with id " + UNKNOWN));
    }

    @Test
    void proposingWithoutDataIsAConflictThatSaysWhatTheDataLacks() {
        asEngineer().contentType(ContentType.JSON).body(Map.of("count", 1))
                .when().post("/api/processes/{id}/proposals", process.id())
                .then().statusCode(409).contentType(ContentType.JSON)
                .body("title", equalTo("Conflict"))
                .body("detail", equalTo("the data cannot support a model yet: no measurements yet: tell the initial "
                        + "design before asking"));
    }

    @Test
    void revertingWithNothingToGoBackToIsAConflict() {
        asOperator().contentType(ContentType.JSON).body(Map.of("reason", "drift"))
                .when().post("/api/processes/{id}/revert", process.id())
                .then().statusCode(409).body("title", equalTo("Conflict"))
                .body("detail", containsString("no good setpoint is known yet"));
    }

    @Test
    void aProposalCountOutOfRangeIsAnInvalidField() {
        asEngineer().contentType(ContentType.JSON).body(Map.of("count", 21))
                .when().post("/api/processes/{id}/proposals", process.id())
                .then().statusCode(400).body("errors[0].field", equalTo("count"))
                .body("errors[0].message", equalTo("must be between 1 and 20, got 21"));
    }

    @Test
    void tooFewReadingsForANeuralSurrogateAreAConflictNotAFault() {
        asEngineer().contentType(ContentType.JSON)
                .body(Map.of("surrogate", "autodeuq", "acquisition", "robust-ei", "batchSize", 1, "active", false))
                .when().put("/api/processes/{id}/campaign", process.id()).then().statusCode(200);
        ConsoleFixtures.readings(process, Instant.now(), new double[] {0.5}, 0.51, 0.49);
        double failuresBefore = failures();

        asEngineer().contentType(ContentType.JSON).body(Map.of("count", 1))
                .when().post("/api/processes/{id}/proposals", process.id())
                .then().statusCode(409).body("title", equalTo("Conflict"))
                .body("detail", startsWith("the data cannot support a model yet: AutoDEUQ needs at least 2 training"));
        assertThat(failures()).as("campaign failures counted").isEqualTo(failuresBefore);
    }

    private double failures() {
        return metrics.get("targetwise.campaign.failures").counter().count();
    }

    @Test
    void campaignFailuresAreCounted() {
        TestUsers.as(TestUsers.ADMIN).when().get("/q/metrics").then().statusCode(200)
                .body(containsString("targetwise_campaign_failures_total"));
    }
}

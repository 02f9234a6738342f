package io.targetwise.app.campaign;

import static io.targetwise.app.TestUsers.asEngineer;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.hamcrest.Matchers.containsString;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.targetwise.app.ingest.MeasurementRows;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessDefinition.DesignVariable;
import io.targetwise.app.process.ProcessDefinition.EnvironmentalVariable;
import io.targetwise.app.process.ProcessDefinition.Output;
import io.targetwise.app.process.ProcessService;

/**
 * A campaign conditioned on the measured environment: y = x - lot + noise, the lot's hardness measured with every
 * reading. The proposal sets x for the lot of the newest reading and says so, and follows when the next lot differs.
 */
@QuarkusTest
class EnvironmentConditionedCampaignTest {
    @Inject
    ProcessService processes;

    private ProcessDefinition process(boolean withEnvironment) {
        return processes.create(new ProcessDefinition(null, "Lot press " + UUID.randomUUID(), "environment test",
                List.of(new DesignVariable("x", "mm", -1.0, 1.0, null, 2.0)),
                withEnvironment ? List.of(new EnvironmentalVariable("lot hardness", "HV")) : List.of(),
                new Output("y", "mm"), 0.0, -0.3, 0.3, 2));
    }

    private static void readings(ProcessDefinition process, Instant start, int count, Double lastLot) {
        SplittableRandom random = new SplittableRandom(process.id());
        List<MeasurementRows.Row> rows = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            double x = -1 + 2 * (i % 10) / 9.0; // ten setpoints, replicated across lots
            double lot = i == count - 1 && lastLot != null ? lastLot : 0.5 * random.nextGaussian();
            // Every tenth reading did not report its lot: it stays out of this model.
            rows.add(new MeasurementRows.Row(start.plusSeconds(i), new double[] {x},
                    new double[] {i % 10 == 3 ? Double.NaN : lot}, x - lot + 0.05 * random.nextGaussian()));
        }
        MeasurementRows.store(process, rows);
    }

    private static JsonPath propose(ProcessDefinition process) {
        return asEngineer().contentType(ContentType.JSON).body(Map.of("count", 1))
                .when().post("/api/processes/{id}/proposals", process.id()).then().statusCode(200)
                .extract().jsonPath();
    }

    @Test
    void theProposalIsForTheLotOfTheNewestReading() {
        ProcessDefinition process = process(true);
        asEngineer().contentType(ContentType.JSON).body(Map.of("surrogate", "gp-environment", "active", false))
                .when().put("/api/processes/{id}/campaign", process.id()).then().statusCode(200);
        readings(process, Instant.parse("2026-11-20T08:00:00Z"), 40, 0.6);

        JsonPath first = propose(process);
        assertThat(first.getDouble("[0].setpoints.x")).isCloseTo(0.6, within(0.08));
        assertThat(first.getString("[0].reason")).contains("For the environment of the newest reading: "
                + "lot hardness = 0.6000. ");
        assertThat(first.getDouble("[0].aleatoricSd")).isLessThan(0.15);

        readings(process, Instant.parse("2026-11-21T08:00:00Z"), 1, -0.4);
        assertThat(propose(process).getDouble("[0].setpoints.x")).isCloseTo(-0.4, within(0.08));
    }

    @Test
    void aProcessWithoutEnvironmentalVariablesCannotConditionOnThem() {
        ProcessDefinition process = process(false);
        asEngineer().contentType(ContentType.JSON).body(Map.of("surrogate", "gp-environment"))
                .when().put("/api/processes/{id}/campaign", process.id()).then().statusCode(400)
                .body("errors[0].field", containsString("surrogate"))
                .body("errors[0].message", containsString("has no environmental variables"));
    }
}

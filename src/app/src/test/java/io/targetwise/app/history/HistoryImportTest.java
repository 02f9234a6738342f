package io.targetwise.app.history;

import static io.restassured.RestAssured.given;
import static io.targetwise.app.TestUsers.asEngineer;
import static io.targetwise.app.TestUsers.asOperator;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.startsWith;

import java.time.Duration;
import java.util.List;
import java.util.UUID;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;

/** The REST import of past runs, through the real validator, store and campaign. */
@QuarkusTest
class HistoryImportTest {
    private static final String HEADER = "sourceTime,pressure,speed,environment:humidity,output,quality,batchId\n";

    @Inject
    ProcessService processes;

    ProcessDefinition process;

    @BeforeEach
    void setUp() {
        process = HistoryFixtures.pressAndSpeed(processes);
    }

    private ValidatableResponse importCsv(String csv) {
        return asEngineer().contentType("text/csv").body(csv)
                .when().post("/api/processes/{id}/measurements/import", process.id()).then();
    }

    @Test
    void goodRowsAreStoredBadRowsAreReportedByLineAndAReimportStoresNothingTwice() {
        String csv = HEADER
                + "2026-11-01T08:00:00Z,4.0,150,40.5,2.01,GOOD,B-1\n"
                + "2026-11-01T08:01:00Z,4.5,150,,2.02,,B-1\n" // no humidity reading, quality defaults to GOOD
                + "\n"
                + "2026-11-01T08:02:00Z,11.0,150,40.5,2.03,GOOD,B-1\n" // out of bounds: the validator's reason
                + "yesterday,4.0,fast,40.5,2.04,GOOD,B-1\n" // unreadable cells: every one named
                + "2026-11-01T08:04:00Z,4.0,150,40.5,2.05,SUPERB,B-1\n"
                + "2026-11-01T08:05:00Z,5.0,150,40.5\n";

        importCsv(csv).statusCode(200)
                .body("rows", equalTo(6))
                .body("stored", equalTo(2))
                .body("duplicates", equalTo(0))
                .body("refused.row", contains(5, 6, 7, 8))
                .body("refused[0].reason", equalTo("setpoint 'pressure' = 11.0 is outside [1.0, 10.0]"))
                .body("refused[1].reason", equalTo("setpoint 'speed' is not a number: 'fast'; sourceTime 'yesterday'"
                        + " is not an RFC 3339 time such as 2026-11-21T08:00:00Z"))
                .body("refused[2].reason", equalTo("quality 'SUPERB' is not GOOD, UNCERTAIN or BAD"))
                .body("refused[3].reason", equalTo("has 4 cells where the header names 7 columns"));
        asOperator().when().get("/api/processes/{id}/measurements", process.id()).then().statusCode(200)
                .body("total", equalTo(2))
                .body("items.unit", contains("mm", "mm")) // the process's unit where the file names none
                .body("items.eventId", contains(startsWith("csv-"), startsWith("csv-")))
                .body("items[0].environment.size()", equalTo(0))
                .body("items[1].environment.humidity", equalTo(40.5f));

        importCsv(csv).statusCode(200).body("rows", equalTo(6)).body("stored", equalTo(0)).body("duplicates", equalTo(2))
                .body("refused", hasSize(4));
        asOperator().when().get("/api/processes/{id}/measurements", process.id()).then().body("total", equalTo(2));
    }

    @Test
    void anEventIdInTheFileIsKeptAndAUnitColumnIsValidatedLikeKafka() {
        String csv = "eventId,sourceTime,pressure,speed,output,unit\n"
                + "plant-17,2026-11-01T08:00:00Z,4.0,150,2.01,mm\n"
                + "plant-18,2026-11-01T08:01:00Z,4.0,150,2.01,inch\n";

        importCsv(csv).statusCode(200).body("stored", equalTo(1))
                .body("refused[0].row", equalTo(3))
                .body("refused[0].reason", equalTo("unit 'inch' does not match the process output unit 'mm'"));
        asOperator().when().get("/api/processes/{id}/measurements", process.id()).then()
                .body("items.eventId", contains("plant-17"));
    }

    @Test
    void aHeaderThatDoesNotFitTheProcessIsRefusedNamingTheColumn() {
        importCsv("sourceTime,pressure,speed,temperature,output\n2026-11-01T08:00:00Z,4,150,20,2\n").statusCode(400)
                .body("errors[0].field", equalTo("temperature"))
                .body("errors[0].message", containsString("not a design variable"));
        importCsv("sourceTime,pressure,output\n").statusCode(400).body("errors[0].field", equalTo("speed"));
        importCsv("sourceTime,pressure,speed,environment:dust,output\n").statusCode(400)
                .body("errors[0].field", equalTo("environment:dust"));
        importCsv("pressure,speed,output\n").statusCode(400).body("errors[0].field", equalTo("sourceTime"));
        importCsv("sourceTime,pressure,speed,output,output\n").statusCode(400).body("errors[0].field", equalTo("output"));
        importCsv("").statusCode(400).body("errors[0].field", equalTo("header"));
        asOperator().when().get("/api/processes/{id}/measurements", process.id()).then().body("total", equalTo(0));
    }

    @Test
    void theHeaderIsJudgedBeforeAnyRowAndNoAnswerRepeatsAnOverlongName() {
        String rows = "2026-11-01T08:00:00Z,4.0,150,2.0,x\n".repeat(HistoryImport.MAX_ROWS + 1);
        importCsv("sourceTime,pressure,speed,output,temperature\n" + rows).statusCode(400)
                .body("errors[0].field", equalTo("temperature"));

        String hugeName = "c".repeat(1_000_000);
        String answer = importCsv("sourceTime,pressure,speed,output," + hugeName + "\n"
                + "2026-11-01T08:00:00Z,4.0,150,2.0,1\n".repeat(5000)).statusCode(400)
                .body("errors[0].message", containsString("1000000 characters")).extract().asString();
        assertThat(answer.length()).as("the answer quotes the name shortened").isLessThan(1000);

        String longCell = "9".repeat(10_000) + "x";
        String refused = importCsv("sourceTime,pressure,speed,output\n2026-11-01T08:00:00Z," + longCell + ",150,2.0\n")
                .statusCode(200).body("refused[0].row", equalTo(2)).extract().path("refused[0].reason");
        assertThat(refused).contains("10001 characters").hasSizeLessThan(200);
    }

    @Test
    void limitsAreEnforced() {
        StringBuilder tooMany = new StringBuilder("sourceTime,pressure,speed,output\n");
        tooMany.append("2026-11-01T08:00:00Z,4.0,150,2.0\n".repeat(HistoryImport.MAX_ROWS + 1));
        importCsv(tooMany.toString()).statusCode(400).body("errors[0].field", equalTo("rows"));

        String tooLarge = "sourceTime,pressure,speed,output\n" + " ".repeat(HistoryImport.MAX_BYTES);
        importCsv(tooLarge).statusCode(413);
    }

    @Test
    void onlyThoseWhoMayEditTheProcessMayImport() {
        String csv = "sourceTime,pressure,speed,output\n2026-11-01T08:00:00Z,4.0,150,2.0\n";
        given().contentType("text/csv").body(csv)
                .when().post("/api/processes/{id}/measurements/import", process.id()).then().statusCode(401);
        asOperator().contentType("text/csv").body(csv)
                .when().post("/api/processes/{id}/measurements/import", process.id()).then().statusCode(403);
        asEngineer().contentType("text/csv").body(csv)
                .when().post("/api/processes/{id}/measurements/import", 987654321L).then().statusCode(404);
        asOperator().when().get("/api/processes/{id}/measurements", process.id()).then().body("items", empty());
    }

    @Test
    void theCampaignStartsFromImportedHistory() {
        ProcessDefinition sine = processes.create(new ProcessDefinition(null, "Imported sine " + UUID.randomUUID(), null,
                List.of(new ProcessDefinition.DesignVariable("x", "rad", -Math.PI / 2, Math.PI / 2, 0.01)), List.of(),
                new ProcessDefinition.Output("y", "V"), 0.0, -0.2, 0.2, 3));
        StringBuilder csv = new StringBuilder("sourceTime,x,output\n");
        double[] xs = {-1.2, 0.9, 0.4};
        for (int i = 0; i < xs.length; i++) {
            for (int r = 0; r < 3; r++) {
                csv.append("2026-10-0%dT08:0%d:00Z,%s,%s\n".formatted(i + 1, r, xs[i], Math.sin(xs[i]) + 0.02 * (r - 1)));
            }
        }
        asEngineer().contentType("text/csv").body(csv.toString())
                .when().post("/api/processes/{id}/measurements/import", sine.id())
                .then().statusCode(200).body("stored", equalTo(9)).body("refused", empty());

        asOperator().when().get("/api/processes/{id}/design-points", sine.id()).then()
                .body("replicates", contains(3, 3, 3));
        await().atMost(Duration.ofSeconds(60)).untilAsserted(() -> assertThat(asOperator().queryParam("status", "OPEN")
                .when().get("/api/processes/{id}/proposals", sine.id()).then().statusCode(200)
                .extract().jsonPath().getList("id")).hasSize(1));
    }
}

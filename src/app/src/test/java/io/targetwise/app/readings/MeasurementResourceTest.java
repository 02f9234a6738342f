package io.targetwise.app.readings;

import static io.targetwise.app.TestUsers.asOperator;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import java.time.Instant;
import java.util.stream.IntStream;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.targetwise.app.console.ConsoleFixtures;
import io.targetwise.app.ingest.MeasurementMessage.Quality;
import io.targetwise.app.ingest.MeasurementRows;
import io.targetwise.app.ingest.MeasurementRows.Row;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;

/** The measurements list: its total counts every stored reading, whatever its quality, and only where asked. */
@QuarkusTest
class MeasurementResourceTest {
    private static final Instant T0 = Instant.parse("2026-11-26T08:00:00Z");

    @Inject
    ProcessService processes;

    @Test
    void theFirstPageCountsEveryStoredReadingExactlyAndLaterPagesOnlyWhenAsked() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        Quality[] qualities = {Quality.GOOD, Quality.BAD, Quality.UNCERTAIN, Quality.GOOD, Quality.BAD};
        MeasurementRows.store(process, IntStream.range(0, qualities.length)
                .mapToObj(i -> new Row(T0.plusSeconds(i), T0.plusSeconds(i), new double[] {1, 1}, null, 5.0 + i,
                        qualities[i])).toList());
        String path = "/api/processes/{id}/measurements";

        asOperator().queryParam("size", 2).when().get(path, process.id()).then().statusCode(200)
                .body("total", equalTo(5)).body("items.quality", contains("BAD", "GOOD"));
        asOperator().queryParam("size", 2).queryParam("page", 1).when().get(path, process.id()).then()
                .statusCode(200).body("total", nullValue()).body("items.quality", contains("UNCERTAIN", "BAD"));
        asOperator().queryParam("size", 2).queryParam("page", 2).queryParam("total", true).when()
                .get(path, process.id()).then().statusCode(200).body("total", equalTo(5))
                .body("items.quality", contains("GOOD"));
        asOperator().queryParam("total", false).when().get(path, process.id()).then().statusCode(200)
                .body("total", nullValue()).body("items.size()", equalTo(5));
    }
}

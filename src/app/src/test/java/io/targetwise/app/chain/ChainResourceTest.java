package io.targetwise.app.chain;

import static io.targetwise.app.TestUsers.asEngineer;
import static io.targetwise.app.TestUsers.asOperator;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItems;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.path.json.config.JsonPathConfig;
import io.restassured.path.json.config.JsonPathConfig.NumberReturnType;
import io.targetwise.app.TestUsers;
import io.targetwise.app.ingest.KafkaTestClient;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.readings.Readings;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.net.http.HttpResponse;
import java.net.http.HttpRequest;
import java.net.http.HttpClient;
import java.net.URI;

/**
 * A chain end to end: defined over REST, its pieces' readings through the embedded Kafka joined across stages by
 * batch id, a plan for all stages, and a re-plan for a piece that has left the first stage.
 */
@QuarkusTest
class ChainResourceTest {
    @Inject
    ProcessService processes;
    @Inject
    ChainReadings readings;
    @Inject
    Readings stored;
    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrapServers;

    KafkaTestClient kafka;
    ChainFixtures line;

    @BeforeEach
    void setUp() {
        kafka = new KafkaTestClient(bootstrapServers);
        line = new ChainFixtures(processes);
    }

    @AfterEach
    void tearDown() {
        kafka.close();
    }

    private long createChain() {
        return asEngineer().contentType(ContentType.JSON).body(Map.of("name", "Line " + UUID.randomUUID(),
                "stages", List.of(Map.of("processId", line.press.id()),
                        Map.of("processId", line.furnace.id(), "upstreamVariable", "height"))))
                .when().post("/api/chains").then().statusCode(201)
                .header("Location", containsString("/api/chains/")).extract().jsonPath().getLong("id");
    }

    private JsonPath plan(long chain, String batch) {
        var request = asOperator().contentType(ContentType.JSON);
        if (batch != null) {
            request = request.queryParam("batch", batch);
        }
        return request.when().post("/api/chains/{id}/plan", chain).then().statusCode(200).extract().jsonPath()
                .using(JsonPathConfig.jsonPathConfig().numberReturnType(NumberReturnType.DOUBLE));
    }

    @Test
    void aPlanCannotBeRequestedByWhatACrossSiteFormCanPost() throws Exception {
        long chain = createChain();
        asOperator().contentType(ContentType.URLENC).formParam("batch", "x").when().post("/api/chains/{id}/plan", chain)
                .then().statusCode(415);
        asOperator().contentType(ContentType.TEXT).body("batch=x").when().post("/api/chains/{id}/plan", chain)
                .then().statusCode(415);
        asOperator().contentType(ContentType.JSON).when().post("/api/chains/{id}/plan", chain).then().statusCode(409);
        HttpResponse<String> noContentType = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create(RestAssured.baseURI + ":" + RestAssured.port + "/api/chains/" + chain + "/plan"))
                .header("Authorization", "Basic " + Base64.getEncoder().encodeToString((TestUsers.OPERATOR + ":"
                        + TestUsers.password(TestUsers.OPERATOR)).getBytes(StandardCharsets.UTF_8)))
                .POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(noContentType.statusCode()).as("curl -X POST sends no content type, as a cross-site ping can")
                .isEqualTo(415);
        assertThat(noContentType.body()).contains("Content-Type must be application/json, got none");
    }

    @Test
    void planningAllStagesRunsThePressWhereTheFurnaceGetsTheLeastSpreadAndReplanningUsesTheMeasuredHeight() {
        long chain = createChain();
        asOperator().contentType(ContentType.JSON).when().post("/api/chains/{id}/plan", chain).then().statusCode(409)
                .body("detail", containsString("the data cannot support a model yet: stage " + line.press.name()));
        String prefix = "P-" + UUID.randomUUID() + "-";
        int pieces = line.sendGrid(kafka, prefix);
        await().atMost(Duration.ofSeconds(60)).until(() -> asOperator().queryParam("limit", 200)
                .when().get("/api/chains/{id}/runs", chain).then().statusCode(200).extract().jsonPath()
                .getList("findAll { it.stages[0] != null && it.stages[1] != null }").size() == pieces);

        // Every furnace reading gets its height: reported, or joined from the press reading of its batch.
        List<ChainReadings.StageReading> furnace = readings.stage(line.furnace.id(), 0, line.press.id(), 500);
        assertThat(furnace).hasSize(pieces).allMatch(r -> Double.isFinite(r.upstream()));
        Map<String, Double> pressed = stored.goodOutputsByBatch(line.press.id(),
                furnace.stream().map(ChainReadings.StageReading::batchId).toList());
        assertThat(furnace).allMatch(r -> r.upstream() == pressed.get(r.batchId()));

        JsonPath all = plan(chain, null);
        assertThat(all.getString("mode")).isEqualTo("all-stages");
        double stroke = all.getDouble("stages[0].setpoints.stroke");
        double soak = all.getDouble("stages[1].setpoints.soak");
        // The short strokes are the precise ones: the furnace multiplies the height's spread by 2 soak height.
        assertThat(stroke).isLessThan(0.35);
        assertThat(soak * Math.pow(1 + stroke, 2)).isCloseTo(ChainFixtures.TARGET,
                within(0.15));
        assertThat(all.getDouble("stages[0].predictedMean")).isCloseTo(1 + stroke,
                within(0.1));
        assertThat(all.getDouble("forecast.mean")).isCloseTo(ChainFixtures.TARGET,
                within(0.15));
        assertThat(all.getDouble("forecast.aleatoricSd")).isBetween(0.05, 0.35);
        assertThat(all.getDouble("forecast.conformance")).isGreaterThan(0.9);

        // A piece that came out of the press tall: the furnace soaks it shorter than the plan would have.
        String tall = prefix + "tall";
        line.sendPress(kafka, tall, 0.9, 1.8);
        await().atMost(Duration.ofSeconds(30)).until(() -> asOperator().queryParam("limit", 5)
                .when().get("/api/chains/{id}/runs", chain).then().extract().jsonPath()
                .getList("batchId", String.class).contains(tall));
        JsonPath rest = plan(chain, tall);
        assertThat(rest.getString("mode")).isEqualTo("remaining-stages");
        assertThat(rest.getDouble("stages[0].measuredOutput")).isEqualTo(1.8);
        assertThat(rest.getString("stages[0].setpoints")).isNull();
        assertThat(rest.getDouble("stages[1].setpoints.soak")).isCloseTo(ChainFixtures.TARGET / (1.8 * 1.8),
                within(0.1));

        asOperator().contentType(ContentType.JSON).queryParam("batch", prefix + "0").when().post("/api/chains/{id}/plan", chain).then()
                .statusCode(409).body("detail", containsString("has been through the last stage"));
        asOperator().contentType(ContentType.JSON).queryParam("batch", "never-seen").when().post("/api/chains/{id}/plan", chain).then()
                .statusCode(409).body("detail", containsString("has a good reading of batch never-seen"));
    }

    @Test
    void aChainThatCannotBeJoinedIsRefusedNamingEveryField() {
        asEngineer().contentType(ContentType.JSON).body(Map.of("name", " ", "stages", List.of(
                Map.of("processId", line.press.id(), "upstreamVariable", "height"),
                Map.of("processId", line.furnace.id(), "upstreamVariable", "temperature"),
                Map.of("processId", line.furnace.id()),
                Map.of("processId", 987654321))))
                .when().post("/api/chains").then().statusCode(400)
                .body("errors.field", hasItems("name", "stages[0].upstreamVariable", "stages[1].upstreamVariable",
                        "stages[2].processId", "stages[2].upstreamVariable", "stages[3].processId"))
                .body("errors.find { it.field == 'stages[1].upstreamVariable' }.message",
                        containsString("has no environmental variable 'temperature'; it has [height]"));
        asEngineer().contentType(ContentType.JSON).body(Map.of("name", "single", "stages",
                List.of(Map.of("processId", line.press.id()))))
                .when().post("/api/chains").then().statusCode(400)
                .body("errors[0].message", containsString("a chain has 2 to 4 stages, got 1"));
        asOperator().contentType(ContentType.JSON).body(Map.of("name", "by an operator", "stages", List.of()))
                .when().post("/api/chains").then().statusCode(403);
        asOperator().when().get("/api/chains/{id}/runs?limit=0", createChain()).then().statusCode(400);
    }
}

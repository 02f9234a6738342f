package io.targetwise.app.campaign;

import static io.targetwise.app.TestUsers.asEngineer;
import static io.targetwise.app.TestUsers.asOperator;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import jakarta.inject.Inject;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.targetwise.app.TestUsers;
import io.targetwise.app.ingest.KafkaTestClient;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;

/**
 * From plant data on Kafka to a setpoint command on Kafka: replicates complete a setpoint, the campaign proposes,
 * an engineer approves, and exactly one command with its audit row goes out.
 */
@QuarkusTest
public class CampaignFlowTest {
    @Inject
    ProcessService processes;

    @Inject
    ObjectMapper json;

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrapServers;

    KafkaTestClient kafka;
    ProcessDefinition process;
    final Random noise = new Random(7);

    @BeforeEach
    void setUp() {
        kafka = new KafkaTestClient(bootstrapServers);
        process = processes.create(new ProcessDefinition(null, "Sine " + UUID.randomUUID(), "noisy sine (Hoffer, Ranftl and Geiger 2023)",
                List.of(new ProcessDefinition.DesignVariable("x", "rad", -Math.PI / 2, Math.PI / 2, 0.01)), List.of(),
                new ProcessDefinition.Output("y", "V"), 0.0, -0.2, 0.2, 3));
    }

    @AfterEach
    void tearDown() {
        kafka.close();
    }

    private void measure(double x, int replicates) {
        for (int r = 0; r < replicates; r++) {
            String value = """
                    {"eventId": "%s", "sourceTime": "%s", "setpoints": {"x": %s}, "output": %s, "unit": "V", "quality": "GOOD"}
                    """.formatted(UUID.randomUUID(), Instant.now(), x, Math.sin(x) + 0.1 * noise.nextGaussian());
            kafka.send("targetwise.measurements", process.id().toString(), value);
        }
    }

    private JsonPath openProposals() {
        return asOperator().queryParam("status", "OPEN").when().get("/api/processes/{id}/proposals", process.id())
                .then().statusCode(200).extract().jsonPath();
    }

    /** Digits after the decimal point of a number as written: float noise (0.30000000000000004) shows as 17. */
    private static int decimals(String written) {
        return Math.max(0, new BigDecimal(written.trim()).stripTrailingZeros().scale());
    }

    @Test
    void completedReplicatesLeadToAProposalAndAnApprovalToExactlyOneSetpointCommand() throws Exception {
        measure(-1.2, 3);
        measure(0.9, 3);
        measure(0.4, 3);
        await().atMost(Duration.ofSeconds(60)).until(() -> openProposals().getList("id").size() == 1);

        JsonPath open = openProposals();
        long proposalId = open.getLong("[0].id");
        double x = open.getDouble("[0].setpoints.x");
        assertThat(x).isBetween(-Math.PI / 2, Math.PI / 2);
        String body = asOperator().queryParam("status", "OPEN").when().get("/api/processes/{id}/proposals", process.id())
                .then().statusCode(200).extract().asString();
        Matcher written = Pattern.compile("\"setpoints\":\\{\"x\":([^,}]+)").matcher(body);
        assertThat(written.find()).as(body).isTrue();
        assertThat(decimals(written.group(1))).as("x on the 0.01 grid as written in the API: " + written.group(1))
                .isLessThanOrEqualTo(2);
        assertThat(open.getDouble("[0].insideSpecProbability")).isBetween(0.0, 1.0);
        assertThat(open.getDouble("[0].incumbentError")).isPositive();

        asOperator().contentType(ContentType.JSON).body(Map.of("decidedBy", "mallory", "reason", "looks safe"))
                .when().post("/api/proposals/{id}/approve", proposalId)
                .then().statusCode(200).body("status", equalTo("APPROVED"))
                .body("decidedBy", equalTo(TestUsers.OPERATOR)); // the signed-in user, never the body's name
        asOperator().contentType(ContentType.JSON).body(Map.of("reason", "again"))
                .when().post("/api/proposals/{id}/approve", proposalId)
                .then().statusCode(409);

        String key = process.id().toString();
        List<ConsumerRecord<String, String>> commands = kafka.readUntil("targetwise.setpoints",
                read -> read.stream().anyMatch(r -> r.key().equals(key)));
        Thread.sleep(1000); // a second command, if one were sent, would arrive within this time
        commands = kafka.readUntil("targetwise.setpoints", read -> read.size() >= 1);
        List<JsonNode> ours = commands.stream().filter(r -> r.key().equals(key)).map(r -> parse(r.value())).toList();
        assertThat(ours).hasSize(1);
        assertThat(ours.get(0).get("proposalId").asLong()).isEqualTo(proposalId);
        assertThat(ours.get(0).get("setpoints").get("x").asDouble()).isEqualTo(x);
        assertThat(decimals(ours.get(0).get("setpoints").get("x").asText())).as("x as written in the command")
                .isLessThanOrEqualTo(2);
        assertThat(ours.get(0).get("kind").asText()).isEqualTo("APPROVED");

        await().atMost(Duration.ofSeconds(20)).untilAsserted(() ->
                asOperator().when().get("/api/processes/{id}/setpoint-commands", process.id())
                        .then().statusCode(200)
                        .body("$", hasSize(1))
                        .body("[0].commandId", equalTo(ours.get(0).get("commandId").asText()))
                        .body("[0].issuedBy", equalTo(TestUsers.OPERATOR))
                        .body("[0].publishedAt", org.hamcrest.Matchers.notNullValue()));

        asOperator().when().get("/api/processes/{id}/campaign/history", process.id())
                .then().statusCode(200).body("size()", org.hamcrest.Matchers.greaterThanOrEqualTo(1));
    }

    @Test
    void proposalsOnRequestRejectionNeedsAReasonAndRevertGoesToTheIncumbent() {
        asEngineer().contentType(ContentType.JSON).body(Map.of("count", 2))
                .when().post("/api/processes/{id}/proposals", process.id())
                .then().statusCode(409);

        measure(-1.0, 2);
        measure(1.0, 2);
        await().atMost(Duration.ofSeconds(30)).until(() -> asOperator().when()
                .get("/api/processes/{id}/design-points", process.id()).then().extract().jsonPath().getList("$").size() == 2);

        JsonPath proposed = asEngineer().contentType(ContentType.JSON).body(Map.of("count", 2))
                .when().post("/api/processes/{id}/proposals", process.id())
                .then().statusCode(200).body("$", hasSize(2)).extract().jsonPath();
        assertThat(proposed.getDouble("[0].setpoints.x")).isNotEqualTo(proposed.getDouble("[1].setpoints.x"));
        // The trust region: within the default maximum step (a quarter of the range pi) of the newest reading's x = 1
        assertThat(proposed.getList("setpoints.x", Float.class))
                .allSatisfy(x -> assertThat((double) x).isBetween(1 - Math.PI / 4 - 1e-6, 1 + Math.PI / 4 + 1e-6));
        assertThat(proposed.getString("[0].rule")).isEqualTo("acquisition");
        // Asked for before any setpoint has its 3 replicates: said to be an early guess, not an optimisation proposal
        assertThat(proposed.getString("[0].reason"))
                .startsWith("Made during the initial design: 0 of 2 setpoints measured")
                .contains("the highest robust-ei score");
        assertThat(proposed.getInt("[0].fallbackStreak")).isZero();
        // Why this setpoint: x's move from the running x = 1 and the model's predicted effect on mean and spread
        assertThat(proposed.getString("[0].effects[0].variable")).isEqualTo("x");
        assertThat(proposed.getDouble("[0].effects[0].from")).isEqualTo(1.0);
        assertThat(proposed.getDouble("[0].effects[0].to")).isEqualTo(proposed.getDouble("[0].setpoints.x"));
        assertThat(proposed.getDouble("[0].effects[0].change"))
                .isCloseTo(proposed.getDouble("[0].setpoints.x") - 1.0, within(1e-9));
        assertThat(List.of(proposed.getDouble("[0].effects[0].meanEffect"),
                proposed.getDouble("[0].effects[0].spreadEffect"))).allSatisfy(v -> assertThat(v).isFinite());
        assertThat(proposed.getBoolean("[0].flagged")).isFalse();

        long first = proposed.getLong("[0].id");
        asOperator().contentType(ContentType.JSON).body(Map.of())
                .when().post("/api/proposals/{id}/reject", first)
                .then().statusCode(400).body("errors[0].field", equalTo("reason"));
        asOperator().contentType(ContentType.JSON).body(Map.of("reason", "too far from today"))
                .when().post("/api/proposals/{id}/reject", first)
                .then().statusCode(200).body("status", equalTo("REJECTED")).body("decisionReason", equalTo("too far from today"));

        asOperator().contentType(ContentType.JSON).body(Map.of("reason", "drift"))
                .when().post("/api/processes/{id}/revert", process.id())
                .then().statusCode(200).body("kind", equalTo("REVERT"));
    }

    @Test
    void automaticProposalsWaitUntilTheInitialDesignIsComplete() {
        measure(-1.2, 3); // 1 of the 2 setpoints a one-variable process's initial design has
        await().during(Duration.ofSeconds(5)).atMost(Duration.ofSeconds(10))
                .until(() -> openProposals().getList("id").isEmpty());

        measure(0.9, 3);
        await().atMost(Duration.ofSeconds(60)).until(() -> openProposals().getList("id").size() == 1);
        assertThat(openProposals().getString("[0].reason")).doesNotContain("initial design");
    }

    @Test
    void aCampaignOnHetGpProposesFromPlantReadings() {
        asEngineer().contentType(ContentType.JSON).body(Map.of("surrogate", "hetgp", "acquisition", "robust-lcb",
                        "aleatoric", "integrated", "batchSize", 1))
                .when().put("/api/processes/{id}/campaign", process.id())
                .then().statusCode(200).body("surrogate", equalTo("hetgp"));
        measure(-1.2, 3);
        measure(0.9, 3);
        measure(0.4, 3);
        await().atMost(Duration.ofSeconds(60)).until(() -> openProposals().getList("id").size() == 1);

        JsonPath open = openProposals();
        assertThat(open.getString("[0].rule")).isEqualTo("acquisition");
        assertThat(open.getString("[0].reason")).doesNotContain("initial design");
        assertThat(open.getDouble("[0].aleatoricSd")).isPositive().isFinite();
    }

    @Test
    void campaignSettingsAreValidatedFieldByField() {
        asOperator().when().get("/api/processes/{id}/campaign", process.id())
                .then().statusCode(200).body("surrogate", equalTo("hetgp")).body("acquisition", equalTo("robust-ei"))
                .body("aleatoric", equalTo("integrated"));
        asEngineer().contentType(ContentType.JSON).body(Map.of("surrogate", "oracle", "acquisition", "greedy",
                        "aleatoric", "guessed", "batchSize", 0))
                .when().put("/api/processes/{id}/campaign", process.id())
                .then().statusCode(400).body("errors.field",
                        org.hamcrest.Matchers.containsInAnyOrder("surrogate", "acquisition", "aleatoric", "batchSize"));
        asEngineer().contentType(ContentType.JSON).body(Map.of("surrogate", "gp-log-gp", "acquisition", "robust-lcb",
                        "aleatoric", "plug-in", "batchSize", 2))
                .when().put("/api/processes/{id}/campaign", process.id())
                .then().statusCode(200).body("batchSize", equalTo(2)).body("active", equalTo(true));
        asOperator().when().get("/api/processes/{id}/campaign", process.id())
                .then().statusCode(200).body("aleatoric", equalTo("plug-in")).body("surrogate", equalTo("gp-log-gp"));
    }

    private JsonNode parse(String value) {
        try {
            return json.readTree(value);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}

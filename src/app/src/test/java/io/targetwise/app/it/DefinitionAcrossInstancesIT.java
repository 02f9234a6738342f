package io.targetwise.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.restassured.path.json.JsonPath;
import io.targetwise.app.ingest.KafkaTestClient;

/**
 * A process definition changed through one instance's API reaches the caches of the other instance: the instance
 * that consumes the process's readings validates them against the new bounds, and its campaign judges setpoints by
 * the new target. Two packaged instances on one PostgreSQL and one broker.
 */
class DefinitionAcrossInstancesIT {
    private static final String DEFINITION = """
            {"name": "Line %s", "designVariables": [{"name": "x", "unit": "rad", "lowerBound": %s, "upperBound": %s,
              "resolution": 0.01}], "output": {"name": "y", "unit": "V"},
             "target": %s, "lowerSpecLimit": %s, "upperSpecLimit": %s, "replicates": 2}""";

    private TwoInstances stack;
    private long processId;

    @BeforeEach
    void setUp() throws Exception {
        // Two partitions: each instance consumes one, and exactly one of them the process's readings.
        stack = TwoInstances.start("definition", 2, Map.of("targetwise.campaign.quiet-period", "1h", "targetwise.campaign.max-quiet-wait", "1h"));
    }

    @AfterEach
    void tearDown() {
        if (stack != null) {
            stack.close();
        }
    }

    private JsonPath propose(String instance) {
        return stack.instance(instance).api().contentType("application/json").body("{\"count\": 1}")
                .post("/api/processes/{id}/proposals", processId).then().statusCode(200).extract().jsonPath();
    }

    private List<String> storedIds() {
        return stack.instance("a").api().queryParam("size", 100).get("/api/processes/{id}/measurements", processId)
                .then().statusCode(200).extract().jsonPath().getList("items.eventId", String.class);
    }

    private long stored() {
        return stack.instance("a").api().queryParam("size", 100).get("/api/processes/{id}/measurements", processId)
                .then().statusCode(200).extract().jsonPath().getLong("total");
    }

    @Test
    void theConsumingInstanceValidatesAndProposesWithADefinitionChangedOnTheOther() {
        String name = UUID.randomUUID().toString();
        processId = stack.instance("a").api().contentType("application/json")
                .body(DEFINITION.formatted(name, -1.5, 1.5, 0, -0.2, 0.2))
                .post("/api/processes").then().statusCode(201).extract().jsonPath().getLong("id");
        stack.instance("a").api().contentType("application/json")
                .body("{\"surrogate\": \"gp-krr\", \"acquisition\": \"robust-ei\", \"batchSize\": 1, \"active\": false}")
                .put("/api/processes/{id}/campaign", processId).then().statusCode(200);
        for (double x : new double[] {-1.2, 0.5, 1.1}) {
            stack.sendReading(processId, x, Math.sin(x) - 0.01);
            stack.sendReading(processId, x, Math.sin(x) + 0.01);
        }
        await().atMost(Duration.ofSeconds(60)).until(() -> stored() == 6);
        // The instance whose partition holds the process stored its readings (and cached its definition).
        String consumer = stack.metric("a", "targetwise_measurements_stored_total") == 6 ? "a" : "b";
        String editor = consumer.equals("a") ? "b" : "a";
        assertThat(stack.metric(consumer, "targetwise_measurements_stored_total")).isEqualTo(6);
        JsonPath before = propose(consumer);
        assertThat(before.getDouble("[0].incumbentSetpoints.x")).as("incumbent for target 0").isCloseTo(0.5, within(1e-6));

        // Through the other instance: bounds [-1.5, 1.5] -> [-1.3, 2.0], target 0 -> 0.8.
        stack.instance(editor).api().contentType("application/json")
                .body(DEFINITION.formatted(name, -1.3, 2.0, 0.8, 0.6, 1.0))
                .put("/api/processes/{id}", processId).then().statusCode(200);
        // The change reaches the consumer through the events topic, which it reads beside the measurements: a reading
        // sent in the moment before the event arrives is still judged by the old bounds and dead-lettered. So readings
        // inside only the new bounds are sent one at a time, each once the previous was stored or dead-lettered.
        List<String> sentInsideOnlyNew = new ArrayList<>();
        String validOnlyNow = null;
        while (validOnlyNow == null) {
            assertThat(sentInsideOnlyNew).as("readings inside only the new bounds, none stored").hasSizeLessThan(10);
            String id = stack.sendReading(processId, 1.8, 0.5);
            sentInsideOnlyNew.add(id);
            stack.kafka().readUntil("targetwise.measurements.dlq",
                    read -> storedIds().contains(id) || read.stream().anyMatch(r -> r.value().contains(id)));
            validOnlyNow = storedIds().contains(id) ? id : null;
        }
        String validOnlyBefore = stack.sendReading(processId, -1.4, -0.98);
        List<ConsumerRecord<String, String>> deadLetters = stack.kafka().readUntil("targetwise.measurements.dlq",
                read -> read.stream().anyMatch(r -> r.value().contains(validOnlyBefore)));
        System.out.printf("Definition across instances: consumer %s, editor %s; readings at x = 1.8 sent until one was"
                + " stored: %d%n", consumer, editor, sentInsideOnlyNew.size());

        assertThat(stored()).as("stored: 6 before the change, one after").isEqualTo(7);
        assertThat(stack.metric(consumer, "targetwise_measurements_stored_total")).as("stored by the consumer").isEqualTo(7);
        assertThat(storedIds()).contains(validOnlyNow).doesNotContain(validOnlyBefore);
        assertThat(KafkaTestClient.headers(deadLetters.stream().filter(r -> r.value().contains(validOnlyBefore))
                .findFirst().orElseThrow()).get("dead-letter-reason")).contains("outside [-1.3, 2.0]");

        JsonPath after = propose(consumer);
        assertThat(after.getDouble("[0].incumbentSetpoints.x")).as("incumbent for target 0.8").isCloseTo(1.1, within(1e-6));
        assertThat(after.getDouble("[0].incumbentError")).as("E_min for target 0.8").isLessThan(0.05);
        assertThat(after.getInt("[0].modelVersion")).isGreaterThan(before.getInt("[0].modelVersion"));
    }
}

package io.targetwise.app.monitoring.forecast;

import static io.targetwise.app.TestUsers.asEngineer;
import static io.targetwise.app.TestUsers.asOperator;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.targetwise.app.TestUsers;
import io.targetwise.app.console.ConsoleFixtures;
import io.targetwise.app.ingest.MeasurementRows;
import io.targetwise.app.ingest.KafkaTestClient;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.proposal.ProposalRows;
import io.targetwise.core.proposal.MeanForecast;

/**
 * Approved proposals against what the plant delivered, end to end: readings go through the embedded Kafka, the
 * outcomes, hit rate and alarms are read over REST. The process (ConsoleFixtures) takes 2 replicates; every proposal
 * predicts 10.2 with epistemic sd 0.3 and aleatoric sd 0.4, so the sd of a mean of 2 is sqrt(0.09 + 0.16/2). The
 * PostgreSQL run is PostgresForecastAlarmFlowTest.
 */
@QuarkusTest
public class ForecastAlarmFlowTest {
    private static final double MEAN_SD = Math.sqrt(0.09 + 0.16 / 2);

    @Inject
    ProcessService processes;
    @Inject
    ForecastOutcomes forecasts;
    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrapServers;

    KafkaTestClient kafka;
    ProcessDefinition process;

    @BeforeEach
    void setUp() {
        kafka = new KafkaTestClient(bootstrapServers);
        process = ConsoleFixtures.process(processes);
        // No automatic proposals: the test decides which proposals exist.
        asEngineer().contentType(ContentType.JSON).body(Map.of("active", false))
                .when().put("/api/processes/{id}/campaign", process.id()).then().statusCode(200);
    }

    @AfterEach
    void tearDown() {
        kafka.close();
    }

    @Test
    void outcomesHitRateAndAMissAlarmThatIsAcknowledgedOnce() {
        long hit = approveAndDeliver(new double[] {1, 1}, 10.1, 10.3);
        awaitJudged(1);
        JsonPath report = forecastReport();
        assertThat(report.getLong("outcomes[0].proposalId")).isEqualTo(hit);
        assertThat(report.getBoolean("outcomes[0].insideInterval")).isTrue();
        assertThat(report.getDouble("outcomes[0].deliveredMean")).isCloseTo(10.2, within(1e-4));
        assertThat(report.getDouble("outcomes[0].meanSd")).isCloseTo(MEAN_SD, within(1e-4));
        assertThat(report.getDouble("outcomes[0].readingSd")).isCloseTo(0.5, within(1e-4));
        assertThat(report.getDouble("hitRate")).isEqualTo(1.0);

        approveAndDeliver(new double[] {2, 1}, 12.5, 12.5);
        awaitJudged(2);
        approveAndDeliver(new double[] {3, 1}, 12.5, 12.6);
        awaitJudged(3);
        assertThat(openAlarmKinds()).as("2 misses of 3 do not pile up yet").doesNotContain("FORECAST_MISSES");

        List<String> sent = new ArrayList<>();
        long last = approveAndDeliver(new double[] {4, 1}, sent, 7.5, 7.6);
        awaitJudged(4);
        report = forecastReport();
        assertThat(report.getInt("judged")).isEqualTo(4);
        assertThat(report.getInt("hits")).isEqualTo(1);
        assertThat(report.getDouble("hitRate")).isEqualTo(0.25);
        assertThat(report.getDouble("recentHitRate")).isEqualTo(0.25);
        assertThat(report.getList("outcomes.proposalId", Long.class)).as("newest first").startsWith(last).endsWith(hit);
        assertThat(report.getBoolean("outcomes[0].insideInterval")).isFalse();
        assertThat(report.getDouble("outcomes[0].missSigma")).isCloseTo((7.55 - 10.2) / MEAN_SD, within(1e-3));
        assertThat(report.getDouble("outcomes[0].intervalLower"))
                .isCloseTo(10.2 - MeanForecast.Z90 * MEAN_SD, within(1e-6));

        await().atMost(Duration.ofSeconds(30)).until(() -> openAlarmKinds().contains("FORECAST_MISSES"));
        assertThat(openAlarmKinds()).as("readings of 12.5 and 7.5 left [9, 11]").contains("OUT_OF_TOLERANCE")
                .as("one open alarm per kind").doesNotHaveDuplicates();
        JsonPath alarms = alarms();
        long alarm = alarms.getLong("find { it.kind == 'FORECAST_MISSES' }.id");
        assertThat(alarms.getString("find { it.kind == 'FORECAST_MISSES' }.message"))
                .startsWith("3 of the last 4 forecasts missed their 90 % interval");

        given().contentType(ContentType.JSON).body(Map.of()).when().post("/api/alarms/{id}/acknowledge", alarm)
                .then().statusCode(401);
        asOperator().contentType(ContentType.JSON).body(Map.of("reason", "model refit requested"))
                .when().post("/api/alarms/{id}/acknowledge", alarm)
                .then().statusCode(200).body("acknowledgedBy", equalTo(TestUsers.OPERATOR))
                .body("acknowledgeReason", equalTo("model refit requested"));
        asOperator().contentType(ContentType.JSON).body(Map.of())
                .when().post("/api/alarms/{id}/acknowledge", alarm).then().statusCode(409);
        asOperator().contentType(ContentType.JSON).body(Map.of())
                .when().post("/api/alarms/{id}/acknowledge", Long.MAX_VALUE).then().statusCode(404);
        assertThat(openAlarmKinds()).doesNotContain("FORECAST_MISSES");

        // The plant re-delivers the same readings and sends more at the same setpoint: still one outcome each.
        sent.forEach(value -> kafka.send("targetwise.measurements", process.id().toString(), value));
        send(new double[] {4, 1}, new ArrayList<>(), 7.4, 7.7);
        await().atMost(Duration.ofSeconds(30)).until(() -> asOperator().when()
                .get("/api/processes/{id}/design-points", process.id()).then().extract().jsonPath()
                .getInt("find { it.setpoints.x1 == 4.0 }.replicates") == 4);
        await().during(Duration.ofSeconds(2)).atMost(Duration.ofSeconds(15))
                .until(() -> forecastReport().getInt("judged") == 4);
        assertThat(QuarkusTransaction.requiringNew().call(() -> ForecastOutcomeEntity.count("proposalId", last)))
                .isEqualTo(1);
    }

    @Test
    void instancesJudgingTheSameProposalAtOnceRecordOneOutcome() throws Exception {
        long proposal = ConsoleFixtures.proposal(process, new double[] {5, 5});
        approve(proposal);
        // Stored directly, so no watch judges them before the racing calls below.
        ConsoleFixtures.readings(process, Instant.now().plusSeconds(1), new double[] {5, 5}, 10.0, 10.4);

        int racers = 8;
        ExecutorService pool = Executors.newFixedThreadPool(racers);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<List<ForecastOutcomeView>>> results = new ArrayList<>();
        try {
            for (int i = 0; i < racers; i++) {
                results.add(pool.submit(() -> {
                    start.await();
                    return forecasts.judge(process);
                }));
            }
            start.countDown();
            int recorded = 0;
            for (Future<List<ForecastOutcomeView>> r : results) {
                recorded += r.get().size();
            }
            assertThat(recorded).isEqualTo(1);
        } finally {
            pool.shutdownNow();
        }
        assertThat(QuarkusTransaction.requiringNew().call(() -> ForecastOutcomeEntity.count("proposalId", proposal)))
                .isEqualTo(1);
        assertThat(forecastReport().getDouble("outcomes[0].deliveredMean")).isCloseTo(10.2, within(1e-4));
    }

    @Test
    void everyDeliveredMoveIsJudgedHoweverFastTheNextApprovalFollows() throws InterruptedException {
        // A plant that answers at once and a person who approves at once: moves delivered and the next sent before
        // anything looks. The second setpoint got one reading before the plant moved on; the one it got after the
        // fourth command belongs to no move of it.
        long first = approveAndStore(new double[] {5, 1}, 10.1, 10.3);
        approveAndStore(new double[] {5, 2}, 12.5);
        long third = approveAndStore(new double[] {5, 3}, 12.5, 12.5);
        approveAndStore(new double[] {5, 4});
        ConsoleFixtures.readings(process, Instant.now().plusSeconds(1), new double[] {5, 2}, 10.2);

        List<ForecastOutcomeView> judged = forecasts.judge(process);

        assertThat(judged).extracting(ForecastOutcomeView::proposalId).as("oldest first, every delivered move")
                .containsExactly(first, third);
        assertThat(judged).extracting(ForecastOutcomeView::insideInterval).containsExactly(true, false);
        assertThat(forecasts.judge(process)).as("each once").isEmpty();
        assertThat(forecastReport().getInt("judged")).isEqualTo(2);
    }

    @Test
    void aStudentTForecastIsJudgedByItsOwnIntervalAndANormalEquivalentMiss() {
        long proposal = ConsoleFixtures.proposal(process, new double[] {5, 1});
        ProposalRows.degreesOfFreedom(proposal, 2);
        approve(proposal);
        send(new double[] {5, 1}, new ArrayList<>(), 9.3, 9.4);
        awaitJudged(1);

        JsonPath report = forecastReport();
        // u = (9.35 - 10.2) / MEAN_SD = -2.06: outside a normal's 90 % interval, inside t_2's (+-2.920 scales).
        // t_2's CDF in closed form: F(u) = 1/2 + u / (2 sqrt(2 + u^2)).
        double u = (9.35 - 10.2) / MEAN_SD;
        double z = new NormalDistribution().inverseCumulativeProbability(0.5 + u / (2 * Math.sqrt(2 + u * u)));
        assertThat(report.getBoolean("outcomes[0].insideInterval")).isTrue();
        assertThat(report.getDouble("outcomes[0].missSigma")).isCloseTo(z, within(1e-4));
        assertThat(report.getDouble("outcomes[0].meanSd")).isCloseTo(MEAN_SD, within(1e-4));
        assertThat(report.getDouble("outcomes[0].intervalLower")).isCloseTo(10.2 - 2.919986 * MEAN_SD, within(1e-4));
        assertThat(report.getDouble("outcomes[0].intervalUpper")).isCloseTo(10.2 + 2.919986 * MEAN_SD, within(1e-4));
    }

    /**
     * Approves a new proposal at the setpoint, then stores what the plant delivered there directly, received before
     * the next command: no watch looks, as when the next approval comes before the alarm watch.
     */
    private long approveAndStore(double[] setpoint, double... outputs) throws InterruptedException {
        long proposal = ConsoleFixtures.proposal(process, setpoint);
        approve(proposal);
        Instant received = Instant.now().plusMillis(1);
        MeasurementRows.store(process, IntStream.range(0, outputs.length).mapToObj(i ->
                new MeasurementRows.Row(received.plusMillis(i), setpoint, null, outputs[i])).toList());
        Thread.sleep(outputs.length + 5); // the next command is issued after these readings were received
        return proposal;
    }

    @Test
    void aRunRuleFiringAtTheNewestReadingRaisesOneAlarmWhileTheProcessStaysInTolerance() {
        // Steady readings alternating within 1 sigma break no rule; a jump to 10.5 is far beyond 3 sigma, yet inside
        // the tolerance [9, 11].
        double[] steady = {9.99, 10.01, 9.99, 10.01, 9.99, 10.01, 9.99, 10.01, 9.99, 10.01};
        send(new double[] {6, 6}, new ArrayList<>(), steady);
        send(new double[] {6, 6}, new ArrayList<>(), 10.5);

        await().atMost(Duration.ofSeconds(30)).until(() -> openAlarmKinds().contains("RUN_RULE"));
        JsonPath alarms = alarms();
        assertThat(alarms.getList("kind", String.class)).containsExactly("RUN_RULE");
        assertThat(alarms.getString("[0].message"))
                .isEqualTo("at the newest reading, 10.5 mm: rule 1: 1 point beyond 3 sigma");

        send(new double[] {6, 6}, new ArrayList<>(), 10.6);
        await().during(Duration.ofSeconds(2)).atMost(Duration.ofSeconds(5))
                .until(() -> alarms().getList("kind").size() == 1);
    }

    private long approveAndDeliver(double[] setpoint, double... outputs) {
        return approveAndDeliver(setpoint, new ArrayList<>(), outputs);
    }

    /** Approves a new proposal at the setpoint, then the plant delivers the outputs there; keeps what it sent. */
    private long approveAndDeliver(double[] setpoint, List<String> sent, double... outputs) {
        long proposal = ConsoleFixtures.proposal(process, setpoint);
        approve(proposal);
        send(setpoint, sent, outputs);
        return proposal;
    }

    private void approve(long proposal) {
        asOperator().contentType(ContentType.JSON).body(Map.of("reason", "forecast test"))
                .when().post("/api/proposals/{id}/approve", proposal).then().statusCode(200);
    }

    private void send(double[] setpoint, List<String> sent, double... outputs) {
        for (double output : outputs) {
            String value = """
                    {"eventId": "%s", "sourceTime": "%s", "setpoints": {"x1": %s, "x2": %s}, "output": %s, "unit": "mm",
                     "quality": "GOOD"}
                    """.formatted(UUID.randomUUID(), Instant.now(), setpoint[0], setpoint[1], output);
            sent.add(value);
            kafka.send("targetwise.measurements", process.id().toString(), value);
        }
    }

    private void awaitJudged(int count) {
        await().atMost(Duration.ofSeconds(30)).until(() -> forecastReport().getInt("judged") == count);
    }

    private JsonPath forecastReport() {
        return asOperator().when().get("/api/processes/{id}/forecasts", process.id())
                .then().statusCode(200).extract().jsonPath();
    }

    private JsonPath alarms() {
        return asOperator().when().get("/api/processes/{id}/alarms", process.id())
                .then().statusCode(200).extract().jsonPath();
    }

    private List<String> openAlarmKinds() {
        return alarms().getList("findAll { it.acknowledgedAt == null }.kind", String.class);
    }
}

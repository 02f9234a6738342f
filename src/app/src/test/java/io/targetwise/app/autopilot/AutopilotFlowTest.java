package io.targetwise.app.autopilot;

import static io.targetwise.app.TestUsers.asEngineer;
import static io.targetwise.app.TestUsers.asOperator;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.IntStream;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.targetwise.app.campaign.CampaignSettingsBody;
import io.targetwise.app.campaign.CampaignSettingsService;
import io.targetwise.app.console.ConsoleFixtures;
import io.targetwise.app.ingest.KafkaTestClient;
import io.targetwise.app.ingest.MeasurementRows;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.readings.DesignPoints;
import io.targetwise.app.readings.Readings;

/**
 * The autopilot end to end on the embedded Kafka, against a plant that answers each setpoint command from the
 * setpoints topic with readings on the measurements topic ({@link TestPlant}): no person approves anything. The
 * process is the noisy sine of Hoffer, Ranftl and Geiger (2023), x in [-π/2, π/2] on a 0.01 grid, on target at 0
 * within ±1.1, so that every setpoint is in tolerance until a test injects a fault; 3 replicates per setpoint.
 */
@QuarkusTest
class AutopilotFlowTest {
    private static final double NOISE_SD = 0.05;

    @Inject
    ProcessService processes;
    @Inject
    CampaignSettingsService settings;
    @Inject
    DesignPoints designPoints;
    @Inject
    Readings readings;
    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrapServers;

    KafkaTestClient kafka;
    TestPlant plant;
    ProcessDefinition process;

    @BeforeEach
    void setUp() {
        kafka = new KafkaTestClient(bootstrapServers);
        process = processes.create(new ProcessDefinition(null, "Autopilot sine " + UUID.randomUUID(), null,
                List.of(new ProcessDefinition.DesignVariable("x", "rad", -Math.PI / 2, Math.PI / 2, 0.01)), List.of(),
                new ProcessDefinition.Output("y", "V"), 0.0, -1.1, 1.1, 3));
        settings.configure(process.id(), new CampaignSettingsBody("gp-krr", "robust-lcb", null, 1, true).parse());
        plant = new TestPlant(kafka, bootstrapServers, process.id(), "x", "V", 3, Math::sin, NOISE_SD);
    }

    @AfterEach
    void tearDown() throws InterruptedException {
        plant.close();
        kafka.close();
    }

    private void switchOn(Map<String, Object> limits) {
        asEngineer().contentType(ContentType.JSON).body(limits).when()
                .put("/api/processes/{id}/autopilot", process.id()).then().statusCode(200)
                .body("state", equalTo("ON"));
    }

    /** The initial design (3 setpoints, the last at x = 0.4), measured as a plant would before the autopilot moves. */
    private void initialDesign() {
        plant.measure(-1.2, 3);
        plant.measure(0.9, 3);
        plant.measure(0.4, 3);
    }

    private JsonPath autopilot() {
        return asOperator().when().get("/api/processes/{id}/autopilot", process.id()).then().statusCode(200)
                .extract().jsonPath();
    }

    private List<Map<String, Object>> events() {
        return asOperator().when().get("/api/processes/{id}/autopilot/events", process.id()).then().statusCode(200)
                .extract().jsonPath().getList("$");
    }

    private JsonPath commandsAudited() {
        return asOperator().when().get("/api/processes/{id}/setpoint-commands", process.id()).then().statusCode(200)
                .extract().jsonPath();
    }

    @Test
    void itAppliesEachProposalWithinItsLimitsWithOneCommandAndLeavesTheOneBeyondThemToAPerson() throws Exception {
        switchOn(Map.of("maxMovesPerHour", 3, "minInsideSpecProbability", 0.0));
        initialDesign();

        // Three moves without a person; the fourth proposal exceeds the moves per hour and stays open
        await().atMost(Duration.ofSeconds(90)).until(() -> asOperator().queryParam("status", "OPEN")
                .when().get("/api/processes/{id}/proposals", process.id()).then().extract().jsonPath()
                .getList("findAll { it.autopilotHold != null }").size() == 1);
        JsonPath held = asOperator().queryParam("status", "OPEN").when()
                .get("/api/processes/{id}/proposals", process.id()).then().extract().jsonPath();
        assertThat(held.getString("[0].autopilotHold")).isEqualTo("Left for a person by the autopilot: moves per"
                + " hour: 3 applied in the last hour, the limit is 3");

        Thread.sleep(1000); // a fourth command, if one were sent, would reach the plant within this time
        List<JsonNode> received = plant.commands();
        assertThat(received).as("commands the plant received").hasSize(3);
        JsonPath audited = commandsAudited();
        assertThat(audited.getList("issuedBy")).containsOnly("autopilot");
        assertThat(audited.getList("kind")).containsOnly("APPROVED");
        assertThat(audited.getList("reason", String.class)).allSatisfy(reason -> assertThat(reason)
                .startsWith("Applied by autopilot (switched on by erik.engineer); limits met: inside the box;"));
        // One command per applied proposal, each the proposal's own setpoint, decided by the autopilot
        for (JsonNode command : received) {
            long proposalId = command.get("proposalId").asLong();
            JsonPath proposal = asOperator().queryParam("status", "APPROVED").when()
                    .get("/api/processes/{id}/proposals", process.id()).then().extract().jsonPath();
            assertThat(proposal.getList("findAll { it.id == " + proposalId + " }.decidedBy")).containsExactly(
                    "autopilot");
            assertThat(proposal.getDouble("find { it.id == " + proposalId + " }.setpoints.x"))
                    .isEqualTo(command.get("setpoints").get("x").asDouble());
        }
        assertThat(autopilot().getInt("movesApplied")).isEqualTo(3);
        // Each delivered move was judged before the next was considered: the loop's pace leaves no forecast unjudged
        assertThat(asOperator().when().get("/api/processes/{id}/forecasts", process.id()).then().extract()
                .jsonPath().getInt("judged")).as("forecasts judged").isEqualTo(3);
        assertThat(events()).extracting(e -> e.get("action")).containsExactly("HELD", "APPLIED", "APPLIED",
                "APPLIED", "SWITCHED_ON");
    }

    @Test
    void aSuddenOffsetIsRevertedOnceToTheLastGoodSetpointAndSuspendsItUntilAPersonResumesIt() throws Exception {
        switchOn(Map.of("maxMovesPerHour", 20, "minInsideSpecProbability", 0.0));
        assertThat(autopilot().getBoolean("insideToleranceSeen")).as("no reading yet says so").isFalse();
        initialDesign();
        await().atMost(Duration.ofSeconds(90)).until(() -> plant.commands().size() >= 2);
        assertThat(autopilot().getBoolean("insideToleranceSeen")).as("after a delivered move inside").isTrue();
        plant.injectOffset(3.0); // every reading from now on is out of tolerance

        await().atMost(Duration.ofSeconds(60)).until(() -> autopilot().getString("state").equals("SUSPENDED"));
        Thread.sleep(2000); // more alarms follow the same readings; none may send a second revert
        // A person looks once the offset's readings are in and their OUT OF TOLERANCE alarm is raised: a fallback on a
        // chance miss of the move before the offset would otherwise leave the window inside tolerance at the resume.
        await().atMost(Duration.ofSeconds(30)).until(() -> !Autopilots.insideTolerance(process, readings)
                && asOperator().when().get("/api/processes/{id}/alarms", process.id()).then().extract().jsonPath()
                        .getList("kind").contains("OUT_OF_TOLERANCE"));
        List<JsonNode> commands = plant.commands();
        List<JsonNode> reverts = commands.stream().filter(c -> c.get("kind").asText().equals("REVERT")).toList();
        // The last setpoint whose delivered mean met its forecast since the switch-on, newest first
        List<Float> met = asOperator().when().get("/api/processes/{id}/forecasts", process.id()).then()
                .extract().jsonPath().getList("outcomes.findAll { it.insideInterval }.setpoints.x");
        assertThat(met).as("the moves before the offset met their forecasts").isNotEmpty();
        String reason = autopilot().getString("reason");
        assertThat(reason).startsWith("suspended after ");
        if (reason.contains(", already.")) {
            // The campaign had proposed the last good setpoint again and the offset met it there: nothing to send
            assertThat(reverts).as("revert commands on the setpoints topic").isEmpty();
            assertThat(commands.get(commands.size() - 1).get("setpoints").get("x").asDouble())
                    .isEqualTo(met.get(0), org.assertj.core.api.Assertions.within(1e-6));
        } else {
            assertThat(reverts).as("revert commands on the setpoints topic").hasSize(1);
            assertThat(reverts.get(0).get("issuedBy").asText()).isEqualTo("autopilot");
            assertThat(reverts.get(0).get("setpoints").get("x").asDouble()).isEqualTo(met.get(0),
                    org.assertj.core.api.Assertions.within(1e-6));
            assertThat(commands.get(commands.size() - 1).get("kind").asText())
                    .as("nothing applied after the revert").isEqualTo("REVERT");
            assertThat(reason).contains("reverted to the last good setpoint, x = ");
        }

        List<Map<String, Object>> alarms = asOperator().when().get("/api/processes/{id}/alarms", process.id())
                .then().extract().jsonPath().getList("$");
        assertThat(alarms).extracting(a -> a.get("kind")).contains("AUTOPILOT");
        asEngineer().contentType(ContentType.JSON).body(Map.of("reason", "looked")).when()
                .post("/api/processes/{id}/autopilot/resume", process.id()).then().statusCode(409)
                .body("detail", containsString("acknowledge it before resuming it"));
        for (Map<String, Object> alarm : alarms) {
            asOperator().contentType(ContentType.JSON).body(Map.of("reason", "die checked")).when()
                    .post("/api/alarms/{id}/acknowledge", alarm.get("id")).then().statusCode(200);
        }
        asOperator().contentType(ContentType.JSON).body(Map.of("reason", "looked")).when()
                .post("/api/processes/{id}/autopilot/resume", process.id()).then().statusCode(403);
        // A resume asks for a proposal at once; with the campaign stopped none comes between the actions below, and
        // the offset, still in the plant, makes no second fallback.
        settings.configure(process.id(), new CampaignSettingsBody("gp-krr", "robust-lcb", null, 1, false).parse());
        asEngineer().contentType(ContentType.JSON).body(Map.of("reason", "die replaced")).when()
                .post("/api/processes/{id}/autopilot/resume", process.id()).then().statusCode(200)
                .body("state", equalTo("ON")).body("reason", equalTo("resumed by erik.engineer: die replaced; until its"
                        + " readings show the process inside tolerance, an OUT OF TOLERANCE alarm does not make it fall"
                        + " back (forecast misses, run rules and drift still do)"))
                .body("insideToleranceSeen", equalTo(false));
        asOperator().contentType(ContentType.JSON).body(Map.of()).when()
                .post("/api/processes/{id}/autopilot/pause", process.id()).then().statusCode(200)
                .body("state", equalTo("PAUSED"));
        asOperator().contentType(ContentType.JSON).body(Map.of("reason", "shift ends")).when()
                .post("/api/processes/{id}/autopilot/off", process.id()).then().statusCode(200)
                .body("state", equalTo("OFF"));
        assertThat(events()).extracting(e -> e.get("action")).startsWith("SWITCHED_OFF", "PAUSED", "RESUMED",
                "FELL_BACK");
        assertThat(events()).extracting(e -> e.get("actor")).startsWith("olga.operator", "olga.operator",
                "erik.engineer", "autopilot");
    }

    @Test
    void aStuckActuatorRaisesANotFollowingAlarmAndSuspendsIt() throws Exception {
        switchOn(Map.of("maxMovesPerHour", 20, "minInsideSpecProbability", 0.0));
        initialDesign();
        await().atMost(Duration.ofSeconds(90)).until(() -> plant.commands().size() >= 2);
        plant.stick(); // commands are heard, the plant stays where it runs and says so

        await().atMost(Duration.ofSeconds(60)).until(() -> autopilot().getString("state").equals("SUSPENDED"));
        List<Map<String, Object>> alarms = asOperator().when().get("/api/processes/{id}/alarms", process.id())
                .then().extract().jsonPath().getList("$");
        assertThat(alarms).extracting(a -> a.get("kind")).contains("NOT_FOLLOWING", "AUTOPILOT");
        assertThat(autopilot().getString("reason")).contains("NOT_FOLLOWING").contains("the plant has not followed");
    }

    /**
     * Switched on after the design with a box and step tighter than the process's: the open proposal, searched within
     * the process's limits, is superseded at once by one searched within the autopilot's, which it applies without a
     * person asking; nothing is held for a person.
     */
    @Test
    void switchedOnItAsksForAProposalWithinItsOwnBoxAndStepAndAppliesIt() {
        initialDesign();
        await().atMost(Duration.ofSeconds(60)).until(() -> !proposals("OPEN").getList("id").isEmpty());
        JsonPath before = proposals("OPEN");
        long madeBefore = before.getLong("[0].id");
        assertThat(before.getString("[0].searchedWithin")).isEqualTo("the process's design bounds and maximum steps");

        switchOn(Map.of("maxMovesPerHour", 20, "minInsideSpecProbability", 0.0,
                "variables", Map.of("x", Map.of("min", 0.2, "max", 0.6, "maxStep", 0.1))));

        await().atMost(Duration.ofSeconds(60)).until(() -> !plant.commands().isEmpty());
        JsonNode first = plant.commands().get(0);
        double x = first.get("setpoints").get("x").asDouble();
        assertThat(x).as("inside the box, one step from 0.4").isBetween(0.3 - 1e-9, 0.5 + 1e-9);
        JsonPath applied = proposals("APPROVED");
        assertThat(applied.getString("find { it.id == " + first.get("proposalId").asLong() + " }.searchedWithin"))
                .isEqualTo("the autopilot's box and steps");
        assertThat(proposals("SUPERSEDED").getList("id", Long.class)).contains(madeBefore);
        assertThat(events()).extracting(e -> e.get("action")).doesNotContain("HELD");
    }

    /**
     * A round whose instance was killed right after storing it, before its autopilot heard of it (stored here with no
     * event, as such a kill leaves it), is applied all the same: further readings at the same setpoint would only
     * refit, so without the look for undecided rounds the autopilot would stand still for good.
     */
    @Test
    void aRoundLeftUndecidedByAKilledInstanceIsAppliedAllTheSame() {
        // No campaign: the stored round is the only proposal
        settings.configure(process.id(), new CampaignSettingsBody("gp-krr", "robust-lcb", null, 1, false).parse());
        plant.measure(-1.2, 3);
        plant.measure(0.4, 3); // the initial design complete: the round is not an early guess
        await().atMost(Duration.ofSeconds(30)).until(() -> designPoints.completed(process) == 2);
        switchOn(Map.of("maxMovesPerHour", 20, "minInsideSpecProbability", 0.0));

        long undecided = ConsoleFixtures.proposal(process, new double[] {0.5});

        await().atMost(Duration.ofSeconds(20)).until(() -> !plant.commands().isEmpty());
        assertThat(plant.commands().get(0).get("proposalId").asLong()).isEqualTo(undecided);
        assertThat(events()).extracting(e -> e.get("action")).contains("APPLIED");
    }

    /**
     * The sensor froze and its readings came in between two looks of the alarm watch (stored here with no event): the
     * next round is not applied; the autopilot's own sensor check before each move raises the SENSOR alarm, and it
     * falls back. Without that check it moves on readings it cannot trust for as long as the watch is behind.
     */
    @Test
    void aRoundOnFrozenReadingsIsNotAppliedAndTheSensorAlarmSuspendsIt() {
        settings.configure(process.id(), new CampaignSettingsBody("gp-krr", "robust-lcb", null, 1, false).parse());
        plant.measure(-1.2, 3);
        plant.measure(0.4, 3);
        await().atMost(Duration.ofSeconds(30)).until(() -> designPoints.completed(process) == 2);
        switchOn(Map.of("maxMovesPerHour", 20, "minInsideSpecProbability", 0.0));
        Instant frozenSince = Instant.now();
        MeasurementRows.store(process, IntStream.range(0, 6).mapToObj(i -> new MeasurementRows.Row(
                frozenSince.plusMillis(i), new double[] {0.4}, null, 0.3894)).toList());

        long round = ConsoleFixtures.proposal(process, new double[] {0.5});

        await().atMost(Duration.ofSeconds(20)).until(() -> autopilot().getString("state").equals("SUSPENDED"));
        assertThat(autopilot().getString("reason")).contains("SENSOR");
        assertThat(plant.commands()).as("nothing applied on frozen readings")
                .noneMatch(c -> c.path("proposalId").asLong() == round);
    }

    /**
     * Switched on during the product's design, while a design move made under the process's own limits is open and
     * with every reading from then on out of tolerance (an offset of 3, where the process was inside): the switch-on's
     * request proposes the design's move within the autopilot's box and step, which it applies (the open one, made
     * before it was ON, it never looks at), and it goes on through the whole design, leaving tolerance being the
     * design's doing (a person sees the OUT OF TOLERANCE alarm), until the campaign takes over. Were the design's moves
     * judged like the model's, it would fall back at the first and the design would never end.
     */
    @Test
    void switchedOnDuringTheDesignItTakesItsMovesWithinItsLimitsAndLeavingToleranceThereIsNoFault() {
        plant.measure(-0.8, 4); // inside tolerance; one more reading than its replicates: it waits there
        await().atMost(Duration.ofSeconds(60)).until(() -> !proposals("OPEN").getList("id").isEmpty());
        JsonPath before = proposals("OPEN");
        assertThat(before.getString("[0].rule")).isEqualTo("initial-design");
        assertThat(before.getString("[0].searchedWithin")).isEqualTo("the process's design bounds and maximum steps");
        plant.injectOffset(3.0);

        switchOn(Map.of("maxMovesPerHour", 20, "minInsideSpecProbability", 0.0,
                "variables", Map.of("x", Map.of("min", -1.0, "max", 0.0, "maxStep", 0.3))));

        assertThat(autopilot().getBoolean("insideToleranceSeen")).isTrue();
        await().atMost(Duration.ofSeconds(30)).until(() -> !plant.commands().isEmpty());
        JsonNode first = plant.commands().get(0);
        assertThat(first.get("proposalId").asLong()).isNotEqualTo(before.getLong("[0].id"));
        assertThat(first.get("setpoints").get("x").asDouble()).as("in the box, one step from -0.8")
                .isBetween(-1.0 - 1e-9, -0.5 + 1e-9);
        await().atMost(Duration.ofSeconds(90)).until(() -> allProposals().getList("rule", String.class).stream()
                .anyMatch(rule -> !rule.equals("initial-design")));
        List<Map<String, Object>> design = allProposals().getList("findAll { it.rule == 'initial-design' }");
        assertThat(design).as("the design's moves since the switch-on")
                .filteredOn(p -> "the autopilot's box and steps".equals(p.get("searchedWithin")))
                .extracting(p -> p.get("status")).isNotEmpty().containsOnly("APPROVED");
        assertThat(asOperator().when().get("/api/processes/{id}/alarms", process.id()).then().extract().jsonPath()
                .getList("kind", String.class)).contains("OUT_OF_TOLERANCE");
    }

    /**
     * Switched on before the first reading of a new process: the plant reads where it stands and stays there; the
     * product's initial design is then proposed and applied move by move, each inside the autopilot's box and within
     * its step, and the campaign's proposals follow, with no person acting.
     */
    @Test
    void switchedOnBeforeTheFirstReadingItBringsTheProcessInThroughTheProductsDesign() {
        switchOn(Map.of("maxMovesPerHour", 20, "minInsideSpecProbability", 0.0,
                "variables", Map.of("x", Map.of("min", -1.0, "max", 1.0, "maxStep", 0.5))));
        plant.measure(-0.8, 4); // one more than its replicates: it waits where it stands

        await().atMost(Duration.ofSeconds(90)).until(() -> allProposals().getList("rule", String.class).stream()
                .anyMatch(rule -> !rule.equals("initial-design")));
        JsonPath all = allProposals();
        List<Map<String, Object>> design = all.getList("findAll { it.rule == 'initial-design' }");
        assertThat(design).extracting(p -> p.get("status")).containsOnly("APPROVED");
        assertThat(design).extracting(p -> p.get("decidedBy")).containsOnly("autopilot");
        assertThat(design).extracting(p -> (String) p.get("reason")).anySatisfy(r -> assertThat(r)
                .startsWith("Initial design point 1 of 2")).anySatisfy(r -> assertThat(r)
                        .startsWith("Initial design point 2 of 2"));
        assertThat(design).extracting(p -> p.get("searchedWithin")).containsOnly("the autopilot's box and steps");
        assertThat(design).as("no forecast: null, not the string NaN").extracting(p -> p.get("predictedMean"))
                .containsOnlyNulls();
        double from = -0.8;
        for (JsonNode command : plant.commands().subList(0, design.size())) {
            double x = command.get("setpoints").get("x").asDouble();
            assertThat(x).isBetween(-1.0, 1.0);
            assertThat(Math.abs(x - from)).as("move from %s to %s", from, x).isLessThanOrEqualTo(0.5 + 1e-9);
            from = x;
        }
        assertThat(events()).extracting(e -> e.get("action")).doesNotContain("HELD", "FELL_BACK");
    }

    /** A plant that moves on once its replicates are in runs its own design: the product proposes none of its own. */
    @Test
    void aPlantRunningItsOwnDesignGetsNoDesignProposal() {
        plant.measure(-1.2, 3);
        await().atMost(Duration.ofSeconds(30)).until(() -> designPoints.completed(process) == 1);
        await().during(Duration.ofSeconds(3)).atMost(Duration.ofSeconds(4))
                .until(() -> allProposals().getList("id").isEmpty());
        plant.measure(0.9, 3);

        await().atMost(Duration.ofSeconds(60)).until(() -> !allProposals().getList("id").isEmpty());
        assertThat(allProposals().getList("rule", String.class)).doesNotContain("initial-design");
    }

    private JsonPath allProposals() {
        return asOperator().when().get("/api/processes/{id}/proposals", process.id()).then().statusCode(200)
                .extract().jsonPath();
    }

    private JsonPath proposals(String status) {
        return asOperator().queryParam("status", status).when().get("/api/processes/{id}/proposals", process.id())
                .then().statusCode(200).extract().jsonPath();
    }

    @Test
    void aFrozenSensorRaisesASensorAlarmAndSuspendsIt() {
        // The frozen value misses the next forecasts too; the widest miss limit leaves the catch to the sensor check.
        switchOn(Map.of("maxMovesPerHour", 20, "minInsideSpecProbability", 0.0, "maxMissSigma", 10));
        initialDesign();
        await().atMost(Duration.ofSeconds(90)).until(() -> plant.commands().size() >= 2);
        plant.freezeSensor(); // the plant goes on making and moving; its sensor repeats the last value
        // and reads on between commands as in production, so the catch does not wait on the autopilot's next moves
        plant.produceEvery(Duration.ofMillis(500));

        await().atMost(Duration.ofSeconds(60)).until(() -> autopilot().getString("state").equals("SUSPENDED"));
        List<Map<String, Object>> alarms = asOperator().when().get("/api/processes/{id}/alarms", process.id())
                .then().extract().jsonPath().getList("$");
        assertThat(alarms).extracting(a -> a.get("kind")).contains("SENSOR", "AUTOPILOT");
        assertThat(alarms).filteredOn(a -> "SENSOR".equals(a.get("kind"))).extracting(a -> (String) a.get("message"))
                .singleElement().asString().startsWith("the newest 5 readings of ").contains(" exactly: a frozen sensor?");
        assertThat(autopilot().getString("reason")).contains("SENSOR");
    }

    @Test
    void limitsAreCheckedAndOnlyEngineersSwitchItOn() {
        asOperator().contentType(ContentType.JSON).body(Map.of("maxMovesPerHour", 3)).when()
                .put("/api/processes/{id}/autopilot", process.id()).then().statusCode(403);
        asEngineer().contentType(ContentType.JSON).body(Map.of("maxMovesPerHour", 0, "minInsideSpecProbability", 2,
                "variables", Map.of("x", Map.of("max", 3.0), "z", Map.of()))).when()
                .put("/api/processes/{id}/autopilot", process.id()).then().statusCode(400)
                .body("errors.field", hasItems("maxMovesPerHour", "minInsideSpecProbability", "variables.x.max",
                        "variables.z"));
        asOperator().contentType(ContentType.JSON).body(Map.of()).when()
                .post("/api/processes/{id}/autopilot/pause", process.id()).then().statusCode(409);
        assertThat(autopilot().getString("state")).isEqualTo("OFF");
        assertThat(events()).isEmpty();
    }
}

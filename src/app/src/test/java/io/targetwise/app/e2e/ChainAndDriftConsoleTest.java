package io.targetwise.app.e2e;

import static io.targetwise.app.TestUsers.asEngineer;
import static io.targetwise.app.TestUsers.asOperator;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.URL;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.targetwise.app.TestUsers;
import io.targetwise.app.chain.ChainFixtures;
import io.targetwise.app.console.ConsoleFixtures;
import io.targetwise.app.ingest.KafkaTestClient;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.proposal.Decision;
import io.targetwise.app.proposal.ProposalDecisions;

/**
 * In Chromium: an operator finds a process chain, sees its pieces arrive, asks for a plan of all stages and a re-plan
 * for a piece part-way along; and finds a drift alarm with its size in a process's alarm list.
 */
@QuarkusTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ChainAndDriftConsoleTest {
    private static final Duration PAGE = Duration.ofSeconds(30);
    private static final Duration PLAN = Duration.ofSeconds(90);

    @TestHTTPResource("/")
    URL base;
    @Inject
    ProcessService processes;
    @Inject
    ProposalDecisions decisions;
    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrapServers;

    Browser browser;
    KafkaTestClient kafka;

    @BeforeAll
    void start() {
        kafka = new KafkaTestClient(bootstrapServers);
        browser = new Browser(base, Path.of(System.getProperty("targetwise.screenshots", "target/screenshots")));
        // The first page waits for Vaadin's development bundle, built after a frontend change.
        browser.open("/");
        browser.waitFor("vaadin-login-form", Duration.ofSeconds(180));
    }

    @AfterEach
    void theConsoleWorkedUnderItsContentSecurityPolicy() {
        assertThat(browser.policyViolations()).as("refused by the Content-Security-Policy").isEmpty();
    }

    @AfterAll
    void stop() {
        browser.close();
        kafka.close();
    }

    @Test
    void anOperatorPlansAChainAndRePlansAPieceThatLeftThePressTall() {
        ChainFixtures line = new ChainFixtures(processes);
        String name = "Press and furnace " + UUID.randomUUID().toString().substring(0, 8);
        long chain = asEngineer().contentType(ContentType.JSON).body(Map.of("name", name, "stages", List.of(
                Map.of("processId", line.press.id()),
                Map.of("processId", line.furnace.id(), "upstreamVariable", "height"))))
                .when().post("/api/chains").then().statusCode(201).extract().jsonPath().getLong("id");

        browser.signIn(TestUsers.OPERATOR, TestUsers.password(TestUsers.OPERATOR));
        browser.waitFor("vaadin-side-nav", PAGE);
        browser.open("/chains");
        browser.waitForText(name, PAGE);
        assertThat(browser.text()).contains(line.press.name() + " [height [mm], within [0.9, 2.1]] → (height) "
                + line.furnace.name() + " [hardness [HV], target 2 [1.6, 2.4]]");
        browser.click("#chain-" + chain + " a");
        browser.waitForText("Newest pieces", PAGE);

        // Pieces arrive while the view is open: the list follows them live.
        String prefix = "E-" + UUID.randomUUID().toString().substring(0, 6) + "-";
        int pieces = line.sendGrid(kafka, prefix);
        browser.waitForText(prefix + (pieces - 1), PAGE);

        browser.click("vaadin-button", "Plan all stages");
        browser.waitForText("Final hardness: ", PLAN);
        String plan = browser.text();
        assertThat(plan).contains("1 · " + line.press.name()).contains("run at stroke = ")
                .contains("expected height ").contains("2 · " + line.furnace.name()).contains("run at soak = ")
                .contains("(target 2 HV) · model uncertainty σe ").contains("intermediates within limits ");
        browser.screenshot("chain-plan");

        String tall = prefix + "tall";
        line.sendPress(kafka, tall, 0.9, 1.8);
        browser.waitForText(tall, PAGE);
        browser.find("vaadin-text-field input").sendKeys(tall);
        browser.click("vaadin-button", "Re-plan this piece");
        browser.waitForText("measured height 1.8 mm", PLAN);
        assertThat(browser.text()).contains("Setpoints for the stages piece " + tall + " has still to go through.");
        browser.screenshot("chain-replan");

        browser.find("vaadin-text-field input").sendKeys("X");
        browser.click("vaadin-button", "Re-plan this piece");
        browser.waitForText("has a good reading of batch " + tall + "X", PLAN);
        browser.signOut();
    }

    @Test
    void aDriftAlarmShowsInTheProcessViewWithTheSizeOfTheShift() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        double[] setpoint = {4, 1};
        decisions.approve(ConsoleFixtures.proposal(process, setpoint), new Decision(TestUsers.OPERATOR, "drift test"));
        // The fixture proposal forecasts 10.2 with sd 0.3 (model) and 0.4 (process): readings around it, then the die
        // wears and they settle 0.7 mm above it.
        for (double output : new double[] {10.0, 10.4, 10.0, 10.4, 10.0, 10.4, 10.0, 10.4, 10.9, 10.9, 10.9, 10.9,
                10.9, 10.9}) {
            kafka.send("targetwise.measurements", process.id().toString(), """
                    {"eventId": "%s", "sourceTime": "%s", "setpoints": {"x1": 4, "x2": 1}, "output": %s, "unit": "mm",
                     "quality": "GOOD"}
                    """.formatted(UUID.randomUUID(), Instant.now(), output));
        }
        await().atMost(PAGE).until(() -> asOperator().when().get("/api/processes/{id}/alarms", process.id()).then()
                .extract().jsonPath().getList("kind", String.class).contains("DRIFT"));

        browser.signIn(TestUsers.OPERATOR, TestUsers.password(TestUsers.OPERATOR));
        browser.waitFor("vaadin-side-nav", PAGE);
        browser.open("/process/" + process.id());
        browser.waitForText("DRIFT", PAGE);
        assertThat(browser.text()).contains("the readings at x1 = 4, x2 = 1 run ")
                .contains("above the approved proposal's forecast; CUSUM signal at reading ");
        browser.screenshot("drift-alarm");
        browser.signOut();
    }
}

package io.targetwise.app.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.FluentWait;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.targetwise.app.TestUsers;
import io.targetwise.app.console.ConsoleFixtures;
import io.targetwise.app.plant.DemoProcessSeeder;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessEntity;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.proposal.ProposalRows;
import io.targetwise.app.proposal.ProposalStatus;
import io.targetwise.app.setpoint.SetpointCommandRows;

/**
 * The console's defences in the real browser: a variable name with markup (stored before the API refused such names)
 * is shown as text, never run; and a page left open after its browser signed out can no longer decide.
 */
@QuarkusTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ConsoleSecurityEndToEndTest {
    private static final Duration PAGE = Duration.ofSeconds(30);
    private static final Duration MODEL = Duration.ofSeconds(180);
    private static final String MARKUP = "<img src=x onerror=\"window.twInjected=1\">";
    /** ECharts puts its tooltip next to the canvas's container, in the chart's shadow root. */
    private static final String TOOLTIP = "const tip = arguments[0].shadowRoot.querySelector('#plot > div + div');"
            + " return tip && tip.textContent.includes('x2') ? tip : null";
    /** The heat map, once its ECharts instance exists: the element comes first, the chart on its first render. */
    private static final String HEAT_MAP = "return [...document.querySelectorAll('tw-chart')]"
            + ".find(c => (c.spec || '').startsWith('{\"kind\":\"heatmap\",\"grid\":{') && c.chart) || null";

    @Inject
    ProcessService processes;
    @TestHTTPResource("/")
    URL base;
    Browser browser;

    @BeforeAll
    void startBrowser() {
        browser = new Browser(base, Path.of(System.getProperty("targetwise.screenshots", "target/screenshots")));
    }

    @AfterEach
    void theConsoleWorkedUnderItsContentSecurityPolicy() {
        assertThat(browser.policyViolations()).as("refused by the Content-Security-Policy").isEmpty();
    }

    @AfterAll
    void stopBrowser() {
        browser.close();
    }

    @Test
    void markupInAVariableNameIsShownAsTextInTheHeatMapTooltip() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        renameFirstVariable(process, MARKUP);
        double[][] design = {{1, 1}, {9, 9}, {1, 9}, {9, 1}, {5, 5}, {3, 7}};
        for (int i = 0; i < design.length; i++) {
            double y = 8 + 0.3 * design[i][0] + 0.1 * design[i][1];
            ConsoleFixtures.readings(process, Instant.parse("2026-11-21T08:00:00Z").plusSeconds(60L * i), design[i],
                    y - 0.1, y + 0.1);
        }

        browser.signIn(TestUsers.ENGINEER, TestUsers.password(TestUsers.ENGINEER));
        browser.waitForText(DemoProcessSeeder.DEMO_PROCESS_NAME, PAGE);
        browser.open("/process/" + process.id());
        browser.waitForText("Open proposals", PAGE);
        browser.click("vaadin-tab", "Model");
        WebElement heatMap = new FluentWait<>(browser).withTimeout(MODEL).withMessage("no heat map was drawn")
                .until(b -> (WebElement) b.script(HEAT_MAP));
        browser.scrollTo(heatMap);
        // The tooltip a pointer on the middle cell opens, asked of ECharts directly: headless pointer moves are flaky.
        browser.script("arguments[0].chart.dispatchAction({type: 'showTip', seriesIndex: 0, dataIndex: 12})", heatMap);
        WebElement tooltip = new FluentWait<>(browser).withTimeout(PAGE).withMessage("no tooltip over the heat map")
                .until(b -> (WebElement) b.script(TOOLTIP, heatMap));

        assertThat(textOf(tooltip)).as("the name, as text").contains(MARKUP);
        assertThat(browser.findIn(tooltip, "img")).as("an element made from the name").isNull();
        assertThat(browser.script("return window.twInjected === undefined")).as("the name's script did not run")
                .isEqualTo(true);
        browser.signOut();
    }

    @Test
    void aPageLeftOpenAfterSigningOutInAnotherTabCanNoLongerDecide() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        long proposal = ConsoleFixtures.proposal(process, new double[] {4, 2});
        browser.signIn(TestUsers.OPERATOR, TestUsers.password(TestUsers.OPERATOR));
        browser.waitForText(DemoProcessSeeder.DEMO_PROCESS_NAME, PAGE);
        browser.open("/process/" + process.id());
        WebElement card = browser.waitFor("#proposal-" + proposal, PAGE);
        browser.findIn(card, "textarea").sendKeys("approved after signing out");

        browser.inAnotherTab(() -> {
            browser.open("/");
            browser.waitForText(DemoProcessSeeder.DEMO_PROCESS_NAME, PAGE);
            browser.signOut();
        });
        browser.findIn(card, "vaadin-button[theme~='primary']").click();

        // signing out ended the console session: the page says so, and its click was not carried out
        browser.waitForText("This page's session has ended", PAGE);
        assertThat(ProposalRows.status(proposal)).isEqualTo(ProposalStatus.OPEN);
        assertThat(SetpointCommandRows.of(process.id())).isEmpty();
    }

    private String textOf(WebElement element) {
        return (String) browser.script("return arguments[0].textContent", element);
    }

    /** As a name stored before the API refused markup would be: written to the table directly. */
    private static void renameFirstVariable(ProcessDefinition process, String name) {
        QuarkusTransaction.requiringNew().run(() -> ProcessEntity.getEntityManager()
                .createNativeQuery("update process_design_variable set name = ?1 where process_id = ?2 and position = 0")
                .setParameter(1, name).setParameter(2, process.id()).executeUpdate());
    }
}

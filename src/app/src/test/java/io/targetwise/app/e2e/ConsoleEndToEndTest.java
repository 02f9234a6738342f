package io.targetwise.app.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.WebElement;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.targetwise.app.TestUsers;
import io.targetwise.app.autopilot.AutopilotLimits;
import io.targetwise.app.autopilot.AutopilotState;
import io.targetwise.app.autopilot.Autopilots;
import io.targetwise.app.console.ConsoleFixtures;
import io.targetwise.app.plant.DemoProcessSeeder;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.proposal.Decision;
import io.targetwise.app.proposal.ProposalDecisions;

/**
 * The console in a real browser against the running application, fed live by the demo virtual plant: sign in, watch
 * readings arrive, approve a proposal and find its setpoint command in the audit trail; a wrong password and an
 * operator opening the editor are refused; the run chart clips a far outlier, marks approvals and shows the whole
 * campaign. Saves a screenshot of each view (target/screenshots, or the folder in
 * -Dtargetwise.screenshots, e.g. docs/screenshots).
 */
@QuarkusTest
@TestProfile(ConsoleEndToEndTest.VirtualPlantRunning.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ConsoleEndToEndTest {
    private static final Duration PAGE = Duration.ofSeconds(30);
    private static final Duration CAMPAIGN = Duration.ofSeconds(180);
    /** The run chart's tw-chart element: the one chart with a zoomable time axis. */
    private static final String RUN_CHART = "return [...document.querySelectorAll('tw-chart')]"
            + ".find(c => (c.spec || '').includes('\"zoomable\":true')) || null";
    /** ECharts puts its tooltip next to the canvas's container, in the chart's shadow root. */
    private static final String TOOLTIP = "const tip = arguments[0].shadowRoot.querySelector('#plot > div + div');"
            + " return tip && tip.textContent.includes(arguments[1]) ? tip.textContent : null";

    /** The application's own virtual plant publishes readings to Kafka and follows the approved setpoints. */
    public static class VirtualPlantRunning implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("targetwise.virtual-plant.enabled", "true", "targetwise.virtual-plant.interval", "300ms");
        }
    }

    @TestHTTPResource("/")
    URL base;
    @Inject
    ProcessService processes;
    @Inject
    ProposalDecisions decisions;
    @Inject
    Autopilots autopilots;

    Browser browser;

    @BeforeAll
    void startBrowser() {
        browser = new Browser(base, Path.of(System.getProperty("targetwise.screenshots", "target/screenshots")));
        // Whichever test comes first, its first page waits for Vaadin's development bundle, built after a frontend change.
        browser.open("/");
        browser.waitFor("vaadin-login-form", CAMPAIGN);
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
    void anOperatorWatchesLiveDataApprovesAProposalAndFindsTheCommandInTheAuditTrail() {
        browser.open("/");
        browser.waitFor("vaadin-login-form", PAGE);
        browser.screenshot("sign-in");

        browser.signIn(TestUsers.OPERATOR, TestUsers.password(TestUsers.OPERATOR));
        browser.waitForText(DemoProcessSeeder.DEMO_PROCESS_NAME, PAGE);
        String before = tileText();
        new org.openqa.selenium.support.ui.FluentWait<>(browser).withTimeout(PAGE)
                .withMessage("the tile never changed: no live readings").until(b -> !tileText().equals(before));
        browser.screenshot("processes");

        browser.click("a[href^='process/']");
        WebElement proposal = browser.waitFor("[id^='proposal-']", CAMPAIGN);
        browser.waitForText("probability in tolerance", PAGE);
        browser.screenshot("process");
        theDecisionLeadsAndNoTextIsCutOffAt1440x900();

        browser.scrollTo(proposal);
        browser.findIn(proposal, "textarea").sendKeys("predicted closer to target than the incumbent");
        browser.findIn(proposal, "vaadin-button[theme~='primary']").click();
        browser.waitForText("APPROVED", PAGE);
        browser.waitUntilGone("vaadin-notification-card", PAGE);
        assertThat(browser.text()).contains(TestUsers.OPERATOR).contains("predicted closer to target than the incumbent");
        browser.scrollTo(browser.find("vaadin-grid"));
        browser.screenshot("proposals-and-audit-trail");

        browser.click("vaadin-tab", "Model");
        browser.waitForText("Slices through the current best setpoint", CAMPAIGN);
        browser.scrollTo(browser.find("vaadin-tabsheet"));
        browser.screenshot("model");
        browser.scrollTo(browser.find("vaadin-tabsheet vaadin-radio-group"));
        browser.screenshot("model-heat-map");

        browser.click("vaadin-tab", "Campaign history");
        browser.waitFor("vaadin-tab[selected]", PAGE);
        new org.openqa.selenium.support.ui.FluentWait<>(browser).withTimeout(PAGE)
                .until(b -> b.find("vaadin-tab[selected]").getText().equals("Campaign history"));
        browser.screenshot("campaign-history");
        browser.signOut();
    }

    /**
     * A new user's screen: the open proposal's line is above the fold and above the first chart, and no text on the
     * page's first screens is cut off (alarm messages, the histogram's title, the proposal table's headers).
     */
    private void theDecisionLeadsAndNoTextIsCutOffAt1440x900() {
        browser.windowSize(1440, 900);
        try {
            browser.waitForText("waits for approval: move", PAGE);
            @SuppressWarnings("unchecked")
            Map<String, Number> at = (Map<String, Number>) browser.script("window.scrollTo(0, 0);"
                    + " const banner = document.querySelector('#decision').getBoundingClientRect();"
                    + " return { bottom: banner.bottom, chart: document.querySelector('tw-chart').getBoundingClientRect().top,"
                    + " fold: window.innerHeight }");
            assertThat(at.get("fold").doubleValue()).as("the window's height").isGreaterThan(700).isLessThanOrEqualTo(900);
            assertThat(at.get("bottom").doubleValue()).as("the decision is above the fold and the first chart: " + at)
                    .isLessThan(at.get("fold").doubleValue()).isLessThanOrEqualTo(at.get("chart").doubleValue());
            assertThat(browser.script(CHECKED_TEXTS)).as("the texts checked").asList()
                    .anySatisfy(t -> assertThat((String) t).startsWith("histogram title: Cpk "))
                    .anySatisfy(t -> assertThat((String) t).startsWith("proposal table: effect on mean ["))
                    .anySatisfy(t -> assertThat((String) t).startsWith("decision: Proposal "));
            assertThat(((Number) browser.script(HISTOGRAM_SHARE)).doubleValue()).as("the histogram's share of the row")
                    .isGreaterThan(0.35);
            assertThat(browser.script(CLIPPED)).as("texts cut off").asList().isEmpty();
        } finally {
            browser.windowSize(1280, 900);
        }
    }

    /** The texts the 1440 x 900 check reads, each named by where it is; CLIPPED keeps those wider than their box. */
    private static final String TEXTS = """
            const texts = [];
            const add = (what, e) => { if (e && e.textContent.trim()) texts.push([what + ': ' + e.textContent.trim(), e]); };
            add('decision', document.querySelector('#decision-line'));
            document.querySelectorAll('#alarms vaadin-grid-cell-content').forEach(c => add('alarm', c));
            document.querySelectorAll("[id^='proposal-'] vaadin-grid-cell-content").forEach(c => add('proposal table', c));
            const histogram = [...document.querySelectorAll('tw-chart')].find(c => (c.spec || '').includes('"title":"Cpk'));
            add('histogram title', histogram && histogram.shadowRoot.querySelector('#title'));
            """;
    /** How much of the row of charts the histogram has: it is meant to have 40 %. */
    private static final String HISTOGRAM_SHARE = "const h = [...document.querySelectorAll('tw-chart')]"
            + ".find(c => (c.spec || '').includes('\"title\":\"Cpk'));"
            + " return h.getBoundingClientRect().width / h.parentElement.getBoundingClientRect().width";
    private static final String CHECKED_TEXTS = TEXTS + "return texts.map(t => t[0]);";
    private static final String CLIPPED = TEXTS
            + "return texts.filter(t => t[1].scrollWidth > t[1].clientWidth).map(t => t[0] + ' (' + t[1].scrollWidth"
            + " + ' px in ' + t[1].clientWidth + ')');";

    @Test
    void theRunChartNamesItsAxesClipsAFarOutlierMarksApprovalsAndShowsTheWholeCampaign() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        Instant now = Instant.now();
        ConsoleFixtures.readings(process, now.minus(Duration.ofDays(3)), new double[] {1, 1}, 9.3, 9.5, 9.4, 9.6, 9.5);
        double[] outputs = new double[130];
        for (int i = 0; i < outputs.length; i++) {
            outputs[i] = 10 + 0.4 * Math.sin(i / 3.0);
        }
        outputs[90] = 1000; // a sensor spike
        ConsoleFixtures.readings(process, now.minusSeconds(60), new double[] {2, 2}, outputs); // the approval comes midway
        long proposal = ConsoleFixtures.proposal(process, new double[] {4, 2});
        decisions.approve(proposal, new Decision(TestUsers.OPERATOR, "closer to target"));

        browser.signIn(TestUsers.OPERATOR, TestUsers.password(TestUsers.OPERATOR));
        browser.waitForText(DemoProcessSeeder.DEMO_PROCESS_NAME, PAGE);
        browser.open("/process/" + process.id());
        WebElement chart = new org.openqa.selenium.support.ui.FluentWait<>(browser).withTimeout(PAGE)
                .withMessage("no run chart").until(b -> (WebElement) b.script(RUN_CHART));
        assertThat(option(chart, "o.xAxis[0].name + ' | ' + o.yAxis[0].name")).isEqualTo("time | y [mm]");
        assertThat(option(chart, "o.dataZoom.map(z => z.type).join()")).isEqualTo("inside,slider");
        assertThat(option(chart, "o.series.flatMap(s => (s.markLine?.data || []).map(d => d.name)).join()"))
                .contains("P" + proposal + " approved");
        // At 1440 x 900 the histogram's 40 % holds this long title on one line; at 1024 it has to wrap.
        try {
            for (int width : new int[] {1440, 1024}) {
                browser.windowSize(width, 900);
                assertThat(browser.script(CHECKED_TEXTS)).as("the texts checked").asList().anySatisfy(t -> assertThat(
                        (String) t).startsWith("histogram title: Cpk ").endsWith(" · 1 beyond the axis"));
                assertThat(((Number) browser.script(HISTOGRAM_SHARE)).doubleValue())
                        .as("the histogram's share of the row at " + width).isGreaterThan(0.35);
                assertThat(browser.script(CLIPPED)).as("texts cut off at " + width).asList().isEmpty();
            }
        } finally {
            browser.windowSize(1280, 900);
        }
        // The spike's tooltip, asked of ECharts directly: headless pointer moves are flaky.
        browser.script("const c = arguments[0].chart; c.dispatchAction({type: 'showTip', dataIndex: 0,"
                + " seriesIndex: c.getOption().series.findIndex(s => s.name === 'beyond the axis')})", chart);
        String tooltip = new org.openqa.selenium.support.ui.FluentWait<>(browser).withTimeout(PAGE)
                .withMessage("no tooltip on the clipped reading").until(b -> (String) b.script(TOOLTIP, chart, "1000"));
        assertThat(tooltip).as("named by its most specific marker, the broken rule").contains(": 1000 (above the axis)");
        browser.screenshot("run-chart-clipped-outlier");

        browser.click("vaadin-radio-button", "whole campaign");
        new org.openqa.selenium.support.ui.FluentWait<>(browser).withTimeout(PAGE)
                .withMessage("the whole campaign was not drawn")
                .until(b -> option(chart, "o.series.find(s => s.name === 'reading').data.length").equals("135"));
        browser.screenshot("run-chart-whole-campaign");
        browser.signOut();
    }

    /** A value from the chart's ECharts options {@code o}, as text. */
    private String option(WebElement chart, String expression) {
        return String.valueOf(browser.script("const o = arguments[0].chart.getOption(); return String(" + expression + ")",
                chart));
    }

    @Test
    void aWrongPasswordIsRefused() {
        browser.signIn(TestUsers.OPERATOR, "not-the-password");
        browser.waitFor("vaadin-login-form[error]", PAGE);
        assertThat(browser.currentUrl()).endsWith("/login?error");
        browser.screenshot("sign-in-refused");
    }

    /**
     * The autopilot strip sits under the decision, above the fold at 1440 x 900 with nothing cut off, and pauses and
     * resumes with one click each. A process of its own, without readings from the plant, so nothing else moves it.
     */
    @Test
    void anEngineerFindsTheAutopilotUnderTheDecisionAndPausesAndResumesItWithOneClickEach() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        ConsoleFixtures.readings(process, Instant.now().minusSeconds(60), new double[] {2, 2}, 10.0, 10.1);
        autopilots.switchOn(process.id(), new AutopilotLimits(null, null, 6, null, null, null), TestUsers.ENGINEER);
        browser.signIn(TestUsers.ENGINEER, TestUsers.password(TestUsers.ENGINEER));
        browser.waitForText(DemoProcessSeeder.DEMO_PROCESS_NAME, PAGE);
        browser.open("/process/" + process.id());
        browser.waitForText("Autopilot ON · 0 moves applied", PAGE);
        browser.windowSize(1440, 900);
        try {
            @SuppressWarnings("unchecked")
            Map<String, Number> at = (Map<String, Number>) browser.script("window.scrollTo(0, 0);"
                    + " const strip = document.querySelector('#autopilot').getBoundingClientRect();"
                    + " return { top: strip.top, bottom: strip.bottom, banner: document.querySelector('#decision')"
                    + ".getBoundingClientRect().bottom, fold: window.innerHeight }");
            assertThat(at.get("top").doubleValue()).as("under the decision: " + at)
                    .isGreaterThanOrEqualTo(at.get("banner").doubleValue());
            assertThat(at.get("bottom").doubleValue()).as("above the fold: " + at).isLessThan(at.get("fold")
                    .doubleValue());
            assertThat(browser.script("return ['#autopilot-state', '#autopilot-reason'].map(s => document"
                    + ".querySelector(s)).filter(e => e.scrollWidth > e.clientWidth).map(e => e.id)")).as("cut off")
                    .asList().isEmpty();
            browser.screenshot("autopilot");
        } finally {
            browser.windowSize(1280, 900);
        }
        browser.click("#autopilot-pause");
        browser.waitForText("Autopilot PAUSED", PAGE);
        assertThat(autopilots.view(process.id()).state()).isEqualTo(AutopilotState.PAUSED);
        browser.click("#autopilot-resume");
        browser.waitForText("Autopilot ON · 0 moves applied", PAGE);
        assertThat(autopilots.view(process.id()).changedBy()).isEqualTo(TestUsers.ENGINEER);
        browser.signOut();
    }

    @Test
    void anOperatorIsRefusedTheEditorAndAnEngineerGetsIt() {
        browser.signIn(TestUsers.OPERATOR, TestUsers.password(TestUsers.OPERATOR));
        browser.waitForText(DemoProcessSeeder.DEMO_PROCESS_NAME, PAGE);
        browser.open("/process-editor");
        browser.waitForText("Could not navigate", PAGE);
        assertThat(browser.text()).doesNotContain("Design variables");
        browser.signOut();

        browser.signIn(TestUsers.ENGINEER, TestUsers.password(TestUsers.ENGINEER));
        browser.waitForText(DemoProcessSeeder.DEMO_PROCESS_NAME, PAGE);
        browser.click("a[href^='process/']");
        browser.waitForText("Edit process", PAGE);
        browser.click("vaadin-button", "Edit process");
        browser.waitForText("Design variables (setpoints)", PAGE);
        browser.screenshot("process-editor");
        browser.signOut();

        browser.signIn(TestUsers.ADMIN, TestUsers.password(TestUsers.ADMIN));
        browser.waitForText(DemoProcessSeeder.DEMO_PROCESS_NAME, PAGE);
        browser.open("/users");
        browser.waitForText(TestUsers.ENGINEER, PAGE);
        browser.screenshot("users");
        browser.signOut();
    }

    private String tileText() {
        return browser.find(".process-tile").getText();
    }
}

package io.targetwise.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.WebElement;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.targetwise.TestUsers;
import io.targetwise.process.DemoProcessSeeder;

/**
 * The console in a real browser against the running application, fed live by the demo virtual plant: sign in, watch
 * readings arrive, approve a proposal and find its setpoint command in the audit trail; a wrong password and an
 * operator opening the editor are refused. Saves a screenshot of each view (target/screenshots, or the folder in
 * -Dtargetwise.screenshots, e.g. docs/screenshots).
 */
@QuarkusTest
@TestProfile(ConsoleEndToEndTest.VirtualPlantRunning.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ConsoleEndToEndTest {
    private static final Duration PAGE = Duration.ofSeconds(30);
    private static final Duration CAMPAIGN = Duration.ofSeconds(180);

    /** The application's own virtual plant publishes readings to Kafka and follows the approved setpoints. */
    public static class VirtualPlantRunning implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("targetwise.virtual-plant.enabled", "true", "targetwise.virtual-plant.interval", "300ms");
        }
    }

    @TestHTTPResource("/")
    URL base;

    Browser browser;

    @BeforeAll
    void startBrowser() {
        browser = new Browser(base, Path.of(System.getProperty("targetwise.screenshots", "target/screenshots")));
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
        browser.scrollTo(browser.find("vaadin-radio-group"));
        browser.screenshot("model-heat-map");

        browser.click("vaadin-tab", "Campaign history");
        browser.waitFor("vaadin-tab[selected]", PAGE);
        new org.openqa.selenium.support.ui.FluentWait<>(browser).withTimeout(PAGE)
                .until(b -> b.find("vaadin-tab[selected]").getText().equals("Campaign history"));
        browser.screenshot("campaign-history");
        browser.signOut();
    }

    @Test
    void aWrongPasswordIsRefused() {
        browser.signIn(TestUsers.OPERATOR, "not-the-password");
        browser.waitFor("vaadin-login-form[error]", PAGE);
        assertThat(browser.currentUrl()).endsWith("/login?error");
        browser.screenshot("sign-in-refused");
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

package io.targetwise.app.e2e;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Debian's headless chromium driven through its chromedriver, with helpers that see through the shadow roots of
 * Vaadin's web components.
 */
final class Browser implements AutoCloseable {
    /** Finds the first element matching a CSS selector in the document or any shadow root below it. */
    private static final String DEEP_QUERY = """
            const deep = (selector, root) => {
              const found = root.querySelector(selector);
              if (found) return found;
              for (const element of root.querySelectorAll('*')) {
                if (element.shadowRoot) {
                  const inner = deep(selector, element.shadowRoot);
                  if (inner) return inner;
                }
              }
              return null;
            };
            return deep(arguments[0], arguments[1] || document);
            """;

    private final ChromeDriver driver;
    private final URL base;
    private final Path screenshots;

    Browser(URL base, Path screenshots) {
        this.base = base;
        this.screenshots = screenshots;
        ChromeOptions options = new ChromeOptions();
        options.setBinary("/usr/bin/chromium");
        try {
            options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                    "--disable-dev-shm-usage", "--user-data-dir=" + Files.createTempDirectory("targetwise-chromium"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // the console's messages, to find what the Content-Security-Policy refused (policyViolations)
        options.setCapability("goog:loggingPrefs", Map.of(LogType.BROWSER, "ALL"));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(Path.of("/usr/bin/chromedriver").toFile()).build();
        driver = new ChromeDriver(service, options);
        windowSize(1280, 900);
    }

    void windowSize(int width, int height) {
        driver.manage().window().setSize(new Dimension(width, height));
    }

    void open(String path) {
        driver.get(base.toString().replaceAll("/$", "") + path);
    }

    String currentUrl() {
        return driver.getCurrentUrl();
    }

    /** The visible text of the page, including what Vaadin components render in their light DOM. */
    String text() {
        return (String) driver.executeScript("return document.body.innerText");
    }

    void waitForText(String expected, Duration timeout) {
        new WebDriverWait(driver, timeout).withMessage(() -> "text '" + expected + "' did not appear; page shows:\n" + text())
                .until(d -> text().contains(expected));
    }

    WebElement waitFor(String selector, Duration timeout) {
        return new WebDriverWait(driver, timeout).withMessage(() -> selector + " did not appear")
                .until(d -> find(selector));
    }

    void waitUntilGone(String selector, Duration timeout) {
        new WebDriverWait(driver, timeout).withMessage(() -> selector + " did not go away").until(d -> find(selector) == null);
    }

    WebElement find(String selector) {
        return (WebElement) ((JavascriptExecutor) driver).executeScript(DEEP_QUERY, selector, null);
    }

    WebElement findIn(WebElement root, String selector) {
        return (WebElement) ((JavascriptExecutor) driver).executeScript(DEEP_QUERY, selector, root);
    }

    List<WebElement> all(String selector) {
        return driver.findElements(By.cssSelector(selector));
    }

    /** Clicks the element matching a CSS selector, finding it again if a live update replaced it meanwhile. */
    void click(String selector) {
        new WebDriverWait(driver, Duration.ofSeconds(10)).ignoring(StaleElementReferenceException.class)
                .until(d -> {
                    find(selector).click();
                    return true;
                });
    }

    /** Clicks the Vaadin button or tab showing exactly this text. */
    void click(String component, String text) {
        WebElement element = driver.findElement(By.xpath("//" + component + "[normalize-space()='" + text + "']"));
        // Centred, so the application bar never covers it.
        driver.executeScript("arguments[0].scrollIntoView({block: 'center'})", element);
        element.click();
    }

    void signIn(String username, String password) {
        open("/login");
        WebElement form = waitFor("vaadin-login-form", Duration.ofSeconds(30));
        waitFor("input[name=username]", Duration.ofSeconds(10)).sendKeys(username);
        findIn(form, "input[name=password]").sendKeys(password + Keys.ENTER);
    }

    /** Signs out as a user does: the console's sign-out button (on every view), which posts to /sign-out. */
    void signOut() {
        open("/");
        waitFor("button.sign-out", Duration.ofSeconds(30));
        click("button.sign-out");
        new WebDriverWait(driver, Duration.ofSeconds(30)).until(d -> currentUrl().endsWith("/login"));
    }

    /** Does something in a second tab of this browser (same cookies), then closes it and comes back. */
    void inAnotherTab(Runnable action) {
        String original = driver.getWindowHandle();
        driver.switchTo().newWindow(WindowType.TAB);
        try {
            action.run();
        } finally {
            driver.close();
            driver.switchTo().window(original);
        }
    }

    Object script(String script, Object... arguments) {
        return driver.executeScript(script, arguments);
    }

    void scrollTo(WebElement element) {
        driver.executeScript("arguments[0].scrollIntoView({block: 'start'})", element);
    }

    /** Saves a PNG of the viewport under the screenshot folder. */
    void screenshot(String name) {
        try {
            Files.createDirectories(screenshots);
            Files.write(screenshots.resolve(name + ".png"), driver.getScreenshotAs(OutputType.BYTES));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * What the browser refused under the application's Content-Security-Policy since the last call, as its console
     * reported it: the console must work under the policy, so every browser test expects none.
     */
    List<String> policyViolations() {
        return driver.manage().logs().get(LogType.BROWSER).getAll().stream().map(LogEntry::getMessage)
                .filter(message -> message.contains("Content Security Policy")).toList();
    }

    @Override
    public void close() {
        driver.quit();
    }
}

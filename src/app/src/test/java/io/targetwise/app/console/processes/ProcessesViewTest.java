package io.targetwise.app.console.processes;

import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;

import io.quarkus.test.junit.QuarkusTest;
import io.targetwise.app.TestUsers;
import io.targetwise.app.autopilot.AutopilotLimits;
import io.targetwise.app.autopilot.AutopilotTestAccess;
import io.targetwise.app.autopilot.Autopilots;
import io.targetwise.app.common.Formats;
import io.targetwise.app.console.ConsoleFixtures;
import io.targetwise.app.console.ConsoleTest;
import io.targetwise.app.console.chart.PlotPoint;
import io.targetwise.app.console.chart.TrendChart;
import io.targetwise.app.ingest.KafkaTestClient;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.security.Role;

@QuarkusTest
class ProcessesViewTest extends ConsoleTest {
    @Inject
    ProcessService processes;
    @Inject
    Autopilots autopilots;
    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrapServers;

    private static Div tile(ProcessDefinition process) {
        return byId(Div.class, "process-tile-" + process.id());
    }

    /** One of the tile's figures: state, last, capability, decisions, model, readings or autopilot. */
    private static Span figure(ProcessDefinition process, String part) {
        return byId(Span.class, "process-tile-" + process.id() + "-" + part);
    }

    @Test
    void aTileShowsTheStateByExceptionWithCapabilityAndItsN() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        ConsoleFixtures.readings(process, Instant.parse("2026-11-21T08:00:00Z"), new double[] {1, 1}, 9.5, 10.5);
        ConsoleFixtures.readings(process, Instant.parse("2026-11-21T08:01:00Z"), new double[] {2, 2}, 10.0, 12.0);
        signIn(TestUsers.OPERATOR, Role.OPERATOR);
        UI.getCurrent().navigate(ProcessesView.class);

        Div tile = tile(process);
        assertThat(figure(process, "state").getText()).as("one reading of four outside is counted, not an alarm")
                .isEqualTo("in tolerance · 1 of the last 4 readings outside");
        assertThat(tile.hasClassName("abnormal")).isFalse();
        assertThat(figure(process, "last").getText()).isEqualTo("12 mm");
        // groups {9.5, 10.5}, {10, 12}: pooled variance (0.5 + 2)/2, mean 10.5, so Cpk = 0.5/(3 sqrt 1.25) = 0.149;
        // overall variance 3.5/3, so Ppk = 0.5/(3 sqrt 1.1667) = 0.154
        assertThat(figure(process, "capability").getText()).isEqualTo("Cpk 0.15 · Ppk 0.15 (n = 4)");
        assertThat(figure(process, "decisions").getText()).isEqualTo("no open proposal");
        assertThat(figure(process, "model").getText()).startsWith("campaign active · hetgp / robust-ei");
    }

    @Test
    void aProcessInToleranceIsNotColoured() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        ConsoleFixtures.readings(process, Instant.parse("2026-11-21T08:00:00Z"), new double[] {1, 1}, 9.9, 10.1);
        ConsoleFixtures.proposal(process, new double[] {3, 3});
        signIn(TestUsers.OPERATOR, Role.OPERATOR);
        UI.getCurrent().navigate(ProcessesView.class);

        Div tile = tile(process);
        assertThat(figure(process, "state").getText()).isEqualTo("in tolerance");
        assertThat(tile.hasClassName("abnormal")).isFalse();
        assertThat(figure(process, "decisions").getText()).isEqualTo("1 open proposal");
    }

    @Test
    void aTileShowsTheAutopilotAndASuspendedOneInTheAlarmColour() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        signIn(TestUsers.OPERATOR, Role.OPERATOR);
        UI.getCurrent().navigate(ProcessesView.class);
        assertThat(figure(process, "autopilot").getText()).isEqualTo("OFF");

        autopilots.switchOn(process.id(), new AutopilotLimits(null, null, 6, null, null, null), TestUsers.ENGINEER);
        signIn(TestUsers.OPERATOR, Role.OPERATOR); // a fresh page: the tiles are read when the view is built
        UI.getCurrent().navigate(ProcessesView.class);
        assertThat(figure(process, "autopilot").getText()).as("no reading yet says the process is inside tolerance")
                .isEqualTo("ON · 0 moves applied · bringing the process into tolerance");
        assertThat(figure(process, "autopilot").hasClassName("abnormal-text")).isFalse();

        AutopilotTestAccess.suspend(process.id(), "suspended after a forecast miss");
        signIn(TestUsers.OPERATOR, Role.OPERATOR);
        UI.getCurrent().navigate(ProcessesView.class);
        assertThat(figure(process, "autopilot").getText()).isEqualTo("SUSPENDED");
        assertThat(figure(process, "autopilot").hasClassName("abnormal-text")).isTrue();
    }

    /** A plant that stopped sending (or whose readings are all dropped) must not look like a quiet, healthy one. */
    @Test
    void aTileSaysWhenAProcessesReadingsStopped() {
        ProcessDefinition silent = ConsoleFixtures.process(processes);
        Instant lastReceived = Instant.now().minus(Duration.ofHours(1)).truncatedTo(java.time.temporal.ChronoUnit.SECONDS);
        ConsoleFixtures.readings(silent, lastReceived, new double[] {1, 1}, 10.0);
        ProcessDefinition live = ConsoleFixtures.process(processes);
        ConsoleFixtures.readings(live, Instant.now(), new double[] {1, 1}, 10.0);
        signIn(TestUsers.OPERATOR, Role.OPERATOR);
        UI.getCurrent().navigate(ProcessesView.class);

        assertThat(shown(Span.class, "process-tile-" + silent.id() + "-readings")).isTrue();
        assertThat(figure(silent, "readings").getText())
                .isEqualTo("READINGS STOPPED · last received " + Formats.time(lastReceived));
        assertThat(figure(silent, "readings").hasClassName("abnormal-text")).isTrue();
        assertThat(shown(Span.class, "process-tile-" + live.id() + "-readings")).isFalse();
    }

    @Test
    void readingsFromThePlantAppearWithoutReload() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        signIn(TestUsers.OPERATOR, Role.OPERATOR);
        UI.getCurrent().navigate(ProcessesView.class);
        assertThat(figure(process, "state").getText()).isEqualTo("no readings yet");

        try (KafkaTestClient plant = new KafkaTestClient(bootstrapServers)) {
            plant.send("targetwise.measurements", process.id().toString(), """
                    {"eventId": "%s", "sourceTime": "%s", "setpoints": {"x1": 4, "x2": 5}, "output": 8.5,
                     "unit": "mm", "quality": "GOOD"}""".formatted(UUID.randomUUID(), Instant.now()));
        }
        await().pollInSameThread().atMost(Duration.ofSeconds(30)).untilAsserted(() -> {
            MockVaadin.runUIQueue();
            assertThat(figure(process, "last").getText()).isEqualTo("8.5 mm");
        });
        Div tile = tile(process);
        assertThat(figure(process, "state").getText()).as("its only reading").isEqualTo("OUT OF TOLERANCE · its only reading");
        assertThat(_get(tile, TrendChart.class).markers()).singleElement()
                .satisfies(m -> assertThat(m.points()).extracting(PlotPoint::y).containsExactly(8.5));
    }
}

package io.targetwise.app.console.process;

import static com.github.mvysny.kaributesting.v10.GridKt._getCellComponent;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.time.Instant;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.textfield.TextField;

import io.quarkus.test.junit.QuarkusTest;
import io.targetwise.app.TestUsers;
import io.targetwise.app.common.PageRequest;
import io.targetwise.app.console.ConsoleFixtures;
import io.targetwise.app.console.ConsoleTest;
import io.targetwise.app.monitoring.alarm.AlarmKind;
import io.targetwise.app.monitoring.alarm.AlarmView;
import io.targetwise.app.monitoring.alarm.Alarms;
import io.targetwise.app.monitoring.forecast.ForecastOutcomes;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.proposal.Decision;
import io.targetwise.app.proposal.ProposalDecisions;
import io.targetwise.app.security.Role;

@QuarkusTest
class ForecastAlarmViewTest extends ConsoleTest {

    @Inject
    ProcessService processes;
    @Inject
    ProposalDecisions decisions;
    @Inject
    ForecastOutcomes forecasts;
    @Inject
    Alarms alarms;

    /** The Forecasts tab's panel is attached, and drawn, once the tab is opened. */
    private static final int FORECASTS_TAB = 3;

    private static Span hitRate() {
        return byId(Span.class, "forecast-hit-rate");
    }

    private static Span alarmSummary() {
        return byId(Span.class, "alarm-summary");
    }

    @SuppressWarnings("unchecked")
    private static Grid<AlarmView> alarmList() {
        return byId(Grid.class, "alarms");
    }

    @Test
    void theForecastsTabShowsEachOutcomeAgainstItsIntervalAndTheHitRate() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        long proposal = ConsoleFixtures.proposal(process, new double[] {4, 2}); // 10.2, sd 0.3 and 0.4
        decisions.approve(proposal, new Decision(TestUsers.OPERATOR, "forecast view test"));
        ConsoleFixtures.readings(process, Instant.now().plusSeconds(1), new double[] {4, 2}, 12.4, 12.6);
        assertThat(forecasts.judge(process)).hasSize(1);

        ProcessViewTest.open(process, TestUsers.OPERATOR, Role.OPERATOR);
        ProcessViewTest.openTab(FORECASTS_TAB);

        assertThat(hitRate().getText()).startsWith("90 % intervals hit: 0 of 1 (0.0 %); latest 1: 0.0 %.");
        assertThat(byId(VerticalLayout.class, "forecast-outcomes").getElement().getTextRecursively())
                .isEqualTo("Proposal " + proposal + " at x1 = 4, x2 = 2: predicted 10.2 mm, 90 % interval 9.5218"
                        + " to 10.8782 mm for the mean of 2, measured 12.5 mm: a 5.6σ miss");
    }

    @Test
    void outcomesAndAlarmsRecordedWhileTheViewIsOpenArriveLive() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        ProcessViewTest.open(process, TestUsers.OPERATOR, Role.OPERATOR);
        ProcessViewTest.openTab(FORECASTS_TAB);
        assertThat(alarmSummary().getText()).isEqualTo("No alarm so far.");
        assertThat(hitRate().getText()).startsWith("No forecast judged yet");

        long proposal = ConsoleFixtures.proposal(process, new double[] {4, 2});
        decisions.approve(proposal, new Decision(TestUsers.OPERATOR, "live test"));
        ConsoleFixtures.readings(process, Instant.now().plusSeconds(1), new double[] {4, 2}, 10.1, 10.3);
        assertThat(forecasts.judge(process)).hasSize(1);
        alarms.raise(process.id(), AlarmKind.RUN_RULE, "at the newest reading, 10.3 mm: rule 1: 1 point beyond 3 sigma");

        await().pollInSameThread().atMost(Duration.ofSeconds(30)).untilAsserted(() -> {
            MockVaadin.runUIQueue();
            assertThat(alarmSummary().getText()).isEqualTo("1 open of 1");
            assertThat(hitRate().getText()).startsWith("90 % intervals hit: 1 of 1 (100.0 %)");
        });
    }

    @Test
    void anOpenAlarmIsAcknowledgedFromTheListWithItsReason() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        assertThat(alarms.raise(process.id(), AlarmKind.OUT_OF_TOLERANCE, "OUT OF TOLERANCE · 2 of the last 5 readings"))
                .isPresent();
        assertThat(alarms.raise(process.id(), AlarmKind.OUT_OF_TOLERANCE, "again")).as("one open per kind").isEmpty();
        ProcessViewTest.open(process, TestUsers.OPERATOR, Role.OPERATOR);
        assertThat(alarmSummary().getText()).isEqualTo("1 open of 1");

        TextField reason = byId(TextField.class, "alarm-reason");
        reason.setValue("die changed, setter informed");
        Button acknowledge = (Button) _getCellComponent(alarmList(), 0, AlarmPanel.ACKNOWLEDGE_COLUMN);
        assertThat(acknowledge.getText()).isEqualTo("Acknowledge");
        acknowledge.click();

        assertThat(alarms.forProcess(process.id(), PageRequest.first(10))).singleElement().satisfies(a -> {
            assertThat(a.open()).isFalse();
            assertThat(a.acknowledgedBy()).isEqualTo(TestUsers.OPERATOR);
            assertThat(a.acknowledgeReason()).isEqualTo("die changed, setter informed");
        });
        assertThat(alarmSummary().getText()).isEqualTo("0 open of 1");
        assertThat(reason.getValue()).as("the reason belonged to that acknowledgement").isEmpty();
        assertThat(_getCellComponent(alarmList(), 0, AlarmPanel.ACKNOWLEDGE_COLUMN))
                .as("no button once acknowledged").isInstanceOf(Span.class);
        assertThat(alarmList().getGenericDataView().getItems().map(AlarmView::kind))
                .containsExactly(AlarmKind.OUT_OF_TOLERANCE);
    }
}

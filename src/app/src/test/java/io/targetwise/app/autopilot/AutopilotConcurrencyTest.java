package io.targetwise.app.autopilot;

import static io.targetwise.app.TestUsers.asOperator;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.targetwise.app.TestUsers;
import io.targetwise.app.campaign.CampaignSettingsBody;
import io.targetwise.app.campaign.CampaignSettingsService;
import io.targetwise.app.common.PageRequest;
import io.targetwise.app.console.ConsoleFixtures;
import io.targetwise.app.ingest.MeasurementRows;
import io.targetwise.app.ingest.MeasurementStore;
import io.targetwise.app.monitoring.alarm.AlarmKind;
import io.targetwise.app.monitoring.alarm.AlarmRaised;
import io.targetwise.app.monitoring.alarm.AlarmView;
import io.targetwise.app.monitoring.alarm.Alarms;
import io.targetwise.app.monitoring.forecast.ForecastOutcomes;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.proposal.ProposalStatus;
import io.targetwise.app.proposal.ProposalView;
import io.targetwise.app.proposal.Proposals;
import io.targetwise.app.proposal.ProposalsMade;
import io.targetwise.app.setpoint.IssuedCommand;
import io.targetwise.app.setpoint.SetpointCommandKind;
import io.targetwise.app.setpoint.SetpointCommandRows;

/**
 * The autopilot where several actors meet: two instances hearing the same proposal or alarms (the events fired at
 * once on two threads, over one database), a person and the autopilot deciding one proposal, a pause, and the
 * hand-backs. The process (ConsoleFixtures: x1, x2 in [0, 10] with the default step 2.5, target 10 in [9, 11], 2
 * replicates) has its campaign inactive, so only the events a test fires make the autopilot act; its initial
 * design ends at (8, 3), where the plant runs.
 */
@QuarkusTest
class AutopilotConcurrencyTest {
    private static final double[] RUNNING = {8, 3};

    @Inject
    ProcessService processes;
    @Inject
    CampaignSettingsService settings;
    @Inject
    MeasurementStore store;
    @Inject
    Autopilots autopilots;
    @Inject
    Alarms alarms;
    @Inject
    ForecastOutcomes forecasts;
    @Inject
    Proposals proposals;
    @Inject
    Event<ProposalsMade> proposalsMade;
    @Inject
    Event<AlarmRaised> alarmRaised;

    ProcessDefinition process;
    final ExecutorService twoInstances = Executors.newFixedThreadPool(2);

    @BeforeEach
    void setUp() {
        process = ConsoleFixtures.process(processes);
        settings.configure(process.id(), new CampaignSettingsBody("gp-krr", "robust-lcb", null, 1, false).parse());
        MeasurementRows.ingest(store, process, new double[] {2, 2}, 10.0, 10.1);
        MeasurementRows.ingest(store, process, new double[] {5, 5}, 10.0, 9.9);
        MeasurementRows.ingest(store, process, RUNNING, 10.05, 9.95);
    }

    @AfterEach
    void tearDown() {
        twoInstances.shutdownNow();
    }

    private void switchOn(Integer handBackAfterMoves, Instant handBackAt) {
        autopilots.switchOn(process.id(), new AutopilotLimits(null, null, 10, handBackAfterMoves, handBackAt, null),
                TestUsers.ENGINEER);
    }

    private void made(long proposalId) {
        proposalsMade.fire(new ProposalsMade(process.id(), List.of(proposalId)));
    }

    /** Runs both at once, as two instances would, and waits for both. */
    private <T> List<T> atOnce(Callable<T> first, Callable<T> second) throws Exception {
        CountDownLatch start = new CountDownLatch(1);
        List<Future<T>> running = new ArrayList<>();
        for (Callable<T> task : List.of(first, second)) {
            running.add(twoInstances.submit(() -> {
                start.await();
                return task.call();
            }));
        }
        start.countDown();
        List<T> results = new ArrayList<>();
        for (Future<T> f : running) {
            results.add(f.get());
        }
        return results;
    }

    private List<IssuedCommand> commands() {
        return SetpointCommandRows.of(process.id());
    }

    private List<AutopilotAction> actions() {
        return autopilots.events(process.id(), PageRequest.first(100)).stream().map(AutopilotEventView::action)
                .toList();
    }

    private ProposalView proposal(long id) {
        return proposals.of(process, null, PageRequest.first(PageRequest.MAX_SIZE)).stream()
                .filter(p -> p.id() == id).findFirst().orElseThrow();
    }

    private AlarmRaised alarm(long id, AlarmKind kind) {
        return new AlarmRaised(new AlarmView(id, process.id(), kind, Instant.now(), "the newest readings are out"
                + " of tolerance", null, null, null));
    }

    @Test
    void twoInstancesHearingOneProposalApplyItOnce() throws Exception {
        switchOn(null, null);
        long p = ConsoleFixtures.proposal(process, new double[] {7, 4});
        atOnce(() -> {
            made(p);
            return null;
        }, () -> {
            made(p);
            return null;
        });
        assertThat(commands()).hasSize(1).allSatisfy(c -> {
            assertThat(c.proposalId()).isEqualTo(p);
            assertThat(c.issuedBy()).isEqualTo("autopilot");
        });
        assertThat(actions()).containsExactly(AutopilotAction.APPLIED, AutopilotAction.SWITCHED_ON);
        assertThat(autopilots.view(process.id()).movesApplied()).isEqualTo(1);
        assertThat(proposal(p).decidedBy()).isEqualTo("autopilot");
    }

    @Test
    void aPersonAndTheAutopilotDecidingOneProposalIssueOneCommand() throws Exception {
        switchOn(null, null);
        long p = ConsoleFixtures.proposal(process, new double[] {7, 4});
        List<Integer> outcomes = atOnce(() -> {
            made(p);
            return 0;
        }, () -> asOperator().contentType(ContentType.JSON).body(Map.of("reason", "by hand"))
                .post("/api/proposals/{id}/approve", p).statusCode());
        assertThat(commands()).hasSize(1);
        String decider = proposal(p).decidedBy();
        if (decider.equals("autopilot")) {
            assertThat(outcomes.get(1)).as("the person's approval, after the autopilot's").isEqualTo(409);
            assertThat(actions()).containsExactly(AutopilotAction.APPLIED, AutopilotAction.SWITCHED_ON);
        } else {
            assertThat(decider).isEqualTo(TestUsers.OPERATOR);
            assertThat(outcomes.get(1)).isEqualTo(200);
            assertThat(autopilots.view(process.id()).movesApplied()).isZero();
        }
    }

    @Test
    void twoInstancesHearingAlarmsRevertOnceToWhereItStartedAndSuspendIt() throws Exception {
        switchOn(null, null);
        made(ConsoleFixtures.proposal(process, new double[] {7, 4}));
        atOnce(() -> {
            alarmRaised.fire(alarm(-1, AlarmKind.OUT_OF_TOLERANCE));
            return null;
        }, () -> {
            alarmRaised.fire(alarm(-2, AlarmKind.DRIFT));
            return null;
        });
        List<IssuedCommand> commands = commands();
        assertThat(commands).extracting(c -> c.kind()).containsExactly(SetpointCommandKind.REVERT,
                SetpointCommandKind.APPROVED);
        assertThat(commands.get(0).setpoint()).as("no forecast met yet: where the plant ran when switched on")
                .containsExactly(RUNNING);
        assertThat(commands.get(0).issuedBy()).isEqualTo("autopilot");
        AutopilotView view = autopilots.view(process.id());
        assertThat(view.state()).isEqualTo(AutopilotState.SUSPENDED);
        assertThat(view.reason()).contains("reverted to the last good setpoint, x1 = 8, x2 = 3");
        assertThat(actions()).containsExactly(AutopilotAction.FELL_BACK, AutopilotAction.APPLIED,
                AutopilotAction.SWITCHED_ON);
        assertThat(alarms.open(process.id())).extracting(AlarmView::kind).containsExactly(AlarmKind.AUTOPILOT);

        alarmRaised.fire(alarm(-3, AlarmKind.FORECAST_MISSES)); // later alarms find it suspended: nothing more
        assertThat(commands()).hasSize(2);
        assertThat(actions()).containsExactly(AutopilotAction.FELL_BACK, AutopilotAction.APPLIED,
                AutopilotAction.SWITCHED_ON);

        long next = ConsoleFixtures.proposal(process, new double[] {8, 4});
        made(next);
        assertThat(proposal(next).status()).as("suspended: left to a person").isEqualTo(ProposalStatus.OPEN);
        assertThat(commands()).hasSize(2);
    }

    /**
     * A person's move to (5, 5) met its forecast before the switch-on; a person then sent the plant to (8, 3). The
     * autopilot's fallback undoes its own run only: with nothing met since the switch-on it reverts to where it
     * started, not to (5, 5).
     */
    @Test
    void aForecastMetBeforeTheSwitchOnIsNoRevertTarget() {
        approveByHand(ConsoleFixtures.proposal(process, new double[] {5, 5}));
        MeasurementRows.ingest(store, process, new double[] {5, 5}, 10.1, 10.3); // the fixture forecasts 10.2
        forecasts.judge(process); // unless the alarm watch judges it first
        await().atMost(Duration.ofSeconds(10)).until(() -> forecasts.report(process).hits() == 1);
        approveByHand(ConsoleFixtures.proposal(process, RUNNING));
        switchOn(null, null);

        made(ConsoleFixtures.proposal(process, new double[] {7, 4}));
        alarmRaised.fire(alarm(-1, AlarmKind.DRIFT));
        List<IssuedCommand> commands = commands();
        assertThat(commands).extracting(IssuedCommand::kind).startsWith(SetpointCommandKind.REVERT,
                SetpointCommandKind.APPROVED);
        assertThat(commands.get(0).setpoint()).as("where it started").containsExactly(RUNNING);
    }

    private void approveByHand(long proposal) {
        asOperator().contentType(ContentType.JSON).body(Map.of("reason", "a person's move")).when()
                .post("/api/proposals/{id}/approve", proposal).then().statusCode(200);
    }

    @Test
    void switchedOnOutOfToleranceItBringsTheProcessInAndOnlyThenFallsBackOnOutOfTolerance() {
        MeasurementRows.ingest(store, process, RUNNING, 12.5, 12.6); // 2 of the last 5 outside [9, 11]
        // The alarm watch raises OUT_OF_TOLERANCE for these readings; switching on waits for a person to acknowledge it
        await().atMost(Duration.ofSeconds(10)).until(() -> alarms.open(process.id()).stream()
                .anyMatch(a -> a.kind() == AlarmKind.OUT_OF_TOLERANCE));
        alarms.open(process.id()).forEach(a -> alarms.acknowledge(a.id(), TestUsers.OPERATOR, "seen; bring it in"));
        switchOn(null, null);
        assertThat(autopilots.view(process.id()).insideToleranceSeen()).isFalse();
        assertThat(AutopilotText.state(autopilots.view(process.id()))).isEqualTo("Autopilot ON · 0 moves applied ·"
                + " bringing the process into tolerance");
        alarmRaised.fire(alarm(-1, AlarmKind.OUT_OF_TOLERANCE)); // where it started: not the autopilot's doing
        made(ConsoleFixtures.proposal(process, new double[] {7, 4}));
        alarmRaised.fire(alarm(-2, AlarmKind.OUT_OF_TOLERANCE));
        assertThat(commands()).extracting(c -> c.kind()).containsExactly(SetpointCommandKind.APPROVED);
        assertThat(autopilots.view(process.id()).state()).isEqualTo(AutopilotState.ON);

        MeasurementRows.ingest(store, process, new double[] {7, 4}, 10.2, 10.2, 10.2, 10.2); // inside, as forecast
        made(ConsoleFixtures.proposal(process, new double[] {7, 5}));
        assertThat(autopilots.view(process.id()).insideToleranceSeen()).isTrue();
        alarmRaised.fire(alarm(-3, AlarmKind.OUT_OF_TOLERANCE)); // now it is the autopilot's move that left it
        assertThat(commands()).extracting(c -> c.kind()).containsExactly(SetpointCommandKind.REVERT,
                SetpointCommandKind.APPROVED, SetpointCommandKind.APPROVED);
        assertThat(commands().get(0).setpoint()).as("the last setpoint whose readings met their forecast")
                .containsExactly(7, 4);
        assertThat(autopilots.view(process.id()).state()).isEqualTo(AutopilotState.SUSPENDED);
    }

    @Test
    void anAlarmAtAPersonsSetpointSuspendsItWithoutACommand() {
        switchOn(null, null);
        alarmRaised.fire(alarm(-1, AlarmKind.RUN_RULE));
        assertThat(commands()).isEmpty();
        assertThat(autopilots.view(process.id()).reason()).contains("the plant runs where a person sent it");
        assertThat(autopilots.view(process.id()).state()).isEqualTo(AutopilotState.SUSPENDED);
    }

    @Test
    void itHandsBackWhenItsMovesAreUsedUp() {
        switchOn(1, null);
        made(ConsoleFixtures.proposal(process, new double[] {7, 4}));
        long second = ConsoleFixtures.proposal(process, new double[] {7, 5});
        made(second);
        assertThat(commands()).hasSize(1);
        assertThat(proposal(second).status()).isEqualTo(ProposalStatus.OPEN);
        assertThat(proposal(second).autopilotHold()).isEqualTo("Left for a person by the autopilot: the autopilot"
                + " handed back after 1 applied moves, as its limits said");
        assertThat(autopilots.view(process.id()).state()).isEqualTo(AutopilotState.OFF);
        assertThat(alarms.open(process.id())).extracting(AlarmView::kind).containsExactly(AlarmKind.AUTOPILOT);
        assertThat(actions()).containsExactly(AutopilotAction.HANDED_BACK, AutopilotAction.APPLIED,
                AutopilotAction.SWITCHED_ON);
    }

    @Test
    void itHandsBackAtItsTimeThoughNoProposalComes() {
        switchOn(null, Instant.now().plusMillis(1500));
        await().atMost(Duration.ofSeconds(10)).until(() -> autopilots.view(process.id()).state() == AutopilotState.OFF);
        assertThat(autopilots.view(process.id()).reason()).startsWith("handed back at ");
        assertThat(actions()).containsExactly(AutopilotAction.HANDED_BACK, AutopilotAction.SWITCHED_ON);
    }

    @Test
    void aDefinitionItsLimitsNoLongerFitHandsItBack() {
        switchOn(null, null);
        ProcessDefinition narrower = new ProcessDefinition(process.id(), process.name(), process.description(),
                List.of(new ProcessDefinition.DesignVariable("x1", "mm", 0.0, 6.0, null),
                        process.designVariables().get(1)), List.of(), process.output(), process.target(),
                process.lowerSpecLimit(), process.upperSpecLimit(), process.replicates());
        processes.update(process.id(), narrower);
        AutopilotView view = autopilots.view(process.id());
        assertThat(view.state()).isEqualTo(AutopilotState.OFF);
        assertThat(view.reason()).startsWith("handed back: the process definition changed");
    }

    @Test
    void aPausedAutopilotLeavesProposalsToAPersonUntouched() {
        switchOn(null, null);
        autopilots.pause(process.id(), TestUsers.OPERATOR, "die change");
        long p = ConsoleFixtures.proposal(process, new double[] {7, 4});
        made(p);
        assertThat(commands()).isEmpty();
        assertThat(proposal(p).autopilotHold()).isNull();
        assertThat(autopilots.view(process.id()).reason()).isEqualTo("paused by olga.operator: die change");
    }
}

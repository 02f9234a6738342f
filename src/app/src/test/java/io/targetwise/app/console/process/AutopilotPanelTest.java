package io.targetwise.app.console.process;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import io.targetwise.app.TestUsers;
import io.targetwise.app.autopilot.AutopilotLimits;
import io.targetwise.app.autopilot.AutopilotState;
import io.targetwise.app.autopilot.AutopilotTestAccess;
import io.targetwise.app.autopilot.Autopilots;
import io.targetwise.app.console.ConsoleFixtures;
import io.targetwise.app.console.ConsoleTest;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.security.NewUser;
import io.targetwise.app.security.Role;
import io.targetwise.app.security.UserService;

/** The autopilot on the process view: its state under the decision and the controls each role gets. */
@io.quarkus.test.junit.QuarkusTest
class AutopilotPanelTest extends ConsoleTest {
    private static final Instant T0 = Instant.parse("2026-11-26T08:00:00Z");

    @Inject
    ProcessService processes;
    @Inject
    Autopilots autopilots;
    @Inject
    UserService users;

    private ProcessDefinition processAtTheEndOfItsDesign() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        ConsoleFixtures.readings(process, T0, new double[] {2, 2}, 10.0, 10.1);
        return process;
    }

    @Test
    void anEngineerSwitchesItOnThroughTheFormWhichNamesWhatItRefuses() {
        ProcessDefinition process = processAtTheEndOfItsDesign();
        ProcessView view = ProcessViewTest.open(process, TestUsers.ENGINEER, Role.ENGINEER);
        AutopilotPanel panel = view.autopilotPanel;
        assertThat(view.getChildren().skip(1).findFirst()).as("second on the view, under the decision")
                .containsSame(panel);
        assertThat(panel.state.getText()).isEqualTo("Autopilot OFF");
        assertThat(panel.getClassNames()).contains("autopilot-off");
        assertThat(panel.pause.isVisible()).isFalse();
        assertThat(panel.off.isVisible()).isFalse();
        assertThat(panel.resume.isVisible()).isFalse();
        assertThat(panel.switchOn.isVisible()).isTrue();
        assertThat(java.util.Arrays.stream(panel.form.variables.get("x1")).map(f -> f.getValue()))
                .as("prefilled with the design bounds and the process's step").containsExactly(0.0, 10.0, 2.5);

        _click(panel.switchOn);
        panel.form.movesPerHour.clear();
        panel.form.minInside.setValue(1.5);
        _click(panel.form.switchOn);
        assertThat(panel.form.movesPerHour.isInvalid()).isTrue();
        assertThat(panel.form.movesPerHour.getErrorMessage()).isEqualTo("must be chosen, between 1 and 3600, got null");
        assertThat(panel.form.minInside.isInvalid()).isTrue();
        assertThat(autopilots.view(process.id()).state()).isEqualTo(AutopilotState.OFF);

        panel.form.minInside.setValue(0.8);
        panel.form.movesPerHour.setValue(6);
        _click(panel.form.switchOn);
        assertThat(panel.form.isOpened()).isFalse();
        assertThat(autopilots.view(process.id()).limits().maxMovesPerHour()).isEqualTo(6);
        assertThat(panel.state.getText()).isEqualTo("Autopilot ON · 0 moves applied");
        assertThat(panel.reason.getText()).startsWith("Switched on by erik.engineer: applies each proposal that"
                + " meets its limits. Limits: x1 in [0, 10] mm, steps ≤ 2.5 mm; x2 in [0, 10] mm, steps ≤ 2.5 mm;"
                + " in-spec share ≥ 80.0 %; ≤ 6 moves an hour");
        assertThat(panel.getClassNames()).contains("autopilot-on").doesNotContain("autopilot-off");
        assertThat(panel.pause.isVisible()).isTrue();
        assertThat(panel.switchOn.getText()).isEqualTo("Change limits…");
    }

    @Test
    void anOperatorPausesAndSwitchesOffButNeitherResumesNorSwitchesOn() {
        ProcessDefinition process = processAtTheEndOfItsDesign();
        autopilots.switchOn(process.id(), new AutopilotLimits(null, null, 6, null, null, null), TestUsers.ENGINEER);
        AutopilotPanel panel = ProcessViewTest.open(process, TestUsers.OPERATOR, Role.OPERATOR).autopilotPanel;
        assertThat(panel.switchOn.isVisible()).isFalse();

        _click(panel.pause);
        assertThat(autopilots.view(process.id()).state()).isEqualTo(AutopilotState.PAUSED);
        assertThat(panel.state.getText()).isEqualTo("Autopilot PAUSED");
        assertThat(panel.reason.getText()).startsWith("Paused by olga.operator.");
        assertThat(panel.resume.isVisible()).as("resuming is an engineer's").isFalse();
        assertThat(panel.pause.isVisible()).isFalse();

        _click(panel.off);
        assertThat(autopilots.view(process.id()).state()).isEqualTo(AutopilotState.OFF);
        assertThat(panel.off.isVisible()).isFalse();
    }

    @Test
    void aClickIsCheckedAgainstTheRoleTheUserHoldsNow() {
        ProcessDefinition process = processAtTheEndOfItsDesign();
        autopilots.switchOn(process.id(), new AutopilotLimits(null, null, 6, null, null, null), TestUsers.ENGINEER);
        String leaving = "leaving-" + System.nanoTime();
        users.create(new NewUser(leaving, "a long enough password", Role.OPERATOR));
        AutopilotPanel panel = ProcessViewTest.open(process, leaving, Role.OPERATOR).autopilotPanel;
        users.delete(leaving);

        _click(panel.pause);
        assertThat(autopilots.view(process.id()).state()).isEqualTo(AutopilotState.ON);
    }

    @Test
    void aSuspendedAutopilotShowsInTheAlarmColourWithWhyAndAResumeForEngineers() {
        ProcessDefinition process = processAtTheEndOfItsDesign();
        autopilots.switchOn(process.id(), new AutopilotLimits(null, null, 6, null, null, null), TestUsers.ENGINEER);
        AutopilotTestAccess.suspend(process.id(), "suspended after alarm 7 (OUT_OF_TOLERANCE)");
        AutopilotPanel panel = ProcessViewTest.open(process, TestUsers.ENGINEER, Role.ENGINEER).autopilotPanel;
        assertThat(panel.state.getText()).isEqualTo("Autopilot SUSPENDED");
        assertThat(panel.getClassNames()).contains("autopilot-suspended");
        assertThat(panel.reason.getText()).startsWith("Suspended after alarm 7 (OUT_OF_TOLERANCE). Limits: ");
        assertThat(panel.resume.isVisible()).isTrue();

        _click(panel.resume);
        assertThat(autopilots.view(process.id()).state()).isEqualTo(AutopilotState.ON);
        assertThat(panel.state.getText()).isEqualTo("Autopilot ON · 0 moves applied");
    }
}

package io.targetwise.app.console.process;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.NumberField;

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

    private static Div panel() {
        return byId(Div.class, "autopilot");
    }

    private static Span state() {
        return byId(Span.class, "autopilot-state");
    }

    private static Span reason() {
        return byId(Span.class, "autopilot-reason");
    }

    /** One of the controls: pause, resume, off or switch-on. */
    private static Button control(String name) {
        return byId(Button.class, "autopilot-" + name);
    }

    private static boolean shown(String control) {
        return shown(Button.class, "autopilot-" + control);
    }

    @Test
    void anEngineerSwitchesItOnThroughTheFormWhichNamesWhatItRefuses() {
        ProcessDefinition process = processAtTheEndOfItsDesign();
        ProcessView view = ProcessViewTest.open(process, TestUsers.ENGINEER, Role.ENGINEER);
        assertThat(view.getChildren().skip(1).findFirst()).as("second on the view, under the decision")
                .containsSame(panel());
        assertThat(state().getText()).isEqualTo("Autopilot OFF");
        assertThat(panel().getClassNames()).contains("autopilot-off");
        assertThat(shown("pause")).isFalse();
        assertThat(shown("off")).isFalse();
        assertThat(shown("resume")).isFalse();
        assertThat(shown("switch-on")).isTrue();

        _click(control("switch-on"));
        Dialog form = byId(Dialog.class, "autopilot-form");
        assertThat(java.util.stream.Stream.of("min", "max", "step")
                .map(f -> byId(NumberField.class, "autopilot-variable-0-" + f).getValue()))
                .as("prefilled with the design bounds and the process's step").containsExactly(0.0, 10.0, 2.5);
        IntegerField movesPerHour = byId(IntegerField.class, "autopilot-moves-per-hour");
        NumberField minInside = byId(NumberField.class, "autopilot-min-inside");
        Button confirm = byId(Button.class, "autopilot-switch-on-confirm");
        movesPerHour.clear();
        minInside.setValue(1.5);
        _click(confirm);
        assertThat(movesPerHour.isInvalid()).isTrue();
        assertThat(movesPerHour.getErrorMessage()).isEqualTo("must be chosen, between 1 and 3600, got null");
        assertThat(minInside.isInvalid()).isTrue();
        assertThat(autopilots.view(process.id()).state()).isEqualTo(AutopilotState.OFF);

        minInside.setValue(0.8);
        movesPerHour.setValue(6);
        _click(confirm);
        assertThat(form.isOpened()).isFalse();
        assertThat(autopilots.view(process.id()).limits().maxMovesPerHour()).isEqualTo(6);
        assertThat(state().getText()).isEqualTo("Autopilot ON · 0 moves applied");
        assertThat(reason().getText()).startsWith("Switched on by erik.engineer: applies each proposal that"
                + " meets its limits. Limits: x1 in [0, 10] mm, steps ≤ 2.5 mm; x2 in [0, 10] mm, steps ≤ 2.5 mm;"
                + " in-spec share ≥ 80.0 %; ≤ 6 moves an hour");
        assertThat(panel().getClassNames()).contains("autopilot-on").doesNotContain("autopilot-off");
        assertThat(shown("pause")).isTrue();
        assertThat(control("switch-on").getText()).isEqualTo("Change limits…");
    }

    @Test
    void anOperatorPausesAndSwitchesOffButNeitherResumesNorSwitchesOn() {
        ProcessDefinition process = processAtTheEndOfItsDesign();
        autopilots.switchOn(process.id(), new AutopilotLimits(null, null, 6, null, null, null), TestUsers.ENGINEER);
        ProcessViewTest.open(process, TestUsers.OPERATOR, Role.OPERATOR);
        assertThat(shown("switch-on")).isFalse();

        _click(control("pause"));
        assertThat(autopilots.view(process.id()).state()).isEqualTo(AutopilotState.PAUSED);
        assertThat(state().getText()).isEqualTo("Autopilot PAUSED");
        assertThat(reason().getText()).startsWith("Paused by olga.operator.");
        assertThat(shown("resume")).as("resuming is an engineer's").isFalse();
        assertThat(shown("pause")).isFalse();

        _click(control("off"));
        assertThat(autopilots.view(process.id()).state()).isEqualTo(AutopilotState.OFF);
        assertThat(shown("off")).isFalse();
    }

    @Test
    void aClickIsCheckedAgainstTheRoleTheUserHoldsNow() {
        ProcessDefinition process = processAtTheEndOfItsDesign();
        autopilots.switchOn(process.id(), new AutopilotLimits(null, null, 6, null, null, null), TestUsers.ENGINEER);
        String leaving = "leaving-" + System.nanoTime();
        users.create(new NewUser(leaving, "a long enough password", Role.OPERATOR), "test setup");
        ProcessViewTest.open(process, leaving, Role.OPERATOR);
        users.delete(leaving, "test setup");

        _click(control("pause"));
        assertThat(autopilots.view(process.id()).state()).isEqualTo(AutopilotState.ON);
    }

    @Test
    void aSuspendedAutopilotShowsInTheAlarmColourWithWhyAndAResumeForEngineers() {
        ProcessDefinition process = processAtTheEndOfItsDesign();
        autopilots.switchOn(process.id(), new AutopilotLimits(null, null, 6, null, null, null), TestUsers.ENGINEER);
        AutopilotTestAccess.suspend(process.id(), "suspended after alarm 7 (OUT_OF_TOLERANCE)");
        ProcessViewTest.open(process, TestUsers.ENGINEER, Role.ENGINEER);
        assertThat(state().getText()).isEqualTo("Autopilot SUSPENDED");
        assertThat(panel().getClassNames()).contains("autopilot-suspended");
        assertThat(reason().getText()).startsWith("Suspended after alarm 7 (OUT_OF_TOLERANCE). Limits: ");
        assertThat(shown("resume")).isTrue();

        _click(control("resume"));
        assertThat(autopilots.view(process.id()).state()).isEqualTo(AutopilotState.ON);
        assertThat(state().getText()).isEqualTo("Autopilot ON · 0 moves applied");
    }
}

package io.targetwise.app.console.process;

import java.util.function.Consumer;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;

import io.targetwise.app.autopilot.AutopilotLimits;
import io.targetwise.app.autopilot.AutopilotState;
import io.targetwise.app.autopilot.AutopilotText;
import io.targetwise.app.autopilot.AutopilotView;
import io.targetwise.app.autopilot.Autopilots;
import io.targetwise.app.common.InvalidRequestException;
import io.targetwise.app.events.ProcessActivity.Kind;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.security.Roles;

/**
 * The autopilot's state in one strip under the decision, coloured by state (a suspended autopilot in the alarm
 * colour), with why and its limits, and the one-click controls the signed-in user's role allows: pause and switch
 * off for every operator, resume and switch on (with the limits form) for engineers. Each click is carried out as
 * the user whose click it is, the role checked again by the autopilot.
 */
final class AutopilotPanel extends Div {
    private final Span state = new Span();
    private final Span reason = new Span();
    private final Button pause = new Button("Pause autopilot");
    private final Button resume = new Button("Resume autopilot");
    private final Button off = new Button("Switch autopilot off");
    private final Button switchOn = new Button("Switch autopilot on…");
    private final AutopilotForm form;
    private final ProcessPage page;
    private final ProcessDefinition process;
    private final Autopilots autopilots;

    AutopilotPanel(ProcessPage page, Autopilots autopilots) {
        this.page = page;
        this.process = page.process();
        this.autopilots = autopilots;
        this.form = new AutopilotForm(process);
        setId("autopilot");
        addClassNames("panel", "autopilot-strip");
        state.setId("autopilot-state");
        state.addClassName("autopilot-state");
        reason.setId("autopilot-reason");
        reason.addClassName("autopilot-reason");
        pause.setId("autopilot-pause");
        resume.setId("autopilot-resume");
        off.setId("autopilot-off");
        switchOn.setId("autopilot-switch-on");
        resume.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        pause.addClickListener(click -> act(Roles.OPERATOR, actor -> autopilots.pause(process.id(), actor, null),
                "Autopilot paused"));
        resume.addClickListener(click -> act(Roles.ENGINEER, actor -> autopilots.resume(process.id(), actor, null),
                "Autopilot resumed"));
        off.addClickListener(click -> act(Roles.OPERATOR, actor -> autopilots.switchOff(process.id(), actor, null),
                "Autopilot switched off: every proposal waits for a person"));
        switchOn.addClickListener(click -> form.open());
        form.addSwitchOnListener(e -> switchOn(e.limits()));
        Div controls = new Div(pause, resume, off, switchOn);
        controls.addClassName("autopilot-controls");
        add(state, reason, controls);
        page.drawOn(this, this::refresh, Kind.AUTOPILOT);
    }

    private boolean act(String role, Consumer<String> action, String done) {
        return page.act(role, action, done, Kind.AUTOPILOT);
    }

    /** Refused limits are marked in the form, which stays open; accepted ones close it. */
    private void switchOn(AutopilotLimits limits) {
        boolean on = act(Roles.ENGINEER, actor -> {
            try {
                autopilots.switchOn(process.id(), limits, actor);
            } catch (InvalidRequestException e) {
                form.showErrors(e.errors());
                throw e;
            }
        }, "Autopilot switched on");
        if (on) {
            form.close();
        }
    }

    private void refresh() {
        AutopilotView autopilot = autopilots.view(process.id());
        AutopilotState s = autopilot.state();
        for (AutopilotState each : AutopilotState.values()) {
            setClassName("autopilot-" + each.name().toLowerCase(), each == s);
        }
        state.setText(AutopilotText.state(autopilot));
        String why = autopilot.reason();
        reason.setText(Character.toUpperCase(why.charAt(0)) + why.substring(1)
                + (autopilot.limits() == null || s == AutopilotState.OFF ? ""
                        : ". Limits: " + AutopilotText.limits(autopilot.limits(), process)) + ".");
        boolean engineer = page.user().engineer();
        pause.setVisible(s == AutopilotState.ON);
        off.setVisible(s != AutopilotState.OFF);
        resume.setVisible(engineer && (s == AutopilotState.PAUSED || s == AutopilotState.SUSPENDED));
        switchOn.setVisible(engineer);
        switchOn.setText(s == AutopilotState.OFF ? "Switch autopilot on…" : "Change limits…");
        if (autopilot.limits() != null) {
            form.fill(autopilot.limits());
        }
    }
}

package io.targetwise.app.console.process;

import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.shared.Registration;

import io.targetwise.app.autopilot.AutopilotLimits;
import io.targetwise.app.autopilot.AutopilotState;
import io.targetwise.app.autopilot.AutopilotText;
import io.targetwise.app.autopilot.AutopilotView;
import io.targetwise.app.common.FieldError;
import io.targetwise.app.process.ProcessDefinition;

import java.util.List;

/**
 * The autopilot's state in one strip under the decision, coloured by state (a suspended autopilot in the alarm
 * colour), with why and its limits, and the one-click controls the signed-in user's role allows: pause and switch
 * off for every operator, resume and switch on (with the limits form) for engineers. The clicks are fired as
 * {@link ChangeEvent}s; the view carries them out, checking the role again.
 */
public class AutopilotPanel extends Div {
    final Span state = new Span();
    final Span reason = new Span();
    final Button pause = new Button("Pause autopilot");
    final Button resume = new Button("Resume autopilot");
    final Button off = new Button("Switch autopilot off");
    final Button switchOn = new Button("Switch autopilot on…");
    final AutopilotForm form;
    private final ProcessDefinition process;
    private final boolean engineer;

    /** What a person asked of the autopilot. */
    public enum Change { SWITCH_ON, PAUSE, RESUME, SWITCH_OFF }

    /** A click on one of the controls; the limits only for {@link Change#SWITCH_ON}. */
    public static class ChangeEvent extends ComponentEvent<AutopilotPanel> {
        private final Change change;
        private final AutopilotLimits limits;

        ChangeEvent(AutopilotPanel source, Change change, AutopilotLimits limits) {
            super(source, false);
            this.change = change;
            this.limits = limits;
        }

        public Change change() {
            return change;
        }

        public AutopilotLimits limits() {
            return limits;
        }
    }

    public AutopilotPanel(ProcessDefinition process, boolean engineer) {
        this.process = process;
        this.engineer = engineer;
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
        pause.addClickListener(click -> fireEvent(new ChangeEvent(this, Change.PAUSE, null)));
        resume.addClickListener(click -> fireEvent(new ChangeEvent(this, Change.RESUME, null)));
        off.addClickListener(click -> fireEvent(new ChangeEvent(this, Change.SWITCH_OFF, null)));
        switchOn.addClickListener(click -> form.open());
        form.addSwitchOnListener(e -> fireEvent(new ChangeEvent(this, Change.SWITCH_ON, e.limits())));
        Div controls = new Div(pause, resume, off, switchOn);
        controls.addClassName("autopilot-controls");
        add(state, reason, controls);
    }

    public void show(AutopilotView autopilot) {
        AutopilotState s = autopilot.state();
        for (AutopilotState each : AutopilotState.values()) {
            setClassName("autopilot-" + each.name().toLowerCase(), each == s);
        }
        state.setText(AutopilotText.state(autopilot));
        String why = autopilot.reason();
        reason.setText(Character.toUpperCase(why.charAt(0)) + why.substring(1)
                + (autopilot.limits() == null || s == AutopilotState.OFF ? ""
                        : ". Limits: " + AutopilotText.limits(autopilot.limits(), process)) + ".");
        pause.setVisible(s == AutopilotState.ON);
        off.setVisible(s != AutopilotState.OFF);
        resume.setVisible(engineer && (s == AutopilotState.PAUSED || s == AutopilotState.SUSPENDED));
        switchOn.setVisible(engineer);
        switchOn.setText(s == AutopilotState.OFF ? "Switch autopilot on…" : "Change limits…");
        if (autopilot.limits() != null) {
            form.fill(autopilot.limits());
        }
    }

    /** The limits were accepted: the form closes. */
    void switchedOn() {
        form.close();
    }

    /** Marks the refused limits in the open form; whether each error found its field. */
    boolean refused(List<FieldError> errors) {
        return form.showErrors(errors);
    }

    public Registration addChangeListener(ComponentEventListener<ChangeEvent> listener) {
        return addListener(ChangeEvent.class, listener);
    }
}

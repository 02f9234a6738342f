package io.targetwise.app.console.process;

import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.NumberField;
import com.vaadin.flow.shared.Registration;

import io.targetwise.app.autopilot.AutopilotLimits;
import io.targetwise.app.common.FieldError;
import io.targetwise.app.process.ProcessDefinition;

/**
 * The limits an engineer switches the autopilot on with, prefilled with the last ones (or the defaults: the design
 * bounds and the process's maximum steps). Fires {@link SwitchOnEvent}; the panel switches it on and says what the
 * service refused, field by field ({@link #showErrors}).
 */
final class AutopilotForm extends Dialog {
    /** Per design variable: its box's lower and upper end and its largest step. */
    private final Map<String, NumberField[]> variables = new LinkedHashMap<>();
    private final NumberField minInside = new NumberField("Smallest predicted in-spec share (0–1)");
    private final IntegerField movesPerHour = new IntegerField("Most moves an hour");
    private final IntegerField handBackAfterMoves = new IntegerField("Hand back after moves (optional)");
    private final NumberField handBackAfterHours = new NumberField("Hand back after hours (optional)");
    private final NumberField maxMiss = new NumberField("Fall back on a forecast miss beyond (σ)");
    private final Button switchOn = new Button("Switch on");
    private final Map<String, HasValidation> byField = new LinkedHashMap<>();

    /** The engineer's limits, to switch the autopilot on with. */
    static class SwitchOnEvent extends ComponentEvent<AutopilotForm> {
        private final AutopilotLimits limits;

        SwitchOnEvent(AutopilotForm source, AutopilotLimits limits) {
            super(source, false);
            this.limits = limits;
        }

        AutopilotLimits limits() {
            return limits;
        }
    }

    AutopilotForm(ProcessDefinition process) {
        setId("autopilot-form");
        setHeaderTitle("Switch the autopilot on");
        FormLayout fields = new FormLayout();
        fields.setResponsiveSteps(new FormLayout.ResponsiveStep("0", 1), new FormLayout.ResponsiveStep("30em", 3));
        for (ProcessDefinition.DesignVariable v : process.designVariables()) {
            NumberField min = new NumberField(v.name() + " from [" + v.unit() + "]");
            NumberField max = new NumberField(v.name() + " to [" + v.unit() + "]");
            NumberField step = new NumberField(v.name() + " largest step [" + v.unit() + "]");
            // By position: a variable's name may hold spaces, which an id may not
            String id = "autopilot-variable-" + variables.size();
            min.setId(id + "-min");
            max.setId(id + "-max");
            step.setId(id + "-step");
            variables.put(v.name(), new NumberField[] {min, max, step});
            byField.put("variables." + v.name() + ".min", min);
            byField.put("variables." + v.name() + ".max", max);
            byField.put("variables." + v.name() + ".maxStep", step);
            fields.add(min, max, step);
        }
        byField.put("minInsideSpecProbability", minInside);
        byField.put("maxMovesPerHour", movesPerHour);
        byField.put("handBackAfterMoves", handBackAfterMoves);
        byField.put("handBackAt", handBackAfterHours);
        byField.put("maxMissSigma", maxMiss);
        minInside.setId("autopilot-min-inside");
        movesPerHour.setId("autopilot-moves-per-hour");
        handBackAfterMoves.setId("autopilot-hand-back-moves");
        handBackAfterHours.setId("autopilot-hand-back-hours");
        maxMiss.setId("autopilot-max-miss");
        movesPerHour.setRequiredIndicatorVisible(true);
        fields.add(minInside, movesPerHour, maxMiss, handBackAfterMoves, handBackAfterHours);
        add(new Paragraph("While on, each proposal that meets every limit is applied without a person; one that fails a"
                + " limit waits for a person with the failed limit as its reason. On a forecast miss, a run rule, OUT OF"
                + " TOLERANCE or DRIFT it sends the plant back to the last good setpoint and suspends itself."), fields);
        switchOn.setId("autopilot-switch-on-confirm");
        switchOn.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        switchOn.addClickListener(click -> fireEvent(new SwitchOnEvent(this, limits())));
        getFooter().add(new Button("Cancel", click -> close()), switchOn);
        fill(AutopilotLimits.defaults(process));
    }

    /** Fills the fields with these limits (all given, as the service resolved them). */
    void fill(AutopilotLimits limits) {
        variables.forEach((name, f) -> {
            AutopilotLimits.VariableLimit l = limits.variables().get(name);
            f[0].setValue(l == null ? null : l.min());
            f[1].setValue(l == null ? null : l.max());
            f[2].setValue(l == null ? null : l.maxStep());
        });
        minInside.setValue(limits.minInsideSpecProbability());
        movesPerHour.setValue(limits.maxMovesPerHour());
        maxMiss.setValue(limits.maxMissSigma());
        handBackAfterMoves.setValue(limits.handBackAfterMoves());
        handBackAfterHours.clear();
    }

    AutopilotLimits limits() {
        Map<String, AutopilotLimits.VariableLimit> limits = new LinkedHashMap<>();
        variables.forEach((name, f) -> limits.put(name, new AutopilotLimits.VariableLimit(f[0].getValue(),
                f[1].getValue(), f[2].getValue())));
        Double hours = handBackAfterHours.getValue();
        Instant handBackAt = hours == null ? null
                : Instant.now().plus(Duration.ofSeconds(Math.round(hours * 3600)));
        return new AutopilotLimits(limits, minInside.getValue(), movesPerHour.getValue(),
                handBackAfterMoves.getValue(), handBackAt, maxMiss.getValue());
    }

    /** Marks each refused field with its message. */
    void showErrors(List<FieldError> errors) {
        byField.values().forEach(f -> f.setInvalid(false));
        for (FieldError e : errors) {
            HasValidation field = byField.get(e.field());
            if (field != null) {
                field.setErrorMessage(e.message());
                field.setInvalid(true);
            }
        }
    }

    Registration addSwitchOnListener(ComponentEventListener<SwitchOnEvent> listener) {
        return addListener(SwitchOnEvent.class, listener);
    }
}

package io.targetwise.app.console.editor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.NumberField;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.shared.Registration;

import io.targetwise.app.campaign.CampaignSettings;
import io.targetwise.app.campaign.CampaignSettingsBody;
import io.targetwise.app.campaign.SurrogateChoice;
import io.targetwise.app.common.FieldError;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.AleatoricTreatment;

/**
 * An engineer's form for a process definition and its campaign: fires {@link SaveEvent} or {@link CancelEvent} and
 * shows the refusals it is given next to the offending fields, by their paths (e.g. {@code designVariables[1].upperBound}).
 */
public class ProcessForm extends VerticalLayout {
    private final TextField name = new TextField("Name");
    private final TextArea description = new TextArea("Description");
    private final TextField outputName = new TextField("Output");
    private final TextField outputUnit = new TextField("Output unit");
    private final NumberField target = new NumberField("Target y*");
    private final NumberField lowerSpecLimit = new NumberField("Lower specification limit (LSL)");
    private final NumberField upperSpecLimit = new NumberField("Upper specification limit (USL)");
    private final IntegerField replicates = new IntegerField("Replicates per setpoint");
    private final VerticalLayout designRows = new VerticalLayout();
    private final VerticalLayout environmentRows = new VerticalLayout();
    private final ComboBox<String> surrogate = new ComboBox<>("Surrogate");
    private final ComboBox<String> acquisition = new ComboBox<>("Acquisition");
    private final ComboBox<String> aleatoric = new ComboBox<>("Aleatoric variance");
    private final IntegerField batchSize = new IntegerField("Setpoints proposed at a time");
    private final Checkbox active = new Checkbox("Propose automatically as data arrives");
    private final Span otherErrors = new Span();
    private final Button save = new Button("Save", click -> fireEvent(new SaveEvent(this, definition(), settings())));
    private final Button cancel = new Button("Cancel", click -> fireEvent(new CancelEvent(this)));
    private final List<DesignRow> designVariables = new ArrayList<>();
    private final List<EnvironmentRow> environmentalVariables = new ArrayList<>();
    private Long processId;

    /** Save what the form holds; the view decides whether it is valid. */
    public static class SaveEvent extends ComponentEvent<ProcessForm> {
        private final ProcessDefinition definition;
        private final CampaignSettingsBody settings;

        SaveEvent(ProcessForm source, ProcessDefinition definition, CampaignSettingsBody settings) {
            super(source, false);
            this.definition = definition;
            this.settings = settings;
        }

        public ProcessDefinition definition() {
            return definition;
        }

        public CampaignSettingsBody settings() {
            return settings;
        }
    }

    public static class CancelEvent extends ComponentEvent<ProcessForm> {
        CancelEvent(ProcessForm source) {
            super(source, false);
        }
    }

    public ProcessForm() {
        surrogate.setItems(Arrays.stream(SurrogateChoice.values()).map(SurrogateChoice::id).toList());
        acquisition.setItems(Arrays.stream(AcquisitionKind.values()).filter(kind -> !kind.reproductionOnly())
                .map(AcquisitionKind::id).toList());
        aleatoric.setItems(Arrays.stream(AleatoricTreatment.values()).map(AleatoricTreatment::id).toList());
        aleatoric.setHelperText("integrated: averaged over how well the spread is known; plug-in: taken as known");
        otherErrors.addClassName("abnormal-text");
        save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        designRows.setPadding(false);
        environmentRows.setPadding(false);
        FormLayout general = new FormLayout(name, outputName, outputUnit, replicates, target, lowerSpecLimit, upperSpecLimit);
        FormLayout campaign = new FormLayout(surrogate, acquisition, aleatoric, batchSize, active);
        add(otherErrors, general, description,
                new H3("Design variables (setpoints)"), designRows,
                new Button("Add design variable", click -> addDesignRow(null)),
                new H3("Environmental variables (measured only)"), environmentRows,
                new Button("Add environmental variable", click -> addEnvironmentRow(null)),
                new H3("Campaign"), campaign, new HorizontalLayout(save, cancel));
        description.setWidthFull();
        save.setId("process-save");
        cancel.setId("process-cancel");
        nameFields();
    }

    public Registration addSaveListener(ComponentEventListener<SaveEvent> listener) {
        return addListener(SaveEvent.class, listener);
    }

    public Registration addCancelListener(ComponentEventListener<CancelEvent> listener) {
        return addListener(CancelEvent.class, listener);
    }

    public void setProcess(ProcessDefinition p, CampaignSettings s) {
        processId = p.id();
        name.setValue(text(p.name()));
        description.setValue(text(p.description()));
        outputName.setValue(p.output() == null ? "" : text(p.output().name()));
        outputUnit.setValue(p.output() == null ? "" : text(p.output().unit()));
        target.setValue(p.target());
        lowerSpecLimit.setValue(p.lowerSpecLimit());
        upperSpecLimit.setValue(p.upperSpecLimit());
        replicates.setValue(p.replicates());
        designRows.removeAll();
        designVariables.clear();
        p.designVariables().forEach(this::addDesignRow);
        environmentRows.removeAll();
        environmentalVariables.clear();
        p.environmentalVariables().forEach(this::addEnvironmentRow);
        surrogate.setValue(s.surrogate().id());
        acquisition.setValue(s.acquisition().id());
        aleatoric.setValue(s.aleatoric().id());
        batchSize.setValue(s.batchSize());
        active.setValue(Boolean.TRUE.equals(s.active()));
    }

    /** Marks each refused field with its message; refusals without a field of their own are listed on top. */
    public void showErrors(List<FieldError> errors) {
        Map<String, HasValidation> fields = fieldsByPath();
        fields.values().forEach(f -> f.setInvalid(false));
        List<String> unplaced = new ArrayList<>();
        for (FieldError e : errors) {
            HasValidation field = fields.get(e.field());
            if (field == null) {
                unplaced.add(e.field() + ": " + e.message());
            } else {
                field.setErrorMessage(e.message());
                field.setInvalid(true);
            }
        }
        otherErrors.setText(String.join("; ", unplaced));
    }

    ProcessDefinition definition() {
        return new ProcessDefinition(processId, name.getValue(), description.getValue(),
                designVariables.stream().map(DesignRow::value).toList(),
                environmentalVariables.stream().map(EnvironmentRow::value).toList(),
                new ProcessDefinition.Output(outputName.getValue(), outputUnit.getValue()), target.getValue(),
                lowerSpecLimit.getValue(), upperSpecLimit.getValue(), replicates.getValue());
    }

    CampaignSettingsBody settings() {
        return new CampaignSettingsBody(surrogate.getValue(), acquisition.getValue(), aleatoric.getValue(),
                batchSize.getValue(), active.getValue());
    }

    private Map<String, HasValidation> fieldsByPath() {
        Map<String, HasValidation> fields = new HashMap<>();
        fields.put("name", name);
        fields.put("description", description);
        fields.put("output.name", outputName);
        fields.put("output.unit", outputUnit);
        fields.put("target", target);
        fields.put("lowerSpecLimit", lowerSpecLimit);
        fields.put("upperSpecLimit", upperSpecLimit);
        fields.put("replicates", replicates);
        fields.put("surrogate", surrogate);
        fields.put("acquisition", acquisition);
        fields.put("aleatoric", aleatoric);
        fields.put("batchSize", batchSize);
        for (int i = 0; i < designVariables.size(); i++) {
            designVariables.get(i).register("designVariables[" + i + "]", fields);
        }
        for (int i = 0; i < environmentalVariables.size(); i++) {
            environmentalVariables.get(i).register("environmentalVariables[" + i + "]", fields);
        }
        return fields;
    }

    /**
     * Names each field by its path, as refusals name it (e.g. {@code process-designVariables-1-upperBound}); a row's
     * fields are renamed as rows before it come and go.
     */
    private void nameFields() {
        fieldsByPath().forEach((path, field) -> ((Component) field).setId("process-" + path.replaceAll("\\W+", "-")));
    }

    private void addDesignRow(ProcessDefinition.DesignVariable v) {
        DesignRow row = new DesignRow(v);
        row.remove.addClickListener(click -> {
            designVariables.remove(row);
            designRows.remove(row);
            nameFields();
        });
        designVariables.add(row);
        designRows.add(row);
        nameFields();
    }

    private void addEnvironmentRow(ProcessDefinition.EnvironmentalVariable v) {
        EnvironmentRow row = new EnvironmentRow(v);
        row.remove.addClickListener(click -> {
            environmentalVariables.remove(row);
            environmentRows.remove(row);
            nameFields();
        });
        environmentalVariables.add(row);
        environmentRows.add(row);
        nameFields();
    }

    private static String text(String s) {
        return s == null ? "" : s;
    }

    /** One design variable: name, unit, bounds, resolution (empty: continuous) and maximum step per move. */
    private static final class DesignRow extends HorizontalLayout {
        private final TextField name = new TextField("Name");
        private final TextField unit = new TextField("Unit");
        private final NumberField lowerBound = new NumberField("Lower bound");
        private final NumberField upperBound = new NumberField("Upper bound");
        private final NumberField resolution = new NumberField("Resolution");
        private final NumberField maxStep = new NumberField("Max step per move");
        private final Button remove = new Button("Remove");

        DesignRow(ProcessDefinition.DesignVariable v) {
            if (v != null) {
                name.setValue(text(v.name()));
                unit.setValue(text(v.unit()));
                lowerBound.setValue(v.lowerBound());
                upperBound.setValue(v.upperBound());
                resolution.setValue(v.resolution());
                maxStep.setValue(v.maxStep());
            }
            name.setWidth("14em");
            unit.setWidth("6em");
            lowerBound.setWidth("8em");
            upperBound.setWidth("8em");
            resolution.setWidth("8em");
            resolution.setHelperText("empty: continuous");
            maxStep.setWidth("9em");
            maxStep.setHelperText("empty: a quarter of the range");
            add(name, unit, lowerBound, upperBound, resolution, maxStep, remove);
            setAlignItems(FlexComponent.Alignment.BASELINE);
        }

        ProcessDefinition.DesignVariable value() {
            return new ProcessDefinition.DesignVariable(name.getValue(), unit.getValue(), lowerBound.getValue(),
                    upperBound.getValue(), resolution.getValue(), maxStep.getValue());
        }

        void register(String path, Map<String, HasValidation> fields) {
            fields.put(path + ".name", name);
            fields.put(path + ".unit", unit);
            fields.put(path + ".lowerBound", lowerBound);
            fields.put(path + ".upperBound", upperBound);
            fields.put(path + ".resolution", resolution);
            fields.put(path + ".maxStep", maxStep);
        }
    }

    /** One environmental variable: name and unit. */
    private static final class EnvironmentRow extends HorizontalLayout {
        private final TextField name = new TextField("Name");
        private final TextField unit = new TextField("Unit");
        private final Button remove = new Button("Remove");

        EnvironmentRow(ProcessDefinition.EnvironmentalVariable v) {
            if (v != null) {
                name.setValue(text(v.name()));
                unit.setValue(text(v.unit()));
            }
            add(name, unit, remove);
            setAlignItems(FlexComponent.Alignment.BASELINE);
        }

        ProcessDefinition.EnvironmentalVariable value() {
            return new ProcessDefinition.EnvironmentalVariable(name.getValue(), unit.getValue());
        }

        void register(String path, Map<String, HasValidation> fields) {
            fields.put(path + ".name", name);
            fields.put(path + ".unit", unit);
        }
    }
}

package io.targetwise.app.console.chains;

import java.util.Optional;

import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.value.ValueChangeMode;
import com.vaadin.flow.shared.Registration;

import io.targetwise.app.ingest.MeasurementMessage;


/**
 * Asks for a plan: of all stages, or of the stages a piece (batch id) has still to go through. Fires a typed event;
 * the view does the planning.
 */
public class PlanForm extends HorizontalLayout {
    final Button planAll = new Button("Plan all stages", click -> fire(Optional.empty()));
    final TextField batch = new TextField("Piece (batch id)");
    final Button replan = new Button("Re-plan this piece", click -> fire(Optional.of(batch.getValue().strip())));

    /** A request for a plan; a batch id asks for the stages that piece has still to go through. */
    public static class PlanRequested extends ComponentEvent<PlanForm> {
        private final Optional<String> batchId;

        PlanRequested(PlanForm source, Optional<String> batchId) {
            super(source, false);
            this.batchId = batchId;
        }

        public Optional<String> batchId() {
            return batchId;
        }
    }

    public PlanForm() {
        planAll.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        batch.setMaxLength(MeasurementMessage.BATCH_ID_LENGTH);
        batch.setValueChangeMode(ValueChangeMode.EAGER);
        batch.addValueChangeListener(e -> replan.setEnabled(!e.getValue().isBlank()));
        replan.setEnabled(false);
        setAlignItems(FlexComponent.Alignment.BASELINE);
        add(planAll, batch, replan);
    }

    public Registration addPlanRequestedListener(ComponentEventListener<PlanRequested> listener) {
        return addListener(PlanRequested.class, listener);
    }

    /** While a plan is being made, no second one can be asked for. */
    public void setBusy(boolean busy) {
        planAll.setEnabled(!busy);
        replan.setEnabled(!busy && !batch.getValue().isBlank());
    }

    private void fire(Optional<String> batchId) {
        fireEvent(new PlanRequested(this, batchId));
    }
}

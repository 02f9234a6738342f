package io.targetwise.app.console.process;

import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.shared.Registration;

/**
 * A reason and the Approve and Reject buttons for one proposal, on its card and on the decision banner; a click with
 * a reason fires the decision.
 */
final class DecisionForm extends HorizontalLayout {

    enum Verdict { APPROVE, REJECT }

    /** A decision on a proposal, always with a reason. */
    static final class DecidedEvent extends ComponentEvent<DecisionForm> {
        private final long proposalId;
        private final Verdict verdict;
        private final String reason;

        DecidedEvent(DecisionForm source, long proposalId, Verdict verdict, String reason) {
            super(source, false);
            this.proposalId = proposalId;
            this.verdict = verdict;
            this.reason = reason;
        }

        long proposalId() {
            return proposalId;
        }

        Verdict verdict() {
            return verdict;
        }

        String reason() {
            return reason;
        }
    }

    /** @param id this form's id, which its fields' ids start with: there may be two forms for one proposal */
    DecisionForm(String id, long proposalId) {
        setId(id);
        ReasonField reason = new ReasonField("Reason for the decision", id + "-reason");
        Button approve = new Button("Approve", click -> reason.required()
                .ifPresent(r -> fireEvent(new DecidedEvent(this, proposalId, Verdict.APPROVE, r))));
        approve.setId(id + "-approve");
        approve.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        Button reject = new Button("Reject", click -> reason.required()
                .ifPresent(r -> fireEvent(new DecidedEvent(this, proposalId, Verdict.REJECT, r))));
        reject.setId(id + "-reject");
        add(reason, approve, reject);
        setAlignItems(FlexComponent.Alignment.BASELINE);
    }

    Registration addDecidedListener(ComponentEventListener<DecidedEvent> listener) {
        return addListener(DecidedEvent.class, listener);
    }
}

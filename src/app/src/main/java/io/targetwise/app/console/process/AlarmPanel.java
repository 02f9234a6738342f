package io.targetwise.app.console.process;

import java.util.List;

import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.shared.Registration;

import io.targetwise.app.common.Formats;
import io.targetwise.app.monitoring.alarm.AlarmView;

/**
 * The process's alarms, newest first: open ones with an Acknowledge button (the optional reason field applies to the
 * one acknowledged), acknowledged ones with who, when and why. Acknowledgements are fired as events; the view
 * carries them out.
 */
public class AlarmPanel extends VerticalLayout {
    static final String ACKNOWLEDGE_COLUMN = "acknowledge";
    final Grid<AlarmView> alarms = new Grid<>();
    final TextField reason = new TextField("Reason to acknowledge (optional)");
    final Span summary = new Span();

    /** A request to acknowledge an open alarm. */
    public static class AcknowledgeEvent extends ComponentEvent<AlarmPanel> {
        private final long alarmId;
        private final String reason;

        AcknowledgeEvent(AlarmPanel source, long alarmId, String reason) {
            super(source, false);
            this.alarmId = alarmId;
            this.reason = reason;
        }

        public long alarmId() {
            return alarmId;
        }

        public String reason() {
            return reason;
        }
    }

    public AlarmPanel() {
        // A message is a sentence or two: it wraps rather than being cut off at the column's edge, and the columns
        // of short figures (time, kind, button) keep their own width so that the message and acknowledgement get the rest.
        alarms.addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_ROW_STRIPES, GridVariant.LUMO_WRAP_CELL_CONTENT);
        alarms.addColumn(a -> Formats.time(a.raisedAt())).setHeader("raised").setAutoWidth(true).setFlexGrow(0);
        alarms.addColumn(a -> a.kind().name().replace('_', ' ')).setHeader("kind").setAutoWidth(true).setFlexGrow(0);
        alarms.addColumn(AlarmView::message).setHeader("message").setFlexGrow(3);
        alarms.addColumn(a -> a.open() ? "open" : "by " + a.acknowledgedBy() + " at " + Formats.time(a.acknowledgedAt())
                + (a.acknowledgeReason() == null ? "" : ": " + a.acknowledgeReason()))
                .setHeader("acknowledged").setFlexGrow(2);
        alarms.addComponentColumn(a -> a.open() ? new Button("Acknowledge", click -> fireEvent(
                new AcknowledgeEvent(this, a.id(), reason.getValue().isBlank() ? null : reason.getValue().strip())))
                : new Span()).setKey(ACKNOWLEDGE_COLUMN).setAutoWidth(true).setFlexGrow(0);
        alarms.setAllRowsVisible(true);
        alarms.setId("alarms");
        reason.setWidth("28em");
        reason.setMaxLength(2000);
        add(new H3("Alarms"), summary, reason, alarms);
        setPadding(false);
    }

    public Registration addAcknowledgeListener(ComponentEventListener<AcknowledgeEvent> listener) {
        return addListener(AcknowledgeEvent.class, listener);
    }

    public void show(List<AlarmView> all) {
        long open = all.stream().filter(AlarmView::open).count();
        summary.setText(all.isEmpty() ? "No alarm so far." : open + " open of " + all.size());
        summary.removeClassName("abnormal-text");
        if (open > 0) {
            summary.addClassName("abnormal-text");
        }
        alarms.setItems(all);
    }

    /** After an acknowledgement: the reason belonged to it. */
    void clearReason() {
        reason.clear();
    }
}

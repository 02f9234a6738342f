package io.targetwise.app.console.process;

import java.util.List;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.textfield.TextField;

import io.targetwise.app.common.Formats;
import io.targetwise.app.events.ProcessActivity.Kind;
import io.targetwise.app.monitoring.alarm.AlarmView;
import io.targetwise.app.monitoring.alarm.Alarms;
import io.targetwise.app.security.Roles;

/**
 * The process's alarms, newest first: open ones with an Acknowledge button (the optional reason field applies to the
 * one acknowledged), acknowledged ones with who, when and why. An acknowledgement is the signed-in user's.
 */
final class AlarmPanel extends VerticalLayout {
    static final String ACKNOWLEDGE_COLUMN = "acknowledge";
    private final Grid<AlarmView> alarms = new Grid<>();
    private final TextField reason = new TextField("Reason to acknowledge (optional)");
    private final Span summary = new Span();
    private final ProcessPage page;
    private final Alarms service;

    AlarmPanel(ProcessPage page, Alarms service) {
        this.page = page;
        this.service = service;
        // A message is a sentence or two: it wraps rather than being cut off at the column's edge, and the columns
        // of short figures (time, kind, button) keep their own width so that the message and acknowledgement get the rest.
        alarms.addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_ROW_STRIPES, GridVariant.LUMO_WRAP_CELL_CONTENT);
        alarms.addColumn(a -> Formats.time(a.raisedAt())).setHeader("raised").setAutoWidth(true).setFlexGrow(0);
        alarms.addColumn(a -> a.kind().name().replace('_', ' ')).setHeader("kind").setAutoWidth(true).setFlexGrow(0);
        alarms.addColumn(AlarmView::message).setHeader("message").setFlexGrow(3);
        alarms.addColumn(a -> a.open() ? "open" : "by " + a.acknowledgedBy() + " at " + Formats.time(a.acknowledgedAt())
                + (a.acknowledgeReason() == null ? "" : ": " + a.acknowledgeReason()))
                .setHeader("acknowledged").setFlexGrow(2);
        alarms.addComponentColumn(a -> a.open() ? new Button("Acknowledge", click -> acknowledge(a.id())) : new Span())
                .setKey(ACKNOWLEDGE_COLUMN).setAutoWidth(true).setFlexGrow(0);
        alarms.setAllRowsVisible(true);
        alarms.setId("alarms");
        summary.setId("alarm-summary");
        reason.setId("alarm-reason");
        reason.setWidth("28em");
        reason.setMaxLength(2000);
        add(new H3("Alarms"), summary, reason, alarms);
        setPadding(false);
        page.drawOn(this, this::refresh, Kind.ALARMS);
    }

    private void acknowledge(long alarmId) {
        String why = reason.getValue().isBlank() ? null : reason.getValue().strip();
        if (page.act(Roles.OPERATOR, actor -> service.acknowledge(alarmId, actor, why), "Alarm " + alarmId
                + " acknowledged", Kind.ALARMS)) {
            reason.clear(); // it belonged to this acknowledgement
        }
    }

    private void refresh() {
        List<AlarmView> all = service.forProcess(page.process().id(), ProcessPage.SHOWN);
        long open = all.stream().filter(AlarmView::open).count();
        summary.setText(all.isEmpty() ? "No alarm so far." : open + " open of " + all.size());
        summary.setClassName("abnormal-text", open > 0);
        alarms.setItems(all);
    }
}

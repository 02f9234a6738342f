package io.targetwise.app.console.process;

import java.util.List;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;

import io.targetwise.app.common.Formats;
import io.targetwise.app.console.Routes;
import io.targetwise.app.events.ProcessActivity.Kind;
import io.targetwise.app.monitoring.ToleranceState;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.readings.Reading;
import io.targetwise.app.readings.Readings;

/** The process's name and its state by exception; for engineers, the way to its editor. */
final class ProcessHeader extends HorizontalLayout {
    private final Span state = new Span();
    private final ProcessDefinition process;
    private final Readings readings;

    ProcessHeader(ProcessPage page, Readings readings) {
        this.process = page.process();
        this.readings = readings;
        state.setId("process-state");
        add(new H2(process.name()), state);
        setAlignItems(FlexComponent.Alignment.BASELINE);
        if (page.user().engineer()) {
            Button edit = new Button("Edit process",
                    click -> UI.getCurrent().navigate(Routes.processEditor(process.id())));
            edit.setId("process-edit");
            add(edit);
        }
        page.drawOn(this, this::refresh, Kind.MEASUREMENTS);
    }

    private void refresh() {
        List<Reading> recent = readings.recent(process.id());
        // From a window, as on the processes tile: one excursion is a count, not an alarm
        ToleranceState tolerance = ToleranceState.of(process, recent);
        state.setClassName("abnormal-text", tolerance.abnormal());
        state.setText(recent.isEmpty() ? tolerance.text() : "last " + Formats.number(recent.get(recent.size() - 1)
                .output()) + " " + process.output().unit() + " · " + tolerance.text());
    }
}

package io.targetwise.app.console.process;

import java.util.List;

import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;

import io.targetwise.app.console.chart.TrendChart;
import io.targetwise.app.console.widgets.RunChart;
import io.targetwise.app.events.ProcessActivity.Kind;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.readings.Reading;
import io.targetwise.app.readings.ReadingRange;
import io.targetwise.app.readings.Readings;
import io.targetwise.app.setpoint.SetpointCommandView;
import io.targetwise.app.setpoint.SetpointCommands;

/** The run chart over a chosen range, with the approvals and reverts on it, next to the recent window's histogram. */
final class TrendsPanel extends HorizontalLayout {
    private final RadioButtonGroup<ReadingRange> range = new RadioButtonGroup<>();
    private final TrendChart runChart;
    private final TrendChart histogram;
    private final ProcessDefinition process;
    private final Readings readings;
    private final SetpointCommands commands;
    private List<Reading> recent = List.of();
    private List<SetpointCommandView> auditTrail = List.of();

    TrendsPanel(ProcessPage page, Readings readings, SetpointCommands commands) {
        this.process = page.process();
        this.readings = readings;
        this.commands = commands;
        runChart = RunChart.create(process);
        runChart.setId("run-chart");
        histogram = CapabilityHistogram.create(process);
        histogram.setId("capability-histogram");
        range.setId("reading-range");
        range.setItems(ReadingRange.values());
        range.setItemLabelGenerator(r -> r.label);
        range.setValue(ReadingRange.RECENT);
        range.addValueChangeListener(e -> drawRunChart());
        VerticalLayout run = new VerticalLayout(range, runChart);
        run.setPadding(false);
        run.setSpacing(false);
        run.setMinWidth("0");
        histogram.setWidth("40%");
        add(run, histogram);
        setWidthFull();
        setFlexGrow(1, run);
        // The histogram keeps its 40 %: shrunk to what the run chart's controls left, its title did not fit.
        setFlexShrink(0, histogram);
        setAlignItems(FlexComponent.Alignment.END);
        page.drawOn(this, this::refreshReadings, Kind.MEASUREMENTS);
        page.drawOn(this, this::refreshCommands, Kind.PROPOSALS, Kind.SETPOINT_COMMANDS);
    }

    private void refreshReadings() {
        recent = readings.recent(process.id());
        drawRunChart();
        CapabilityHistogram.draw(histogram, process, recent);
    }

    /** Approvals and reverts are marked on the run chart. */
    private void refreshCommands() {
        auditTrail = commands.auditTrail(process, ProcessPage.SHOWN);
        drawRunChart();
    }

    private void drawRunChart() {
        List<Reading> shown = range.getValue() == ReadingRange.RECENT ? recent
                : readings.inRange(process.id(), range.getValue());
        RunChart.draw(runChart, process, shown, auditTrail);
        range.setHelperText(shown.size() == Readings.MAX_READINGS
                ? "the newest " + Readings.MAX_READINGS + " readings of the range" : null);
    }
}

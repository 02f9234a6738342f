package io.targetwise.app.console.processes;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.annotation.security.PermitAll;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexLayout;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;

import io.targetwise.app.autopilot.AutopilotState;
import io.targetwise.app.autopilot.AutopilotText;
import io.targetwise.app.autopilot.AutopilotView;
import io.targetwise.app.autopilot.Autopilots;
import io.targetwise.app.common.Formats;
import io.targetwise.app.console.MainLayout;
import io.targetwise.app.console.Routes;
import io.targetwise.app.console.chart.TrendChart;
import io.targetwise.app.console.live.ConsoleBroadcaster;
import io.targetwise.app.console.live.LiveUpdates;
import io.targetwise.app.console.widgets.RunChart;
import io.targetwise.app.monitoring.ProcessMonitor;
import io.targetwise.app.monitoring.ProcessStatus;
import io.targetwise.app.monitoring.ToleranceState;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;

/** Every process as a tile: its state by exception, a short trend, what awaits a decision, and its autopilot. */
@Route(value = Routes.PROCESSES, layout = MainLayout.class)
@PageTitle("Processes · Targetwise")
@PermitAll
public class ProcessesView extends VerticalLayout {
    private final FlexLayout tiles = new FlexLayout();
    private final Map<Long, ProcessTile> shown = new LinkedHashMap<>();
    private final ProcessService processes;
    private final ProcessMonitor monitor;
    private final Autopilots autopilots;

    public ProcessesView(ProcessService processes, ProcessMonitor monitor, Autopilots autopilots,
            ConsoleBroadcaster broadcaster) {
        this.processes = processes;
        this.monitor = monitor;
        this.autopilots = autopilots;
        tiles.setFlexWrap(FlexLayout.FlexWrap.WRAP);
        tiles.getStyle().set("gap", "var(--lumo-space-m)");
        add(new H2("Processes"), tiles);
        refresh();
        LiveUpdates.refreshOn(this, broadcaster, activity -> true, this::refresh);
    }

    /** Updates the tiles in place, so links and charts stay put while readings stream in. */
    private void refresh() {
        List<ProcessDefinition> all = processes.list();
        if (!all.stream().map(ProcessDefinition::id).toList().equals(List.copyOf(shown.keySet()))) {
            tiles.removeAll();
            shown.clear();
            all.forEach(p -> shown.put(p.id(), new ProcessTile(p)));
            tiles.add(shown.values().toArray(ProcessTile[]::new));
        }
        all.forEach(p -> shown.get(p.id()).show(monitor.status(p), autopilots.view(p.id())));
    }

    /**
     * One process: red border and text only when its latest reading is out of tolerance or it is not capable; a red
     * line when its readings stopped.
     */
    private static final class ProcessTile extends Div {
        private final Span state;
        private final Span lastValue;
        private final Span capability;
        private final Span openProposals;
        private final Span campaign;
        private final Span readings;
        private final Span autopilot;
        private final TrendChart trend;

        ProcessTile(ProcessDefinition process) {
            addClassName("process-tile");
            setId("process-tile-" + process.id());
            state = part("state");
            lastValue = part("last");
            capability = part("capability");
            openProposals = part("decisions");
            campaign = part("model");
            readings = part("readings");
            autopilot = part("autopilot");
            readings.addClassName("abnormal-text");
            trend = RunChart.sparkline(process);
            add(new HorizontalLayout(new H3(new Anchor(Routes.process(process.id()), process.name())), state),
                    readings, trend,
                    figure("last", lastValue), figure("target [LSL, USL]", new Span(Formats.number(process.target())
                            + " [" + Formats.number(process.lowerSpecLimit()) + ", "
                            + Formats.number(process.upperSpecLimit()) + "] " + process.output().unit())),
                    figure("recent window", capability), figure("decisions", openProposals), figure("model", campaign),
                    figure("autopilot", autopilot));
        }

        void show(ProcessStatus status, AutopilotView pilot) {
            // A suspended autopilot fell back on its own and waits for a person: in the alarm colour
            autopilot.setText(AutopilotText.state(pilot).replaceFirst("^Autopilot ", ""));
            autopilot.setClassName("abnormal-text", pilot.state() == AutopilotState.SUSPENDED);
            ToleranceState tolerance = status.toleranceState();
            setClassName("abnormal", tolerance.abnormal());
            state.setClassName("abnormal-text", tolerance.abnormal());
            state.setText(tolerance.text());
            lastValue.setText(status.last().map(r -> Formats.number(r.output()) + " " + status.process().output().unit())
                    .orElse("–"));
            var c = status.capability();
            capability.setText("Cpk " + Formats.index(c.cpk()) + " · Ppk " + Formats.index(c.ppk()) + " (n = " + c.n() + ")");
            capability.setClassName("abnormal-text", c.cpk().isPresent() && c.cpk().getAsDouble() < 1);
            openProposals.setText(status.openProposals() == 0 ? "no open proposal"
                    : status.openProposals() + " open proposal" + (status.openProposals() == 1 ? "" : "s"));
            campaign.setText((status.campaign().active() ? "campaign active" : "campaign paused") + " · "
                    + status.campaign().surrogate().id() + " / " + status.campaign().acquisition().id()
                    + status.modelVersion().map(v -> " · model v" + v).orElse(""));
            readings.setVisible(status.readingsStoppedSince().isPresent());
            readings.setText(status.readingsStoppedSince().map(at -> "READINGS STOPPED · last received " + Formats.time(at))
                    .orElse(""));
            RunChart.drawSparkline(trend, status);
        }

        /** A figure of this tile, named by the tile's id and its part: e.g. {@code process-tile-7-state}. */
        private Span part(String name) {
            Span part = new Span();
            part.setId(getId().orElseThrow() + "-" + name);
            return part;
        }

        private static Div figure(String label, Span value) {
            Span caption = new Span(label + ": ");
            caption.addClassName("figure-label");
            return new Div(caption, value);
        }
    }
}

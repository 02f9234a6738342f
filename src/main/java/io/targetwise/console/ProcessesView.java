package io.targetwise.console;

import jakarta.annotation.security.PermitAll;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexLayout;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouterLink;

import io.targetwise.console.chart.TrendChart;
import io.targetwise.console.data.ProcessMonitor;
import io.targetwise.console.data.ProcessStatus;
import io.targetwise.console.live.ConsoleBroadcaster;
import io.targetwise.console.live.LiveUpdates;
import io.targetwise.console.process.ProcessView;
import io.targetwise.console.process.RunChart;
import io.targetwise.process.ProcessService;

/** Every process as a tile: its state by exception, a short trend, and what awaits a decision. */
@Route(value = "", layout = MainLayout.class)
@PageTitle("Processes · Targetwise")
@PermitAll
public class ProcessesView extends VerticalLayout {
    final FlexLayout tiles = new FlexLayout();
    private final ProcessService processes;
    private final ProcessMonitor monitor;

    public ProcessesView(ProcessService processes, ProcessMonitor monitor, ConsoleBroadcaster broadcaster) {
        this.processes = processes;
        this.monitor = monitor;
        tiles.setFlexWrap(FlexLayout.FlexWrap.WRAP);
        tiles.getStyle().set("gap", "var(--lumo-space-m)");
        add(new H2("Processes"), tiles);
        refresh();
        LiveUpdates.refreshOn(this, broadcaster, activity -> true, this::refresh);
    }

    private void refresh() {
        tiles.removeAll();
        processes.list().forEach(process -> tiles.add(new ProcessTile(monitor.status(process))));
    }

    /** One process: red border and text only when its latest reading is out of tolerance or it is not capable. */
    static final class ProcessTile extends Div {
        final Span state = new Span();
        final Span lastValue = new Span();
        final Span capability = new Span();
        final Span openProposals = new Span();
        final Span campaign = new Span();

        ProcessTile(ProcessStatus status) {
            addClassName("process-tile");
            setId("process-tile-" + status.process().id());
            String unit = status.process().output().unit();
            status.last().ifPresentOrElse(last -> {
                boolean inside = ProcessStatus.inTolerance(status.process(), last.output());
                state.setText(inside ? "in tolerance" : "OUT OF TOLERANCE");
                lastValue.setText(Formats.number(last.output()) + " " + unit);
                if (!inside) {
                    addClassName("abnormal");
                    state.addClassName("abnormal-text");
                }
            }, () -> {
                state.setText("no readings yet");
                lastValue.setText("–");
            });
            var c = status.capability();
            capability.setText("Cpk " + Formats.index(c.cpk()) + " · Ppk " + Formats.index(c.ppk()) + " (n = " + c.n() + ")");
            if (c.cpk().isPresent() && c.cpk().getAsDouble() < 1) {
                capability.addClassName("abnormal-text");
            }
            openProposals.setText(status.openProposals() == 0 ? "no open proposal"
                    : status.openProposals() + " open proposal" + (status.openProposals() == 1 ? "" : "s"));
            campaign.setText((status.campaign().active() ? "campaign active" : "campaign paused") + " · "
                    + status.campaign().surrogate() + " / " + status.campaign().acquisition()
                    + status.modelVersion().map(v -> " · model v" + v).orElse(""));

            TrendChart trend = RunChart.sparkline(status);
            add(new HorizontalLayout(new H3(new RouterLink(status.process().name(), ProcessView.class,
                    status.process().id())), state), trend,
                    figure("last", lastValue), figure("target [LSL, USL]", new Span(Formats.number(status.process().target())
                            + " [" + Formats.number(status.process().lowerSpecLimit()) + ", "
                            + Formats.number(status.process().upperSpecLimit()) + "] " + unit)),
                    figure("recent window", capability), figure("decisions", openProposals), figure("model", campaign));
        }

        private static Div figure(String label, Span value) {
            Span caption = new Span(label + ": ");
            caption.addClassName("figure-label");
            return new Div(caption, value);
        }
    }
}

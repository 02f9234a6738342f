package io.targetwise.app.console.chains;

import java.util.List;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;

import io.targetwise.app.chain.ChainViews.ChainPlanView;
import io.targetwise.app.chain.ChainViews.FinalForecast;
import io.targetwise.app.chain.ChainViews.StagePlanView;
import io.targetwise.app.common.Formats;
import io.targetwise.app.process.ProcessDefinition;

/**
 * A chain plan: one card per stage in line order (its setpoints, or what it measured for a piece part-way along;
 * an intermediate stage's predicted output and share within its limits), then the final forecast with both kinds of
 * uncertainty.
 */
public class PlanPanel extends VerticalLayout {
    final Span status = new Span("No plan yet.");
    final FlexLayout stages = new FlexLayout();
    final Div forecast = new Div();
    private final List<ProcessDefinition> processes;

    public PlanPanel(List<ProcessDefinition> processes) {
        this.processes = processes;
        stages.setFlexWrap(FlexLayout.FlexWrap.WRAP);
        stages.getStyle().set("gap", "var(--lumo-space-m)");
        forecast.setId("chain-forecast");
        add(new H3("Plan"), status, stages, forecast);
        setPadding(false);
    }

    public void showPlanning(String what) {
        status.setText("Fitting every stage's model and planning " + what + " …");
        status.removeClassName("abnormal-text");
    }

    public void showUnavailable(String reason) {
        status.setText(reason);
        status.addClassName("abnormal-text");
    }

    public void show(ChainPlanView plan) {
        status.removeClassName("abnormal-text");
        status.setText(plan.batchId() == null ? "Setpoints for every stage, before the first runs."
                : "Setpoints for the stages piece " + plan.batchId() + " has still to go through.");
        stages.removeAll();
        for (StagePlanView stage : plan.stages()) {
            stages.add(card(stage, processes.get(stage.position())));
        }
        forecast.removeAll();
        FinalForecast f = plan.forecast();
        String unit = " " + f.unit();
        forecast.add(new Span("Final " + f.output() + ": " + Formats.number(f.mean()) + unit + " (target "
                + Formats.number(f.target()) + unit + ") · model uncertainty σe " + Formats.number(f.epistemicSd())
                + unit + " · process spread σa " + Formats.number(f.aleatoricSd()) + unit + " · expected squared error "
                + Formats.number(f.expectedError()) + " · intermediates within limits " + Formats.percent(f.conformance())));
    }

    private static Div card(StagePlanView stage, ProcessDefinition process) {
        Div card = new Div();
        card.addClassName("chain-stage");
        card.setId("chain-stage-" + stage.position());
        card.add(new H3((stage.position() + 1) + " · " + stage.processName()));
        String unit = " " + process.output().unit();
        if (stage.setpoints() == null) {
            card.add(new Div(new Span(stage.measuredOutput() == null ? "run"
                    : "measured " + process.output().name() + " " + Formats.number(stage.measuredOutput()) + unit)));
            return card;
        }
        card.add(new Div(new Span("run at " + Formats.setpoints(stage.setpoints()))));
        if (stage.predictedMean() != null) {
            Span predicted = new Span("expected " + process.output().name() + " " + Formats.number(stage.predictedMean())
                    + " ± " + Formats.number(stage.predictedSd()) + unit + " · within [" + Formats.number(
                    process.lowerSpecLimit()) + ", " + Formats.number(process.upperSpecLimit()) + "]: "
                    + Formats.percent(stage.withinLimits()));
            predicted.setClassName("abnormal-text", stage.withinLimits() < 0.9);
            card.add(new Div(predicted));
        }
        return card;
    }
}

package io.targetwise.app.console.process;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;

import io.targetwise.app.autopilot.AutopilotState;
import io.targetwise.app.autopilot.AutopilotView;
import io.targetwise.app.campaign.InitialDesign;
import io.targetwise.app.common.Formats;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.proposal.ProposalView;
import io.targetwise.app.readings.Reading;
import io.targetwise.core.proposal.MeanForecast;

/**
 * The process view's first line: what waits for a decision, in one sentence with the decision's controls next to it,
 * or the state when nothing does. It says what the proposal will do (the setpoint move, and the forecast for the mean
 * of the process's replicates with the sd the console later judges it by) and why it matters now (the last reading
 * against the target), and why the autopilot left it to a person when it did. The controls come from the
 * {@link ProposalPanel}, which fires the decisions; the banner only places them.
 */
final class DecisionBanner extends Div {
    final Span line = new Span();
    private final Div actions = new Div();
    private final ProcessDefinition process;
    private List<ProposalView> open = List.of();
    private InitialDesign design;
    private Reading last;
    private AutopilotView autopilot;

    DecisionBanner(ProcessDefinition process) {
        this.process = process;
        setId("decision");
        addClassNames("panel", "decision-banner");
        line.setId("decision-line");
        actions.addClassName("decision-actions");
        add(line, actions);
    }

    /** The open proposals (newest first), the initial design's progress and the newest open proposal's controls. */
    void showDecision(List<ProposalView> newestFirst, InitialDesign initialDesign, Component decide) {
        open = newestFirst;
        design = initialDesign;
        actions.removeAll();
        if (decide != null) {
            actions.add(decide);
        }
        describe();
    }

    /** The autopilot's state: while ON it decides what meets its limits, and says why it left a proposal. */
    void showAutopilot(AutopilotView state) {
        autopilot = state;
        describe();
    }

    /** The newest reading: where the process runs and what it makes; null before the first. */
    void showReading(Reading newest) {
        last = newest;
        describe();
    }

    private void describe() {
        String unit = process.output().unit();
        String now = last == null ? "" : " (last reading " + Formats.number(last.output()) + " " + unit
                + " against a target of " + Formats.number(process.target()) + " " + unit + ")";
        Map<String, Double> running = last == null ? Map.of() : process.namedSetpoints(last.setpoint().toArray());
        setClassName("decision-open", !open.isEmpty());
        if (!open.isEmpty()) {
            ProposalView p = open.get(0);
            String more = open.size() == 1 ? "" : "; " + (open.size() - 1) + " more open under Proposals";
            int n = process.replicates();
            double sd = new MeanForecast(p.predictedMean(), p.epistemicSd(), p.aleatoricSd()).sd(n);
            line.setText("Proposal " + p.id() + " waits for approval: " + moves(p, running) + ", forecast for the"
                    + " mean of " + n + " readings " + Formats.number(p.predictedMean()) + " " + unit + ", 1σ "
                    + Formats.number(sd) + " " + unit + now + more + "." + (p.autopilotHold() == null ? ""
                            : " " + p.autopilotHold() + "."));
        } else if (design != null && !design.complete()) {
            String described = design.describe();
            line.setText(Character.toUpperCase(described.charAt(0)) + described.substring(1)
                    + ", no decision needed: the campaign proposes once it is complete" + now + ".");
        } else if (autopilot != null && autopilot.state() == AutopilotState.ON) {
            line.setText("Autopilot ON, no decision needed: it applies the next proposal that meets its limits" + now
                    + ".");
        } else if (last == null) {
            line.setText("No reading yet, no decision needed.");
        } else {
            line.setText("Running at " + setpoint(running) + ", no decision needed: the campaign proposes when this"
                    + " setpoint's replicates are complete" + now + ".");
        }
    }

    /** "press stroke 62.5 → 71 mm, ..." for the variables the proposal moves; all of them before the first reading. */
    private String moves(ProposalView p, Map<String, Double> running) {
        List<String> moves = new ArrayList<>();
        for (ProcessDefinition.DesignVariable v : process.designVariables()) {
            Double from = running.get(v.name());
            double to = p.setpoints().get(v.name());
            if (from == null) {
                moves.add(v.name() + " to " + Formats.number(to) + " " + v.unit());
            } else if (from != to) {
                moves.add(v.name() + " " + Formats.number(from) + " → " + Formats.number(to) + " " + v.unit());
            }
        }
        return moves.isEmpty() ? "stay at the running setpoint" : "move " + String.join(", ", moves);
    }

    private String setpoint(Map<String, Double> running) {
        return process.designVariables().stream().filter(v -> running.containsKey(v.name()))
                .map(v -> v.name() + " " + Formats.number(running.get(v.name())) + " " + v.unit())
                .collect(Collectors.joining(", "));
    }
}

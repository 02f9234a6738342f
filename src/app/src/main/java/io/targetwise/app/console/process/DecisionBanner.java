package io.targetwise.app.console.process;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;

import io.targetwise.app.autopilot.AutopilotState;
import io.targetwise.app.autopilot.AutopilotView;
import io.targetwise.app.autopilot.Autopilots;
import io.targetwise.app.campaign.InitialDesign;
import io.targetwise.app.common.Formats;
import io.targetwise.app.events.ProcessActivity.Kind;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.proposal.ProposalView;
import io.targetwise.app.readings.Reading;

/**
 * The process view's first line: what waits for a decision, in one sentence with the decision's controls next to it,
 * or the state when nothing does. It says what the proposal will do (the setpoint move, and the forecast for the mean
 * of the process's replicates with the sd the console later judges it by) and why it matters now (the last reading
 * against the target), and why the autopilot left it to a person when it did. The newest open proposal is decided
 * right here, as on its card under Proposals.
 */
final class DecisionBanner extends Div {
    private final Span line = new Span();
    private final Div actions = new Div();
    private final ProcessDefinition process;
    private final ProposalDesk desk;
    private final Autopilots autopilots;
    private List<ProposalView> open = List.of();
    private InitialDesign design;
    private Optional<Reading> last = Optional.empty();
    private AutopilotView autopilot;

    DecisionBanner(ProcessPage page, ProposalDesk desk, Autopilots autopilots) {
        this.process = page.process();
        this.desk = desk;
        this.autopilots = autopilots;
        setId("decision");
        addClassNames("panel", "decision-banner");
        line.setId("decision-line");
        actions.addClassName("decision-actions");
        add(line, actions);
        // Each part on its own: a new reading must not clear the reason being typed next to the buttons
        page.drawOn(this, this::showProposals, Kind.PROPOSALS, Kind.SETPOINT_COMMANDS);
        page.drawOn(this, this::showReading, Kind.MEASUREMENTS);
        page.drawOn(this, this::showAutopilot, Kind.AUTOPILOT);
    }

    /** The open proposals (newest first), the initial design's progress and the newest open proposal's controls. */
    private void showProposals() {
        open = desk.open();
        design = desk.design();
        actions.removeAll();
        if (!open.isEmpty()) {
            DecisionForm decide = new DecisionForm("decision-form", open.get(0).id());
            decide.addDecidedListener(desk::decide);
            actions.add(decide);
        }
        describe();
    }

    private void showReading() {
        last = desk.last();
        describe();
    }

    private void showAutopilot() {
        autopilot = autopilots.view(process.id());
        describe();
    }

    private void describe() {
        setClassName("decision-open", !open.isEmpty());
        line.setText(sentence(process, open, design, last, autopilot));
    }

    /**
     * The banner's sentence.
     *
     * @param newestFirst the open proposals
     * @param design the initial design's progress; null while unknown
     * @param last the newest reading; empty before the first
     * @param autopilot the autopilot's state: while ON it decides what meets its limits; null while unknown
     */
    static String sentence(ProcessDefinition process, List<ProposalView> newestFirst, InitialDesign design,
            Optional<Reading> last, AutopilotView autopilot) {
        String unit = process.output().unit();
        String now = last.map(r -> " (last reading " + Formats.number(r.output()) + " " + unit
                + " against a target of " + Formats.number(process.target()) + " " + unit + ")").orElse("");
        Map<String, Double> running = ProposalDesk.running(process, last);
        if (!newestFirst.isEmpty()) {
            ProposalView p = newestFirst.get(0);
            String more = newestFirst.size() == 1 ? "" : "; " + (newestFirst.size() - 1) + " more open under Proposals";
            int n = process.replicates();
            String forecast = p.initialDesign() ? ", a point of the initial design (no forecast before a model)"
                    : ", forecast for the mean of " + n + " readings " + Formats.number(p.predictedMean()) + " " + unit
                            + ", 90 % interval ± " + Formats.number(p.forecast().halfWidth90(n)) + " " + unit;
            return "Proposal " + p.id() + " waits for approval: " + moves(process, p, running) + forecast + now + more
                    + "." + (p.autopilotHold() == null ? "" : " " + p.autopilotHold() + ".");
        }
        if (design != null && !design.complete()) {
            String described = design.describe();
            return Character.toUpperCase(described.charAt(0)) + described.substring(1)
                    + ", no decision needed: the campaign proposes once it is complete" + now + ".";
        }
        if (autopilot != null && autopilot.state() == AutopilotState.ON) {
            return "Autopilot ON, no decision needed: it applies the next proposal that meets its limits" + now + ".";
        }
        if (last.isEmpty()) {
            return "No reading yet, no decision needed.";
        }
        return "Running at " + setpoint(process, running) + ", no decision needed: the campaign proposes when this"
                + " setpoint's replicates are complete" + now + ".";
    }

    /** "press stroke 62.5 → 71 mm, ..." for the variables the proposal moves; all of them before the first reading. */
    private static String moves(ProcessDefinition process, ProposalView p, Map<String, Double> running) {
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

    private static String setpoint(ProcessDefinition process, Map<String, Double> running) {
        return process.designVariables().stream().filter(v -> running.containsKey(v.name()))
                .map(v -> v.name() + " " + Formats.number(running.get(v.name())) + " " + v.unit())
                .collect(Collectors.joining(", "));
    }
}

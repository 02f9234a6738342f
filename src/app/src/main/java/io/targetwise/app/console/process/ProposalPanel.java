package io.targetwise.app.console.process;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.H4;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;

import io.targetwise.app.campaign.InitialDesign;
import io.targetwise.app.common.Formats;
import io.targetwise.app.events.ProcessActivity.Kind;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.proposal.ProposalView;
import io.targetwise.app.setpoint.SetpointCommandView;
import io.targetwise.app.setpoint.SetpointCommands;
import io.targetwise.core.proposal.SelectionRule;

/**
 * What the campaign proposes and what people decided: each open proposal with its predicted outcome, its change
 * from the running setpoint and why it was chosen; approve or reject with a reason; revert to the last good
 * setpoint; and the audit trail of setpoint commands.
 */
final class ProposalPanel extends VerticalLayout {
    private final VerticalLayout proposals = new VerticalLayout();
    private final ReasonField revertReason = new ReasonField("Reason to revert", "revert-reason");
    private final Grid<SetpointCommandView> auditTrail = new Grid<>();
    private final ProcessDefinition process;
    private final ProposalDesk desk;
    private final SetpointCommands commands;

    ProposalPanel(ProcessPage page, ProposalDesk desk, SetpointCommands commands) {
        this.process = page.process();
        this.desk = desk;
        this.commands = commands;
        Button revert = new Button("Revert to last good setpoint",
                click -> revertReason.required().ifPresent(desk::revert));
        revert.setId("revert");
        HorizontalLayout revertRow = new HorizontalLayout(revertReason, revert);
        revertRow.setAlignItems(FlexComponent.Alignment.BASELINE);
        configureAuditTrail();
        proposals.setId("open-proposals");
        proposals.setPadding(false);
        add(new H3("Open proposals"), proposals, new H3("Revert"), revertRow, new H3("Audit trail"), auditTrail);
        setPadding(false);
        page.drawOn(this, this::refresh, Kind.PROPOSALS, Kind.SETPOINT_COMMANDS);
    }

    private void refresh() {
        List<ProposalView> open = desk.open();
        InitialDesign design = desk.design();
        Map<String, Double> running = ProposalDesk.running(process, desk.last());
        proposals.removeAll();
        if (open.isEmpty()) {
            Span none = new Span(design.complete()
                    ? "No open proposal: the campaign proposes when a setpoint's replicates are complete."
                    : "No open proposal: " + design.describe() + "; the campaign proposes once it is complete.");
            none.setId("no-proposal");
            proposals.add(none);
        }
        open.forEach(p -> proposals.add(card(p, running)));
        auditTrail.setItems(commands.auditTrail(process, ProcessPage.SHOWN));
    }

    private Div card(ProposalView p, Map<String, Double> running) {
        String unit = process.output().unit();
        Div card = new Div();
        card.addClassName("panel");
        card.setId("proposal-" + p.id());
        Grid<SetpointChange> changes = new Grid<>();
        changes.setId(card.getId().orElseThrow() + "-changes");
        // Headers such as "effect on spread σ [mm]" are longer than the figures under them: columns as wide as
        // their header, wrapping where the card is narrower than all of them.
        changes.addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_WRAP_CELL_CONTENT);
        changes.addColumn(SetpointChange::variable).setHeader("setpoint");
        changes.addColumn(c -> c.running() == null ? "–" : Formats.number(c.running())).setHeader("running");
        changes.addColumn(c -> Formats.number(c.proposed())).setHeader("proposed");
        changes.addColumn(c -> c.running() == null ? "–" : signed(c.proposed() - c.running())).setHeader("change");
        changes.addColumn(c -> c.effect() == null ? "–" : signed(c.effect().meanEffect()))
                .setHeader("effect on mean [" + unit + "]");
        changes.addColumn(c -> c.effect() == null ? "–" : signed(c.effect().spreadEffect()))
                .setHeader("effect on spread σ [" + unit + "]");
        changes.getColumns().forEach(c -> c.setAutoWidth(true));
        changes.setItems(SetpointChange.of(process, running, p));
        changes.setAllRowsVisible(true);

        if (p.initialDesign()) {
            card.add(new H4("Proposal " + p.id() + " · initial design · " + Formats.time(p.createdAt())), changes,
                    line("predicted outcome", "none: no model has seen the process yet"));
        } else {
            card.add(new H4("Proposal " + p.id() + " · model v" + p.modelVersion() + " · "
                    + Formats.time(p.createdAt())), changes,
                    line("predicted outcome", Formats.number(p.predictedMean()) + " " + unit + "  ± "
                            + Formats.number(p.epistemicSd()) + " (model, 1σ)  ± " + Formats.number(p.aleatoricSd())
                            + " (process spread, 1σ)"),
                    line("expected squared error Ê", Formats.number(p.expectedSquaredError()) + " " + unit + "²"),
                    line("probability in tolerance", Formats.percent(p.insideSpecProbability())));
        }
        card.add(line("searched within", p.searchedWithin() == null ? "not recorded" : p.searchedWithin()),
                line("reason", reasonText(p)));
        DecisionForm decide = new DecisionForm(card.getId().orElseThrow() + "-decision", p.id());
        decide.addDecidedListener(desk::decide);
        card.add(decide);
        return card;
    }

    /**
     * Why the campaign chose this setpoint: the rule and its reason as the campaign recorded them, against the best
     * setpoint run so far; a fallback proposal says so first, and a run of them is flagged; a drift compensation says
     * so first and gives its Ê with the drift added.
     */
    static String reasonText(ProposalView p) {
        if (p.initialDesign()) {
            return p.reason() + ".";
        }
        boolean compensation = p.rule().equals(SelectionRule.OFFSET_COMPENSATION.id());
        // E_min was judged before the drift; a compensation's Ê includes it, so the two do not compare.
        String against = compensation ? " Its Ê with the drift added is " + Formats.number(p.expectedSquaredError())
                + "." : " Best setpoint run so far: E_min = " + Formats.number(p.incumbentError()) + " at "
                + Formats.setpoints(p.incumbentSetpoints()) + "; this one's Ê is "
                + Formats.number(p.expectedSquaredError())
                + (p.expectedSquaredError() < p.incumbentError() ? ", below" : ", not yet below") + " it.";
        String rule = p.rule().equals(SelectionRule.FALLBACK.id())
                ? "FALLBACK (the " + p.acquisition() + " acquisition was flat): "
                : compensation ? "DRIFT COMPENSATION: " : "";
        String flag = p.flagged() ? " " + p.fallbackStreak() + " proposals in a row came from the fallback: the model"
                + " sees no setpoint that can improve on the best one. More replicates at the best setpoint or a wider"
                + " search space may help." : "";
        // Proposals stored before the rule was recorded have no reason of their own.
        String why = p.reason().isBlank() ? "chosen by " + p.acquisition() : p.reason();
        return rule + why + "." + against + flag;
    }

    private static Div line(String label, String value) {
        Span caption = new Span(label + ": ");
        caption.addClassName("figure-label");
        return new Div(caption, new Span(value));
    }

    private static String signed(double v) {
        return (v > 0 ? "+" : "") + Formats.number(v);
    }

    private void configureAuditTrail() {
        auditTrail.addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_ROW_STRIPES,
                GridVariant.LUMO_WRAP_CELL_CONTENT);
        auditTrail.addColumn(c -> Formats.time(c.issuedAt())).setHeader("issued").setAutoWidth(true);
        auditTrail.addColumn(SetpointCommandView::kind).setHeader("command").setAutoWidth(true);
        auditTrail.addColumn(SetpointCommandView::issuedBy).setHeader("by").setAutoWidth(true);
        auditTrail.addColumn(c -> Formats.setpoints(c.setpoints())).setHeader("setpoint").setFlexGrow(3);
        auditTrail.addColumn(SetpointCommandView::reason).setHeader("reason").setFlexGrow(2);
        auditTrail.addColumn(c -> c.publishedAt() == null ? "not yet sent" : Formats.time(c.publishedAt()))
                .setHeader("sent to plant").setAutoWidth(true);
        auditTrail.setAllRowsVisible(true);
        auditTrail.setId("audit-trail");
    }

    /**
     * One row of a proposal's setpoint table: the running and proposed values, and the model's predicted effect of the
     * variable's move (from where it ran when the proposal was made) on the mean and the spread; no effect for
     * proposals made before effects were recorded.
     */
    record SetpointChange(String variable, Double running, double proposed, ProposalView.Effect effect) {

        static List<SetpointChange> of(ProcessDefinition process, Map<String, Double> running, ProposalView proposal) {
            Map<String, ProposalView.Effect> effects = new HashMap<>();
            proposal.effects().forEach(e -> effects.put(e.variable(), e));
            List<SetpointChange> rows = new ArrayList<>();
            for (ProcessDefinition.DesignVariable v : process.designVariables()) {
                rows.add(new SetpointChange(Formats.quantity(v.name(), v.unit()), running.get(v.name()),
                        proposal.setpoints().get(v.name()), effects.get(v.name())));
            }
            return rows;
        }
    }
}

package io.targetwise.app.console.chains;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

import jakarta.annotation.security.PermitAll;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.router.BeforeEvent;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.HasUrlParameter;
import com.vaadin.flow.router.Route;

import io.targetwise.app.chain.ChainDefinition;
import io.targetwise.app.chain.ChainPlanning;
import io.targetwise.app.chain.ChainService;
import io.targetwise.app.chain.ChainViews.ChainPlanView;
import io.targetwise.app.chain.ChainViews.ChainRunView;
import io.targetwise.app.common.Formats;
import io.targetwise.app.common.NotFoundException;
import io.targetwise.app.console.ConsoleActs;
import io.targetwise.app.console.MainLayout;
import io.targetwise.app.console.Routes;
import io.targetwise.app.console.live.ConsoleBroadcaster;
import io.targetwise.app.console.live.LiveUpdates;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.security.Roles;
import io.targetwise.core.surrogate.ModelFittingException;

/** One chain: its stages in line order, a plan on request, and the newest pieces through its stages, live. */
@Route(value = Routes.CHAIN, layout = MainLayout.class)
@PermitAll
public class ChainView extends VerticalLayout implements HasUrlParameter<Long>, HasDynamicTitle {
    static final int RUNS_SHOWN = 20;
    final Span line = new Span();
    final PlanForm form = new PlanForm();
    final Grid<ChainRunView> runs = new Grid<>();
    private final ChainService chains;
    private final ChainPlanning planning;
    private final ProcessService processes;
    private final ConsoleBroadcaster broadcaster;
    private final ConsoleActs acts;
    private ChainDefinition chain;
    private PlanPanel plan;

    public ChainView(ChainService chains, ChainPlanning planning, ProcessService processes,
            ConsoleBroadcaster broadcaster, ConsoleActs acts) {
        this.chains = chains;
        this.planning = planning;
        this.processes = processes;
        this.broadcaster = broadcaster;
        this.acts = acts;
    }

    @Override
    public void setParameter(BeforeEvent event, Long chainId) {
        chain = chains.find(chainId).orElseThrow(() -> new NotFoundException("no process chain with id " + chainId));
        List<ProcessDefinition> stages = chain.stages().stream().map(s -> processes.require(s.processId())).toList();
        plan = new PlanPanel(stages);
        line.setId("chain-line");
        line.setText(lineText(chain, stages));
        configureRuns(stages);
        removeAll();
        add(new H2(chain.name()), line, form, plan, new H3("Newest pieces"), runs);
        form.addPlanRequestedListener(e -> acts.act(Roles.OPERATOR, actor -> plan(e.batchId())));
        refreshRuns();
        List<Long> ids = stages.stream().map(ProcessDefinition::id).toList();
        LiveUpdates.refreshOn(this, broadcaster, activity -> ids.contains(activity.processId()), this::refreshRuns);
    }

    @Override
    public String getPageTitle() {
        return (chain == null ? "Chain" : chain.name()) + " · Targetwise";
    }

    private void plan(Optional<String> batchId) {
        form.setBusy(true);
        plan.showPlanning(batchId.map(b -> "the rest of piece " + b).orElse("all stages"));
        CompletableFuture<ChainPlanView> planned = batchId.isPresent() ? planning.replan(chain.id(), batchId.get())
                : planning.planAll(chain.id());
        UI ui = UI.getCurrent();
        planned.whenComplete((result, error) -> ui.access(() -> {
            form.setBusy(false);
            if (error == null) {
                plan.show(result);
            } else {
                Throwable cause = error instanceof CompletionException ? error.getCause() : error;
                plan.showUnavailable(cause instanceof ModelFittingException
                        ? "The data cannot support a plan yet: " + cause.getMessage() : cause.getMessage());
            }
        }));
    }

    private void configureRuns(List<ProcessDefinition> stages) {
        runs.addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_ROW_STRIPES);
        runs.addColumn(ChainRunView::batchId).setHeader("piece").setAutoWidth(true);
        for (int k = 0; k < stages.size(); k++) {
            int stage = k;
            ProcessDefinition process = stages.get(k);
            runs.addColumn(r -> r.stages().get(stage) == null ? "–"
                    : Formats.number(r.stages().get(stage).output()) + " " + process.output().unit() + " at "
                            + Formats.setpoints(r.stages().get(stage).setpoints()))
                    .setHeader((k + 1) + " · " + process.name()).setFlexGrow(1);
        }
        runs.setAllRowsVisible(true);
        runs.setId("chain-runs");
    }

    private void refreshRuns() {
        runs.setItems(chains.runs(chain.id(), RUNS_SHOWN));
    }

    /** "press (height mm) → furnace (hardness HV, target 2 [1.6, 2.4])". */
    static String lineText(ChainDefinition chain, List<ProcessDefinition> stages) {
        StringBuilder text = new StringBuilder();
        for (int k = 0; k < stages.size(); k++) {
            ProcessDefinition p = stages.get(k);
            if (k > 0) {
                text.append(" → (").append(chain.stages().get(k).upstreamVariable()).append(") ");
            }
            text.append(p.name()).append(" [").append(Formats.quantity(p.output().name(), p.output().unit()));
            text.append(k == stages.size() - 1 ? ", target " + Formats.number(p.target()) : ", within")
                    .append(" [").append(Formats.number(p.lowerSpecLimit())).append(", ")
                    .append(Formats.number(p.upperSpecLimit())).append("]]");
        }
        return text.toString();
    }
}

package io.targetwise.app.console.process;

import jakarta.annotation.security.PermitAll;

import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.tabs.Tab;
import com.vaadin.flow.component.tabs.TabSheet;
import com.vaadin.flow.router.BeforeEvent;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.HasUrlParameter;
import com.vaadin.flow.router.NotFoundException;
import com.vaadin.flow.router.Route;

import io.targetwise.app.console.MainLayout;
import io.targetwise.app.console.Routes;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;

/**
 * One process: first what waits for a decision (or that nothing does) and the autopilot's state with its controls,
 * then its alarms, the run chart over a chosen range and the recent window's histogram with its capability, then the
 * proposals with their decisions and audit trail, the model, the campaign's history, how the approved proposals'
 * forecasts fared, and for engineers the import of past runs. Each panel keeps itself current.
 */
@Route(value = Routes.PROCESS, layout = MainLayout.class)
@PermitAll
public class ProcessView extends VerticalLayout implements HasUrlParameter<Long>, HasDynamicTitle {
    private final ProcessService processes;
    private final ProcessPanels panels;
    private String name = "Process";

    public ProcessView(ProcessService processes, ProcessPanels panels) {
        this.processes = processes;
        this.panels = panels;
        setSizeFull();
    }

    @Override
    public void setParameter(BeforeEvent event, Long processId) {
        ProcessDefinition process = processes.find(processId)
                .orElseThrow(() -> new NotFoundException("no process with id " + processId));
        name = process.name();
        ProcessPage page = panels.page(process);
        removeAll();
        add(panels.decision(page), panels.autopilot(page), panels.header(page), panels.alarms(page),
                panels.trends(page), details(page));
    }

    @Override
    public String getPageTitle() {
        return name + " · Targetwise";
    }

    private TabSheet details(ProcessPage page) {
        TabSheet details = new TabSheet();
        details.setId("process-details");
        details.setWidthFull();
        ModelPanel model = panels.model(page);
        CampaignHistoryPanel history = panels.campaignHistory(page);
        details.add("Proposals", panels.proposals(page));
        Tab modelTab = details.add("Model", model);
        details.add("Campaign history", history);
        details.add("Forecasts", panels.forecasts(page));
        if (page.user().engineer()) {
            details.add("Import history", panels.historyUpload(page));
        }
        // A fit takes a while: only for who opens the tab, each time anew
        details.addSelectedChangeListener(e -> {
            if (e.getSelectedTab() == modelTab) {
                model.fit();
            }
        });
        model.addFittedListener(e -> history.refresh());
        return details;
    }
}

package io.targetwise.app.console.editor;

import java.util.List;

import jakarta.annotation.security.RolesAllowed;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.router.BeforeEvent;
import com.vaadin.flow.router.HasUrlParameter;
import com.vaadin.flow.router.NotFoundException;
import com.vaadin.flow.router.OptionalParameter;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;

import io.targetwise.app.campaign.CampaignSettings;
import io.targetwise.app.campaign.CampaignSettingsBody;
import io.targetwise.app.campaign.CampaignSettingsService;
import io.targetwise.app.common.InvalidRequestException;
import io.targetwise.app.console.ConsoleActs;
import io.targetwise.app.console.MainLayout;
import io.targetwise.app.console.Routes;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.security.Roles;

/** Engineers define a process and choose its campaign's surrogate and acquisition; refusals appear at their fields. */
@Route(value = Routes.PROCESS_EDITOR, layout = MainLayout.class)
@PageTitle("Process editor · Targetwise")
@RolesAllowed(Roles.ENGINEER)
public class ProcessEditorView extends VerticalLayout implements HasUrlParameter<Long> {
    /** A new process starts with one empty design variable and the usual three replicates. */
    private static final ProcessDefinition BLANK = new ProcessDefinition(null, "", "",
            List.of(new ProcessDefinition.DesignVariable("", "", null, null, null)), List.of(),
            new ProcessDefinition.Output("", ""), null, null, null, 3);

    private final H2 title = new H2();
    private final ProcessForm form = new ProcessForm();
    private final ProcessService processes;
    private final CampaignSettingsService campaigns;

    public ProcessEditorView(ProcessService processes, CampaignSettingsService campaigns, ConsoleActs acts) {
        this.processes = processes;
        this.campaigns = campaigns;
        form.addSaveListener(e -> acts.act(Roles.ENGINEER, engineer -> save(e.definition(), e.settings())));
        form.addCancelListener(e -> UI.getCurrent().navigate(Routes.PROCESSES));
        add(title, form);
    }

    @Override
    public void setParameter(BeforeEvent event, @OptionalParameter Long processId) {
        if (processId == null) {
            title.setText("New process");
            form.setProcess(BLANK, CampaignSettings.DEFAULTS);
        } else {
            ProcessDefinition process = processes.find(processId)
                    .orElseThrow(() -> new NotFoundException("no process with id " + processId));
            title.setText("Edit " + process.name());
            form.setProcess(process, campaigns.settings(processId));
        }
    }

    private void save(ProcessDefinition definition, CampaignSettingsBody settings) {
        try {
            ProcessDefinition saved = definition.id() == null ? processes.create(definition)
                    : processes.update(definition.id(), definition)
                            .orElseThrow(() -> new NotFoundException("no process with id " + definition.id()));
            campaigns.configure(saved.id(), settings.parse());
            Notification.show("Saved " + saved.name());
            UI.getCurrent().navigate(Routes.process(saved.id()));
        } catch (InvalidRequestException e) {
            form.showErrors(e.errors());
        }
    }
}

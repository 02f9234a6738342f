package io.targetwise.app.console.editor;

import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.vaadin.flow.component.UI;

import io.quarkus.test.junit.QuarkusTest;
import io.targetwise.app.TestUsers;
import io.targetwise.app.campaign.CampaignSettingsService;
import io.targetwise.app.console.ConsoleFixtures;
import io.targetwise.app.console.ConsoleTest;
import io.targetwise.app.console.process.ProcessView;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.security.Role;

@QuarkusTest
class ProcessEditorViewTest extends ConsoleTest {
    @Inject
    ProcessService processes;
    @Inject
    CampaignSettingsService campaigns;

    private ProcessForm edit(ProcessDefinition process) {
        signIn(TestUsers.ENGINEER, Role.ENGINEER);
        UI.getCurrent().navigate(ProcessEditorView.class, process.id());
        return _get(ProcessEditorView.class).form;
    }

    @Test
    void refusalsAppearNextToTheirFieldsAndNothingIsSaved() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        ProcessForm form = edit(process);

        form.designVariables().get(1).upperBound.setValue(-1.0);
        form.target.setValue(20.0);
        form.batchSize.setValue(0);
        form.save.click();

        assertThat(form.designVariables().get(1).upperBound.isInvalid()).isTrue();
        assertThat(form.designVariables().get(1).upperBound.getErrorMessage()).startsWith("must be greater than lowerBound");
        assertThat(form.target.isInvalid()).isTrue();
        assertThat(form.name.isInvalid()).isFalse();
        assertThat(processes.find(process.id()).orElseThrow()).isEqualTo(process);
        assertThat(_find(ProcessView.class)).isEmpty();
    }

    @Test
    void campaignChoicesAreValidatedLikeTheDefinition() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        ProcessForm form = edit(process);
        form.batchSize.setValue(0);
        form.save.click();
        assertThat(form.batchSize.isInvalid()).isTrue();
        assertThat(form.batchSize.getErrorMessage()).isEqualTo("must be between 1 and 20, got 0");
    }

    @Test
    void aValidChangeIsSavedWithTheCampaignChoiceAndOpensTheProcess() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        ProcessForm form = edit(process);

        form.upperSpecLimit.setValue(11.5);
        form.designVariables().get(0).resolution.setValue(0.5);
        form.surrogate.setValue("gp-log-gp");
        form.acquisition.setValue("robust-lcb");
        form.save.click();

        ProcessDefinition saved = processes.find(process.id()).orElseThrow();
        assertThat(saved.upperSpecLimit()).isEqualTo(11.5);
        assertThat(saved.designVariables().get(0).resolution()).isEqualTo(0.5);
        assertThat(campaigns.settings(process.id()).surrogate().id()).isEqualTo("gp-log-gp");
        assertThat(campaigns.settings(process.id()).acquisition().id()).isEqualTo("robust-lcb");
        assertThat(_find(ProcessView.class)).hasSize(1);
    }

    @Test
    void aNewProcessStartsBlankAndIsCreated() {
        signIn(TestUsers.ENGINEER, Role.ENGINEER);
        UI.getCurrent().navigate(ProcessEditorView.class);
        ProcessForm form = _get(ProcessEditorView.class).form;
        form.save.click();
        assertThat(form.name.isInvalid()).isTrue();
        assertThat(form.designVariables().get(0).lowerBound.isInvalid()).isTrue();

        String name = "Extruder " + System.nanoTime();
        form.name.setValue(name);
        form.outputName.setValue("wall thickness");
        form.outputUnit.setValue("mm");
        form.target.setValue(2.0);
        form.lowerSpecLimit.setValue(1.9);
        form.upperSpecLimit.setValue(2.1);
        var row = form.designVariables().get(0);
        row.name.setValue("screw speed");
        row.unit.setValue("rpm");
        row.lowerBound.setValue(10.0);
        row.upperBound.setValue(60.0);
        form.save.click();

        assertThat(processes.findByName(name)).hasValueSatisfying(p -> assertThat(p.designVariables()).hasSize(1));
    }
}

package io.targetwise.app.console.editor;

import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static org.assertj.core.api.Assertions.assertThat;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.NumberField;
import com.vaadin.flow.component.textfield.TextField;

import io.quarkus.test.junit.QuarkusTest;
import io.targetwise.app.TestUsers;
import io.targetwise.app.campaign.CampaignSettingsService;
import io.targetwise.app.console.ConsoleActs;
import io.targetwise.app.console.ConsoleFixtures;
import io.targetwise.app.console.ConsoleTest;
import io.targetwise.app.console.Routes;
import io.targetwise.app.console.process.ProcessView;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.security.NewUser;
import io.targetwise.app.security.Role;
import io.targetwise.app.security.UserService;

@QuarkusTest
class ProcessEditorViewTest extends ConsoleTest {
    @Inject
    ProcessService processes;
    @Inject
    CampaignSettingsService campaigns;
    @Inject
    UserService users;

    private static void edit(ProcessDefinition process) {
        signIn(TestUsers.ENGINEER, Role.ENGINEER);
        UI.getCurrent().navigate(Routes.processEditor(process.id()));
    }

    /** A field of the form, by its path as refusals name it: e.g. {@code designVariables-1-upperBound}. */
    private static <T extends com.vaadin.flow.component.Component> T field(Class<T> type, String path) {
        return byId(type, "process-" + path);
    }

    private static void save() {
        byId(Button.class, "process-save").click();
    }

    @Test
    void refusalsAppearNextToTheirFieldsAndNothingIsSaved() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        edit(process);

        field(NumberField.class, "designVariables-1-upperBound").setValue(-1.0);
        field(NumberField.class, "target").setValue(20.0);
        field(IntegerField.class, "batchSize").setValue(0);
        save();

        assertThat(field(NumberField.class, "designVariables-1-upperBound").isInvalid()).isTrue();
        assertThat(field(NumberField.class, "designVariables-1-upperBound").getErrorMessage())
                .startsWith("must be greater than lowerBound");
        assertThat(field(NumberField.class, "target").isInvalid()).isTrue();
        assertThat(field(TextField.class, "name").isInvalid()).isFalse();
        assertThat(processes.find(process.id()).orElseThrow()).isEqualTo(process);
        assertThat(_find(ProcessView.class)).isEmpty();
    }

    @Test
    void anEditorLeftOpenAfterSigningOutSavesNothing() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        edit(process);
        field(NumberField.class, "upperSpecLimit").setValue(11.5);

        signOutMeanwhile();
        save();

        assertThat(processes.find(process.id()).orElseThrow()).as("saved after signing out").isEqualTo(process);
        assertThat(notifications()).containsExactly(ConsoleActs.SIGNED_OUT);
        assertThat(_find(ProcessView.class)).isEmpty();
    }

    @Test
    void anEngineerDemotedMeanwhileSavesNothing() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        String acting = "soon.operator" + System.nanoTime();
        users.create(new NewUser(acting, "long enough password", Role.ENGINEER), "test setup");
        signIn(acting, Role.ENGINEER);
        UI.getCurrent().navigate(Routes.processEditor(process.id()));
        field(NumberField.class, "upperSpecLimit").setValue(11.5);

        users.delete(acting, "test setup");
        users.create(new NewUser(acting, "long enough password", Role.OPERATOR), "test setup");
        save();

        assertThat(processes.find(process.id()).orElseThrow()).as("saved by a demoted engineer").isEqualTo(process);
        assertThat(notifications()).singleElement().asString().contains("engineer role");
    }

    @Test
    void campaignChoicesAreValidatedLikeTheDefinition() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        edit(process);
        IntegerField batchSize = field(IntegerField.class, "batchSize");
        batchSize.setValue(0);
        save();
        assertThat(batchSize.isInvalid()).isTrue();
        assertThat(batchSize.getErrorMessage()).isEqualTo("must be between 1 and 20, got 0");
    }

    @Test
    @SuppressWarnings("unchecked")
    void aValidChangeIsSavedWithTheCampaignChoiceAndOpensTheProcess() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        edit(process);

        field(NumberField.class, "upperSpecLimit").setValue(11.5);
        field(NumberField.class, "designVariables-0-resolution").setValue(0.5);
        field(ComboBox.class, "surrogate").setValue("gp-log-gp");
        field(ComboBox.class, "acquisition").setValue("robust-lcb");
        save();

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
        UI.getCurrent().navigate(Routes.PROCESS_EDITOR);
        save();
        assertThat(field(TextField.class, "name").isInvalid()).isTrue();
        assertThat(field(NumberField.class, "designVariables-0-lowerBound").isInvalid()).isTrue();

        String name = "Extruder " + System.nanoTime();
        field(TextField.class, "name").setValue(name);
        field(TextField.class, "output-name").setValue("wall thickness");
        field(TextField.class, "output-unit").setValue("mm");
        field(NumberField.class, "target").setValue(2.0);
        field(NumberField.class, "lowerSpecLimit").setValue(1.9);
        field(NumberField.class, "upperSpecLimit").setValue(2.1);
        field(TextField.class, "designVariables-0-name").setValue("screw speed");
        field(TextField.class, "designVariables-0-unit").setValue("rpm");
        field(NumberField.class, "designVariables-0-lowerBound").setValue(10.0);
        field(NumberField.class, "designVariables-0-upperBound").setValue(60.0);
        save();

        assertThat(processes.findByName(name)).hasValueSatisfying(p -> assertThat(p.designVariables()).hasSize(1));
    }
}

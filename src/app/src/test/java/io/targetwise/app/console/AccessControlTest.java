package io.targetwise.app.console;

import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.login.LoginForm;
import com.vaadin.flow.component.sidenav.SideNavItem;
import com.vaadin.flow.router.AccessDeniedException;
import com.vaadin.flow.router.InternalServerError;
import com.vaadin.flow.router.QueryParameters;

import io.quarkus.test.junit.QuarkusTest;
import io.targetwise.app.TestUsers;
import io.targetwise.app.console.chains.ChainsView;
import io.targetwise.app.console.editor.ProcessEditorView;
import io.targetwise.app.console.processes.ProcessesView;
import io.targetwise.app.console.users.UsersView;
import io.targetwise.app.security.Role;
import io.targetwise.app.security.ThrottledSignIn;

import elemental.json.JsonValue;

/** Each view states who may open it; the navigation follows the role. */
@QuarkusTest
class AccessControlTest extends ConsoleTest {

    /**
     * Navigating to the view shows, instead of it, the error page for an access refusal. (Flow 24.9.15 renders that
     * page for the test kit's refusal rather than letting its exception through.)
     */
    private static void assertRefused(Class<? extends Component> view) {
        UI.getCurrent().navigate(view);
        List<Component> shown = UI.getCurrent().getChildren().toList();
        assertThat(shown).as("what the UI shows for %s", view.getSimpleName()).noneMatch(view::isInstance)
                .singleElement().isInstanceOf(InternalServerError.class);
        assertThat(shown.get(0).getElement().getTextRecursively()).contains(AccessDeniedException.class.getName());
    }

    @Test
    void anAnonymousVisitorIsSentToTheSignInView() {
        signIn(null, null);
        UI.getCurrent().navigate(ProcessesView.class);
        assertThat(_find(LoginView.class)).hasSize(1);
        assertThat(_find(ProcessesView.class)).isEmpty();
    }

    @Test
    void aFailedSignInComesBackWithTheErrorShown() {
        signIn(null, null);
        UI.getCurrent().navigate("login", QueryParameters.of("error", ""));
        assertThat(byId(LoginForm.class, "login-form").isError()).isTrue();
    }

    @Test
    void aThrottledSignInComesBackSayingHowLongToWait() {
        signIn(null, null);
        UI.getCurrent().navigate("login", new QueryParameters(Map.of("error", List.of(""),
                ThrottledSignIn.PARAMETER, List.of("840"))));
        LoginForm form = byId(LoginForm.class, "login-form");
        assertThat(form.isError()).isTrue();
        assertThat(((JsonValue) form.getElement().getPropertyRaw("i18n")).toJson())
                .contains("Too many sign-ins").contains("try again in 14 minutes.");
    }

    @Test
    void anOperatorIsRefusedTheEditorAndTheUsers() {
        signIn(TestUsers.OPERATOR, Role.OPERATOR);
        assertRefused(ProcessEditorView.class);
        assertRefused(UsersView.class);
        UI.getCurrent().navigate(ChainsView.class);
        assertThat(_find(ChainsView.class)).as("operators plan chains").hasSize(1);
        assertThat(_find(SideNavItem.class)).extracting(SideNavItem::getLabel)
                .containsExactly("Processes", "Process chains");
    }

    @Test
    void anEngineerMayEditButNotManageUsers() {
        signIn(TestUsers.ENGINEER, Role.ENGINEER);
        UI.getCurrent().navigate(ProcessEditorView.class);
        assertThat(_find(ProcessEditorView.class)).hasSize(1);
        assertThat(_find(SideNavItem.class)).extracting(SideNavItem::getLabel).containsExactly("Processes", "Process chains",
                "New process");
        assertRefused(UsersView.class);
    }

    @Test
    void anAdministratorSeesEverything() {
        signIn(TestUsers.ADMIN, Role.ADMIN);
        UI.getCurrent().navigate(UsersView.class);
        MockVaadin.clientRoundtrip();
        assertThat(_find(SideNavItem.class)).extracting(SideNavItem::getLabel)
                .containsExactly("Processes", "Process chains", "New process", "Users");
    }

    @Test
    void eachNavigationItemOpensItsView() {
        signIn(TestUsers.ADMIN, Role.ADMIN);
        UI.getCurrent().navigate(ProcessesView.class);
        List<String> paths = _find(SideNavItem.class).stream().map(SideNavItem::getPath).toList();
        List<Class<? extends Component>> views = List.of(ProcessesView.class, ChainsView.class,
                ProcessEditorView.class, UsersView.class);
        assertThat(paths).hasSameSizeAs(views);
        for (int i = 0; i < views.size(); i++) {
            UI.getCurrent().navigate(paths.get(i));
            assertThat(_find(views.get(i))).as("the view at '%s'", paths.get(i)).hasSize(1);
        }
    }
}

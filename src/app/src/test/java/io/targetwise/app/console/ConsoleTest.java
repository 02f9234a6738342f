package io.targetwise.app.console;

import java.security.Principal;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.AfterEach;

import com.github.mvysny.fakeservlet.FakeRequest;
import com.github.mvysny.kaributesting.v10.LocatorJ;
import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.NotificationsKt;
import com.github.mvysny.kaributesting.v10.Routes;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;

import io.quarkus.arc.Arc;
import io.quarkus.security.identity.CurrentIdentityAssociation;
import io.quarkus.security.runtime.QuarkusPrincipal;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.targetwise.app.console.chains.ChainView;
import io.targetwise.app.console.chains.ChainsView;
import io.targetwise.app.console.editor.ProcessEditorView;
import io.targetwise.app.console.process.ProcessView;
import io.targetwise.app.console.processes.ProcessesView;
import io.targetwise.app.console.users.UsersView;
import io.targetwise.app.security.Role;

/**
 * Server-side console tests (Karibu-Testing) inside the running Quarkus test application: real services and
 * database, a browser-less UI. Routes are listed by hand, since Karibu's class-path scan fails under Quarkus.
 */
public abstract class ConsoleTest {
    /** Whom the browser's requests are signed in as now: nobody once it signed out ({@link #signOutMeanwhile}). */
    private static volatile Principal signedIn;

    /**
     * Opens a UI as the given user, or anonymously with {@code null}: the Vaadin request carries the user for the
     * navigation access control, and the CDI security identity carries it for Quarkus's checks of
     * {@code @RolesAllowed} on the view beans, as form sign-in does for both in the running application.
     */
    protected static void signIn(String username, Role role) {
        Set<String> roles = role == null ? Set.of() : role.granted();
        signedIn = username == null ? null : () -> username;
        Arc.container().instance(CurrentIdentityAssociation.class).get().setIdentity(username == null
                ? QuarkusSecurityIdentity.builder().setAnonymous(true).build()
                : QuarkusSecurityIdentity.builder().setPrincipal(new QuarkusPrincipal(username)).addRoles(roles).build());
        MockVaadin.setMockRequestFactory(session -> {
            FakeRequest request = new FakeRequest(session) {
                @Override
                public Principal getUserPrincipal() {
                    return signedIn;
                }
            };
            request.setUserInRole((p, r) -> signedIn != null && roles.contains(r));
            return request;
        });
        Routes routes = new Routes();
        routes.getRoutes().addAll(Set.of(LoginView.class, ProcessesView.class, ProcessView.class, ChainsView.class,
                ChainView.class,
                ProcessEditorView.class, UsersView.class));
        MockVaadin.setup(UI::new, new QuarkusMockServlet(routes));
    }

    /**
     * The browser signs out (in another tab, say) while this UI stays open: its next requests carry no user, as
     * after {@code POST /sign-out}.
     */
    protected static void signOutMeanwhile() {
        signedIn = null;
    }

    /** The texts of the notifications the UI shows. */
    protected static List<String> notifications() {
        return NotificationsKt.getNotifications().stream().map(n -> n.getElement().getProperty("text")).toList();
    }

    /** The one component of this type with this id in the UI, as a browser finds it; it must be visible. */
    protected static <T extends Component> T byId(Class<T> type, String id) {
        return LocatorJ._get(type, spec -> spec.withId(id));
    }

    /** Whether the UI shows a component of this type with this id: hidden ones are not found. */
    protected static boolean shown(Class<? extends Component> type, String id) {
        return !LocatorJ._find(type, spec -> spec.withId(id)).isEmpty();
    }

    @AfterEach
    void tearDownVaadin() {
        MockVaadin.tearDown();
    }
}

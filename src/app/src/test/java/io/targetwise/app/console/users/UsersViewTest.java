package io.targetwise.app.console.users;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextField;

import io.quarkus.test.junit.QuarkusTest;
import io.targetwise.app.TestUsers;
import io.targetwise.app.console.ConsoleActs;
import io.targetwise.app.console.ConsoleTest;
import io.targetwise.app.console.Routes;
import io.targetwise.app.security.NewUser;
import io.targetwise.app.security.Role;
import io.targetwise.app.security.UserService;
import io.targetwise.app.security.UserView;

@QuarkusTest
class UsersViewTest extends ConsoleTest {
    @Inject
    UserService users;

    @Test
    void aUsersPageLeftOpenAfterSigningOutCreatesNobody() {
        signIn(TestUsers.ADMIN, Role.ADMIN);
        UI.getCurrent().navigate(Routes.USERS);
        String name = "late.admin" + System.nanoTime();
        fill(name, Role.ADMIN);

        signOutMeanwhile();
        byId(Button.class, "user-create").click();

        assertThat(users.find(name)).as("an administrator created after signing out").isEmpty();
        assertThat(notifications()).containsExactly(ConsoleActs.SIGNED_OUT);
    }

    @Test
    void anAdministratorRemovedOrDemotedMeanwhileCreatesNobody() {
        String acting = "soon.gone" + System.nanoTime();
        users.create(new NewUser(acting, "long enough password", Role.ADMIN), "test setup");
        signIn(acting, Role.ADMIN);
        UI.getCurrent().navigate(Routes.USERS);
        String name = "created.by.removed" + System.nanoTime();
        fill(name, Role.ADMIN);

        users.delete(acting, "test setup"); // by another administrator, while this page stays open
        byId(Button.class, "user-create").click();
        assertThat(users.find(name)).as("created by a removed administrator").isEmpty();
        assertThat(notifications()).singleElement().asString().startsWith("'" + acting + "' may no longer do this")
                .contains("admin role");

        users.create(new NewUser(acting, "long enough password", Role.OPERATOR), "test setup"); // back, but as an operator
        byId(Button.class, "user-create").click();
        assertThat(users.find(name)).as("created by a demoted administrator").isEmpty();
    }

    @SuppressWarnings("unchecked")
    private static void fill(String username, Role role) {
        byId(TextField.class, "user-username").setValue(username);
        byId(PasswordField.class, "user-password").setValue("long enough password");
        byId(Select.class, "user-role").setValue(role);
    }

    @Test
    void anAdministratorCreatesAUserAndSeesRefusalsAtTheirFields() {
        signIn(TestUsers.ADMIN, Role.ADMIN);
        UI.getCurrent().navigate(Routes.USERS);
        TextField username = byId(TextField.class, "user-username");
        PasswordField password = byId(PasswordField.class, "user-password");
        @SuppressWarnings("unchecked")
        Select<Role> role = byId(Select.class, "user-role");
        Button create = byId(Button.class, "user-create");

        username.setValue(TestUsers.OPERATOR);
        password.setValue("short");
        create.click();
        assertThat(username.isInvalid()).isTrue();
        assertThat(password.getErrorMessage()).isEqualTo("at least 8 characters");

        String name = "new.engineer" + System.nanoTime();
        username.setValue(name);
        password.setValue("long enough password");
        role.setValue(Role.ENGINEER);
        create.click();

        assertThat(users.authenticate(name, "long enough password")).map(UserView::role).contains(Role.ENGINEER);
        @SuppressWarnings("unchecked")
        Grid<UserView> grid = byId(Grid.class, "users");
        assertThat(grid.getGenericDataView().getItems().map(UserView::username)).contains(name);
        assertThat(username.getValue()).isEmpty();
    }
}

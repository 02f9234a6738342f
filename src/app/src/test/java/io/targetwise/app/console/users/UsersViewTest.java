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
import io.targetwise.app.console.ConsoleTest;
import io.targetwise.app.console.Routes;
import io.targetwise.app.security.Role;
import io.targetwise.app.security.UserService;
import io.targetwise.app.security.UserView;

@QuarkusTest
class UsersViewTest extends ConsoleTest {
    @Inject
    UserService users;

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

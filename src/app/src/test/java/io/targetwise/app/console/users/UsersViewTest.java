package io.targetwise.app.console.users;

import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.vaadin.flow.component.UI;

import io.quarkus.test.junit.QuarkusTest;
import io.targetwise.app.TestUsers;
import io.targetwise.app.console.ConsoleTest;
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
        UI.getCurrent().navigate(UsersView.class);
        UsersView view = _get(UsersView.class);

        view.form.username.setValue(TestUsers.OPERATOR);
        view.form.password.setValue("short");
        view.form.create.click();
        assertThat(view.form.username.isInvalid()).isTrue();
        assertThat(view.form.password.getErrorMessage()).isEqualTo("at least 8 characters");

        String name = "new.engineer" + System.nanoTime();
        view.form.username.setValue(name);
        view.form.password.setValue("long enough password");
        view.form.role.setValue(Role.ENGINEER);
        view.form.create.click();

        assertThat(users.authenticate(name, "long enough password")).map(UserView::role).contains(Role.ENGINEER);
        assertThat(view.grid.getGenericDataView().getItems().map(UserView::username)).contains(name);
        assertThat(view.form.username.getValue()).isEmpty();
    }
}

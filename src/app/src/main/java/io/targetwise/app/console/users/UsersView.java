package io.targetwise.app.console.users;

import java.util.Locale;

import jakarta.annotation.security.RolesAllowed;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;

import io.targetwise.app.common.ConflictException;
import io.targetwise.app.common.Formats;
import io.targetwise.app.common.InvalidRequestException;
import io.targetwise.app.common.NotFoundException;
import io.targetwise.app.console.ConsoleActs;
import io.targetwise.app.console.ConsoleUser;
import io.targetwise.app.console.MainLayout;
import io.targetwise.app.console.Routes;
import io.targetwise.app.security.NewUser;
import io.targetwise.app.security.Roles;
import io.targetwise.app.security.SignInSource;
import io.targetwise.app.security.UserService;
import io.targetwise.app.security.UserView;

/** Administrators see who may sign in and when each last did, add users and remove them. */
@Route(value = Routes.USERS, layout = MainLayout.class)
@PageTitle("Users · Targetwise")
@RolesAllowed(Roles.ADMIN)
public class UsersView extends VerticalLayout {
    private final Grid<UserView> grid = new Grid<>();
    private final UserForm form = new UserForm();
    private final UserService users;
    private final ConsoleActs acts;
    private final String signedIn = ConsoleUser.current().name();

    public UsersView(UserService users, ConsoleActs acts) {
        this.users = users;
        this.acts = acts;
        configureGrid();
        form.addCreateListener(e -> acts.act(Roles.ADMIN, admin -> create(e.user(), admin)));
        add(new H2("Users"), form, grid);
        refresh();
    }

    private void configureGrid() {
        grid.addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_ROW_STRIPES);
        grid.addColumn(UserView::username).setHeader("Username");
        grid.addColumn(u -> u.role().name().toLowerCase(Locale.ROOT)).setHeader("Role");
        grid.addColumn(u -> Formats.time(u.createdAt())).setHeader("Created");
        grid.addColumn(u -> u.lastSignInAt() == null ? "never" : Formats.time(u.lastSignInAt()))
                .setHeader("Last sign-in");
        grid.addColumn(u -> (u.source() == SignInSource.OIDC ? "identity provider" : "password")
                + (u.disabled() ? ", disabled" : "")).setHeader("Signs in with");
        grid.addComponentColumn(u -> {
            Button remove = new Button("Remove", click -> acts.act(Roles.ADMIN, admin -> remove(u, admin)));
            remove.setEnabled(!u.username().equals(signedIn));
            return remove;
        });
        grid.setAllRowsVisible(true);
        grid.setId("users");
    }

    private void create(NewUser user, String admin) {
        try {
            users.create(user, admin);
            form.clear();
            refresh();
        } catch (InvalidRequestException refused) {
            form.showErrors(refused.errors());
        }
    }

    private void remove(UserView user, String admin) {
        try {
            users.delete(user.username(), admin);
            refresh();
        } catch (ConflictException | NotFoundException refused) {
            ConsoleActs.refuse(refused.getMessage());
        }
    }

    private void refresh() {
        grid.setItems(users.list());
    }
}

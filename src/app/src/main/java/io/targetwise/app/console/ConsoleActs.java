package io.targetwise.app.console;

import java.util.function.Consumer;

import jakarta.enterprise.context.ApplicationScoped;

import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.server.VaadinRequest;

import io.quarkus.security.ForbiddenException;
import io.quarkus.security.UnauthorizedException;
import io.targetwise.app.security.UserService;

/**
 * Who acts in the console, decided at the moment of each act: a page stays open for hours, and what it offered when
 * it was built (the signed-in user's role then) says nothing about now. Every act that changes state goes through
 * {@link #actor} first: the user this click's own request is signed in as (none after signing out), who must still
 * exist and hold the role in the users table (a removed or demoted user is refused). A refusal changes nothing and is
 * shown to the person as a notification ({@link #refuse}).
 */
@ApplicationScoped
public class ConsoleActs {
    public static final String SIGNED_OUT = "You are signed out: sign in again to act";
    private static final int REFUSAL_MILLIS = 6000;

    private final UserService users;

    ConsoleActs(UserService users) {
        this.users = users;
    }

    /**
     * The name of the user acting in the current request, if they hold the role now.
     *
     * @param role a name from {@link io.targetwise.app.security.Roles}
     * @throws UnauthorizedException when the request is signed in as nobody
     * @throws ForbiddenException when the user was removed or no longer holds the role
     */
    public String actor(String role) {
        return actor(VaadinRequest.getCurrent(), role);
    }

    /** {@link #actor(String)} for a given request, e.g. an upload's own, handled outside the UI's lock. */
    public String actor(VaadinRequest request, String role) {
        String name = ConsoleUser.signedIn(request).map(ConsoleUser::name)
                .orElseThrow(() -> new UnauthorizedException(SIGNED_OUT));
        if (!users.holds(name, role)) {
            throw new ForbiddenException("'" + name + "' may no longer do this: it takes the " + role + " role, which '"
                    + name + "' does not hold now (removed, or the role changed). Nothing was changed.");
        }
        return name;
    }

    /**
     * Carries out the act as the signed-in user if they hold the role now; otherwise shows why not and does nothing.
     *
     * @return whether it was carried out
     */
    public boolean act(String role, Consumer<String> act) {
        String actor;
        try {
            actor = actor(role);
        } catch (UnauthorizedException | ForbiddenException refused) {
            refuse(refused.getMessage());
            return false;
        }
        act.accept(actor);
        return true;
    }

    /** Shows a refused act (of the person, or of what they asked), where it cannot be missed. */
    public static void refuse(String why) {
        Notification.show(why, REFUSAL_MILLIS, Notification.Position.MIDDLE)
                .addThemeVariants(NotificationVariant.LUMO_ERROR);
    }
}

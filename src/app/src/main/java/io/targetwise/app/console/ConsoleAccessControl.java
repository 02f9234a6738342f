package io.targetwise.app.console;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.auth.NavigationAccessControl;

/**
 * Every navigation checks the target view's {@code @PermitAll}/{@code @RolesAllowed}/{@code @AnonymousAllowed}
 * against the signed-in user: anonymous visitors are sent to the sign-in view, a user without the role is refused.
 * HTTP-level rules cannot do this for Vaadin, whose requests all go to the same paths.
 */
@ApplicationScoped
class ConsoleAccessControl {

    void onServiceInit(@Observes ServiceInitEvent event) {
        NavigationAccessControl accessControl = new NavigationAccessControl();
        accessControl.setLoginView(LoginView.class);
        event.getSource().addUIInitListener(ui -> ui.getUI().addBeforeEnterListener(accessControl));
    }
}

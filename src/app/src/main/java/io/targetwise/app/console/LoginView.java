package io.targetwise.app.console;

import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.login.LoginForm;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;

/** Sign-in: the form posts to Quarkus's form authentication, which comes back here with {@code ?error} on failure. */
@Route("login")
@PageTitle("Sign in · Targetwise")
@AnonymousAllowed
public class LoginView extends VerticalLayout implements BeforeEnterObserver {
    final LoginForm form = new LoginForm();

    public LoginView() {
        form.setAction("j_security_check");
        form.setForgotPasswordButtonVisible(false);
        add(new H1("Targetwise"), form);
        setSizeFull();
        setAlignItems(FlexComponent.Alignment.CENTER);
        setJustifyContentMode(FlexComponent.JustifyContentMode.CENTER);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        form.setError(event.getLocation().getQueryParameters().getParameters().containsKey("error"));
    }
}

package io.targetwise.app.console;

import java.util.List;
import java.util.Map;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.login.LoginForm;
import com.vaadin.flow.component.login.LoginI18n;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import io.targetwise.app.security.ThrottledSignIn;

/**
 * Sign-in: the form posts to Quarkus's form authentication, which comes back here with {@code ?error} on failure, and
 * with {@link ThrottledSignIn#PARAMETER} too while sign-ins are refused for a while; and, where the plant's identity
 * provider is configured, a link to sign in there instead.
 */
@Route("login")
@PageTitle("Sign in · Targetwise")
@AnonymousAllowed
public class LoginView extends VerticalLayout implements BeforeEnterObserver {
    private static final long MAX_WAIT_MINUTES = 24 * 60;

    private final LoginForm form = new LoginForm();

    public LoginView(@ConfigProperty(name = "targetwise.oidc.enabled") boolean providerSignIn) {
        form.setId("login-form");
        form.setAction("j_security_check");
        form.setForgotPasswordButtonVisible(false);
        add(new H1("Targetwise"), form);
        if (providerSignIn) {
            Anchor provider = new Anchor("/sign-in/provider", "Sign in at the plant's identity provider");
            provider.setRouterIgnore(true); // a server endpoint, not a console route
            provider.setId("provider-sign-in");
            add(provider);
        }
        setSizeFull();
        setAlignItems(FlexComponent.Alignment.CENTER);
        setJustifyContentMode(FlexComponent.JustifyContentMode.CENTER);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        Map<String, List<String>> parameters = event.getLocation().getQueryParameters().getParameters();
        List<String> throttled = parameters.getOrDefault(ThrottledSignIn.PARAMETER, List.of());
        if (!throttled.isEmpty()) {
            LoginI18n i18n = LoginI18n.createDefault();
            i18n.getErrorMessage().setTitle("Too many sign-ins");
            i18n.getErrorMessage().setMessage("Sign-in is paused after too many attempts; try again "
                    + waitText(throttled.get(0)) + ".");
            form.setI18n(i18n);
        }
        form.setError(!throttled.isEmpty() || parameters.containsKey("error"));
    }

    /** The seconds to wait in whole minutes; anything else (only an edited address has it) as "later". */
    private static String waitText(String seconds) {
        try {
            long minutes = (Long.parseLong(seconds) + 59) / 60;
            if (minutes >= 1 && minutes <= MAX_WAIT_MINUTES) {
                return "in " + minutes + (minutes == 1 ? " minute" : " minutes");
            }
        } catch (NumberFormatException e) {
            // falls through to "later"
        }
        return "later";
    }
}

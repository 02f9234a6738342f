package io.targetwise.app.console;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import com.vaadin.flow.server.CustomizedSystemMessages;
import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.server.VaadinRequestInterceptor;
import com.vaadin.flow.server.VaadinResponse;
import com.vaadin.flow.server.VaadinSession;
import com.vaadin.flow.server.WrappedSession;

/**
 * A console (Vaadin) session belongs to the sign-in it began under, anonymous or a user's: a request of that session
 * signed in otherwise (signed out, its sign-in revoked or expired, or since signed in when it began anonymous) ends
 * it before Vaadin looks at it, and Vaadin answers as for any ended session: an open page is told so and reloads
 * (to the sign-in view), a page load starts a new session under a new id. So signing out ends the console session
 * with the next request of that browser (the sign-out's own redirect to the sign-in view), and signing in never
 * carries on a session id from before (session fixation). Sign-in and sign-out themselves are not Vaadin requests, so
 * the console session ends here, at its next one.
 */
@ApplicationScoped
class ConsoleSessions implements VaadinRequestInterceptor {
    /** Who the session began signed in as: a user name, or {@link #ANONYMOUS}. */
    static final String BEGAN_AS = ConsoleSessions.class.getName() + ".beganAs";
    private static final String ANONYMOUS = "";

    private static final CustomizedSystemMessages MESSAGES = new CustomizedSystemMessages();

    static {
        MESSAGES.setSessionExpiredNotificationEnabled(true);
        MESSAGES.setSessionExpiredCaption("Signed out");
        MESSAGES.setSessionExpiredMessage("This page's session has ended: you signed out, or signed in again."
                + " Nothing was changed. Click here to sign in.");
    }

    void onServiceInit(@Observes ServiceInitEvent event) {
        event.addVaadinRequestInterceptor(this);
        event.getSource().setSystemMessagesProvider(info -> MESSAGES);
    }

    @Override
    public void requestStart(VaadinRequest request, VaadinResponse response) {
        WrappedSession session = request.getWrappedSession(false);
        if (session == null) {
            return;
        }
        Object beganAs = session.getAttribute(BEGAN_AS);
        if (beganAs != null && !beganAs.equals(signedInAs(request))) {
            session.invalidate();
        }
    }

    /** A session made by this request began under its sign-in. */
    @Override
    public void requestEnd(VaadinRequest request, VaadinResponse response, VaadinSession vaadinSession) {
        WrappedSession session = request.getWrappedSession(false);
        if (session != null && session.getAttribute(BEGAN_AS) == null) {
            session.setAttribute(BEGAN_AS, signedInAs(request));
        }
    }

    @Override
    public void handleException(VaadinRequest request, VaadinResponse response, VaadinSession vaadinSession,
            Exception exception) {
        // nothing to add to Vaadin's own handling
    }

    private static String signedInAs(VaadinRequest request) {
        return ConsoleUser.signedIn(request).map(ConsoleUser::name).orElse(ANONYMOUS);
    }
}

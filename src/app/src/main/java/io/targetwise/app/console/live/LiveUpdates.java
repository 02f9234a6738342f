package io.targetwise.app.console.live;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Predicate;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.server.VaadinSession;
import com.vaadin.flow.shared.Registration;
import io.targetwise.app.events.ProcessActivity;

/**
 * Keeps a view current while it is on screen: relevant activity marks it stale, and it redraws once, as part of the
 * next response its browser receives (a push over a live connection, or the browser's next request). A browser that
 * does not collect responses (a dropped push connection, a forgotten tab) so costs one pending redraw per view
 * however much activity it misses, never a queue of rebuilt components: components built for a response that is not
 * sent stay in memory until it is. A UI that Vaadin itself would close for missed heartbeats (or that is closing) is
 * closed at the next activity, which detaches its views and ends their subscriptions.
 */
public final class LiveUpdates {

    private LiveUpdates() {
    }

    public static void refreshOn(Component view, ConsoleBroadcaster broadcaster, Predicate<ProcessActivity> relevant,
            Runnable refresh) {
        view.addAttachListener(attach -> {
            UI ui = attach.getUI();
            AtomicBoolean stale = new AtomicBoolean();
            Registration registration = broadcaster.register(activity -> {
                VaadinSession session = ui.getSession();
                if (session == null) {
                    return; // detached: the view's detach ends this subscription
                }
                if (!session.getService().isUIActive(ui)) {
                    ui.access(() -> close(ui));
                } else if (relevant.test(activity) && stale.compareAndSet(false, true)) {
                    ui.access(() -> ui.beforeClientResponse(view, response -> {
                        stale.set(false);
                        refresh.run();
                    }));
                }
            });
            view.addDetachListener(detach -> {
                registration.remove();
                detach.unregisterListener();
            });
        });
    }

    /**
     * Vaadin closes a UI that missed its heartbeats only when its session serves a request, which a gone browser never
     * sends; removing it from its session now detaches its views.
     */
    private static void close(UI ui) {
        ui.close();
        VaadinSession session = ui.getSession();
        if (session != null) { // closing runs the queued tasks, among them a twin of this one that may have removed it
            session.removeUI(ui);
        }
    }
}

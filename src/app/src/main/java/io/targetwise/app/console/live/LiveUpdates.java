package io.targetwise.app.console.live;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Predicate;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.shared.Registration;
import io.targetwise.app.events.ProcessActivity;

/**
 * Keeps a view current while it is on screen: refreshes it through server push when relevant activity arrives.
 * Bursts coalesce: while one refresh waits for the session lock, further activity does not queue another.
 */
public final class LiveUpdates {

    private LiveUpdates() {
    }

    public static void refreshOn(Component view, ConsoleBroadcaster broadcaster, Predicate<ProcessActivity> relevant,
            Runnable refresh) {
        view.addAttachListener(attach -> {
            UI ui = attach.getUI();
            AtomicBoolean pending = new AtomicBoolean();
            Registration registration = broadcaster.register(activity -> {
                if (relevant.test(activity) && pending.compareAndSet(false, true)) {
                    ui.access(() -> {
                        pending.set(false);
                        refresh.run();
                    });
                }
            });
            view.addDetachListener(detach -> {
                registration.remove();
                detach.unregisterListener();
            });
        });
    }
}

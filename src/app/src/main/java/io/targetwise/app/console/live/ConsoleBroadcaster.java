package io.targetwise.app.console.live;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import com.vaadin.flow.shared.Registration;

import io.targetwise.app.events.ProcessActivity;

/**
 * Hands {@link ProcessActivity} (committed changes on any application instance, carried by the domain-events
 * topic) to the open console views of this instance. Listeners run on one broadcaster thread, never on the Kafka
 * consumer, so a slow browser cannot hold up anything.
 */
@ApplicationScoped
public class ConsoleBroadcaster {
    private static final Logger LOG = Logger.getLogger(ConsoleBroadcaster.class);

    private final Set<Consumer<ProcessActivity>> listeners = ConcurrentHashMap.newKeySet();
    private final ExecutorService dispatcher = Executors.newSingleThreadExecutor(task -> {
        Thread t = new Thread(task, "console-broadcaster");
        t.setDaemon(true);
        return t;
    });

    public Registration register(Consumer<ProcessActivity> listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    void onActivity(@Observes ProcessActivity activity) {
        publish(activity);
    }

    private void publish(ProcessActivity activity) {
        dispatcher.execute(() -> listeners.forEach(listener -> {
            try {
                listener.accept(activity);
            } catch (RuntimeException e) {
                LOG.debugf(e, "A console listener failed on %s", activity);
            }
        }));
    }

    @PreDestroy
    void stop() {
        dispatcher.shutdownNow();
    }
}

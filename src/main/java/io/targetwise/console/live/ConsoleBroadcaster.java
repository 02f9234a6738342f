package io.targetwise.console.live;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;

import org.jboss.logging.Logger;

import com.vaadin.flow.shared.Registration;

import io.targetwise.campaign.ProposalsChanged;
import io.targetwise.ingest.MeasurementsStored;
import io.targetwise.process.ProcessChanged;
import io.targetwise.setpoint.SetpointCommandIssued;

/**
 * Turns committed changes (new measurements, proposals, setpoint commands, definitions) into {@link ProcessActivity}
 * for the open console views. Listeners run on one broadcaster thread, never on the Kafka consumer or the thread
 * that committed, so a slow browser cannot hold up ingestion.
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

    void onMeasurements(@Observes(during = TransactionPhase.AFTER_SUCCESS) MeasurementsStored event) {
        publish(new ProcessActivity(event.processId(), ProcessActivity.Change.MEASUREMENTS));
    }

    void onProposals(@Observes(during = TransactionPhase.AFTER_SUCCESS) ProposalsChanged event) {
        publish(new ProcessActivity(event.processId(), ProcessActivity.Change.PROPOSALS));
    }

    void onSetpointCommand(@Observes(during = TransactionPhase.AFTER_SUCCESS) SetpointCommandIssued event) {
        publish(new ProcessActivity(event.processId(), ProcessActivity.Change.SETPOINT_COMMANDS));
    }

    void onDefinition(@Observes(during = TransactionPhase.AFTER_SUCCESS) ProcessChanged event) {
        publish(new ProcessActivity(event.processId(), ProcessActivity.Change.DEFINITION));
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

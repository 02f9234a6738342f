package io.targetwise.app.events;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.reactive.messaging.Channel;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.eclipse.microprofile.reactive.messaging.Message;
import org.jboss.logging.Logger;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.smallrye.reactive.messaging.MutinyEmitter;
import io.smallrye.reactive.messaging.kafka.api.OutgoingKafkaRecordMetadata;
import io.targetwise.app.autopilot.AutopilotChanged;
import io.targetwise.app.ingest.MeasurementsStored;
import io.targetwise.app.monitoring.alarm.AlarmsChanged;
import io.targetwise.app.monitoring.forecast.ForecastsChanged;
import io.targetwise.app.process.ProcessChanged;
import io.targetwise.app.proposal.ProposalsChanged;
import io.targetwise.app.setpoint.SetpointCommandIssued;

/**
 * Tells every application instance what changed on any of them: committed changes are published to the small
 * {@code targetwise.events} topic, which each instance reads under its own consumer group and re-fires locally as
 * {@link ProcessActivity}. Live views therefore update whichever instance a user is connected to. A definition
 * changed on another instance is also fired as a remote {@link ProcessChanged}, so that this instance's caches of
 * definitions refresh; its own changes coming back from the topic are not, as they were refreshed at the commit.
 */
@ApplicationScoped
public class DomainEvents {
    private static final Logger LOG = Logger.getLogger(DomainEvents.class);

    private final MutinyEmitter<String> out;
    private final Event<ProcessActivity> local;
    private final Event<ProcessChanged> definitionChanged;
    private final ObjectMapper json;
    private final String instanceId;

    DomainEvents(@Channel("domain-events-out") MutinyEmitter<String> out, Event<ProcessActivity> local,
            Event<ProcessChanged> definitionChanged, ObjectMapper json,
            @ConfigProperty(name = "targetwise.instance-id") String instanceId) {
        this.out = out;
        this.local = local;
        this.definitionChanged = definitionChanged;
        this.json = json;
        this.instanceId = instanceId;
    }

    void onMeasurements(@Observes(during = TransactionPhase.AFTER_SUCCESS) MeasurementsStored event) {
        publish(new ProcessActivity(event.processId(), ProcessActivity.Kind.MEASUREMENTS, instanceId));
    }

    void onProposals(@Observes(during = TransactionPhase.AFTER_SUCCESS) ProposalsChanged event) {
        publish(new ProcessActivity(event.processId(), ProcessActivity.Kind.PROPOSALS, instanceId));
    }

    void onSetpointCommand(@Observes(during = TransactionPhase.AFTER_SUCCESS) SetpointCommandIssued event) {
        publish(new ProcessActivity(event.processId(), ProcessActivity.Kind.SETPOINT_COMMANDS, instanceId));
    }

    void onForecasts(@Observes(during = TransactionPhase.AFTER_SUCCESS) ForecastsChanged event) {
        publish(new ProcessActivity(event.processId(), ProcessActivity.Kind.FORECASTS, instanceId));
    }

    void onAlarms(@Observes(during = TransactionPhase.AFTER_SUCCESS) AlarmsChanged event) {
        publish(new ProcessActivity(event.processId(), ProcessActivity.Kind.ALARMS, instanceId));
    }

    void onAutopilot(@Observes(during = TransactionPhase.AFTER_SUCCESS) AutopilotChanged event) {
        publish(new ProcessActivity(event.processId(), ProcessActivity.Kind.AUTOPILOT, instanceId));
    }

    void onDefinition(@Observes(during = TransactionPhase.AFTER_SUCCESS) ProcessChanged event) {
        if (!event.remote()) { // a remote change was published by the instance that made it
            publish(new ProcessActivity(event.processId(), ProcessActivity.Kind.DEFINITION, instanceId));
        }
    }

    private void publish(ProcessActivity activity) {
        try {
            out.sendMessageAndForget(Message.of(json.writeValueAsString(activity)).addMetadata(
                    OutgoingKafkaRecordMetadata.<String>builder().withKey(Long.toString(activity.processId())).build()));
        } catch (JsonProcessingException | RuntimeException e) {
            // The data itself is committed. Live views miss one refresh at worst; a lost definition change leaves
            // other instances' ingest caches stale until their time to live ends, which an operator should know.
            if (activity.kind() == ProcessActivity.Kind.DEFINITION) {
                LOG.warnf("Definition change of process %d not published to other instances (their caches refresh"
                        + " within targetwise.ingest.process-cache-ttl): %s", activity.processId(), e.getMessage());
            } else {
                LOG.debugf("Domain event not published: %s", e.getMessage());
            }
        }
    }

    @Incoming("domain-events-in")
    public void onRemote(String value) throws JsonProcessingException {
        ProcessActivity activity = json.readValue(value, ProcessActivity.class);
        if (activity.kind() == ProcessActivity.Kind.DEFINITION && !instanceId.equals(activity.origin())) {
            definitionChanged.fire(ProcessChanged.elsewhere(activity.processId()));
        }
        local.fire(activity);
    }
}

package io.targetwise.events;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;

import org.eclipse.microprofile.reactive.messaging.Channel;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.eclipse.microprofile.reactive.messaging.Message;
import org.jboss.logging.Logger;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.smallrye.reactive.messaging.MutinyEmitter;
import io.smallrye.reactive.messaging.kafka.api.OutgoingKafkaRecordMetadata;
import io.targetwise.campaign.ProposalsChanged;
import io.targetwise.ingest.MeasurementsStored;
import io.targetwise.process.ProcessChanged;
import io.targetwise.setpoint.SetpointCommandIssued;

/**
 * Tells every application instance what changed on any of them: committed changes are published to the small
 * {@code targetwise.events} topic, which each instance reads under its own consumer group and re-fires locally as
 * {@link ProcessActivity}. Live views therefore update whichever instance a user is connected to.
 */
@ApplicationScoped
public class DomainEvents {
    private static final Logger LOG = Logger.getLogger(DomainEvents.class);

    private final MutinyEmitter<String> out;
    private final Event<ProcessActivity> local;
    private final ObjectMapper json;

    DomainEvents(@Channel("domain-events-out") MutinyEmitter<String> out, Event<ProcessActivity> local, ObjectMapper json) {
        this.out = out;
        this.local = local;
        this.json = json;
    }

    void onMeasurements(@Observes(during = TransactionPhase.AFTER_SUCCESS) MeasurementsStored event) {
        publish(new ProcessActivity(event.processId(), ProcessActivity.Kind.MEASUREMENTS));
    }

    void onProposals(@Observes(during = TransactionPhase.AFTER_SUCCESS) ProposalsChanged event) {
        publish(new ProcessActivity(event.processId(), ProcessActivity.Kind.PROPOSALS));
    }

    void onSetpointCommand(@Observes(during = TransactionPhase.AFTER_SUCCESS) SetpointCommandIssued event) {
        publish(new ProcessActivity(event.processId(), ProcessActivity.Kind.SETPOINT_COMMANDS));
    }

    void onDefinition(@Observes(during = TransactionPhase.AFTER_SUCCESS) ProcessChanged event) {
        publish(new ProcessActivity(event.processId(), ProcessActivity.Kind.DEFINITION));
    }

    private void publish(ProcessActivity activity) {
        try {
            out.sendMessageAndForget(Message.of(json.writeValueAsString(activity)).addMetadata(
                    OutgoingKafkaRecordMetadata.<String>builder().withKey(Long.toString(activity.processId())).build()));
        } catch (JsonProcessingException | RuntimeException e) {
            // Live views miss one refresh at worst; the data itself is committed.
            LOG.debugf("Domain event not published: %s", e.getMessage());
        }
    }

    @Incoming("domain-events-in")
    public void onRemote(String value) throws JsonProcessingException {
        local.fire(json.readValue(value, ProcessActivity.class));
    }
}

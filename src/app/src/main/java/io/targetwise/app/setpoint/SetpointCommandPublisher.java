package io.targetwise.app.setpoint;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;

import org.eclipse.microprofile.reactive.messaging.Channel;
import org.eclipse.microprofile.reactive.messaging.Message;
import org.jboss.logging.Logger;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import io.smallrye.reactive.messaging.MutinyEmitter;
import io.smallrye.reactive.messaging.kafka.api.OutgoingKafkaRecordMetadata;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;

/**
 * Publishes setpoint commands from the outbox table: right after the decision commits, and again by a periodic
 * sweep for any the broker has not acknowledged (broker down, crash between commit and send). A command is marked
 * published only once the broker acknowledged it; the plant de-duplicates on the command id.
 */
@ApplicationScoped
public class SetpointCommandPublisher {
    private static final Logger LOG = Logger.getLogger(SetpointCommandPublisher.class);
    private static final Duration SEND_TIMEOUT = Duration.ofSeconds(10);

    private final MutinyEmitter<String> emitter;
    private final ProcessService processes;
    private final ObjectMapper json;
    private final Clock clock;

    SetpointCommandPublisher(@Channel("setpoints") MutinyEmitter<String> emitter, ProcessService processes,
            ObjectMapper json, Clock clock) {
        this.emitter = emitter;
        this.processes = processes;
        this.json = json;
        this.clock = clock;
    }

    void onIssued(@Observes(during = TransactionPhase.AFTER_SUCCESS) SetpointCommandIssued event) {
        publishPending();
    }

    @Scheduled(every = "${targetwise.setpoints.resend-interval:10s}", delayed = "5s",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP, skipExecutionIf = Scheduled.ApplicationNotRunning.class)
    void sweep() {
        publishPending();
    }

    /** Sends every unacknowledged command in issue order; stops at the first failure and leaves it for the sweep. */
    public synchronized void publishPending() {
        List<SetpointCommandEntity> pending = QuarkusTransaction.requiringNew().call(SetpointCommandEntity::unpublished);
        for (SetpointCommandEntity command : pending) {
            try {
                emitter.sendMessage(Message.of(toJson(command)).addMetadata(OutgoingKafkaRecordMetadata.<String>builder()
                        .withKey(Long.toString(command.processId)).build())).await().atMost(SEND_TIMEOUT);
            } catch (RuntimeException e) {
                LOG.warnf("Setpoint command %s not yet published (%s); the sweep will retry", command.commandId, e.getMessage());
                return;
            }
            Instant now = Instant.now(clock);
            QuarkusTransaction.requiringNew().run(() -> SetpointCommandEntity.update(
                    "publishedAt = ?1 where id = ?2", now, command.id));
        }
    }

    private String toJson(SetpointCommandEntity c) {
        ProcessDefinition process = processes.find(c.processId).orElseThrow();
        SetpointCommandMessage message = new SetpointCommandMessage(c.commandId, c.processId, c.kind, c.proposalId,
                process.namedSetpoints(c.setpoint), c.issuedBy, c.issuedAt, c.reason);
        try {
            return json.writeValueAsString(message);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot serialise setpoint command " + c.commandId, e);
        }
    }
}

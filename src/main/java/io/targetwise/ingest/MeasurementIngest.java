package io.targetwise.ingest;

import java.time.Clock;
import java.time.Instant;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

import org.eclipse.microprofile.reactive.messaging.Incoming;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.smallrye.common.annotation.Blocking;
import io.targetwise.process.ProcessDefinition;
import io.targetwise.process.ProcessService;

/**
 * Takes plant measurements off Kafka into the database. A record that can never be stored is refused with its reason
 * (the channel's failure strategy moves it to the dead-letter topic) and the stream goes on; a re-delivered record
 * finds its event id stored and changes nothing. The offset is acknowledged only after the transaction commits.
 */
@ApplicationScoped
public class MeasurementIngest {
    private final ObjectMapper json;
    private final ProcessService processes;
    private final Clock clock;

    MeasurementIngest(ObjectMapper json, ProcessService processes, Clock clock) {
        this.json = json;
        this.processes = processes;
        this.clock = clock;
    }

    @Incoming("measurements")
    @Blocking
    @Transactional
    public void ingest(String value) {
        MeasurementMessage message = parse(value);
        if (message.processId() == null) {
            throw new RejectedMeasurementException("processId is missing");
        }
        ProcessDefinition process = processes.find(message.processId())
                .orElseThrow(() -> new RejectedMeasurementException("unknown process " + message.processId()));
        MeasurementValidator.ValidMeasurement valid = MeasurementValidator.validate(message, process);
        if (MeasurementEntity.existsByEventId(message.eventId())) {
            return;
        }
        MeasurementEntity entity = new MeasurementEntity();
        entity.eventId = message.eventId();
        entity.processId = process.id();
        entity.sourceTime = message.sourceTime();
        entity.receivedAt = Instant.now(clock);
        entity.setpoint = valid.setpoint();
        entity.environment = valid.environment().length == 0 ? null : valid.environment();
        entity.output = message.output();
        entity.unit = message.unit();
        entity.quality = message.quality();
        entity.batchId = message.batchId();
        entity.persist();
    }

    private MeasurementMessage parse(String value) {
        if (value == null) {
            throw new RejectedMeasurementException("empty record value");
        }
        try {
            return json.readValue(value, MeasurementMessage.class);
        } catch (JsonProcessingException e) {
            throw new RejectedMeasurementException("malformed JSON: " + e.getOriginalMessage(), e);
        }
    }
}

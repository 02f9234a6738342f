package io.targetwise.app.ingest;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeParseException;

import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.Headers;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;

import io.targetwise.app.common.FieldError;
import io.targetwise.app.common.JsonFieldErrors;
import io.targetwise.app.common.StrictJson;

/**
 * Turns a Kafka record into a {@link MeasurementMessage}. The event id and source time may come in the JSON body or
 * in binary-mode CloudEvents headers ({@code ce_id}, {@code ce_time}); the process id in the body or as the record
 * key. Where both carry a value they must agree.
 */
final class MeasurementRecordReader {
    static final String CE_ID = "ce_id";
    static final String CE_TIME = "ce_time";

    /** Bound to the message type once, rather than resolving it again for every record. */
    private final ObjectReader messages;

    /** Reads strictly ({@link StrictJson}): a key given twice, or a number in quotes, is a malformed record. */
    MeasurementRecordReader(ObjectMapper json) {
        this.messages = StrictJson.copyOf(json).readerFor(MeasurementMessage.class);
    }

    MeasurementMessage read(String key, String value, Headers headers) {
        if (value == null || value.isBlank()) {
            throw new RejectedMeasurementException(RejectedMeasurementException.Kind.MALFORMED, "empty record value");
        }
        MeasurementMessage body;
        try {
            body = messages.readValue(value);
        } catch (MismatchedInputException e) {
            FieldError wrong = JsonFieldErrors.of(e);
            throw new RejectedMeasurementException(RejectedMeasurementException.Kind.MALFORMED,
                    "malformed JSON: " + wrong.field() + " " + wrong.message(), e);
        } catch (JsonProcessingException e) {
            throw new RejectedMeasurementException(RejectedMeasurementException.Kind.MALFORMED,
                    "malformed JSON: " + e.getOriginalMessage(), e);
        }
        if (body == null) {
            throw new RejectedMeasurementException(RejectedMeasurementException.Kind.MALFORMED, "record value is JSON null");
        }
        String eventId = agree("eventId", body.eventId(), header(headers, CE_ID));
        Instant sourceTime = agree("sourceTime", body.sourceTime(), parseTime(header(headers, CE_TIME)));
        Long processId = agree("processId", body.processId(), parseProcessKey(key));
        return new MeasurementMessage(eventId, processId, sourceTime, body.setpoints(), body.environment(),
                body.output(), body.unit(), body.quality(), body.batchId());
    }

    private static <T> T agree(String field, T fromBody, T fromEnvelope) {
        if (fromBody != null && fromEnvelope != null && !fromBody.equals(fromEnvelope)) {
            throw new RejectedMeasurementException(RejectedMeasurementException.Kind.MALFORMED,
                    field + " in the body (" + fromBody + ") differs from the record's key or headers (" + fromEnvelope + ")");
        }
        return fromBody != null ? fromBody : fromEnvelope;
    }

    private static String header(Headers headers, String name) {
        Header h = headers == null ? null : headers.lastHeader(name);
        return h == null || h.value() == null ? null : new String(h.value(), StandardCharsets.UTF_8);
    }

    private static Instant parseTime(String text) {
        if (text == null) {
            return null;
        }
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw new RejectedMeasurementException(RejectedMeasurementException.Kind.MALFORMED,
                    "header " + CE_TIME + " is not an RFC 3339 time: " + text, e);
        }
    }

    private static Long parseProcessKey(String key) {
        if (key == null || key.isBlank()) {
            return null;
        }
        try {
            return Long.valueOf(key.strip());
        } catch (NumberFormatException e) {
            throw new RejectedMeasurementException(RejectedMeasurementException.Kind.MALFORMED,
                    "record key must be the numeric process id, got '" + key + "'", e);
        }
    }
}

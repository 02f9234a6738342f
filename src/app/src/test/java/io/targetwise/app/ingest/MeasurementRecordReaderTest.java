package io.targetwise.app.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.time.Instant;

import org.apache.kafka.common.header.internals.RecordHeaders;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

class MeasurementRecordReaderTest {
    private final MeasurementRecordReader reader = new MeasurementRecordReader(new ObjectMapper().registerModule(new JavaTimeModule()));

    private static RecordHeaders headers(String... keyValues) {
        RecordHeaders h = new RecordHeaders();
        for (int i = 0; i < keyValues.length; i += 2) {
            h.add(keyValues[i], keyValues[i + 1].getBytes(StandardCharsets.UTF_8));
        }
        return h;
    }

    @Test
    void theKeyGivesTheProcessWhenTheBodyDoesNot() {
        MeasurementMessage m = reader.read("7", "{\"eventId\":\"a\",\"output\":1.5}", headers());
        assertThat(m.processId()).isEqualTo(7L);
        assertThat(m.eventId()).isEqualTo("a");
    }

    @Test
    void cloudEventsHeadersFillIdAndTime() {
        MeasurementMessage m = reader.read("7", "{\"output\":1.5}", headers("ce_id", "id-1", "ce_time", "2026-01-02T03:04:05Z"));
        assertThat(m.eventId()).isEqualTo("id-1");
        assertThat(m.sourceTime()).isEqualTo(Instant.parse("2026-01-02T03:04:05Z"));
    }

    @Test
    void disagreeingCarriersAreRefused() {
        assertThatThrownBy(() -> reader.read("7", "{\"eventId\":\"a\"}", headers("ce_id", "b")))
                .isInstanceOf(RejectedMeasurementException.class).hasMessageContaining("eventId");
        assertThatThrownBy(() -> reader.read("8", "{\"processId\":7}", headers()))
                .hasMessageContaining("processId in the body (7) differs");
    }

    @Test
    void malformedInputIsNamed() {
        assertThatThrownBy(() -> reader.read("7", "{", headers()))
                .isInstanceOf(RejectedMeasurementException.class).hasMessageStartingWith("malformed JSON")
                .extracting(e -> ((RejectedMeasurementException) e).kind()).isEqualTo(RejectedMeasurementException.Kind.MALFORMED);
        assertThatThrownBy(() -> reader.read("line-1", "{}", headers())).hasMessageContaining("numeric process id");
        assertThatThrownBy(() -> reader.read("7", "", headers())).hasMessageContaining("empty");
        assertThatThrownBy(() -> reader.read("7", "{}", headers("ce_time", "yesterday"))).hasMessageContaining("RFC 3339");
        assertThatThrownBy(() -> reader.read("7", "{\"quality\":\"EXCELLENT\"}", headers())).hasMessageStartingWith("malformed JSON");
    }

    /** A number is a plain JSON number: Java's own spellings (hex, a type suffix) or a quoted number are refused. */
    @Test
    void numbersMustBePlainJsonNumbers() {
        for (String output : new String[] {"\"0x1p3\"", "\"139.7d\"", "\"8\""}) {
            assertThatThrownBy(() -> reader.read("7", "{\"output\":" + output + "}", headers()))
                    .as(output).isInstanceOf(RejectedMeasurementException.class)
                    .hasMessageContaining("malformed JSON")
                    .hasMessageContaining("output must be a number, got " + output.replace("\"", ""));
        }
        assertThatThrownBy(() -> reader.read("7", "{\"setpoints\":{\"a\":\"0x1p3\"}}", headers()))
                .hasMessageContaining("setpoints.a must be a number");
        assertThat(reader.read("7", "{\"output\":-1.5e2}", headers()).output()).isEqualTo(-150.0);
    }

    /** With a key given twice, which one counts would depend on the reader: refused. */
    @Test
    void aKeyGivenTwiceIsRefused() {
        assertThatThrownBy(() -> reader.read("7", "{\"output\":1.0,\"output\":2.0}", headers()))
                .isInstanceOf(RejectedMeasurementException.class).hasMessageContaining("malformed JSON")
                .hasMessageContaining("Duplicate field 'output'");
        assertThatThrownBy(() -> reader.read("7", "{\"setpoints\":{\"a\":1,\"a\":2}}", headers()))
                .hasMessageContaining("Duplicate field 'a'");
    }
}

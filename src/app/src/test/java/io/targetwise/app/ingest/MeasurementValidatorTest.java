package io.targetwise.app.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.targetwise.app.process.ProcessDefinition;

class MeasurementValidatorTest {
    /** The latest source time accepted in these tests, as ClockSkew would say it. */
    private static final Instant LATEST = Instant.parse("2026-11-26T12:05:00Z");
    private static final ProcessDefinition PROCESS = new ProcessDefinition(3L, "p", null,
            List.of(new ProcessDefinition.DesignVariable("a", "bar", 0.0, 1.0, null),
                    new ProcessDefinition.DesignVariable("b", "K", 10.0, 20.0, null)),
            List.of(new ProcessDefinition.EnvironmentalVariable("h", "%"), new ProcessDefinition.EnvironmentalVariable("t", "C")),
            new ProcessDefinition.Output("y", "mm"), 1.0, 0.0, 2.0, 2);

    private static MeasurementMessage message(Map<String, Double> setpoints, Map<String, Double> environment, Double output,
            String unit) {
        return new MeasurementMessage("e1", 3L, Instant.EPOCH, setpoints, environment, output, unit,
                MeasurementMessage.Quality.GOOD, null);
    }

    @Test
    void alignsValuesInTheProcessVariableOrder() {
        var valid = MeasurementValidator.validate(message(Map.of("b", 15.0, "a", 0.5), Map.of("t", 21.0), 1.2, "mm"), PROCESS, LATEST);
        assertThat(valid.setpoint()).containsExactly(0.5, 15.0);
        assertThat(valid.environment()[0]).isNaN(); // humidity not reported this time
        assertThat(valid.environment()[1]).isEqualTo(21.0);
    }

    @Test
    void boundsAreInclusive() {
        assertThat(MeasurementValidator.validate(message(Map.of("a", 0.0, "b", 20.0), Map.of(), 1.0, "mm"), PROCESS, LATEST).setpoint())
                .containsExactly(0.0, 20.0);
    }

    @Test
    void reportsEveryProblemTogether() {
        assertThatThrownBy(() -> MeasurementValidator.validate(
                message(Map.of("a", 1.5, "c", 1.0), Map.of("x", 1.0, "h", Double.POSITIVE_INFINITY), null, "cm"), PROCESS, LATEST))
                .isInstanceOf(RejectedMeasurementException.class)
                .hasMessageContaining("setpoint 'a' = 1.5 is outside [0.0, 1.0]")
                .hasMessageContaining("setpoint 'b' is missing")
                .hasMessageContaining("setpoint 'c' is not a design variable")
                .hasMessageContaining("environmental value 'x' is not a variable")
                .hasMessageContaining("environmental value 'h' is not a finite number")
                .hasMessageContaining("output is missing")
                .hasMessageContaining("unit 'cm' does not match");
    }

    /** Each text and time is checked against the column it lands in, so the database never refuses a valid record. */
    @Test
    void refusesWhatItsColumnCannotHold() {
        MeasurementMessage m = new MeasurementMessage("e\u00001", 3L, Instant.parse("+300000-01-01T00:00:00Z"),
                Map.of("a", 0.5, "b", 15.0), Map.of(), 1.0, "mm", MeasurementMessage.Quality.GOOD, "b".repeat(201));
        assertThatThrownBy(() -> MeasurementValidator.validate(m, PROCESS, LATEST))
                .hasMessageContaining("eventId contains a NUL character")
                .hasMessageContaining("sourceTime +300000-01-01T00:00:00Z is outside 1970-01-01T00:00:00Z to 9999-12-31T23:59:59.999999Z")
                .hasMessageContaining("batchId is longer than 200 characters (201)");
        MeasurementMessage nulInBatch = new MeasurementMessage("e1", 3L, Instant.EPOCH, Map.of("a", 0.5, "b", 15.0),
                Map.of(), 1.0, "mm", MeasurementMessage.Quality.GOOD, "B\u0000-17");
        assertThatThrownBy(() -> MeasurementValidator.validate(nulInBatch, PROCESS, LATEST))
                .hasMessageContaining("batchId contains a NUL character");
    }

    /** A 600,000-character unit must not make a 600,000-character reason (it travels in a Kafka header). */
    @Test
    void reasonsQuoteLongValuesShortened() {
        String unit = "m".repeat(600_000);
        Map<String, Double> setpoints = Map.of("a", 0.5, "b", 15.0, "x".repeat(10_000), 1.0);
        assertThatThrownBy(() -> MeasurementValidator.validate(message(setpoints, Map.of(), 1.0, unit), PROCESS, LATEST))
                .hasMessageContaining("unit 'mmmmmmmmmm")
                .hasMessageContaining("(600000 characters)")
                .hasMessageContaining("(10000 characters) is not a design variable")
                .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(1000));
    }

    /** A definition stored before the number of variables was bounded may still have more than a row can hold. */
    @Test
    void refusesSetpointsLongerThanTheirColumn() {
        List<ProcessDefinition.DesignVariable> many = new java.util.ArrayList<>();
        Map<String, Double> values = new java.util.HashMap<>();
        for (int i = 0; i < 400; i++) {
            many.add(new ProcessDefinition.DesignVariable("v" + i, "mm", -1.0, 1.0, null));
            values.put("v" + i, -0.123456789012345);
        }
        ProcessDefinition wide = new ProcessDefinition(4L, "wide", null, many, List.of(),
                new ProcessDefinition.Output("y", "mm"), 1.0, 0.0, 2.0, 1);
        assertThatThrownBy(() -> MeasurementValidator.validate(new MeasurementMessage("e1", 4L, Instant.EPOCH, values,
                Map.of(), 1.0, "mm", MeasurementMessage.Quality.GOOD, null), wide, LATEST))
                .hasMessageContaining("the setpoints take 7599 characters, more than the 4000 a measurement holds");
    }

    @Test
    void requiresIdTimeAndQuality() {
        MeasurementMessage m = new MeasurementMessage(" ", 3L, null, Map.of("a", 0.5, "b", 15.0), Map.of(), 1.0, "mm", null, null);
        assertThatThrownBy(() -> MeasurementValidator.validate(m, PROCESS, LATEST))
                .hasMessageContaining("eventId is missing")
                .hasMessageContaining("sourceTime is missing")
                .hasMessageContaining("quality is missing");
    }

    @Test
    void aReadingFromBeyondTheToleratedClockSkewIsRefused() {
        MeasurementMessage atTheLimit = new MeasurementMessage("e1", 3L, LATEST, Map.of("a", 0.5, "b", 15.0), Map.of(),
                1.0, "mm", MeasurementMessage.Quality.GOOD, null);
        assertThat(MeasurementValidator.validate(atTheLimit, PROCESS, LATEST).message()).isEqualTo(atTheLimit);
        MeasurementMessage beyond = new MeasurementMessage("e2", 3L, LATEST.plusMillis(1), Map.of("a", 0.5, "b", 15.0),
                Map.of(), 1.0, "mm", MeasurementMessage.Quality.GOOD, null);
        assertThatThrownBy(() -> MeasurementValidator.validate(beyond, PROCESS, LATEST))
                .hasMessageContaining("sourceTime 2026-11-26T12:05:00.001Z is in the future")
                .hasMessageContaining("targetwise.ingest.max-clock-skew");
    }

    /** Two ids differing only in an unpaired surrogate would be stored as the same bytes: a unique violation forever. */
    @Test
    void textThatNoDatabaseStoresExactlyIsRefused() {
        for (String id : new String[] {"dup\ud800", "dup\udbff", "\udc00dup", "a\udc00\ud800b"}) {
            MeasurementMessage m = new MeasurementMessage(id, 3L, Instant.EPOCH, Map.of("a", 0.5, "b", 15.0), Map.of(),
                    1.0, "mm", MeasurementMessage.Quality.GOOD, "batch\ud800");
            assertThatThrownBy(() -> MeasurementValidator.validate(m, PROCESS, LATEST))
                    .hasMessageContaining("eventId contains an unpaired UTF-16 surrogate")
                    .hasMessageContaining("batchId contains an unpaired UTF-16 surrogate");
        }
        MeasurementMessage paired = new MeasurementMessage("ok-\ud83d\ude00", 3L, Instant.EPOCH,
                Map.of("a", 0.5, "b", 15.0), Map.of(), 1.0, "mm", MeasurementMessage.Quality.GOOD, null);
        assertThat(MeasurementValidator.validate(paired, PROCESS, LATEST).message().eventId()).isEqualTo("ok-\ud83d\ude00");
    }

    /** Year 1 or 1969 is a plant clock that was never set, not a reading: it would sort before every real one. */
    @Test
    void aSourceTimeBeforeThePlausibleWindowIsRefused() {
        for (String time : new String[] {"0001-01-01T00:00:00Z", "1969-12-31T23:59:59.999Z"}) {
            MeasurementMessage m = new MeasurementMessage("e1", 3L, Instant.parse(time), Map.of("a", 0.5, "b", 15.0),
                    Map.of(), 1.0, "mm", MeasurementMessage.Quality.GOOD, null);
            assertThatThrownBy(() -> MeasurementValidator.validate(m, PROCESS, LATEST))
                    .hasMessageContaining("sourceTime " + Instant.parse(time) + " is outside 1970-01-01T00:00:00Z to");
        }
    }

    /** 1e308 is finite, but squares and sums of it are not: every value a model sees must stay far from overflow. */
    @Test
    void outputAndEnvironmentValuesMustBeBounded() {
        assertThatThrownBy(() -> MeasurementValidator.validate(message(Map.of("a", 0.5, "b", 15.0),
                Map.of("h", 1e308, "t", -2e15), -1e300, "mm"), PROCESS, LATEST))
                .hasMessageContaining("environmental value 'h' = 1.0E308 is outside [-1.0E15, 1.0E15]")
                .hasMessageContaining("environmental value 't' = -2.0E15 is outside")
                .hasMessageContaining("output = -1.0E300 is outside [-1.0E15, 1.0E15]");
        assertThat(MeasurementValidator.validate(message(Map.of("a", 0.5, "b", 15.0), Map.of("h", 1e15), -1e15, "mm"),
                PROCESS, LATEST).environment()[0]).isEqualTo(1e15);
    }
}

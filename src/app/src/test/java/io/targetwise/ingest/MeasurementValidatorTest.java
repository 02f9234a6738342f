package io.targetwise.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.targetwise.process.ProcessDefinition;

class MeasurementValidatorTest {
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
        var valid = MeasurementValidator.validate(message(Map.of("b", 15.0, "a", 0.5), Map.of("t", 21.0), 1.2, "mm"), PROCESS);
        assertThat(valid.setpoint()).containsExactly(0.5, 15.0);
        assertThat(valid.environment()[0]).isNaN(); // humidity not reported this time
        assertThat(valid.environment()[1]).isEqualTo(21.0);
    }

    @Test
    void boundsAreInclusive() {
        assertThat(MeasurementValidator.validate(message(Map.of("a", 0.0, "b", 20.0), Map.of(), 1.0, "mm"), PROCESS).setpoint())
                .containsExactly(0.0, 20.0);
    }

    @Test
    void reportsEveryProblemTogether() {
        assertThatThrownBy(() -> MeasurementValidator.validate(
                message(Map.of("a", 1.5, "c", 1.0), Map.of("x", 1.0, "h", Double.POSITIVE_INFINITY), null, "cm"), PROCESS))
                .isInstanceOf(RejectedMeasurementException.class)
                .hasMessageContaining("setpoint 'a' = 1.5 is outside [0.0, 1.0]")
                .hasMessageContaining("setpoint 'b' is missing")
                .hasMessageContaining("setpoint 'c' is not a design variable")
                .hasMessageContaining("environmental value 'x' is not a variable")
                .hasMessageContaining("environmental value 'h' is not a finite number")
                .hasMessageContaining("output is missing")
                .hasMessageContaining("unit 'cm' does not match");
    }

    @Test
    void requiresIdTimeAndQuality() {
        MeasurementMessage m = new MeasurementMessage(" ", 3L, null, Map.of("a", 0.5, "b", 15.0), Map.of(), 1.0, "mm", null, null);
        assertThatThrownBy(() -> MeasurementValidator.validate(m, PROCESS))
                .hasMessageContaining("eventId is missing")
                .hasMessageContaining("sourceTime is missing")
                .hasMessageContaining("quality is missing");
    }
}

package io.targetwise.app.autopilot;

import static io.targetwise.app.autopilot.Limits.Origin.EARLY_GUESS;
import static io.targetwise.app.autopilot.Limits.Origin.INITIAL_DESIGN;
import static io.targetwise.app.autopilot.Limits.Origin.MODEL;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.targetwise.app.common.FieldError;
import io.targetwise.app.common.InvalidRequestException;
import io.targetwise.app.process.ProcessDefinition;

/** The autopilot's limits: defaults, validation naming each field, and the decision on a proposal at each edge. */
class LimitsTest {
    private static final Instant NOW = Instant.parse("2026-11-26T12:00:00Z");
    /** stroke in [50, 90] mm with a maximum step of 8; temperature in [1000, 1200] °C with the default step 50. */
    private static final ProcessDefinition PRESS = new ProcessDefinition(1L, "press", null,
            List.of(new ProcessDefinition.DesignVariable("stroke", "mm", 50.0, 90.0, 0.5, 8.0),
                    new ProcessDefinition.DesignVariable("temperature", "°C", 1000.0, 1200.0, null)),
            List.of(), new ProcessDefinition.Output("diameter", "mm"), 140.0, 138.0, 142.0, 2);

    private static Limits limits(Map<String, AutopilotLimits.VariableLimit> variables, Double minInside,
            Integer moves, Integer handBackAfter, Instant handBackAt, Double miss) {
        return Limits.of(new AutopilotLimits(variables, minInside, moves, handBackAfter, handBackAt, miss), PRESS, NOW);
    }

    /** stroke in [60, 80] with steps up to 4; temperature at its defaults; 90 %, 6 an hour, 3σ. */
    private static Limits typical() {
        return limits(Map.of("stroke", new AutopilotLimits.VariableLimit(60.0, 80.0, 4.0)), null, 6, 3,
                NOW.plusSeconds(3600), null);
    }

    @Test
    void absentLimitsTakeTheDesignBoundsTheProcesssStepAndTheStatedDefaults() {
        AutopilotLimits named = limits(null, null, 6, null, null, null).named();
        assertThat(named.variables().get("stroke")).isEqualTo(new AutopilotLimits.VariableLimit(50.0, 90.0, 8.0));
        assertThat(named.variables().get("temperature"))
                .isEqualTo(new AutopilotLimits.VariableLimit(1000.0, 1200.0, 50.0)); // a quarter of the range
        assertThat(named.minInsideSpecProbability()).isEqualTo(0.9);
        assertThat(named.maxMissSigma()).isEqualTo(3.0);
        assertThat(named.handBackAfterMoves()).isNull();
        assertThat(named.handBackAt()).isNull();
    }

    @Test
    void everyInvalidLimitIsNamed() {
        InvalidRequestException e = catchThrowableOfType(InvalidRequestException.class, () -> limits(Map.of(
                "stroke", new AutopilotLimits.VariableLimit(45.0, 95.0, 9.0),
                "temperature", new AutopilotLimits.VariableLimit(1100.0, 1050.0, 0.0),
                "speed", new AutopilotLimits.VariableLimit(null, null, null)), 1.5, 0, 0, NOW, 0.0));
        assertThat(e.errors()).extracting(FieldError::field).containsExactlyInAnyOrder("variables.speed",
                "variables.stroke.min", "variables.stroke.max", "variables.stroke.maxStep",
                "variables.temperature.max", "variables.temperature.maxStep", "minInsideSpecProbability",
                "maxMovesPerHour", "handBackAfterMoves", "handBackAt", "maxMissSigma");
        assertThat(catchThrowableOfType(InvalidRequestException.class, () -> limits(null, null, null, null, null,
                null)).errors()).extracting(FieldError::message).containsExactly("must be chosen, between 1 and 3600,"
                        + " got null");
    }

    @Test
    void theLimitsAtTheirEdgesAreMet() {
        assertThat(limits(Map.of("stroke", new AutopilotLimits.VariableLimit(50.0, 90.0, 8.0),
                "temperature", new AutopilotLimits.VariableLimit(1000.0, 1200.0, 50.0)), 0.0, 3600, 1,
                NOW.plusMillis(1), 10.0).named().maxMovesPerHour()).isEqualTo(3600);
        Limits.Verdict verdict = typical().check(new double[] {80, 1050}, 0.9, new double[] {76, 1100}, 5, MODEL);
        assertThat(verdict.failed()).isEmpty();
        assertThat(verdict.met()).containsExactly("inside the box", "steps within their maximum (largest 100.0 % of"
                + " it)", "predicted in-spec share 90.0 % ≥ 90.0 %", "move 6 of at most 6 in an hour");
        // A setpoint snapped to the grid in binary floating point may sit a rounding error beyond an edge
        assertThat(typical().check(new double[] {80 + 1e-12, 1050}, 0.9, new double[] {76, 1100}, 0, MODEL).failed())
                .isEmpty();
    }

    @Test
    void eachLimitFailsJustBeyondItsEdge() {
        Limits l = typical();
        double[] running = {76, 1100};
        assertThat(l.check(new double[] {80.5, 1100}, 0.95, new double[] {78, 1100}, 0, MODEL).failed())
                .containsExactly("box: stroke 80.5 outside [60, 80] mm");
        assertThat(l.check(new double[] {59.5, 1100}, 0.95, new double[] {60, 1100}, 0, MODEL).failed())
                .containsExactly("box: stroke 59.5 outside [60, 80] mm");
        assertThat(l.check(new double[] {71.5, 1100}, 0.95, running, 0, MODEL).failed())
                .containsExactly("step: stroke moves 4.5 mm, more than 4");
        assertThat(l.check(new double[] {76, 1049.5}, 0.95, running, 0, MODEL).failed())
                .containsExactly("step: temperature moves 50.5 °C, more than 50");
        assertThat(l.check(new double[] {76, 1100}, 0.8999, running, 0, MODEL).failed())
                .containsExactly("predicted in-spec share 90.0 % below the minimum 90.0 %");
        assertThat(l.check(new double[] {76, 1100}, 0.95, running, 6, MODEL).failed())
                .containsExactly("moves per hour: 6 applied in the last hour, the limit is 6");
        assertThat(l.check(new double[] {76, 1100}, 0.95, null, 0, MODEL).failed())
                .containsExactly("step: no reading yet shows where the plant runs");
        assertThat(l.check(new double[] {76, 1100}, 0.95, running, 0, EARLY_GUESS).failed())
                .containsExactly("the initial design is not complete: the proposal is an early guess");
    }

    @Test
    void aPointOfTheInitialDesignNeedsNoForecastButKeepsToTheBoxStepAndPace() {
        Limits l = typical();
        Limits.Verdict point = l.check(new double[] {76, 1100}, Double.NaN, new double[] {78, 1100}, 0,
                INITIAL_DESIGN);
        assertThat(point.failed()).isEmpty();
        assertThat(point.met()).contains("a point of the initial design", "no forecast to judge");
        // Box, step and pace hold for it as for any move
        assertThat(l.check(new double[] {80.5, 1100}, Double.NaN, new double[] {78, 1100}, 0, INITIAL_DESIGN)
                .failed()).containsExactly("box: stroke 80.5 outside [60, 80] mm");
        assertThat(l.check(new double[] {71.5, 1100}, Double.NaN, new double[] {76, 1100}, 6, INITIAL_DESIGN)
                .failed()).containsExactly("step: stroke moves 4.5 mm, more than 4",
                        "moves per hour: 6 applied in the last hour, the limit is 6");
    }

    @Test
    void itHandsBackWhenItsMovesAreUsedUpOrItsTimeIsOver() {
        Limits l = typical();
        assertThat(l.handBack(2, NOW)).isEmpty();
        assertThat(l.handBack(3, NOW)).contains("handed back after 3 applied moves, as its limits said");
        assertThat(l.handBack(0, NOW.plusSeconds(3599))).isEmpty();
        assertThat(l.handBack(0, NOW.plusSeconds(3600))).hasValueSatisfying(w -> assertThat(w).startsWith(
                "handed back at "));
    }

    @Test
    void aMissBeyondTheLimitInEitherDirectionCounts() {
        Limits l = typical();
        assertThat(l.missTooLarge(3.0)).isFalse();
        assertThat(l.missTooLarge(-3.0)).isFalse();
        assertThat(l.missTooLarge(3.01)).isTrue();
        assertThat(l.missTooLarge(-3.01)).isTrue();
    }

    /** The press with its design variables changed as an engineer might edit them. */
    private static ProcessDefinition edited(ProcessDefinition.DesignVariable stroke,
            ProcessDefinition.DesignVariable temperature) {
        return new ProcessDefinition(1L, "press", null, List.of(stroke, temperature), List.of(),
                new ProcessDefinition.Output("diameter", "mm"), 140.0, 138.0, 142.0, 2);
    }

    @Test
    void limitsFitTheDefinitionTheyWereResolvedAgainst() {
        assertThat(typical().misfits(PRESS)).isEmpty();
    }

    @Test
    void aChangedDefinitionIsAMisfitNamingWhatNoLongerFits() {
        ProcessDefinition.DesignVariable temperature = PRESS.designVariables().get(1);
        assertThat(typical().misfits(edited(new ProcessDefinition.DesignVariable("ram stroke", "mm", 50.0, 90.0, 0.5,
                8.0), temperature))).extracting(FieldError::field).containsExactly("variables");
        assertThat(typical().misfits(edited(new ProcessDefinition.DesignVariable("stroke", "mm", 65.0, 90.0, 0.5, 8.0),
                temperature))).extracting(FieldError::field).containsExactly("variables.stroke.min");
        assertThat(typical().misfits(edited(new ProcessDefinition.DesignVariable("stroke", "mm", 50.0, 75.0, 0.5, 8.0),
                temperature))).extracting(FieldError::field).containsExactly("variables.stroke.max");
        assertThat(typical().misfits(edited(new ProcessDefinition.DesignVariable("stroke", "mm", 50.0, 90.0, 0.5, 3.0),
                temperature))).extracting(FieldError::field).containsExactly("variables.stroke.maxStep");
    }
}

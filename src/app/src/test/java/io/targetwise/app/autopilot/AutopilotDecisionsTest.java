package io.targetwise.app.autopilot;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.setpoint.IssuedCommand;
import io.targetwise.app.setpoint.SetpointCommandKind;

/** The autopilot's decisions as pure functions: every branch on plain values, in the order the driver asks. */
class AutopilotDecisionsTest {
    private static final Instant NOW = Instant.parse("2026-11-29T08:00:00Z");
    private static final ProcessDefinition PRESS = new ProcessDefinition(1L, "press", null,
            List.of(new ProcessDefinition.DesignVariable("stroke", "mm", 50.0, 90.0, 0.5, 8.0)), List.of(),
            new ProcessDefinition.Output("diameter", "mm"), 140.0, 138.0, 142.0, 2);
    /** stroke in [60, 80], steps up to 4; in-spec share at least 90 %; 6 moves an hour; hand back after 3 moves. */
    private static final Limits LIMITS = Limits.of(new AutopilotLimits(Map.of("stroke",
            new AutopilotLimits.VariableLimit(60.0, 80.0, 4.0)), 0.9, 6, 3, null, null), PRESS, NOW);

    private static AutopilotDecisions.ProposalMove decide(boolean fits, int movesApplied, double setpoint,
            double insideSpec) {
        return AutopilotDecisions.decide(LIMITS, fits, movesApplied, NOW, new double[] {setpoint}, insideSpec,
                new double[] {70}, 0, Limits.Origin.MODEL);
    }

    @Test
    void aProposalInsideEveryLimitIsAppliedNamingTheLimitsMet() {
        assertThat(decide(true, 0, 72, 0.95)).isInstanceOfSatisfying(AutopilotDecisions.Apply.class,
                apply -> assertThat(apply.met()).startsWith("limits met: inside the box; steps within their maximum"));
    }

    @Test
    void aProposalFailingALimitIsHeldNamingOnlyTheFailedOnes() {
        assertThat(decide(true, 0, 75, 0.95)).isEqualTo(new AutopilotDecisions.Hold(
                "step: stroke moves 5 mm, more than 4"));
        assertThat(decide(true, 0, 72, 0.5)).isEqualTo(new AutopilotDecisions.Hold(
                "predicted in-spec share 50.0 % below the minimum 90.0 %"));
    }

    @Test
    void usedUpLimitsHandBackBeforeAnyProposalIsLookedAt() {
        assertThat(decide(true, 3, 72, 0.95)).isEqualTo(new AutopilotDecisions.HandBack(
                "handed back after 3 applied moves, as its limits said",
                "the autopilot handed back after 3 applied moves, as its limits said"));
    }

    @Test
    void limitsThatNoLongerFitTheDefinitionHandBackFirst() {
        assertThat(decide(false, 3, 72, 0.95)).isEqualTo(new AutopilotDecisions.HandBack(
                AutopilotDecisions.DEFINITION_CHANGED,
                "the process definition changed since the autopilot was switched on"));
    }

    private static Optional<IssuedCommand> sent(String by, double stroke) {
        return Optional.of(new IssuedCommand("c1", SetpointCommandKind.APPROVED, 5L, new double[] {stroke}, by, NOW));
    }

    @Test
    void aFallbackRevertsTheAutopilotsOwnMoveToTheLastGoodSetpoint() {
        AutopilotDecisions.Fallback f = AutopilotDecisions.fallBack(Optional.of(new double[] {70}),
                sent(AutopilotDriver.NAME, 74), PRESS);
        assertThat(f.revertTo()).hasValueSatisfying(good -> assertThat(good).containsExactly(70));
        assertThat(f.done()).isEqualTo("reverted to the last good setpoint, stroke = 70");
    }

    @Test
    void aFallbackLeavesAPersonsSetpointAndOneAlreadyGoodWhereTheyAre() {
        assertThat(AutopilotDecisions.fallBack(Optional.of(new double[] {70}), sent("a.engineer", 74), PRESS))
                .isEqualTo(new AutopilotDecisions.Fallback(Optional.empty(), "the plant runs where a person sent it,"
                        + " so the autopilot sends no command"));
        assertThat(AutopilotDecisions.fallBack(Optional.of(new double[] {70}), Optional.empty(), PRESS).revertTo())
                .as("no command yet: the initial design's setpoint").isEmpty();
        assertThat(AutopilotDecisions.fallBack(Optional.empty(), sent(AutopilotDriver.NAME, 74), PRESS))
                .isEqualTo(new AutopilotDecisions.Fallback(Optional.empty(), "no good setpoint is known, so the plant"
                        + " stays where it is"));
        assertThat(AutopilotDecisions.fallBack(Optional.of(new double[] {74}), sent(AutopilotDriver.NAME, 74), PRESS)
                .done()).isEqualTo("the plant was last sent to the last good setpoint, stroke = 74, already");
    }
}

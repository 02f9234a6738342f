package io.targetwise.app.console.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import io.targetwise.app.autopilot.AutopilotState;
import io.targetwise.app.autopilot.AutopilotView;
import io.targetwise.app.campaign.InitialDesign;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.proposal.ProposalStatus;
import io.targetwise.app.proposal.ProposalView;
import io.targetwise.app.readings.Reading;
import io.targetwise.core.Point;

/** The banner's sentence in each state; ProcessViewTest checks that the banner leads the view and decides. */
class DecisionBannerTest {
    private static final ProcessDefinition PRESS = new ProcessDefinition(1L, "Press", "forging",
            List.of(new ProcessDefinition.DesignVariable("stroke", "mm", 40.0, 90.0, null),
                    new ProcessDefinition.DesignVariable("temperature", "degC", 1000.0, 1250.0, null)),
            List.of(), new ProcessDefinition.Output("diameter", "mm"), 140.0, 138.0, 142.0, 2);

    private static final Optional<Reading> NO_READING = Optional.empty();

    private static Optional<Reading> reading(double stroke, double output) {
        return Optional.of(new Reading(Instant.EPOCH, Point.of(stroke, 1100), output));
    }

    /**
     * The forecast is a Student-t with 3 degrees of freedom and scale sqrt(0.6^2 + 0.9^2 / 2) = 0.87464: its 90 %
     * interval is ± t(0.95; 3) = 2.35336 (a t table) times that, 2.0584, not the normal's 1.645 times.
     */
    @Test
    void anOpenProposalSaysWhatItWillDoAndWhy() {
        assertThat(DecisionBanner.sentence(PRESS, List.of(proposal(12, 71.0, 1100)), new InitialDesign(3, 3),
                reading(62.5, 96.1), null)).isEqualTo("Proposal 12 waits for approval: move stroke 62.5 → 71 mm,"
                + " forecast for the mean of 2 readings 139.8 mm, 90 % interval ± 2.0584 mm (last reading 96.1 mm"
                + " against a target of 140 mm).");
    }

    @Test
    void withNothingOpenItSaysTheStateAndThatNoDecisionIsNeeded() {
        assertThat(DecisionBanner.sentence(PRESS, List.of(), new InitialDesign(1, 3), NO_READING, null))
                .isEqualTo("Initial design: 1 of 3 setpoints measured, no decision needed: the campaign proposes once"
                        + " it is complete.");
        assertThat(DecisionBanner.sentence(PRESS, List.of(), new InitialDesign(3, 3), NO_READING, null))
                .isEqualTo("No reading yet, no decision needed.");
        assertThat(DecisionBanner.sentence(PRESS, List.of(), new InitialDesign(3, 3), reading(71, 139.7), null))
                .isEqualTo("Running at stroke 71 mm, temperature 1100 degC, no decision needed: the campaign proposes"
                        + " when this setpoint's replicates are complete (last reading 139.7 mm against a target of"
                        + " 140 mm).");
    }

    @Test
    void whileTheAutopilotRunsItSaysSoAndWhyItLeftAProposalToAPerson() {
        AutopilotView on = new AutopilotView(1, AutopilotState.ON, "switched on", null, "erik", Instant.EPOCH, 2,
                true, "erik", Instant.EPOCH);
        InitialDesign complete = new InitialDesign(3, 3);
        assertThat(DecisionBanner.sentence(PRESS, List.of(), complete, reading(71, 139.7), on))
                .isEqualTo("Autopilot ON, no decision needed: it applies the next proposal that meets its limits (last"
                        + " reading 139.7 mm against a target of 140 mm).");

        ProposalView held = proposal(13, 71.0, 1150);
        assertThat(DecisionBanner.sentence(PRESS, List.of(new ProposalView(held.id(), held.processId(),
                held.createdAt(), held.status(), held.setpoints(), held.predictedMean(), held.epistemicSd(),
                held.aleatoricSd(), held.expectedSquaredError(), held.insideSpecProbability(), held.acquisition(),
                held.acquisitionValue(), held.incumbentError(), held.incumbentSetpoints(), held.modelVersion(),
                held.rule(), held.reason(), held.fallbackStreak(), held.flagged(), held.createdBy(), null, null, null,
                List.of(), "Left for a person by the autopilot: step: temperature moves 50 degC, more than 25",
                held.searchedWithin(), held.forecastDegreesOfFreedom())),
                complete, reading(71, 139.7), on)).startsWith("Proposal 13 waits for approval: move temperature 1100"
                        + " → 1150 degC,").endsWith("). Left for a person by the autopilot: step: temperature moves"
                        + " 50 degC, more than 25.");

        AutopilotView paused = new AutopilotView(1, AutopilotState.PAUSED, "paused", null, "erik", Instant.EPOCH, 2,
                true, "olga", Instant.EPOCH);
        assertThat(DecisionBanner.sentence(PRESS, List.of(), complete, reading(71, 139.7), paused))
                .startsWith("Running at stroke 71 mm");
    }

    private static ProposalView proposal(long id, double stroke, double temperature) {
        return new ProposalView(id, 1, Instant.EPOCH, ProposalStatus.OPEN,
                Map.of("stroke", stroke, "temperature", temperature), 139.8, 0.6, 0.9, 1.2, 0.8, "robust-ei", 0.01,
                2.5, Map.of("stroke", 62.5, "temperature", 1100.0), 2, "acquisition", "", 0, false, "instance", null,
                null, null, List.of(), null, null, 3.0);
    }
}

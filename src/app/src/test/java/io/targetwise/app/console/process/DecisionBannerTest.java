package io.targetwise.app.console.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.targetwise.app.autopilot.AutopilotState;
import io.targetwise.app.autopilot.AutopilotView;
import io.targetwise.app.campaign.InitialDesign;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.proposal.ProposalStatus;
import io.targetwise.app.proposal.ProposalView;
import io.targetwise.app.readings.Reading;
import io.targetwise.core.Point;

/** The banner's sentence in each state; ProcessViewTest checks it leads the view and decides. */
class DecisionBannerTest {
    private static final ProcessDefinition PRESS = new ProcessDefinition(1L, "Press", "forging",
            List.of(new ProcessDefinition.DesignVariable("stroke", "mm", 40.0, 90.0, null),
                    new ProcessDefinition.DesignVariable("temperature", "degC", 1000.0, 1250.0, null)),
            List.of(), new ProcessDefinition.Output("diameter", "mm"), 140.0, 138.0, 142.0, 2);

    @Test
    void anOpenProposalSaysWhatItWillDoAndWhy() {
        DecisionBanner banner = new DecisionBanner(PRESS);
        banner.showReading(new Reading(Instant.EPOCH, Point.of(62.5, 1100), 96.1));
        banner.showDecision(List.of(proposal(12, 71.0, 1100)), new InitialDesign(3, 3), null);

        assertThat(banner.line.getText()).isEqualTo("Proposal 12 waits for approval: move stroke 62.5 → 71 mm,"
                + " forecast for the mean of 2 readings 139.8 mm, 1σ 0.8746 mm (last reading 96.1 mm against a target"
                + " of 140 mm).");
        assertThat(banner.getClassNames()).contains("decision-open");
    }

    @Test
    void withNothingOpenItSaysTheStateAndThatNoDecisionIsNeeded() {
        DecisionBanner banner = new DecisionBanner(PRESS);
        banner.showDecision(List.of(), new InitialDesign(1, 3), null);
        assertThat(banner.line.getText()).isEqualTo("Initial design: 1 of 3 setpoints measured, no decision needed:"
                + " the campaign proposes once it is complete.");

        banner.showDecision(List.of(), new InitialDesign(3, 3), null);
        banner.showReading(new Reading(Instant.EPOCH, Point.of(71, 1100), 139.7));
        assertThat(banner.line.getText()).isEqualTo("Running at stroke 71 mm, temperature 1100 degC, no decision"
                + " needed: the campaign proposes when this setpoint's replicates are complete (last reading 139.7 mm"
                + " against a target of 140 mm).");
        assertThat(banner.getClassNames()).doesNotContain("decision-open");
    }

    @Test
    void whileTheAutopilotRunsItSaysSoAndWhyItLeftAProposalToAPerson() {
        DecisionBanner banner = new DecisionBanner(PRESS);
        banner.showReading(new Reading(Instant.EPOCH, Point.of(71, 1100), 139.7));
        banner.showAutopilot(new AutopilotView(1, AutopilotState.ON, "switched on", null, "erik", Instant.EPOCH, 2,
                true, "erik", Instant.EPOCH));
        banner.showDecision(List.of(), new InitialDesign(3, 3), null);
        assertThat(banner.line.getText()).isEqualTo("Autopilot ON, no decision needed: it applies the next proposal"
                + " that meets its limits (last reading 139.7 mm against a target of 140 mm).");

        ProposalView held = proposal(13, 71.0, 1150);
        banner.showDecision(List.of(new ProposalView(held.id(), held.processId(), held.createdAt(), held.status(),
                held.setpoints(), held.predictedMean(), held.epistemicSd(), held.aleatoricSd(),
                held.expectedSquaredError(), held.insideSpecProbability(), held.acquisition(), held.acquisitionValue(),
                held.incumbentError(), held.incumbentSetpoints(), held.modelVersion(), held.rule(), held.reason(),
                held.fallbackStreak(), held.flagged(), held.createdBy(), null, null, null, List.of(),
                "Left for a person by the autopilot: step: temperature moves 50 degC, more than 25")),
                new InitialDesign(3, 3), null);
        assertThat(banner.line.getText()).startsWith("Proposal 13 waits for approval: move temperature 1100 → 1150"
                + " degC,").endsWith("). Left for a person by the autopilot: step: temperature moves 50 degC, more"
                + " than 25.");

        banner.showAutopilot(new AutopilotView(1, AutopilotState.PAUSED, "paused", null, "erik", Instant.EPOCH, 2,
                true, "olga", Instant.EPOCH));
        banner.showDecision(List.of(), new InitialDesign(3, 3), null);
        assertThat(banner.line.getText()).startsWith("Running at stroke 71 mm");
    }

    private static ProposalView proposal(long id, double stroke, double temperature) {
        return new ProposalView(id, 1, Instant.EPOCH, ProposalStatus.OPEN,
                Map.of("stroke", stroke, "temperature", temperature), 139.8, 0.6, 0.9, 1.2, 0.8, "robust-ei", 0.01,
                2.5, Map.of("stroke", 62.5, "temperature", 1100.0), 2, "acquisition", "", 0, false, "instance", null,
                null, null, List.of(), null);
    }
}

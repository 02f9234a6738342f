package io.targetwise.app.console.process;

import static org.assertj.core.api.Assertions.assertThat;

import io.targetwise.app.proposal.ProposalStatus;
import io.targetwise.app.proposal.ProposalView;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ProposalReasonTest {

    @Test
    void theCardSaysWhichRuleChoseTheSetpointAndFlagsARunOfFallbacks() {
        String chosen = ProposalPanel.reasonText(proposal("acquisition", "the highest robust-ei score of the candidates"
                + " searched (0.0123, integrated aleatoric variance) chose it", 0));
        assertThat(chosen).startsWith("the highest robust-ei score").contains("E_min = 0.5").doesNotContain("FALLBACK");

        String fallback = ProposalPanel.reasonText(proposal("fallback", "robust-ei was negligible at every candidate"
                + " searched ...", 1));
        assertThat(fallback).startsWith("FALLBACK (the robust-ei acquisition was flat): robust-ei was negligible")
                .doesNotContain("in a row");

        String flagged = ProposalPanel.reasonText(proposal("fallback", "robust-ei was negligible", 3));
        assertThat(flagged).contains("3 proposals in a row came from the fallback");

        String compensation = ProposalPanel.reasonText(proposal("offset-compensation", "Compensates a drift alarm: the"
                + " readings at x = 1 run 2.9σ (+1.02 mm) above the approved proposal's forecast ... a drift of +1.02", 0));
        assertThat(compensation).startsWith("DRIFT COMPENSATION: Compensates a drift alarm: the readings at x = 1")
                .endsWith("Its Ê with the drift added is 0.4.").doesNotContain("E_min");
    }

    private static ProposalView proposal(String rule, String reason, int streak) {
        return new ProposalView(1, 1, Instant.EPOCH, ProposalStatus.OPEN, Map.of("x", 1.0), 0.1, 0.2, 0.3, 0.4, 0.5,
                "robust-ei", 0.01, 0.5, Map.of("x", 0.0), 2, rule, reason, streak,
                streak >= ProposalView.FLAGGED_STREAK, "instance", null, null, null, List.of(), null, null, null);
    }
}

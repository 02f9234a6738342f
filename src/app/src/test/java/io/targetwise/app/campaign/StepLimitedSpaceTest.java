package io.targetwise.app.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.core.proposal.SearchSpace;

/** Proposals stay within each variable's maximum step of the running setpoint. */
class StepLimitedSpaceTest {
    private static final ProcessDefinition PRESS = new ProcessDefinition(1L, "Press", null, List.of(
            new ProcessDefinition.DesignVariable("temperature", "degC", 1000.0, 1150.0, 1.0),
            new ProcessDefinition.DesignVariable("stroke", "mm", 20.0, 100.0, 0.5, 5.0)), List.of(),
            new ProcessDefinition.Output("height", "mm"), 140.0, 138.0, 142.0, 2);

    @Test
    void theReachableBoxIsTheMaximumStepAroundTheNewestSetpoint() {
        SearchSpace space = LiveCampaigns.stepLimited(PRESS, new double[] {1100, 60});
        // temperature: default step 150 / 4 = 37.5, narrowed onto its 1-degree grid
        assertThat(space.reachableLower(0)).isEqualTo(1063);
        assertThat(space.reachableUpper(0)).isEqualTo(1137);
        assertThat(space.reachableLower(1)).isEqualTo(55);
        assertThat(space.reachableUpper(1)).isEqualTo(65);
    }

    @Test
    void aRunningSetpointReportedOutsideTheBoundsIsTakenAtTheBound() {
        SearchSpace space = LiveCampaigns.stepLimited(PRESS, new double[] {1160, 19});
        assertThat(space.reachableUpper(0)).isEqualTo(1150);
        assertThat(space.reachableLower(0)).isEqualTo(1113);
        assertThat(space.reachableLower(1)).isEqualTo(20);
        assertThat(space.reachableUpper(1)).isEqualTo(25);
    }
}

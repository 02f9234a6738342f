package io.targetwise.app.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

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
        SearchSpace space = LiveCampaigns.stepLimited(PRESS, new double[] {1100, 60}, Optional.empty()).space();
        // temperature: default step 150 / 4 = 37.5, narrowed onto its 1-degree grid
        assertThat(space.reachableLower(0)).isEqualTo(1063);
        assertThat(space.reachableUpper(0)).isEqualTo(1137);
        assertThat(space.reachableLower(1)).isEqualTo(55);
        assertThat(space.reachableUpper(1)).isEqualTo(65);
    }

    @Test
    void aRunningSetpointReportedOutsideTheBoundsIsTakenAtTheBound() {
        SearchSpace space = LiveCampaigns.stepLimited(PRESS, new double[] {1160, 19}, Optional.empty()).space();
        assertThat(space.reachableUpper(0)).isEqualTo(1150);
        assertThat(space.reachableLower(0)).isEqualTo(1113);
        assertThat(space.reachableLower(1)).isEqualTo(20);
        assertThat(space.reachableUpper(1)).isEqualTo(25);
    }

    /**
     * The autopilot's box [1090, 1120] x [58.2, 64] and steps 10 degC and 2 mm inside the process's: the search keeps
     * to the intersection, on the grid (stroke from 58.2 up to the next half millimetre), and says so.
     */
    @Test
    void whileTheAutopilotsLimitsAreInForceTheSearchKeepsToTheirIntersectionWithTheProcesssOwn() {
        OperatingLimits.Box box = new OperatingLimits.Box("the autopilot's box and steps", new double[] {1090, 58.2},
                new double[] {1120, 64}, new double[] {10, 2}, Instant.EPOCH);
        LiveCampaigns.Search search = LiveCampaigns.stepLimited(PRESS, new double[] {1100, 60}, Optional.of(box));
        assertThat(search.within()).isEqualTo("the autopilot's box and steps");
        assertThat(search.space().reachableLower(0)).isEqualTo(1090);
        assertThat(search.space().reachableUpper(0)).isEqualTo(1110);
        assertThat(search.space().reachableLower(1)).isEqualTo(58.5);
        assertThat(search.space().reachableUpper(1)).isEqualTo(62);

        assertThat(LiveCampaigns.stepLimited(PRESS, new double[] {1100, 60}, Optional.empty()).within())
                .isEqualTo(OperatingLimits.PROCESS_LIMITS);
    }

    @Test
    void aBoxBeyondOneStepOfTheRunningSetpointLeavesTheProcesssOwnLimitsAndSaysWhy() {
        OperatingLimits.Box far = new OperatingLimits.Box("the autopilot's box and steps", new double[] {1000, 90},
                new double[] {1150, 100}, new double[] {25, 5}, Instant.EPOCH);
        LiveCampaigns.Search search = LiveCampaigns.stepLimited(PRESS, new double[] {1100, 60}, Optional.of(far));
        assertThat(search.within()).isEqualTo("the process's design bounds and maximum steps (the autopilot's box and"
                + " steps lie beyond one step of the running setpoint)");
        assertThat(search.space().reachableLower(1)).isEqualTo(55);
        assertThat(search.space().reachableUpper(1)).isEqualTo(65);
    }
}

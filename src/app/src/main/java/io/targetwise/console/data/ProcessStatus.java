package io.targetwise.console.data;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import io.targetwise.campaign.CampaignSettings;
import io.targetwise.process.ProcessDefinition;
import io.targetwise.spc.ProcessCapability;

/**
 * A process by exception: its latest reading against the tolerance, its recent capability, what awaits a decision,
 * and, when no reading arrived for a while, when the last one did ({@code readingsStoppedSince}).
 */
public record ProcessStatus(ProcessDefinition process, List<Reading> recent, ProcessCapability capability,
        int openProposals, CampaignSettings campaign, Optional<Integer> modelVersion,
        Optional<Instant> readingsStoppedSince) {

    public Optional<Reading> last() {
        return recent.isEmpty() ? Optional.empty() : Optional.of(recent.get(recent.size() - 1));
    }

    /** Whether a value lies within the specification limits [LSL, USL]. */
    public static boolean inTolerance(ProcessDefinition process, double output) {
        return process.lowerSpecLimit() <= output && output <= process.upperSpecLimit();
    }
}

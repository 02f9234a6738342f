package io.targetwise.app.monitoring;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import io.targetwise.app.campaign.CampaignSettings;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.readings.Reading;
import io.targetwise.core.spc.ProcessCapability;

/**
 * A process by exception: its latest reading against the tolerance, its recent capability, what awaits a decision,
 * and, when no reading arrived for a while, when the last one did ({@code readingsStoppedSince}).
 */
public record ProcessStatus(ProcessDefinition process, List<Reading> recent, ProcessCapability capability,
        long openProposals, CampaignSettings campaign, Optional<Integer> modelVersion,
        Optional<Instant> readingsStoppedSince) {

    public ToleranceState toleranceState() {
        return ToleranceState.of(process, recent);
    }

    public Optional<Reading> last() {
        return recent.isEmpty() ? Optional.empty() : Optional.of(recent.get(recent.size() - 1));
    }
}

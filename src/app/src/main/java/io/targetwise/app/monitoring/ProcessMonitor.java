package io.targetwise.app.monitoring;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import io.targetwise.app.campaign.CampaignHistory;
import io.targetwise.app.campaign.CampaignIterationView;
import io.targetwise.app.campaign.CampaignSettingsService;
import io.targetwise.app.common.PageRequest;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.proposal.Proposals;
import io.targetwise.app.readings.Reading;
import io.targetwise.app.readings.Readings;
import io.targetwise.app.readings.ReplicateGroup;
import io.targetwise.core.spc.ProcessCapability;

/**
 * A process's state by exception, as the processes list shows it: the recent readings against the tolerance, their
 * capability, the open proposals, the campaign's settings and model version, and whether the readings stopped.
 */
@ApplicationScoped
public class ProcessMonitor {
    private final Readings readings;
    private final Proposals proposals;
    private final CampaignSettingsService campaignSettings;
    private final CampaignHistory history;
    private final Clock clock;
    private final Duration readingsStoppedAfter;

    ProcessMonitor(Readings readings, Proposals proposals, CampaignSettingsService campaignSettings,
            CampaignHistory history, Clock clock,
            @ConfigProperty(name = "targetwise.console.readings-stopped-after") Duration readingsStoppedAfter) {
        this.readings = readings;
        this.proposals = proposals;
        this.campaignSettings = campaignSettings;
        this.history = history;
        this.clock = clock;
        this.readingsStoppedAfter = readingsStoppedAfter;
    }

    public ProcessStatus status(ProcessDefinition process) {
        List<Reading> recent = readings.recent(process.id());
        Optional<Integer> modelVersion = history.iterations(process, PageRequest.first(1)).stream().findFirst()
                .map(CampaignIterationView::modelVersion);
        return new ProcessStatus(process, recent, capability(process, recent), proposals.openCount(process),
                campaignSettings.settings(process.id()), modelVersion,
                readings.lastReceived(process.id())
                        .filter(at -> at.isBefore(Instant.now(clock).minus(readingsStoppedAfter))));
    }

    /** Capability of the given readings, their replicate groups as subgroups. */
    public static ProcessCapability capability(ProcessDefinition process, List<Reading> readings) {
        return ProcessCapability.of(ReplicateGroup.of(readings).stream().map(ReplicateGroup::outputs).toList(),
                process.lowerSpecLimit(), process.upperSpecLimit());
    }
}

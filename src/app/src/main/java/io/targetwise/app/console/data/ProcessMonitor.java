package io.targetwise.app.console.data;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.panache.common.Page;
import io.targetwise.app.campaign.CampaignHistory;
import io.targetwise.app.campaign.CampaignIterationView;
import io.targetwise.app.campaign.CampaignResource.SetpointCommandView;
import io.targetwise.app.campaign.CampaignSettingsService;
import io.targetwise.app.campaign.InitialDesign;
import io.targetwise.app.campaign.ProposalEntity;
import io.targetwise.app.campaign.ProposalStatus;
import io.targetwise.app.campaign.ProposalView;
import io.targetwise.app.campaign.Proposals;
import io.targetwise.core.Point;
import io.targetwise.app.ingest.MeasurementEntity;
import io.targetwise.app.ingest.MeasurementMessage;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.setpoint.SetpointCommandEntity;
import io.targetwise.core.spc.ProcessCapability;

/** What the console reads about a process: recent readings, capability, proposals, commands, campaign history. */
@ApplicationScoped
public class ProcessMonitor {
    /** The recent window: what the run chart, the histogram and the capability indices look at. */
    public static final int RECENT_READINGS = 120;
    /**
     * The most readings a run chart draws, the newest where a range holds more: a browser draws a few thousand
     * points smoothly, and a years-long campaign must not be loaded whole.
     */
    public static final int MAX_READINGS = 5000;

    private final CampaignSettingsService campaignSettings;
    private final CampaignHistory history;
    private final Clock clock;
    private final Duration readingsStoppedAfter;

    ProcessMonitor(CampaignSettingsService campaignSettings, CampaignHistory history, Clock clock,
            @ConfigProperty(name = "targetwise.console.readings-stopped-after") Duration readingsStoppedAfter) {
        this.campaignSettings = campaignSettings;
        this.history = history;
        this.clock = clock;
        this.readingsStoppedAfter = readingsStoppedAfter;
    }

    public ProcessStatus status(ProcessDefinition process) {
        List<Reading> recent = recentReadings(process.id());
        List<CampaignIterationView> history = history(process);
        return new ProcessStatus(process, recent, capability(process, recent), openProposals(process).size(),
                campaignSettings.settings(process.id()), history.isEmpty() ? Optional.empty()
                        : Optional.of(history.get(history.size() - 1).modelVersion()),
                lastReceived(process.id()).filter(at -> at.isBefore(Instant.now(clock).minus(readingsStoppedAfter))));
    }

    /** When the newest reading (by source time, any quality: a BAD one still shows the plant is sending) arrived. */
    private static Optional<Instant> lastReceived(long processId) {
        return QuarkusTransaction.requiringNew().call(() -> MeasurementEntity.getEntityManager()
                .createQuery("select m.receivedAt from MeasurementEntity m where m.processId = ?1 and m.sourceTime >= ?2"
                        + " order by m.processId desc, m.sourceTime desc, m.id desc", Instant.class)
                .setParameter(1, processId).setParameter(2, MeasurementEntity.EARLIEST_SOURCE_TIME).setMaxResults(1)
                .getResultStream().findFirst());
    }

    /** The latest usable readings (bad-quality ones never count), oldest first. */
    public List<Reading> recentReadings(long processId) {
        return newest(processId, MeasurementEntity.EARLIEST_SOURCE_TIME, RECENT_READINGS);
    }

    /** The usable readings in the range, oldest first, at most the newest {@link #MAX_READINGS}. */
    public List<Reading> readings(long processId, ReadingRange range) {
        return switch (range) {
            case RECENT -> recentReadings(processId);
            case DAY -> newest(processId, newestSourceTime(processId).map(t -> t.minus(Duration.ofDays(1)))
                    .orElse(MeasurementEntity.EARLIEST_SOURCE_TIME), MAX_READINGS);
            case CAMPAIGN -> newest(processId, MeasurementEntity.EARLIEST_SOURCE_TIME, MAX_READINGS);
        };
    }

    private static List<Reading> newest(long processId, Instant since, int count) {
        List<Reading> newestFirst = QuarkusTransaction.requiringNew().call(() -> MeasurementEntity
                .<MeasurementEntity>find("processId = ?1 and quality <> ?2 and sourceTime >= ?3",
                        MeasurementEntity.newestFirst(), processId, MeasurementMessage.Quality.BAD, since)
                .page(Page.ofSize(count)).list().stream()
                .map(m -> new Reading(m.sourceTime, Point.of(m.setpoint), m.output)).toList());
        List<Reading> oldestFirst = new ArrayList<>(newestFirst);
        Collections.reverse(oldestFirst);
        return oldestFirst;
    }

    private static Optional<Instant> newestSourceTime(long processId) {
        // the first of the index walked backwards, where max() reads every reading of the process
        return QuarkusTransaction.requiringNew().call(() -> MeasurementEntity.getEntityManager()
                .createQuery("select m.sourceTime from MeasurementEntity m where m.processId = ?1 and m.quality <> ?2"
                        + " and m.sourceTime >= ?3 order by m.processId desc, m.sourceTime desc, m.id desc", Instant.class)
                .setParameter(1, processId).setParameter(2, MeasurementMessage.Quality.BAD)
                .setParameter(3, MeasurementEntity.EARLIEST_SOURCE_TIME).setMaxResults(1)
                .getResultStream().findFirst());
    }

    /** Capability of the given readings, their replicate groups as subgroups. */
    public static ProcessCapability capability(ProcessDefinition process, List<Reading> readings) {
        return ProcessCapability.of(ReplicateGroup.of(readings).stream().map(ReplicateGroup::outputs).toList(),
                process.lowerSpecLimit(), process.upperSpecLimit());
    }

    public List<ProposalView> openProposals(ProcessDefinition process) {
        return QuarkusTransaction.requiringNew().call(() -> ProposalEntity.forProcess(process.id(), ProposalStatus.OPEN)
                .stream().map(p -> Proposals.view(p, process)).toList());
    }

    public InitialDesign initialDesign(ProcessDefinition process) {
        return InitialDesign.of(process);
    }

    /** Every setpoint command, newest first. */
    public List<SetpointCommandView> auditTrail(ProcessDefinition process) {
        return QuarkusTransaction.requiringNew().call(() -> SetpointCommandEntity.forProcess(process.id()).stream()
                .map(c -> SetpointCommandView.of(c, process)).toList());
    }

    /** Every refit, oldest first. */
    public List<CampaignIterationView> history(ProcessDefinition process) {
        return history.iterations(process);
    }
}

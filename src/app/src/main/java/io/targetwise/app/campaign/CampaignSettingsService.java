package io.targetwise.app.campaign;

import java.time.Clock;
import java.time.Instant;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.targetwise.app.common.InvalidRequestException;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.AleatoricTreatment;

/**
 * Reads and changes what an engineer chose for a process's campaign. Kept apart from the model work so that the
 * console and the API read settings without touching the worker pool; running campaigns notice a change on their
 * next piece of work ({@link LiveCampaigns} compares the settings it was built with).
 */
@ApplicationScoped
public class CampaignSettingsService {
    private final ProcessService processes;
    private final Clock clock;

    CampaignSettingsService(ProcessService processes, Clock clock) {
        this.processes = processes;
        this.clock = clock;
    }

    /** The stored settings, or the defaults until an engineer changes them. */
    public CampaignSettings settings(long processId) {
        processes.require(processId);
        return QuarkusTransaction.requiringNew().call(() -> Optional.ofNullable(CampaignEntity.<CampaignEntity>findById(processId))
                .map(e -> new CampaignSettings(SurrogateChoice.fromId(e.surrogateKind),
                        AcquisitionKind.fromId(e.acquisitionKind), AleatoricTreatment.fromId(e.aleatoricTreatment),
                        e.batchSize, e.active))
                .orElse(CampaignSettings.DEFAULTS));
    }

    /** @throws InvalidRequestException if the surrogate needs environmental variables the process lacks */
    public CampaignSettings configure(long processId, CampaignSettings s) {
        ProcessDefinition process = processes.require(processId);
        if (s.surrogate().conditionsOnEnvironment() && process.environmentalVariables().isEmpty()) {
            throw new InvalidRequestException("Invalid campaign settings", "surrogate", s.surrogate().id()
                    + " conditions proposals on the measured environment, but process " + process.name()
                    + " has no environmental variables");
        }
        QuarkusTransaction.requiringNew().run(() -> {
            CampaignEntity found = CampaignEntity.findById(processId);
            CampaignEntity e = found == null ? new CampaignEntity() : found;
            e.processId = processId;
            e.surrogateKind = s.surrogate().id();
            e.acquisitionKind = s.acquisition().id();
            e.aleatoricTreatment = s.aleatoric().id();
            e.batchSize = s.batchSize();
            e.active = s.active();
            e.updatedAt = Instant.now(clock);
            if (found == null) {
                e.persist();
            }
        });
        return s;
    }
}

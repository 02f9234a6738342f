package io.targetwise.app.campaign;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.targetwise.app.common.FieldError;
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
    private static final int MAX_BATCH_SIZE = 20;

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
                .map(e -> new CampaignSettings(e.surrogateKind, e.acquisitionKind, e.aleatoricTreatment,
                        e.batchSize, e.active))
                .orElse(CampaignSettings.DEFAULTS));
    }

    /** @throws InvalidRequestException naming each unknown or out-of-range field */
    public CampaignSettings configure(long processId, CampaignSettings requested) {
        ProcessDefinition process = processes.require(processId);
        CampaignSettings s = validate(requested);
        if (SurrogateChoice.fromId(s.surrogate()).conditionsOnEnvironment() && process.environmentalVariables().isEmpty()) {
            throw new InvalidRequestException("Invalid campaign settings", "surrogate", s.surrogate()
                    + " conditions proposals on the measured environment, but process " + process.name()
                    + " has no environmental variables");
        }
        QuarkusTransaction.requiringNew().run(() -> {
            CampaignEntity found = CampaignEntity.findById(processId);
            CampaignEntity e = found == null ? new CampaignEntity() : found;
            e.processId = processId;
            e.surrogateKind = s.surrogate();
            e.acquisitionKind = s.acquisition();
            e.aleatoricTreatment = s.aleatoric();
            e.batchSize = s.batchSize();
            e.active = s.active();
            e.updatedAt = Instant.now(clock);
            if (found == null) {
                e.persist();
            }
        });
        return s;
    }

    /** Absent fields take their defaults; every invalid one is named. */
    static CampaignSettings validate(CampaignSettings s) {
        if (s == null) {
            throw new InvalidRequestException("Invalid campaign settings", "body", "campaign settings are required");
        }
        List<FieldError> errors = new ArrayList<>();
        String surrogate = s.surrogate() == null ? CampaignSettings.DEFAULTS.surrogate() : s.surrogate();
        String acquisition = s.acquisition() == null ? CampaignSettings.DEFAULTS.acquisition() : s.acquisition();
        String aleatoric = s.aleatoric() == null ? CampaignSettings.DEFAULTS.aleatoric() : s.aleatoric();
        int batchSize = s.batchSize() == null ? CampaignSettings.DEFAULTS.batchSize() : s.batchSize();
        try {
            SurrogateChoice.fromId(surrogate);
        } catch (IllegalArgumentException e) {
            errors.add(new FieldError("surrogate", e.getMessage()));
        }
        try {
            AcquisitionKind.fromId(acquisition);
        } catch (IllegalArgumentException e) {
            errors.add(new FieldError("acquisition", e.getMessage()));
        }
        try {
            AleatoricTreatment.fromId(aleatoric);
        } catch (IllegalArgumentException e) {
            errors.add(new FieldError("aleatoric", e.getMessage()));
        }
        if (!validBatchSize(batchSize)) {
            errors.add(new FieldError("batchSize", "must be between 1 and " + MAX_BATCH_SIZE + ", got " + batchSize));
        }
        if (!errors.isEmpty()) {
            throw new InvalidRequestException("Invalid campaign settings", errors);
        }
        return new CampaignSettings(surrogate, acquisition, aleatoric, batchSize, s.active() == null || s.active());
    }

    /** How many setpoints may be proposed at a time (the migration's check constraint says the same). */
    static boolean validBatchSize(int count) {
        return count >= 1 && count <= MAX_BATCH_SIZE;
    }
}

package io.targetwise.app.campaign;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import io.targetwise.app.common.FieldError;
import io.targetwise.app.common.InvalidRequestException;
import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.AleatoricTreatment;

/** Campaign settings as the API and the console's form carry them: ids as text, absent fields taking defaults. */
@Schema(name = "CampaignSettings", description = "Campaign settings of a process")
public record CampaignSettingsBody(
        @Schema(description = "Surrogate id: hetgp, gp-krr, gp-log-gp, gp-homoskedastic, gp-environment (conditioned on the measured environment), autodeuq, nomu-krr, neon-krr or auto (the best of hetgp, gp-krr, gp-log-gp, nomu-krr, neon-krr and autodeuq on the process's own readings by cross-validation)", example = "hetgp") String surrogate,
        @Schema(description = "Acquisition id, e.g. robust-ei, robust-lcb, tolerance-probability", example = "robust-lcb") String acquisition,
        @Schema(description = "How the robust acquisitions treat the fitted aleatoric variance: integrated (averaged over"
                + " its uncertainty) or plug-in (the estimate taken as known, as in Hoffer, Ranftl and Geiger 2023)",
                example = "integrated") String aleatoric,
        @Schema(description = "Setpoints proposed at a time (1..20)", example = "1") Integer batchSize,
        @Schema(description = "Whether new proposals are made automatically as data arrives") Boolean active) {

    public static CampaignSettingsBody of(CampaignSettings s) {
        return new CampaignSettingsBody(s.surrogate().id(), s.acquisition().id(), s.aleatoric().id(), s.batchSize(),
                s.active());
    }

    /**
     * The settings these ids name; absent fields take their defaults.
     *
     * @throws InvalidRequestException naming each unknown or out-of-range field
     */
    public CampaignSettings parse() {
        CampaignSettings defaults = CampaignSettings.DEFAULTS;
        List<FieldError> errors = new ArrayList<>();
        SurrogateChoice s = parse("surrogate", surrogate, defaults.surrogate(), SurrogateChoice::fromId, errors);
        AcquisitionKind a = parse("acquisition", acquisition, defaults.acquisition(),
                id -> CampaignSettings.campaignAcquisition(AcquisitionKind.fromId(id)), errors);
        AleatoricTreatment t = parse("aleatoric", aleatoric, defaults.aleatoric(), AleatoricTreatment::fromId, errors);
        int batch = batchSize == null ? defaults.batchSize() : batchSize;
        if (!CampaignSettings.validBatchSize(batch)) {
            errors.add(new FieldError("batchSize", "must be between 1 and " + CampaignSettings.MAX_BATCH_SIZE
                    + ", got " + batch));
        }
        if (!errors.isEmpty()) {
            throw new InvalidRequestException("Invalid campaign settings", errors);
        }
        return new CampaignSettings(s, a, t, batch, active == null || active);
    }

    private static <E> E parse(String field, String id, E fallback, Function<String, E> lookup,
            List<FieldError> errors) {
        if (id == null) {
            return fallback;
        }
        try {
            return lookup.apply(id);
        } catch (IllegalArgumentException e) {
            errors.add(new FieldError(field, e.getMessage()));
            return fallback;
        }
    }
}

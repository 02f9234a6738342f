package io.targetwise.app.campaign;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import io.targetwise.core.acquisition.AleatoricTreatment;

/** What an engineer chooses for a process's campaign. */
@Schema(description = "Campaign settings of a process")
public record CampaignSettings(
        @Schema(description = "Surrogate id: gp-krr, gp-log-gp, gp-homoskedastic, gp-environment (conditioned on the measured environment), autodeuq, nomu-krr or neon-krr", example = "gp-krr") String surrogate,
        @Schema(description = "Acquisition id, e.g. robust-ei, robust-lcb, tolerance-probability", example = "robust-lcb") String acquisition,
        @Schema(description = "How the robust acquisitions treat the fitted aleatoric variance: integrated (averaged over"
                + " its uncertainty) or plug-in (the estimate taken as known, as in Hoffer, Ranftl and Geiger 2023)",
                example = "integrated") String aleatoric,
        @Schema(description = "Setpoints proposed at a time (1..20)", example = "1") Integer batchSize,
        @Schema(description = "Whether new proposals are made automatically as data arrives") Boolean active) {

    /**
     * GP on replicate means with kernel ridge on log variances, and the robust LCB integrated over the variance's
     * uncertainty: on the plant-like benchmark suite (docs/benchmarks.md) the combination with the lowest E_min at
     * equal reading budgets and the fewest runs left short of the best setpoint.
     */
    public static final CampaignSettings DEFAULTS = new CampaignSettings(SurrogateChoice.GP_KERNEL_RIDGE.id(),
            "robust-lcb", AleatoricTreatment.INTEGRATED.id(), 1, true);
}

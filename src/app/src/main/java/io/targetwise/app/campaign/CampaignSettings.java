package io.targetwise.app.campaign;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import io.targetwise.core.acquisition.AleatoricTreatment;

/** What an engineer chooses for a process's campaign. */
@Schema(description = "Campaign settings of a process")
public record CampaignSettings(
        @Schema(description = "Surrogate id: hetgp, gp-krr, gp-log-gp, gp-homoskedastic, gp-environment (conditioned on the measured environment), autodeuq, nomu-krr, neon-krr or auto (the best of hetgp, gp-krr, gp-log-gp, nomu-krr, neon-krr and autodeuq on the process's own readings by cross-validation)", example = "hetgp") String surrogate,
        @Schema(description = "Acquisition id, e.g. robust-ei, robust-lcb, tolerance-probability", example = "robust-lcb") String acquisition,
        @Schema(description = "How the robust acquisitions treat the fitted aleatoric variance: integrated (averaged over"
                + " its uncertainty) or plug-in (the estimate taken as known, as in Hoffer, Ranftl and Geiger 2023)",
                example = "integrated") String aleatoric,
        @Schema(description = "Setpoints proposed at a time (1..20)", example = "1") Integer batchSize,
        @Schema(description = "Whether new proposals are made automatically as data arrives") Boolean active) {

    /**
     * The joint heteroskedastic GP and the robust LCB integrated over the variance's uncertainty. On the plant-like
     * suite's fresh seeds (docs/benchmarks.md, "hetGP as the campaign's model") its E_min was level with GP plus
     * kernel ridge at 2 readings per setpoint and 8-12 % behind it at iterations 10 and 20 at 3 (ahead at the end),
     * and its forecasts were honest where the other's were not: 90 % intervals covering 85 % of the first five moves
     * against 74-77 %, and no proposal forecasting more than 11 times the true spread against up to 17,514 times.
     */
    public static final CampaignSettings DEFAULTS = new CampaignSettings(SurrogateChoice.HETGP.id(),
            "robust-lcb", AleatoricTreatment.INTEGRATED.id(), 1, true);
}

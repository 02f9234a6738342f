package io.targetwise.campaign;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** What an engineer chooses for a process's campaign. */
@Schema(description = "Campaign settings of a process")
public record CampaignSettings(
        @Schema(description = "Surrogate id: gp-krr, gp-log-gp or gp-homoskedastic", example = "gp-krr") String surrogate,
        @Schema(description = "Acquisition id, e.g. robust-ei, robust-lcb, tolerance-probability", example = "robust-ei") String acquisition,
        @Schema(description = "Setpoints proposed at a time (1..20)", example = "1") Integer batchSize,
        @Schema(description = "Whether new proposals are made automatically as data arrives") Boolean active) {

    public static final CampaignSettings DEFAULTS = new CampaignSettings(SurrogateChoice.GP_KERNEL_RIDGE.id(), "robust-ei", 1, true);
}

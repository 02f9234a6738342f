package io.targetwise.app.campaign;

import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.AleatoricTreatment;

/**
 * What an engineer chose for a process's campaign, parsed: ids are read once, at the REST and console edges
 * ({@link CampaignSettingsBody#parse}) and from the database, and travel as their enums from there.
 */
public record CampaignSettings(SurrogateChoice surrogate, AcquisitionKind acquisition, AleatoricTreatment aleatoric,
        int batchSize, boolean active) {
    /** How many setpoints may be proposed at a time (the migration's check constraint says the same). */
    static final int MAX_BATCH_SIZE = 20;

    /**
     * The joint heteroskedastic GP and the robust LCB integrated over the variance's uncertainty. On the plant-like
     * suite's fresh seeds (docs/benchmarks/plant-suite.md, "hetGP as the campaign's model") its E_min was level with GP plus
     * kernel ridge at 2 readings per setpoint and 8-12 % behind it at iterations 10 and 20 at 3 (ahead at the end),
     * and its forecasts were honest where the other's were not: 90 % intervals covering 85 % of the first five moves
     * against 74-77 %, and no proposal forecasting more than 11 times the true spread against up to 17,514 times.
     */
    public static final CampaignSettings DEFAULTS = new CampaignSettings(SurrogateChoice.HETGP,
            AcquisitionKind.ROBUST_LCB, AleatoricTreatment.INTEGRATED, 1, true);

    /**
     * @throws IllegalArgumentException if a choice is missing, the acquisition exists only to reproduce the paper or
     *     the batch size is out of range
     */
    public CampaignSettings {
        if (surrogate == null || acquisition == null || aleatoric == null) {
            throw new IllegalArgumentException("surrogate, acquisition and aleatoric treatment are required");
        }
        campaignAcquisition(acquisition);
        if (!validBatchSize(batchSize)) {
            throw new IllegalArgumentException("batch size must be between 1 and " + MAX_BATCH_SIZE + ", got "
                    + batchSize);
        }
    }

    /**
     * The kind itself if a campaign may use it.
     *
     * @throws IllegalArgumentException if it exists only to reproduce the paper
     */
    static AcquisitionKind campaignAcquisition(AcquisitionKind kind) {
        if (kind.reproductionOnly()) {
            throw new IllegalArgumentException(kind.id() + " reproduces the paper only: it prefers the better known of"
                    + " two setpoints in reach of the target; use " + AcquisitionKind.ROBUST_LCB.id());
        }
        return kind;
    }

    static boolean validBatchSize(int count) {
        return count >= 1 && count <= MAX_BATCH_SIZE;
    }
}

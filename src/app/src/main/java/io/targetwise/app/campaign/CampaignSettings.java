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
     * The joint heteroskedastic GP and the robust EI integrated over the variance's uncertainty. On the plant-like
     * suite whose seeds draw the problem (docs/benchmarks/plant-suite.md, "Robust EI as the default"), chosen on seeds
     * 1 to 10 and confirmed on 101 to 130, its E_min at iteration 10 was 0.65 [0.54, 0.77] times the monotone robust
     * LCB's and level at iteration 20 (1.05 [0.93, 1.19]); hetGP's forecasts are honest where GP plus kernel ridge's
     * were not (90 % intervals covering 85 % of the first five moves against 74-77 %).
     */
    public static final CampaignSettings DEFAULTS = new CampaignSettings(SurrogateChoice.HETGP,
            AcquisitionKind.ROBUST_EI, AleatoricTreatment.INTEGRATED, 1, true);

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

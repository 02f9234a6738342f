package io.targetwise.core.proposal;

import static org.assertj.core.api.Assertions.assertThat;

import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.AcquisitionSettings;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.SurrogateFitter;
import io.targetwise.core.surrogate.composite.ScaleSwitchingFitter;
import io.targetwise.core.surrogate.composite.SparseMeanVarianceFitter;
import io.targetwise.core.surrogate.gp.KernelType;
import io.targetwise.core.surrogate.gp.SparseGaussianProcessFitter;
import io.targetwise.core.surrogate.variance.SparseLogVarianceGp;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A campaign over the scale switch: below the threshold the usual fitter's model, unchanged; from it on the sparse
 * model, and refits after new readings start warm from it.
 */
class PlantScaleCampaignTest {
    private static final int THRESHOLD = 40;
    private static final Surrogate SMALL_MODEL = new AnalyticSurrogate(2, x -> 0.5, x -> 0.01, x -> 0.01);

    private static final SurrogateFitter SMALL = measurements -> SMALL_MODEL;

    @Test
    void belowTheThresholdTheUsualFitterDecides() {
        Campaign campaign = campaign(readings(THRESHOLD - 2, 1));
        assertThat(campaign.surrogate()).isSameAs(SMALL_MODEL);
        campaign.tell(readings(1, 2));
        assertThat(campaign.surrogate()).isSameAs(SMALL_MODEL);
    }

    @Test
    void fromTheThresholdTheSparseModelIsFittedThenRefittedWarm() {
        Campaign campaign = campaign(readings(THRESHOLD + 20, 3));
        SparseMeanVarianceFitter.Model cold = (SparseMeanVarianceFitter.Model) campaign.surrogate();
        assertThat(cold.mean().refitsSinceColdFit()).isZero();
        assertThat(campaign.ask(1)).hasSize(1);
        campaign.tell(readings(3, 4));
        SparseMeanVarianceFitter.Model warm = (SparseMeanVarianceFitter.Model) campaign.surrogate();
        assertThat(warm.mean().refitsSinceColdFit()).isEqualTo(1);
        assertThat(warm.variance().logVariance().refitsSinceColdFit()).isEqualTo(1);
        assertThat(warm.mean().size()).isEqualTo(THRESHOLD + 23);
    }

    private static Campaign campaign(List<Measurement> readings) {
        List<SetpointVariable> variables = List.of(SetpointVariable.of("a", 0, 1), SetpointVariable.of("b", 0, 1));
        SparseMeanVarianceFitter sparse = SparseMeanVarianceFitter.of(
                SparseGaussianProcessFitter.forCampaigns().inducingPoints(20).build(),
                SparseLogVarianceGp.of(SparseGaussianProcessFitter.builder().kernel(KernelType.MATERN_52)
                        .inducingPoints(20).build()));
        return Campaign.builder()
                .searchSpace(SearchSpace.of(variables))
                .acquisition(AcquisitionKind.ROBUST_EI, AcquisitionSettings.of(0.5, 0.2, 0.8))
                .fitter(ScaleSwitchingFitter.of(ReplicateAggregator.of(0, 0), SMALL, sparse, THRESHOLD))
                .optimizerSettings(OptimizerSettings.defaults().withScreeningSamples(256).withRefinement(1, 40))
                .measurements(readings)
                .build();
    }

    /** n new setpoints with 3 readings each of a smooth process with spread growing in a. */
    private static List<Measurement> readings(int n, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Measurement> readings = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double[] x = {random.nextDouble(), random.nextDouble()};
            for (int r = 0; r < 3; r++) {
                readings.add(Measurement.of(x, Math.sin(3 * x[0]) * x[1] + (0.05 + 0.1 * x[0])
                        * random.nextGaussian()));
            }
        }
        return readings;
    }
}

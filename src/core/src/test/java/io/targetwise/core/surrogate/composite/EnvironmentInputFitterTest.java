package io.targetwise.core.surrogate.composite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.AcquisitionSettings;
import io.targetwise.core.acquisition.AleatoricTreatment;
import io.targetwise.core.proposal.Campaign;
import io.targetwise.core.proposal.SearchSpace;
import io.targetwise.core.proposal.SetpointVariable;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.gp.GaussianProcessFitter;
import io.targetwise.core.surrogate.gp.NoiseModel;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class EnvironmentInputFitterTest {
    private static final double RAW_MATERIAL_SD = 0.5;

    /**
     * y = x - eta + N(0, 0.05^2) with a measured lot property eta ~ N(0, 0.5^2), target 0: known before the run, eta
     * says where to set x (x = eta), while its average over lots says x = 0 with a spread of 0.5.
     */
    private static List<Measurement> history() {
        SplittableRandom random = new SplittableRandom(9);
        List<Measurement> readings = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            double x = -1 + 2 * random.nextDouble();
            double eta = RAW_MATERIAL_SD * random.nextGaussian();
            readings.add(Measurement.of(new double[] {x}, new double[] {eta}, x - eta + 0.05 * random.nextGaussian()));
        }
        return readings;
    }

    private static Campaign campaign(double lotNow) {
        return Campaign.builder()
                .searchSpace(SearchSpace.builder().variable(SetpointVariable.of("x", -1, 1)).context(lotNow).build())
                .acquisition(AcquisitionKind.ROBUST_LCB, AcquisitionSettings.of(0, -0.3, 0.3)
                        .with(AleatoricTreatment.INTEGRATED))
                .fitter(EnvironmentInputFitter.of(HomoskedasticBaselineFitter.of(GaussianProcessFitter.forCampaigns()
                        .noise(NoiseModel.HOMOSKEDASTIC).seed(1).build())))
                .measurements(history())
                .build();
    }

    @Test
    void aProposalConditionedOnTheLotInThePressSetsTheSetpointForThatLot() {
        Campaign campaign = campaign(0.6);
        assertThat(campaign.ask(1).get(0).setpoint().get(0)).isCloseTo(0.6, within(0.05));
        // Its forecast is the run's, not the average over lots: the spread is the measurement noise only.
        assertThat(campaign.ask(1).get(0).aleatoricSd()).isLessThan(0.1);

        campaign.updateSearchSpace(campaign.searchSpace().withContext(-0.4));
        assertThat(campaign.ask(1).get(0).setpoint().get(0)).isCloseTo(-0.4, within(0.05));
    }

    @Test
    void refusesReadingsWhoseEnvironmentsDiffer() {
        assertThatThrownBy(() -> EnvironmentInputFitter.of(HomoskedasticBaselineFitter.of(
                GaussianProcessFitter.forCampaigns().noise(NoiseModel.HOMOSKEDASTIC).build())).fit(List.of(
                        Measurement.of(new double[] {0}, new double[] {1}, 0),
                        Measurement.of(new double[] {1}, new double[] {1, 2}, 0),
                        Measurement.of(new double[] {2}, new double[] {1}, 0))))
                .hasMessageContaining("every measurement needs 1 environment values, one has 2");
    }
}

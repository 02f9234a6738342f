package io.targetwise.core.proposal;

import static org.assertj.core.api.Assertions.assertThat;

import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.AcquisitionSettings;
import io.targetwise.core.surrogate.ConditioningFitter;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.composite.MeanVarianceFitter;
import io.targetwise.core.surrogate.gp.GaussianProcessFitter;
import io.targetwise.core.surrogate.variance.ConstantVariance;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Hoffer, Ranftl and Geiger's (2023) first experiment: y = sin(x) + N(0, 0.1^2) on [-pi/2, pi/2], target 0, robust EI,
 * a GP on the replicate means with the aleatoric variance known (Assumption 3).
 */
class SimulatedCampaignTest {
    private static final double NOISE_SD = 0.1;
    private static final int REPLICATES = 4;

    private final SplittableRandom noise = new SplittableRandom(2024);

    @Test
    void askTellWithAGpAndRobustEiDrivesTheIncumbentErrorDownToTheNoiseFloor() {
        Campaign campaign = Campaign.builder()
                .searchSpace(SearchSpace.of(List.of(
                        SetpointVariable.of("x", -Math.PI / 2, Math.PI / 2).withResolution(0.01))))
                .acquisition(AcquisitionKind.ROBUST_EI, AcquisitionSettings.of(0, -0.3, 0.3))
                .fitter(ConditioningFitter.of(MeanVarianceFitter.of(ReplicateAggregator.of(0.01),
                        GaussianProcessFitter.builder().seed(1).build(), ConstantVariance.of(NOISE_SD * NOISE_SD)), 3))
                .optimizerSettings(OptimizerSettings.defaults().withScreeningSamples(256))
                .measurements(run(-1.2))
                .build();
        campaign.tell(run(1.0));
        double initial = campaign.incumbent().robustError();

        for (int iteration = 0; iteration < 8; iteration++) {
            Proposal next = campaign.ask(1).get(0);
            assertThat(next.modelVersion()).isEqualTo(campaign.modelVersion());
            campaign.tell(run(next.setpoint().get(0)));
        }
        Incumbent last = campaign.incumbent();

        double trueError = Math.pow(Math.sin(last.setpoint().get(0)), 2) + NOISE_SD * NOISE_SD;
        assertThat(initial).as("the better corner, sin(1)^2 + 0.01").isGreaterThan(0.5);
        assertThat(last.robustError()).isLessThan(2 * NOISE_SD * NOISE_SD);
        assertThat(trueError).isLessThan(2 * NOISE_SD * NOISE_SD);
    }

    private List<Measurement> run(double x) {
        List<Measurement> readings = new ArrayList<>();
        for (int r = 0; r < REPLICATES; r++) {
            readings.add(Measurement.of(new double[] {x}, Math.sin(x) + NOISE_SD * gaussian()));
        }
        return readings;
    }

    private double gaussian() {
        double u = noise.nextDouble();
        double v = noise.nextDouble();
        return Math.sqrt(-2 * Math.log(1 - u)) * Math.cos(2 * Math.PI * v);
    }
}

package io.targetwise.neural;

import static org.assertj.core.api.Assertions.assertThat;

import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.AcquisitionSettings;
import io.targetwise.core.proposal.Campaign;
import io.targetwise.core.proposal.OptimizerSettings;
import io.targetwise.core.proposal.Proposal;
import io.targetwise.core.proposal.SearchSpace;
import io.targetwise.core.proposal.SetpointVariable;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.SurrogateFitter;
import io.targetwise.core.surrogate.composite.MeanVarianceFitter;
import io.targetwise.core.surrogate.variance.KernelRidgeLogVariance;
import io.targetwise.neural.autodeuq.AutoDeuqFitter;
import io.targetwise.neural.autodeuq.AutoDeuqSettings;
import io.targetwise.neural.autodeuq.JointSearchSpace;
import io.targetwise.neural.neon.NeonTraining;
import io.targetwise.neural.neon.ScalarNeonFitter;
import io.targetwise.neural.nomu.NomuFitter;
import io.targetwise.neural.nomu.NomuSettings;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Each neural surrogate, with small settings, drives an ask/tell campaign to admissible proposals. */
class NeuralCampaignTest {
    private static final SearchSpace SPACE = SearchSpace.of(List.of(SetpointVariable.of("x", 0, 10).withResolution(0.1)));

    /** Output 0.3 (x - 6) + noise growing with x, 4 replicates at each of 8 setpoints. */
    private static List<Measurement> readings() {
        SplittableRandom rng = new SplittableRandom(4);
        List<Measurement> readings = new ArrayList<>();
        for (double x : new double[] {0.5, 1.5, 3, 4, 5.5, 7, 8.5, 9.5}) {
            for (int r = 0; r < 4; r++) {
                readings.add(Measurement.of(new double[] {x}, 0.3 * (x - 6) + (0.05 + 0.03 * x) * rng.nextGaussian()));
            }
        }
        return readings;
    }

    private static void proposes(SurrogateFitter fitter) {
        Campaign campaign = Campaign.builder().searchSpace(SPACE)
                .acquisition(AcquisitionKind.ROBUST_EI, AcquisitionSettings.of(0, -1, 1)).fitter(fitter)
                .optimizerSettings(OptimizerSettings.defaults().withScreeningSamples(256).withRefinement(1, 40))
                .measurements(readings()).build();
        List<Proposal> proposals = campaign.ask(1);
        assertThat(proposals).hasSize(1);
        Proposal p = proposals.get(0);
        // The robust error E(x) = 0.09 (x - 6)^2 + (0.05 + 0.03 x)^2 is least at x = 1.077 / 0.1818 = 5.92 (5.9 on the
        // grid), between the design points 5.5 and 7, where the mean crosses the target; the EI may move into that
        // unmeasured gap (epistemic spread) but not past a design point whose readings show a larger error. A target
        // read as 0.6 would put the optimum near 8, a flipped sign near 4.
        assertThat(p.setpoint().get(0)).isBetween(5.5, 7.0);
        // the incumbent is one of the two design points around it (E = 0.068 at 5.5, 0.158 at 7: a fit of the mean
        // that is a little off may rank them either way, but none further out)
        assertThat(campaign.incumbent().setpoint().get(0)).isIn(5.5, 7.0);
        assertThat(campaign.modelVersion()).isEqualTo(1);
    }

    /**
     * With 2 models of 30 epochs the search kept a member that had not fitted the 32 readings (ensemble means off by up
     * to 20 units where the output spans 2.7), and the test passed whatever the target: 8 models of 100 epochs fit.
     */
    @Test
    void autoDeuqProposes() {
        proposes(AutoDeuqFitter.of(AutoDeuqSettings.builder().space(new JointSearchSpace(2, 8, 32)).epochs(100)
                .maxModels(8).population(4, 2).ensembleSize(2).workers(2).maxWallTime(Duration.ofMinutes(1))
                .build(), TrainingListener.SILENT));
    }

    @Test
    void nomuWithKernelRidgeVarianceProposes() {
        proposes(MeanVarianceFitter.of(ReplicateAggregator.of(0.1), NomuFitter.of(NomuSettings.builder()
                .architecture(2, 32).steps(150).build(), TrainingListener.SILENT),
                KernelRidgeLogVariance.withDefaultGrid()));
    }

    @Test
    void neonWithKernelRidgeVarianceProposes() {
        proposes(MeanVarianceFitter.of(ReplicateAggregator.of(0.1),
                ScalarNeonFitter.of(NeonTraining.pollutants(2).with(100, 2), 32, TrainingListener.SILENT),
                KernelRidgeLogVariance.withDefaultGrid()));
    }
}

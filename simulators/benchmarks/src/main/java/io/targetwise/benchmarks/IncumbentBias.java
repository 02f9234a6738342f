package io.targetwise.benchmarks;

import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.AcquisitionSettings;
import io.targetwise.core.acquisition.AleatoricTreatment;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.composite.MeanVarianceFitter;
import io.targetwise.core.surrogate.gp.GaussianProcessFitter;
import io.targetwise.core.surrogate.gp.KernelType;
import io.targetwise.core.surrogate.gp.NoiseModel;
import io.targetwise.core.surrogate.variance.AleatoricVarianceFitter;
import io.targetwise.simulators.SimulatedReading;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * How far the incumbent E_min lies from the truth: for random designs of {@code points} pool members with
 * {@code replicates} readings each, the product's model (GP on replicate means, the given variance model) gives E_min
 * plug-in (eq. 8 of Hoffer, Ranftl and Geiger 2023) and integrated (the posterior expected error); each is compared
 * with the true E = (m(x) - y*)^2 + sigma_a^2(x) at the design point it picks. A negative bias means E_min promises
 * less error than the chosen setpoint delivers, which makes the acquisition give up on candidates too early.
 */
final class IncumbentBias {

    private IncumbentBias() {
    }

    /**
     * (E_min - true E at the chosen point) and (E_min / true E - 1) over the designs, for one treatment: each with its
     * mean and the 95 % Student-t interval of that mean.
     */
    record Bias(AleatoricTreatment treatment, Convergence.Summary absolute, Convergence.Summary relative) {
    }

    private record Miss(AleatoricTreatment treatment, double absolute, double relative) {
    }

    static List<Bias> measure(Suite suite, AleatoricVarianceFitter variance, int points, int replicates, int designs,
            long seed) {
        List<Miss> misses = new ArrayList<>();
        SplittableRandom rng = new SplittableRandom(seed);
        MeanVarianceFitter<?> fitter = MeanVarianceFitter.of(ReplicateAggregator.of(resolutions(suite)),
                GaussianProcessFitter.builder().kernel(KernelType.RBF).noise(NoiseModel.SMOOTHED_VARIANCE).restarts(2)
                        .seed(seed).build(), variance);
        for (int d = 0; d < designs; d++) {
            List<double[]> design = new ArrayList<>();
            List<Measurement> readings = new ArrayList<>();
            for (int i = 0; i < points; i++) {
                double[] x = suite.candidates().get(rng.nextInt(suite.candidates().size()));
                design.add(x);
                for (SimulatedReading r : suite.simulator().measure(x, replicates, rng)) {
                    readings.add(Measurement.of(x, r.output()));
                }
            }
            Surrogate model = fitter.fit(readings);
            Posterior atDesign = model.posterior(design.toArray(double[][]::new));
            for (AleatoricTreatment treatment : AleatoricTreatment.values()) {
                AcquisitionSettings settings = AcquisitionSettings.of(suite.target(), suite.target() - 1,
                        suite.target() + 1).with(treatment);
                int chosen = 0;
                for (int i = 1; i < points; i++) {
                    if (AcquisitionKind.designPointError(settings, atDesign, i)
                            < AcquisitionKind.designPointError(settings, atDesign, chosen)) {
                        chosen = i;
                    }
                }
                double estimate = AcquisitionKind.ROBUST_EI.incumbent(settings, atDesign);
                double truth = suite.trueError(design.get(chosen));
                misses.add(new Miss(treatment, estimate - truth, estimate / truth - 1));
            }
        }
        Convergence absolute = Convergence.of(misses, m -> m.treatment().name(), m -> 0, Miss::absolute);
        Convergence relative = Convergence.of(misses, m -> m.treatment().name(), m -> 0, Miss::relative);
        List<Bias> result = new ArrayList<>();
        for (AleatoricTreatment t : AleatoricTreatment.values()) {
            result.add(new Bias(t, absolute.at(t.name(), 0), relative.at(t.name(), 0)));
        }
        return result;
    }

    private static double[] resolutions(Suite suite) {
        return suite.simulator().spec().designVariables().stream().mapToDouble(v -> v.resolution()).toArray();
    }
}

package io.targetwise.core.surrogate;

import io.targetwise.core.surrogate.composite.KeptHyperparameterFitter;
import io.targetwise.core.surrogate.composite.MeanVarianceFitter;
import io.targetwise.core.surrogate.gp.GaussianProcessFitter;
import io.targetwise.core.surrogate.gp.NoiseModel;
import io.targetwise.core.surrogate.hetgp.HetGpFitter;
import io.targetwise.core.surrogate.variance.KernelRidgeLogVariance;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The cost of the campaign's model fit, which every completed setpoint triggers: the default hetGP ({@code hetgp},
 * {@link HetGpFitter}) against the GP on replicate means with kernel ridge on log variances ({@code gp-krr}, the app's
 * {@code SurrogateChoice} builds both the same way), on a 2-D process with 2 readings per setpoint and a noise sd that
 * grows fivefold across the box. {@code gp-krr-kept} is gp-krr's refit after one more setpoint with the hyperparameters
 * kept from the search before ({@code KeptHyperparameterFitter}), as campaigns refit between searches.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class CampaignModelFitBenchmark {
    @Param({"20", "50", "200", "500"})
    int designPoints;

    @Param({"hetgp", "gp-krr", "gp-krr-kept"})
    String model;

    private List<Measurement> readings;
    private Function<List<Measurement>, Surrogate> fit;

    @Setup(Level.Trial)
    public void setUp() {
        SplittableRandom random = new SplittableRandom(7);
        readings = new ArrayList<>(2 * designPoints);
        for (int n = 0; n < designPoints; n++) {
            double[] x = random.doubles(2).toArray();
            for (int r = 0; r < 2; r++) {
                double noiseSd = 0.05 * (1 + 4 * x[0]);
                readings.add(Measurement.of(x, Math.sin(3 * x[0]) + x[1] * x[1] + noiseSd * random.nextGaussian()));
            }
        }
        ReplicateAggregator aggregator = ReplicateAggregator.of(new double[2]);
        GaussianProcessFitter mean = GaussianProcessFitter.forCampaigns().seed(1).noise(NoiseModel.SMOOTHED_VARIANCE)
                .build();
        fit = switch (model) {
            case "hetgp" -> HetGpFitter.of(aggregator)::fit;
            case "gp-krr" -> MeanVarianceFitter.of(aggregator, mean, KernelRidgeLogVariance.withDefaultGrid())::fit;
            case "gp-krr-kept" -> {
                // the refit after one more setpoint, with the hyperparameters searched on the others
                KeptHyperparameterFitter kept = KeptHyperparameterFitter.of(aggregator, mean,
                        KernelRidgeLogVariance.withDefaultGrid(), 2, 0.1);
                Surrogate previous = kept.fit(readings.subList(0, readings.size() - 2));
                yield data -> kept.refit(data, previous);
            }
            default -> throw new IllegalArgumentException("unknown model " + model);
        };
    }

    @Benchmark
    public Surrogate fit() {
        return fit.apply(readings);
    }
}

package io.targetwise.simulators.benchmark;

import io.targetwise.acquisition.AcquisitionSettings;
import io.targetwise.core.Point;
import io.targetwise.proposal.Campaign;
import io.targetwise.proposal.OptimizerSettings;
import io.targetwise.proposal.Proposal;
import io.targetwise.proposal.SearchSpace;
import io.targetwise.proposal.SetpointVariable;
import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.Reading;
import io.targetwise.surrogate.Measurement;
import io.targetwise.surrogate.ReplicateAggregator;
import io.targetwise.surrogate.SurrogateFitter;
import io.targetwise.surrogate.composite.HomoskedasticBaselineFitter;
import io.targetwise.surrogate.composite.MeanVarianceFitter;
import io.targetwise.surrogate.composite.MeanVarianceModel;
import io.targetwise.surrogate.gp.GaussianProcess;
import io.targetwise.surrogate.gp.GaussianProcessFitter;
import io.targetwise.surrogate.gp.KernelType;
import io.targetwise.surrogate.gp.NoiseModel;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntConsumer;

/**
 * One Bayesian-optimisation run of one method on one suite, through the product's own {@link Campaign}: the two
 * initial setpoints, then one proposal per iteration from the suite's candidates (pool mode: none twice), each run
 * with the given number of replicates. E_min is scored with the simulator's truth, never with the model.
 */
final class OptimisationLoop {
    /** Hoffer, Ranftl and Geiger (2023) use an RBF kernel and a 1e-10 nugget for the noise-free mean GP. */
    private static final KernelType KERNEL = KernelType.RBF;
    private static final double NUGGET = 1e-10;
    private static final int GP_RESTARTS = 2;

    private final Suite suite;
    private final Method method;
    private final int iterations;
    private final int replicates;

    /** @param replicates readings per setpoint this method gets */
    OptimisationLoop(Suite suite, Method method, int iterations, int replicates) {
        this.suite = suite;
        this.method = method;
        this.iterations = iterations;
        this.replicates = replicates;
    }

    /**
     * @param repeatSeed seeds the initial points, the readings and the model fits; the same for every method of a
     *     repeat, so methods start from the same two points
     * @param afterIteration told the iteration number after each iteration (progress reporting)
     */
    List<IterationResult> run(int repeat, long repeatSeed, double bestAttainable, IntConsumer afterIteration) {
        SplittableRandom rng = new SplittableRandom(repeatSeed);
        List<IterationResult> results = new ArrayList<>(iterations + 1);
        long start = System.nanoTime();
        List<Measurement> initial = new ArrayList<>();
        double eMin = Double.POSITIVE_INFINITY;
        for (double[] x : suite.initialPoints(rng)) {
            initial.addAll(measure(x, rng));
            eMin = Math.min(eMin, suite.trueError(x));
        }
        Campaign campaign = Campaign.builder()
                .searchSpace(searchSpace())
                .acquisition(method.acquisition(), settings())
                .fitter(fitter(repeatSeed))
                .optimizerSettings(OptimizerSettings.defaults().withSeed(repeatSeed))
                .measurements(initial)
                .build();
        results.add(row(repeat, 0, eMin, bestAttainable, new double[0], start));
        for (int iteration = 1; iteration <= iterations; iteration++) {
            long iterationStart = System.nanoTime();
            List<Proposal> proposals = campaign.ask(1);
            if (proposals.isEmpty()) {
                break;
            }
            double[] x = proposals.get(0).setpoint().toArray();
            campaign.tell(measure(x, rng));
            eMin = Math.min(eMin, suite.trueError(x));
            results.add(row(repeat, iteration, eMin, bestAttainable, x, iterationStart));
            afterIteration.accept(iteration);
        }
        return results;
    }

    private IterationResult row(int repeat, int iteration, double eMin, double bestAttainable, double[] x,
            long startNanos) {
        return new IterationResult(suite.id(), method.id(), repeat, iteration, eMin, eMin - bestAttainable, Point.of(x),
                (System.nanoTime() - startNanos) / 1e9);
    }

    /** Environment readings are not passed on: their effect is part of the replicate spread (assumption 2, (i)). */
    private List<Measurement> measure(double[] x, SplittableRandom rng) {
        List<Measurement> readings = new ArrayList<>(replicates);
        for (Reading reading : suite.simulator().measure(x, replicates, rng)) {
            readings.add(Measurement.of(x, reading.output()));
        }
        return readings;
    }

    private SearchSpace searchSpace() {
        List<SetpointVariable> variables = suite.simulator().spec().designVariables().stream()
                .map(v -> new SetpointVariable(v.name(), v.lower(), v.upper(), v.resolution(),
                        Double.POSITIVE_INFINITY))
                .toList();
        return SearchSpace.builder().variables(variables).pool(suite.candidates()).build();
    }

    private AcquisitionSettings settings() {
        ProcessSpec spec = suite.simulator().spec();
        double halfWidth = (spec.upperSpecLimit() - spec.lowerSpecLimit()) / 2;
        return AcquisitionSettings.of(suite.target(), suite.target() - halfWidth, suite.target() + halfWidth);
    }

    private SurrogateFitter fitter(long seed) {
        GaussianProcessFitter.Builder gp = GaussianProcessFitter.builder().kernel(KERNEL).nugget(NUGGET)
                .restarts(GP_RESTARTS).seed(seed);
        return switch (method.model()) {
            case MEAN_AND_VARIANCE -> MeanVarianceFitter.of(ReplicateAggregator.of(resolutions()),
                    gp.noise(NoiseModel.STANDARD_ERRORS).build(), suite.varianceModel());
            case NOISY_DATA -> HomoskedasticBaselineFitter.of(gp.noise(NoiseModel.HOMOSKEDASTIC).build());
            case NOISY_DATA_WITH_VARIANCE_MODEL -> noisyDataWithVarianceModel(gp.noise(NoiseModel.HOMOSKEDASTIC).build());
        };
    }

    /** The baseline's GP on every raw reading, its sigma_a^2 replaced by the suite's variance model. */
    private SurrogateFitter noisyDataWithVarianceModel(GaussianProcessFitter noisyFitter) {
        HomoskedasticBaselineFitter baseline = HomoskedasticBaselineFitter.of(noisyFitter);
        ReplicateAggregator aggregator = ReplicateAggregator.of(resolutions());
        return measurements -> {
            GaussianProcess mean = baseline.fit(measurements).mean();
            return MeanVarianceModel.of(mean, suite.varianceModel().fit(aggregator.aggregate(measurements), mean));
        };
    }

    private double[] resolutions() {
        return suite.simulator().spec().designVariables().stream()
                .mapToDouble(ProcessSpec.DesignVariable::resolution).toArray();
    }
}

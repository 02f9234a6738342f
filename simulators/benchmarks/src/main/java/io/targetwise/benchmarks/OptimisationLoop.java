package io.targetwise.benchmarks;

import io.targetwise.benchmarks.responsesurface.SequentialResponseSurface;
import io.targetwise.core.Point;
import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.AcquisitionSettings;
import io.targetwise.core.proposal.Campaign;
import io.targetwise.core.proposal.MeanForecast;
import io.targetwise.core.proposal.OptimizerSettings;
import io.targetwise.core.proposal.Proposal;
import io.targetwise.core.proposal.ReplicationRule;
import io.targetwise.core.proposal.SearchSpace;
import io.targetwise.core.proposal.SelectionRule;
import io.targetwise.core.proposal.SetpointVariable;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.SurrogateFitter;
import io.targetwise.core.surrogate.composite.HomoskedasticBaselineFitter;
import io.targetwise.core.surrogate.composite.MeanVarianceFitter;
import io.targetwise.core.surrogate.composite.MeanVarianceModel;
import io.targetwise.core.surrogate.gp.GaussianProcess;
import io.targetwise.core.surrogate.gp.GaussianProcessFitter;
import io.targetwise.core.surrogate.gp.NoiseModel;
import io.targetwise.core.surrogate.hetgp.HetGpFitter;
import io.targetwise.core.surrogate.variance.AleatoricVarianceFitter;
import io.targetwise.core.surrogate.variance.ConstantVariance;
import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.SimulatedReading;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntConsumer;

/**
 * One Bayesian-optimisation run of one arm on one suite: the initial setpoints, then one proposal per iteration
 * from the suite's candidates (pool mode: none twice), each run with the given number of replicates. The product's
 * methods run through its own {@link Campaign}; {@link Method#PLAIN_EI} through the same search with its own
 * acquisition. E_min is scored with the simulator's truth, never with a model.
 *
 * <p>{@link Method#RESPONSE_SURFACE} runs its own {@link SequentialResponseSurface} from the same initial
 * setpoints, on the continuous box rather than the pool (so its E_min can fall below the pool's best attainable E):
 * one iteration is one setpoint of its current design (or one replicate block at its MSE optimum) with the same
 * replicates as every arm, so that iteration i has cost (2 + i) r readings for it as for the others. Its E_min is
 * defined as theirs, over the setpoints run; its MSE-optimal recommendation enters it once run, as the next design's
 * centre or as the final replicates.
 *
 * <p>An {@link Arm#adaptive()} arm's campaign decides each move's readings ({@link ReplicationRule}): a new setpoint
 * with the run's replicate count, or more readings at a setpoint run before (in pool mode the only way a pool member
 * is run twice). It gets the readings a fixed arm of the same replicate count gets, initial setpoints included, as
 * many moves as they allow; the last move gets what is left if it asks for more. An iteration is one move, and each
 * row carries the readings spent so far, so arms are compared at equal numbers of readings.
 */
final class OptimisationLoop {
    /** Hoffer, Ranftl and Geiger (2023) use a 1e-10 nugget for the noise-free mean GP (the product too). */
    static final double NUGGET = 1e-10;

    private final Suite suite;
    private final Arm arm;
    private final Setting setting;
    private final int iterations;
    private final int replicates;
    private final MeanGp meanGp;

    /**
     * @param replicates readings per setpoint this arm gets
     * @param meanGp the mean GP's settings
     */
    OptimisationLoop(Suite suite, Arm arm, Setting setting, int iterations, int replicates, MeanGp meanGp) {
        if (arm.adaptive() && setting == Setting.PAPER) {
            throw new IllegalArgumentException(arm.id() + ": the paper's setting runs each setpoint's exact mean once,"
                    + " so there are no readings to allocate");
        }
        this.suite = suite;
        this.arm = arm;
        this.setting = setting;
        this.iterations = iterations;
        this.replicates = replicates;
        this.meanGp = meanGp;
    }

    /**
     * @param repeatSeed seeds the initial points (where the suite has no initial design of its own), the readings and
     *     the model fits; the same for every arm of a repeat, so arms start from the same two points
     * @param bestAttainable the best true E any of the suite's candidates offers
     * @param afterIteration told the iteration number after each iteration (progress reporting)
     */
    List<IterationResult> run(int repeat, long repeatSeed, double bestAttainable, IntConsumer afterIteration) {
        SplittableRandom rng = new SplittableRandom(repeatSeed);
        List<IterationResult> results = new ArrayList<>(iterations + 1);
        long start = System.nanoTime();
        List<Measurement> initial = new ArrayList<>();
        double eMin = Double.POSITIVE_INFINITY;
        for (double[] x : suite.initialPoints(rng)) {
            initial.addAll(measure(x, replicates, rng));
            eMin = Math.min(eMin, suite.trueError(x));
        }
        int readings = initial.size();
        int budget = readings + iterations * replicates;
        Proposer proposer = switch (arm.method()) {
            case PLAIN_EI -> new PlainExpectedImprovement(repeatSeed, initial);
            case RESPONSE_SURFACE -> new ResponseSurface(initial);
            default -> new CampaignProposer(repeatSeed, initial);
        };
        results.add(row(repeat, 0, eMin, bestAttainable, new Choice(new double[0], false, null, 0, false), readings,
                proposer, start, null));
        for (int iteration = 1; arm.adaptive() ? readings < budget : iteration <= iterations; iteration++) {
            long iterationStart = System.nanoTime();
            Choice choice = proposer.next();
            if (choice == null) {
                break;
            }
            List<Measurement> delivered = measure(choice.setpoint(), Math.min(choice.readings(), budget - readings),
                    rng);
            readings += delivered.size();
            proposer.tell(delivered);
            eMin = Math.min(eMin, suite.trueError(choice.setpoint()));
            results.add(row(repeat, iteration, eMin, bestAttainable, choice, readings, proposer, iterationStart,
                    choice.forecast() == null ? null : delivered));
            if (iteration <= iterations) {
                afterIteration.accept(iteration);
            }
        }
        return results;
    }

    /**
     * The next setpoint, whether a fallback rule chose it, the model's forecast there (null: none), the readings to
     * run and whether it is a setpoint run before.
     */
    private record Choice(double[] setpoint, boolean fallback, MeanForecast forecast, int readings,
            boolean replicate) {
    }

    private interface Proposer {
        /** @return null when the pool is spent */
        Choice next();

        void tell(List<Measurement> readings);

        /** The setpoint it would recommend now; null for a method that names none. */
        double[] recommendation();
    }

    private final class CampaignProposer implements Proposer {
        private final Campaign campaign;

        CampaignProposer(long seed, List<Measurement> initial) {
            AcquisitionKind kind = arm.method().acquisition().orElseThrow();
            Campaign.Builder builder = Campaign.builder()
                    .searchSpace(searchSpace())
                    .acquisition(kind, settings().with(arm.treatment()))
                    .fitter(fitter(seed))
                    .optimizerSettings(OptimizerSettings.defaults().withSeed(seed))
                    .measurements(initial);
            campaign = (arm.adaptive() ? builder.replication(arm.replicationRule(replicates)) : builder).build();
        }

        @Override
        public Choice next() {
            List<Proposal> proposals = campaign.ask(1);
            if (proposals.isEmpty()) {
                return null;
            }
            Proposal p = proposals.get(0);
            return new Choice(p.setpoint().toArray(), p.rule() == SelectionRule.FALLBACK, p.forecast(),
                    p.readings().orElse(replicates), p.rule() == SelectionRule.REPLICATION);
        }

        @Override
        public void tell(List<Measurement> readings) {
            campaign.tell(readings);
        }

        /** The campaign's incumbent; it brings the model up to date, which the next proposal then reuses. */
        @Override
        public double[] recommendation() {
            return campaign.incumbent().setpoint().toArray();
        }
    }

    /** {@link LossExpectedImprovement} on the squared error l = (y - y*)^2 of every reading. */
    private final class PlainExpectedImprovement implements Proposer {
        private final LossExpectedImprovement engine;

        PlainExpectedImprovement(long seed, List<Measurement> initial) {
            engine = new LossExpectedImprovement(gp(seed).noise(NoiseModel.HOMOSKEDASTIC).build(), seed,
                    searchSpace());
            tell(initial);
        }

        @Override
        public Choice next() {
            double[] chosen = engine.next();
            return chosen == null ? null : new Choice(chosen, false, null, replicates, false);
        }

        @Override
        public void tell(List<Measurement> readings) {
            for (Measurement m : readings) {
                double error = m.output() - suite.target();
                engine.add(m.setpoint().toArray(), error * error);
            }
        }

        /** Not recorded: it would cost a fit of its own per iteration. */
        @Override
        public double[] recommendation() {
            return null;
        }
    }

    /** {@link SequentialResponseSurface} on the design variables' box, with the loop's proposals as its budget. */
    private final class ResponseSurface implements Proposer {
        private final SequentialResponseSurface rsm;

        ResponseSurface(List<Measurement> initial) {
            ProcessSpec spec = suite.simulator().spec();
            rsm = new SequentialResponseSurface(spec.lowerBounds(), spec.upperBounds(), resolutions(), suite.target(),
                    iterations, initial);
        }

        @Override
        public Choice next() {
            double[] x = rsm.next();
            return x == null ? null : new Choice(x, false, null, replicates, false);
        }

        @Override
        public void tell(List<Measurement> readings) {
            rsm.tell(readings);
        }

        /** Its MSE optimum over the current region (not necessarily run); null before its first design is fitted. */
        @Override
        public double[] recommendation() {
            return rsm.recommendation().orElse(null);
        }
    }

    /**
     * @param readings the readings run so far
     * @param delivered the readings the choice just run delivered, if its model forecast it; else null
     */
    private IterationResult row(int repeat, int iteration, double eMin, double bestAttainable, Choice choice,
            int readings, Proposer proposer, long startNanos, List<Measurement> delivered) {
        double[] x = choice.setpoint();
        double[] recommended = proposer.recommendation();
        double recommendationError = recommended == null ? Double.NaN : suite.trueError(recommended);
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        double z = Double.NaN;
        double spreadRatio = Double.NaN;
        if (delivered != null) {
            MeanForecast f = choice.forecast();
            z = f.missSigma(delivered.stream().mapToDouble(Measurement::output).average().orElseThrow(),
                    delivered.size());
            spreadRatio = f.aleatoricSd() / Math.sqrt(suite.simulator().truth(x).orElseThrow().variance());
        }
        return new IterationResult(suite.id(), arm.id(), repeat, iteration, eMin, bestAttainable, Point.of(x),
                choice.fallback(), seconds, z, spreadRatio, readings, choice.replicate(), recommendationError);
    }

    /**
     * Environment readings are not passed on: their effect is part of the replicate spread (assumption 2, (i)). In
     * the paper's setting the robust arms see the exact mean instead, once per setpoint.
     */
    private List<Measurement> measure(double[] x, int count, SplittableRandom rng) {
        if (setting == Setting.PAPER && arm.method().model() == Method.Model.MEAN_AND_VARIANCE) {
            return List.of(Measurement.of(x, suite.simulator().truth(x).orElseThrow().mean()));
        }
        List<Measurement> readings = new ArrayList<>(count);
        for (SimulatedReading reading : suite.simulator().measure(x, count, rng)) {
            readings.add(Measurement.of(x, reading.output()));
        }
        return readings;
    }

    private SearchSpace searchSpace() {
        return poolSpace(suite.simulator().spec().designVariables(), suite.candidates());
    }

    /** The design variables' box (no step limit) restricted to a pool of candidates. */
    static SearchSpace poolSpace(List<ProcessSpec.DesignVariable> designVariables, List<double[]> pool) {
        List<SetpointVariable> variables = designVariables.stream()
                .map(v -> new SetpointVariable(v.name(), v.lower(), v.upper(), v.resolution(),
                        Double.POSITIVE_INFINITY))
                .toList();
        return SearchSpace.builder().variables(variables).pool(pool).build();
    }

    private AcquisitionSettings settings() {
        ProcessSpec spec = suite.simulator().spec();
        double halfWidth = (spec.upperSpecLimit() - spec.lowerSpecLimit()) / 2;
        return AcquisitionSettings.of(suite.target(), suite.target() - halfWidth, suite.target() + halfWidth,
                AcquisitionSettings.DEFAULT_ZETA, arm.lcbQuantile());
    }

    private GaussianProcessFitter.Builder gp(long seed) {
        return meanGp.builder().nugget(NUGGET).seed(seed);
    }

    private SurrogateFitter fitter(long seed) {
        if (arm.variance().wholeSurrogate()) {
            return wholeSurrogate(seed);
        }
        GaussianProcessFitter.Builder gp = gp(seed);
        AleatoricVarianceFitter variance = arm.variance().fitter(suite);
        boolean paper = setting == Setting.PAPER;
        return switch (arm.method().model()) {
            case MEAN_AND_VARIANCE -> MeanVarianceFitter.of(ReplicateAggregator.of(resolutions()),
                    gp.noise(paper ? NoiseModel.NUGGET : NoiseModel.SMOOTHED_VARIANCE).build(), variance);
            case NOISY_DATA -> paper ? knownNoise(gp.noise(NoiseModel.NUGGET).build())
                    : HomoskedasticBaselineFitter.of(gp.noise(NoiseModel.HOMOSKEDASTIC).build());
            case NOISY_DATA_WITH_VARIANCE_MODEL -> noisyDataWithVarianceModel(
                    gp.noise(NoiseModel.HOMOSKEDASTIC).build(), variance);
            case SQUARED_ERROR_DATA, DUAL_RESPONSE_SURFACE -> throw new IllegalStateException(
                    arm.method().id() + " does not run through a campaign");
        };
    }

    /** The campaign surrogate that replaces the mean GP and the variance model. */
    private SurrogateFitter wholeSurrogate(long seed) {
        return switch (arm.variance()) {
            case HETGP -> HetGpFitter.of(ReplicateAggregator.of(resolutions()));
            case NOMU_KERNEL_RIDGE -> ProductSurrogates.nomuKernelRidge(resolutions(), seed);
            case NEON_KERNEL_RIDGE -> ProductSurrogates.neonKernelRidge(resolutions(), seed);
            case AUTODEUQ -> ProductSurrogates.autoDeuq(resolutions(), seed);
            case AUTO -> ProductSurrogates.auto(resolutions(), seed);
            case SUITE, KERNEL_RIDGE, LOG_GP -> throw new IllegalStateException(arm.variance().id()
                    + " is a variance model");
        };
    }

    /** The paper's baseline: a GP on single noisy readings whose noise variance is the known sigma_a^2. */
    private SurrogateFitter knownNoise(GaussianProcessFitter exactFitter) {
        double noise = suite.averageTrueVariance();
        return measurements -> {
            double[][] x = measurements.stream().map(m -> m.setpoint().toArray()).toArray(double[][]::new);
            double[] y = measurements.stream().mapToDouble(Measurement::output).toArray();
            double[] noiseVariance = new double[y.length];
            Arrays.fill(noiseVariance, noise);
            return MeanVarianceModel.of(exactFitter.fit(x, y, noiseVariance), ConstantVariance.of(noise));
        };
    }

    /** The baseline's GP on every raw reading, its sigma_a^2 replaced by the arm's variance model. */
    private SurrogateFitter noisyDataWithVarianceModel(GaussianProcessFitter noisyFitter,
            AleatoricVarianceFitter variance) {
        HomoskedasticBaselineFitter baseline = HomoskedasticBaselineFitter.of(noisyFitter);
        ReplicateAggregator aggregator = ReplicateAggregator.of(resolutions());
        return measurements -> {
            GaussianProcess mean = baseline.fit(measurements).mean();
            return MeanVarianceModel.of(mean, variance.fit(aggregator.aggregate(measurements), mean));
        };
    }

    private double[] resolutions() {
        return suite.simulator().spec().designVariables().stream()
                .mapToDouble(ProcessSpec.DesignVariable::resolution).toArray();
    }
}

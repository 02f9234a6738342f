package io.targetwise.core.proposal;

import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.AcquisitionSettings;
import io.targetwise.core.surrogate.ConditioningFitter;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.SurrogateFitter;
import io.targetwise.core.surrogate.composite.MeanVarianceFitter;
import io.targetwise.core.surrogate.gp.GaussianProcessFitter;
import io.targetwise.core.surrogate.gp.KernelType;
import io.targetwise.core.surrogate.variance.ConstantVariance;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
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
 * Latency of a proposal as an operator would wait for it: a campaign with N = 200 single readings of a 5D
 * process, the composed mean-variance fitter (ARD Matérn 5/2 GP on the means, known aleatoric variance), robust EI
 * and default optimiser settings.
 *
 * <p>{@code refitAndAsk*} include the full GP fit (hyperparameters by L-BFGS with restarts) that a new reading
 * triggers; {@code conditionAndAsk1} takes one new reading in by conditioning the fitted GP (hyperparameters kept),
 * the campaign's path between full refits; {@code ask*} start from a fitted model and time the search alone. ask(4)
 * uses the kriging believer.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ProposalLatencyBenchmark {
    private static final int DIMENSION = 5;
    private static final double NOISE_SD = 0.05;

    @Param("200")
    int designPoints;

    /** Restarts of the GP's hyperparameter search besides the default start. */
    @Param({"5", "0"})
    int restarts;

    private Campaign stale;
    private Campaign fitted;
    private Campaign grown;

    @Setup(Level.Invocation)
    public void newCampaigns() {
        List<Measurement> readings = readings();
        stale = campaign(readings.subList(1, designPoints), 0);
        stale.tell(readings.subList(0, 1));
        fitted = campaign(readings, 0);
        fitted.incumbent();
        grown = campaign(readings.subList(1, designPoints), 1);
        grown.incumbent();
        grown.tell(readings.subList(0, 1));
    }

    @Benchmark
    public List<Proposal> refitAndAsk1() {
        return stale.ask(1);
    }

    @Benchmark
    public List<Proposal> refitAndAsk4() {
        return stale.ask(4);
    }

    @Benchmark
    public List<Proposal> conditionAndAsk1() {
        return grown.ask(1);
    }

    @Benchmark
    public List<Proposal> ask1() {
        return fitted.ask(1);
    }

    @Benchmark
    public List<Proposal> ask4() {
        return fitted.ask(4);
    }

    private Campaign campaign(List<Measurement> readings, int conditioningsBeforeRefit) {
        List<SetpointVariable> variables = new ArrayList<>();
        for (int i = 0; i < DIMENSION; i++) {
            variables.add(SetpointVariable.of("x" + i, 0, 1).withResolution(0.001));
        }
        GaussianProcessFitter gp = GaussianProcessFitter.builder().kernel(KernelType.MATERN_52).restarts(restarts)
                .seed(1).build();
        SurrogateFitter meanAndVariance = MeanVarianceFitter.of(ReplicateAggregator.of(new double[DIMENSION]), gp,
                ConstantVariance.of(NOISE_SD * NOISE_SD));
        return Campaign.builder()
                .searchSpace(SearchSpace.of(variables))
                .acquisition(AcquisitionKind.ROBUST_EI, AcquisitionSettings.of(0.5, 0.3, 0.7))
                .fitter(ConditioningFitter.of(meanAndVariance, conditioningsBeforeRefit))
                .measurements(readings)
                .build();
    }

    /** Random setpoints of a smooth process with one reading each; the same data every time. */
    private List<Measurement> readings() {
        SplittableRandom random = new SplittableRandom(42);
        List<Measurement> readings = new ArrayList<>(designPoints);
        for (int n = 0; n < designPoints; n++) {
            double[] x = random.doubles(DIMENSION).toArray();
            double y = Math.sin(3 * x[0]) * Math.cos(2 * x[1]) + 0.5 * x[2] * x[2] - 0.3 * x[3] + 0.2 * Math.sin(5 * x[4])
                    + NOISE_SD * (random.nextDouble() - 0.5) * Math.sqrt(12);
            readings.add(Measurement.of(x, y));
        }
        return readings;
    }
}

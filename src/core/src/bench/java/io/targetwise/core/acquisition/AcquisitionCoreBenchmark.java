package io.targetwise.core.acquisition;

import io.targetwise.core.stats.NoncentralChiSquared;
import io.targetwise.core.surrogate.Posterior;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Throughput of the acquisition core: noncentral chi-square CDF and quantile on precomputed random draws,
 * and robust EI over 10^6 candidates (parallel on the common pool). Run as documented in docs/benchmarks/acquisition-core.md.
 */
@State(Scope.Benchmark)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class AcquisitionCoreBenchmark {
    private static final int DRAWS = 4096;
    private static final int CANDIDATES = 1_000_000;

    @Param({"1", "3", "5"})
    public double degreesOfFreedom;

    private final double[] noncentrality = new double[DRAWS];
    private final double[] points = new double[DRAWS];
    private final double[] probabilities = new double[DRAWS];
    private Posterior candidates;
    private AcquisitionFunction robustEi;
    private double[] scores;

    @Setup(Level.Trial)
    public void draw() {
        Random random = new Random(2024);
        for (int i = 0; i < DRAWS; i++) {
            noncentrality[i] = 50 * random.nextDouble();
            points[i] = 80 * random.nextDouble();
            probabilities[i] = random.nextDouble();
        }
        double[] mean = new double[CANDIDATES];
        double[] epistemic = new double[CANDIDATES];
        double[] aleatoric = new double[CANDIDATES];
        for (int i = 0; i < CANDIDATES; i++) {
            mean[i] = random.nextGaussian();
            epistemic[i] = Math.exp(-6 + 5 * random.nextDouble());
            aleatoric[i] = 0.05 * random.nextDouble();
        }
        candidates = Posterior.of(mean, epistemic, aleatoric);
        robustEi = AcquisitionKind.ROBUST_EI.create(AcquisitionSettings.of(0, -1, 1), 0.1);
        scores = new double[CANDIDATES];
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    @OperationsPerInvocation(DRAWS)
    public double cumulativeProbability() {
        double sum = 0;
        for (int i = 0; i < DRAWS; i++) {
            sum += NoncentralChiSquared.cumulativeProbability(degreesOfFreedom, noncentrality[i], points[i]);
        }
        return sum;
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    @OperationsPerInvocation(DRAWS)
    public double inverseCumulativeProbability() {
        double sum = 0;
        for (int i = 0; i < DRAWS; i++) {
            sum += NoncentralChiSquared.inverseCumulativeProbability(degreesOfFreedom, noncentrality[i],
                    probabilities[i]);
        }
        return sum;
    }

    /** Independent of degreesOfFreedom (always k = 1); run it with -p degreesOfFreedom=1 only. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public double[] robustExpectedImprovementOverOneMillionCandidates() {
        robustEi.score(candidates, scores);
        return scores;
    }
}

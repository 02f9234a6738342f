package io.targetwise.core.proposal;

import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.AcquisitionSettings;
import io.targetwise.core.acquisition.AleatoricTreatment;
import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.composite.MeanVarianceFitter;
import io.targetwise.core.surrogate.composite.MeanVarianceModel;
import io.targetwise.core.surrogate.composite.ScaleSwitchingFitter;
import io.targetwise.core.surrogate.composite.SparseMeanVarianceFitter;
import io.targetwise.core.surrogate.gp.GaussianProcess;
import io.targetwise.core.surrogate.gp.GaussianProcessFitter;
import io.targetwise.core.surrogate.gp.NoiseModel;
import io.targetwise.core.surrogate.variance.KernelRidgeLogVariance;
import io.targetwise.core.surrogate.variance.LogVarianceGp;
import io.targetwise.core.surrogate.variance.LogVarianceModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Supplier;

/**
 * Proposals at plant scale (docs/benchmarks/plant-scale.md). Ladder: a campaign with N design points
 * of a smooth heteroskedastic 5D process, {@value #REPLICATES} readings each, with the product's defaults (the app's
 * gp-krr choice: {@link ScaleSwitchingFitter} over the exact GP + kernel ridge, robust LCB integrated over the
 * variance); timed: the cold fit, a warm refit after {@value #NEW_POINTS} new design points, and refit + ask(1)
 * after {@value #NEW_POINTS} more (the path of a proposal request after new readings). Accuracy: the sparse
 * mean-variance model against the exact one it approximates (exact GP on the means + exact GP on the log variances)
 * on held-out points: RMSE of the mean against the true function and NLPD of held-out single readings.
 *
 * <p>Arguments: ladder sizes and accuracy sizes, comma-separated (default {@code 2000,5000,20000 500,1000,2000}).
 */
public final class PlantScaleBenchmark {
    private static final int DIMENSION = 5;
    private static final int REPLICATES = 3;
    private static final int NEW_POINTS = 10;
    private static final int HELD_OUT = 2000;
    private static final long SEED = 20261121L;
    private static final com.sun.management.OperatingSystemMXBean CPU =
            (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();

    private PlantScaleBenchmark() {
    }

    public static void main(String[] args) {
        int[] ladder = sizes(args.length > 0 ? args[0] : "2000,5000,20000");
        int[] accuracy = sizes(args.length > 1 ? args[1] : "500,1000,2000");
        progress("cores " + Runtime.getRuntime().availableProcessors() + ", warming the JIT up at N = 1500");
        ladderRow(1500);
        List<String> rows = new ArrayList<>();
        for (int n : ladder) {
            rows.add(ladderRow(n));
        }
        System.out.println();
        System.out.println("| N design points (readings) | cold fit s (CPU) | warm refit s (CPU) | refit + ask(1) s (CPU) |");
        System.out.println("|---|---|---|---|");
        rows.forEach(System.out::println);
        List<String> accuracyRows = new ArrayList<>();
        for (int n : accuracy) {
            accuracyRows.add(accuracyRow(n));
        }
        System.out.println();
        System.out.println("| N | exact fit s | sparse fit s | exact RMSE | sparse RMSE | exact NLPD | sparse NLPD |"
                + " RMS mean gap / sd(f) | max mean gap / sd(f) |");
        System.out.println("|---|---|---|---|---|---|---|---|---|");
        accuracyRows.forEach(System.out::println);
    }

    private static String ladderRow(int n) {
        SplittableRandom random = new SplittableRandom(SEED + n);
        Campaign campaign = campaign(readings(n, random));
        Timed<Surrogate> cold = time(campaign::surrogate);
        progress(String.format(Locale.ROOT, "N = %d: cold fit %.2f s (CPU %.2f s), model %s", n, cold.wall, cold.cpu,
                cold.value.getClass().getSimpleName()));
        campaign.tell(readings(NEW_POINTS, random));
        Timed<Surrogate> warm = time(campaign::surrogate);
        progress(String.format(Locale.ROOT, "N = %d: warm refit %.2f s (CPU %.2f s)", n, warm.wall, warm.cpu));
        campaign.tell(readings(NEW_POINTS, random));
        Timed<List<Proposal>> ask = time(() -> campaign.ask(1));
        progress(String.format(Locale.ROOT, "N = %d: refit + ask(1) %.2f s (CPU %.2f s), proposal %s", n, ask.wall,
                ask.cpu, ask.value.get(0).setpoint()));
        return String.format(Locale.ROOT, "| %d (%d) | %.2f (%.2f) | %.2f (%.2f) | %.2f (%.2f) |", n,
                campaign.measurements().size(), cold.wall, cold.cpu, warm.wall, warm.cpu, ask.wall, ask.cpu);
    }

    /** The app's default campaign for a process on [0, 1]^5 with target 1 and spec limits 0.5 and 1.5. */
    private static Campaign campaign(List<Measurement> readings) {
        List<SetpointVariable> variables = new ArrayList<>();
        double[] resolution = new double[DIMENSION];
        for (int i = 0; i < DIMENSION; i++) {
            variables.add(SetpointVariable.of("x" + i, 0, 1).withResolution(1e-4));
            resolution[i] = 1e-4;
        }
        GaussianProcessFitter.Builder gp = GaussianProcessFitter.forCampaigns().seed(SEED);
        ScaleSwitchingFitter fitter = ScaleSwitchingFitter.of(ReplicateAggregator.of(resolution),
                MeanVarianceFitter.of(ReplicateAggregator.of(resolution), gp.noise(NoiseModel.SMOOTHED_VARIANCE).build(),
                        KernelRidgeLogVariance.withDefaultGrid()),
                SparseMeanVarianceFitter.forCampaigns(SEED), ScaleSwitchingFitter.DEFAULT_THRESHOLD);
        return Campaign.builder()
                .searchSpace(SearchSpace.of(variables))
                .acquisition(AcquisitionKind.fromId("robust-lcb"),
                        AcquisitionSettings.of(1, 0.5, 1.5).with(AleatoricTreatment.INTEGRATED))
                .fitter(fitter)
                .measurements(readings)
                .build();
    }

    private static String accuracyRow(int n) {
        SplittableRandom random = new SplittableRandom(SEED - n);
        List<DesignPoint> designPoints = ReplicateAggregator.of(new double[DIMENSION]).aggregate(readings(n, random));
        Timed<Surrogate> exact = time(() -> {
            LogVarianceModel<GaussianProcess> variance = LogVarianceGp.withDefaults().fit(designPoints, null);
            double[][] setpoints = designPoints.stream().map(p -> p.setpoint().toArray()).toArray(double[][]::new);
            GaussianProcess mean = GaussianProcessFitter.forCampaigns().seed(SEED).noise(NoiseModel.SMOOTHED_VARIANCE)
                    .build().fitDesignPoints(designPoints, variance.at(setpoints, null));
            return MeanVarianceModel.of(mean, variance);
        });
        progress(String.format(Locale.ROOT, "N = %d: exact fit %.2f s", n, exact.wall));
        Timed<Surrogate> sparse = time(() -> SparseMeanVarianceFitter.forCampaigns(SEED).fit(designPoints));
        progress(String.format(Locale.ROOT, "N = %d: sparse fit %.2f s", n, sparse.wall));
        double[][] points = new double[HELD_OUT][];
        double[] truth = new double[HELD_OUT];
        double[] readings = new double[HELD_OUT];
        for (int p = 0; p < HELD_OUT; p++) {
            points[p] = random.doubles(DIMENSION).toArray();
            truth[p] = f(points[p]);
            readings[p] = truth[p] + sd(points[p]) * random.nextGaussian();
        }
        Score e = Score.of(exact.value.posterior(points), truth, readings);
        Score s = Score.of(sparse.value.posterior(points), truth, readings);
        double maxGap = 0;
        double squaredGap = 0;
        Posterior pe = exact.value.posterior(points);
        Posterior ps = sparse.value.posterior(points);
        for (int p = 0; p < HELD_OUT; p++) {
            double gap = Math.abs(pe.mean(p) - ps.mean(p));
            maxGap = Math.max(maxGap, gap);
            squaredGap += gap * gap / HELD_OUT;
        }
        double sdF = standardDeviation(truth);
        return String.format(Locale.ROOT, "| %d | %.2f | %.2f | %.4f | %.4f | %.3f | %.3f | %.4f | %.4f |", n,
                exact.wall, sparse.wall, e.rmse, s.rmse, e.nlpd, s.nlpd, Math.sqrt(squaredGap) / sdF, maxGap / sdF);
    }

    /** RMSE of the posterior mean against f; NLPD of single readings under N(mu, sigma_e^2 + E sigma_a^2). */
    private record Score(double rmse, double nlpd) {
        static Score of(Posterior posterior, double[] truth, double[] readings) {
            double squares = 0;
            double nlpd = 0;
            for (int p = 0; p < truth.length; p++) {
                squares += Math.pow(posterior.mean(p) - truth[p], 2);
                double aleatoric = posterior.aleatoricVariance(p)
                        * Math.exp(0.5 * Math.pow(posterior.aleatoricLogSd(p), 2));
                double variance = posterior.epistemicVariance(p) + aleatoric;
                nlpd += 0.5 * Math.log(2 * Math.PI * variance)
                        + Math.pow(readings[p] - posterior.mean(p), 2) / (2 * variance);
            }
            return new Score(Math.sqrt(squares / truth.length), nlpd / truth.length);
        }
    }

    /** n distinct setpoints on the 1e-4 grid of [0, 1]^5, {@value #REPLICATES} readings each. */
    private static List<Measurement> readings(int n, SplittableRandom random) {
        List<Measurement> readings = new ArrayList<>(n * REPLICATES);
        for (int i = 0; i < n; i++) {
            double[] x = new double[DIMENSION];
            for (int d = 0; d < DIMENSION; d++) {
                x[d] = random.nextInt(10_001) / 1e4;
            }
            for (int r = 0; r < REPLICATES; r++) {
                readings.add(Measurement.of(x, f(x) + sd(x) * random.nextGaussian()));
            }
        }
        return readings;
    }

    /** The smooth test function of the GP benchmark (docs/benchmarks/gaussian-process.md). */
    private static double f(double[] x) {
        return Math.sin(3 * x[0]) + Math.cos(2 * x[1]) * x[2] + 0.5 * x[3] * x[3] + 0.3 * Math.exp(x[4]);
    }

    /** Process sd from 0.05 to 0.25, smooth in x1 and x2. */
    private static double sd(double[] x) {
        return 0.05 + 0.2 * x[0] * (0.5 + 0.5 * Math.sin(3 * x[1]));
    }

    private static double standardDeviation(double[] values) {
        double mean = java.util.Arrays.stream(values).average().orElseThrow();
        return Math.sqrt(java.util.Arrays.stream(values).map(v -> (v - mean) * (v - mean)).sum() / values.length);
    }

    private record Timed<T>(T value, double wall, double cpu) {
    }

    private static <T> Timed<T> time(Supplier<T> task) {
        long cpu = CPU.getProcessCpuTime();
        long start = System.nanoTime();
        T value = task.get();
        return new Timed<>(value, (System.nanoTime() - start) / 1e9, (CPU.getProcessCpuTime() - cpu) / 1e9);
    }

    private static int[] sizes(String list) {
        return java.util.Arrays.stream(list.split(",")).mapToInt(Integer::parseInt).toArray();
    }

    private static void progress(String line) {
        System.out.println(java.time.LocalTime.now().withNano(0) + " " + line);
        System.out.flush();
    }
}

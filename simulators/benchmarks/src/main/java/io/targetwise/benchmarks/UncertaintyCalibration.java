package io.targetwise.benchmarks;

import io.targetwise.core.Arguments;
import io.targetwise.core.acquisition.UncertainAleatoricAcquisitions;
import io.targetwise.core.proposal.MeanForecast;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.SurrogateFitter;
import io.targetwise.core.surrogate.selection.CrossValidatedSelection;
import io.targetwise.core.surrogate.composite.MeanVarianceFitter;
import io.targetwise.core.surrogate.gp.GaussianProcessFitter;
import io.targetwise.core.surrogate.gp.NoiseModel;
import io.targetwise.core.surrogate.hetgp.HetGpFitter;
import io.targetwise.core.surrogate.variance.KernelRidgeLogVariance;
import io.targetwise.core.surrogate.variance.LogVarianceGp;
import io.targetwise.simulators.Moments;
import io.targetwise.simulators.SimulatedReading;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * Whether a mean model's epistemic variance is on an absolute scale: fitted to random designs of a plant-like
 * problem (replicate readings at pool points), each model predicts the true mean m(x) at pool points it has not
 * seen, and z = (m(x) - mu(x)) / sigma_e(x) is scored against N(0, 1): the share of |z| within the 90 % bound 1.645,
 * the mean and median of z^2 (1 and 0.455 when calibrated) and the negative log density of m(x). The truth is the
 * simulator's own, so no held-out readings' noise blurs the check. Both variances together are judged on one fresh
 * reading per unseen point: its negative log density under N(mu, sigma_e^2 + E[sigma_a^2]) (the forecast of a
 * reading) and whether it lies within that forecast's 90 % interval mu +- 1.645 sqrt(sigma_e^2 + E[sigma_a^2]) (what
 * an engineer sees of a model's intervals), and the aleatoric part alone by the root mean square of log(E[sigma_a^2] / true sigma_a^2).
 * {@code benchmark calibration} runs it.
 */
final class UncertaintyCalibration {
    private static final long SEED = 20261121L;

    private UncertaintyCalibration() {
    }

    /** A mean model under test, built for the problem's replicate resolution; {@code key} names it on the command line. */
    record Model(String key, String id, Function<double[], SurrogateFitter> fitter) {
    }

    /**
     * Scores of one model on one problem at one design size, pooled over designs; the two coverages also design by
     * design, for their intervals: the points of one design share its fit, the designs are independent.
     */
    record Score(String problem, String model, int designPoints, int scored, double coverage90, double meanZ2,
            double medianZ2, double nlpd, double readingNlpd, double readingCoverage90, double aleatoricLogRms,
            double[] coverage90ByDesign, double[] readingCoverage90ByDesign) {

        /** The truth's 90 % coverage, the mean over designs, with its 95 % bootstrap interval over designs. */
        PercentileBootstrap.Estimate coverage90Interval() {
            return PercentileBootstrap.of(coverage90ByDesign, PercentileBootstrap::mean, SEED);
        }

        /** The fresh readings' 90 % coverage, the mean over designs, with its 95 % bootstrap interval over designs. */
        PercentileBootstrap.Estimate readingCoverage90Interval() {
            return PercentileBootstrap.of(readingCoverage90ByDesign, PercentileBootstrap::mean, SEED);
        }
    }

    /** The product's mean models and their calibrated forms, each with the product's variance model. */
    static List<Model> models() {
        List<Model> models = new ArrayList<>(List.of(
                new Model("gp-krr", "gp + kernel ridge", r -> MeanVarianceFitter.of(ReplicateAggregator.of(r),
                        GaussianProcessFitter.forCampaigns().noise(NoiseModel.SMOOTHED_VARIANCE).seed(SEED).build(),
                        KernelRidgeLogVariance.withDefaultGrid())),
                new Model("gp-log-gp", "gp (stochastic kriging), log-variance GP", r -> MeanVarianceFitter.of(
                        ReplicateAggregator.of(r), GaussianProcessFitter.forCampaigns()
                                .noise(NoiseModel.SMOOTHED_VARIANCE).seed(SEED).build(), LogVarianceGp.withDefaults())),
                new Model("hetgp", "hetgp (joint)", r -> HetGpFitter.of(ReplicateAggregator.of(r))),
                new Model("nomu", "nomu, c = 1", r -> ProductSurrogates.withKernelRidge(r,
                        ProductSurrogates.nomu(SEED))),
                new Model("nomu-cv", "nomu, c cross-validated", r -> ProductSurrogates.nomuKernelRidge(r, SEED)),
                new Model("neon", "neon", r -> ProductSurrogates.withKernelRidge(r, ProductSurrogates.neon(SEED))),
                new Model("neon-cv", "neon, c cross-validated", r -> ProductSurrogates.neonKernelRidge(r, SEED)),
                new Model("autodeuq", "autodeuq (20 models)", r -> ProductSurrogates.autoDeuqSearch(SEED)),
                new Model("autodeuq-cv", "autodeuq (20 models), c cross-validated",
                        r -> ProductSurrogates.autoDeuq(r, SEED)),
                new Model("auto", "auto (the campaign's choice by cross-validation)",
                        r -> ProductSurrogates.auto(r, SEED))));
        return models;
    }

    /**
     * @param designPoints pool points per design
     * @param replicates readings per design point
     * @param designs random designs, each scored at every pool point outside it
     */
    static Score score(Suite suite, Model model, int designPoints, int replicates, int designs, long seed) {
        double[] resolution = suite.simulator().spec().designVariables().stream().mapToDouble(v -> v.resolution())
                .toArray();
        SurrogateFitter fitter = model.fitter().apply(resolution);
        SplittableRandom rng = new SplittableRandom(seed);
        // fresh readings from a stream of their own, so the designs are those of a run without them
        SplittableRandom freshRng = new SplittableRandom(~seed);
        List<Double> z2 = new ArrayList<>();
        double nlpd = 0;
        double readingNlpd = 0;
        double squaredLogError = 0;
        int covered = 0;
        int readingsCovered = 0;
        double[] coverageByDesign = new double[designs];
        double[] readingCoverageByDesign = new double[designs];
        List<double[]> pool = suite.candidates();
        for (int d = 0; d < designs; d++) {
            int coveredBefore = covered;
            int readingsCoveredBefore = readingsCovered;
            boolean[] inDesign = new boolean[pool.size()];
            List<Measurement> readings = new ArrayList<>();
            for (int placed = 0; placed < designPoints; ) {
                int i = rng.nextInt(pool.size());
                if (inDesign[i]) {
                    continue;
                }
                inDesign[i] = true;
                placed++;
                for (SimulatedReading r : suite.simulator().measure(pool.get(i), replicates, rng)) {
                    readings.add(Measurement.of(pool.get(i), r.output()));
                }
            }
            List<double[]> unseen = new ArrayList<>();
            for (int i = 0; i < pool.size(); i++) {
                if (!inDesign[i]) {
                    unseen.add(pool.get(i));
                }
            }
            Surrogate fitted = fitter.fit(readings);
            if (fitted instanceof CrossValidatedSelection.Selected selected) {
                System.out.printf("%s, %s, design %d: %s%n", suite.id(), model.key(), d, selected.explanation());
            }
            Posterior p = fitted.posterior(unseen.toArray(double[][]::new));
            for (int i = 0; i < unseen.size(); i++) {
                Moments truth = suite.simulator().truth(unseen.get(i)).orElseThrow();
                double variance = Math.max(p.epistemicVariance(i), 1e-300);
                double z = (truth.mean() - p.mean(i)) / Math.sqrt(variance);
                z2.add(z * z);
                covered += Math.abs(z) <= MeanForecast.Z90 ? 1 : 0;
                nlpd += 0.5 * Math.log(2 * Math.PI * variance) + 0.5 * z * z;
                double aleatoric = UncertainAleatoricAcquisitions.meanVariance(p.aleatoricVariance(i),
                        p.aleatoricLogSd(i));
                double reading = suite.simulator().measure(unseen.get(i), 1, freshRng).get(0).output();
                double readingVariance = Math.max(p.epistemicVariance(i) + aleatoric, 1e-300);
                readingNlpd += 0.5 * Math.log(2 * Math.PI * readingVariance)
                        + 0.5 * (reading - p.mean(i)) * (reading - p.mean(i)) / readingVariance;
                boolean readingCovered = Math.abs(reading - p.mean(i)) <= MeanForecast.Z90 * Math.sqrt(readingVariance);
                readingsCovered += readingCovered ? 1 : 0;
                double logError = Math.log(aleatoric / truth.variance());
                squaredLogError += logError * logError;
            }
            coverageByDesign[d] = (double) (covered - coveredBefore) / unseen.size();
            readingCoverageByDesign[d] = (double) (readingsCovered - readingsCoveredBefore) / unseen.size();
        }
        double[] sorted = z2.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = sorted.length;
        double median = n % 2 == 1 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2]);
        return new Score(suite.id(), model.id(), designPoints, n, (double) covered / n,
                Arrays.stream(sorted).average().orElseThrow(), median, nlpd / n, readingNlpd / n,
                (double) readingsCovered / n, Math.sqrt(squaredLogError / n), coverageByDesign,
                readingCoverageByDesign);
    }

    /**
     * {@code benchmark calibration [--problems ID,...] [--models KEY,...] [--designs N] [--seed S] [--out FILE]}:
     * plant-like problems (default forging at target 140, the narrow band, actuator noise), {@code designs} random
     * designs (default 2, drawn from {@code seed}, default 20261121) of 15 pool points with 3 readings each per problem,
     * the models by key (default gp-krr, nomu, nomu-cv, neon, neon-cv; the others on request); writes a markdown table
     * to the file (default results/calibration.md; DL4J prints its own lines on stdout), progress on {@code progress}.
     * The coverages carry 95 % bootstrap intervals over the designs.
     *
     * @throws IllegalArgumentException naming an unknown problem or model, or if {@code designs} is below 1
     */
    static void run(List<String> problemIds, List<String> modelKeys, int designs, long seed, Path file,
            PrintStream progress) throws IOException {
        Arguments.requireAtLeast("designs", designs, 1);
        List<Suite> problems = PlantProblem.fixedPools(300, problemIds);
        List<Model> models = modelKeys.stream().map(key -> models().stream().filter(m -> m.key().equals(key))
                .findFirst().orElseThrow(() -> new IllegalArgumentException("unknown model '" + key + "', valid: "
                        + models().stream().map(Model::key).toList()))).toList();
        ProgressBar bar = new ProgressBar(progress, problems.size() * models.size());
        if (file.getParent() != null) {
            Files.createDirectories(file.getParent());
        }
        try (PrintStream out = new PrintStream(Files.newOutputStream(file), true, StandardCharsets.UTF_8)) {
            out.println("| problem | design points | model | scored | 90 % coverage [95 % interval over designs] |"
                    + " mean z^2 | median z^2 | NLPD | NLPD of a fresh reading | 90 % coverage of a fresh reading"
                    + " [95 % interval over designs] | RMS log(E[sigma_a^2] / true) | fit seconds |");
            out.println("|---|---|---|---|---|---|---|---|---|---|---|---|");
            for (Suite suite : problems) {
                for (Model model : models) {
                    long start = System.nanoTime();
                    Score s = score(suite, model, 15, 3, designs, seed);
                    double seconds = (System.nanoTime() - start) / 1e9 / designs;
                    out.printf(Locale.ROOT, "| %s | %d | %s | %d | %s | %.3g | %.3g | %.3g | %.3g | %s | %.3g | %.0f |%n",
                            s.problem(), s.designPoints(), s.model(), s.scored(), withInterval(s.coverage90Interval()),
                            s.meanZ2(), s.medianZ2(), s.nlpd(), s.readingNlpd(),
                            withInterval(s.readingCoverage90Interval()), s.aleatoricLogRms(), seconds);
                    bar.step();
                }
            }
        }
        bar.finish();
    }

    private static String withInterval(PercentileBootstrap.Estimate e) {
        return String.format(Locale.ROOT, "%.2f [%.2f, %.2f]", e.value(), e.lower(), e.upper());
    }
}

package io.targetwise.benchmarks.composite;

import io.targetwise.neural.neon.NeonConfig;
import io.targetwise.neural.neon.NeonFitter;
import io.targetwise.neural.neon.NeonModel;
import io.targetwise.neural.neon.NeonTraining;

import io.targetwise.neural.TrainingListener;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/**
 * NEON's composite BO loop (Guilhoto and Perdikaris 2024, section 3) with q = 1: every iteration retrains the network
 * from scratch (new seed, step count growing with the iteration) on all evaluated designs and their fields, scores
 * candidates by a Monte Carlo acquisition of g over a fixed set of index samples (common random numbers), and evaluates
 * the best. The authors maximise the acquisition by L-BFGS-B from 500 starts with autodiff gradients; here it is
 * maximised by scoring random candidates and then Gaussian perturbations of the best ones with shrinking radius, in
 * batches, which needs no gradient through the network (a deviation that costs some precision near the optimum).
 */
public final class CompositeBayesianOptimisation {
    private static final int REFINEMENT_ROUNDS = 4;
    private static final int PARENTS = 8;

    private final NeonConfig config;
    private final NeonTraining training;
    private final CompositeAcquisition acquisition;
    private final int indexSamples;
    private final int candidates;
    private final TrainingListener listener;

    private CompositeBayesianOptimisation(NeonConfig config, NeonTraining training, CompositeAcquisition acquisition,
            int indexSamples, int candidates, TrainingListener listener) {
        this.config = config;
        this.training = training;
        this.acquisition = acquisition;
        this.indexSamples = indexSamples;
        this.candidates = candidates;
        this.listener = listener;
    }

    /**
     * @param indexSamples index samples for the acquisition (the authors use 128)
     * @param candidates designs scored per round of the acquisition search
     * @throws IllegalArgumentException if a part is null or a count is below 1
     */
    public static CompositeBayesianOptimisation of(NeonConfig config, NeonTraining training,
            CompositeAcquisition acquisition, int indexSamples, int candidates, TrainingListener listener) {
        if (config == null || training == null || acquisition == null || listener == null) {
            throw new IllegalArgumentException("config, training, acquisition and listener must not be null");
        }
        if (indexSamples < 1 || candidates < PARENTS) {
            throw new IllegalArgumentException("indexSamples must be >= 1 and candidates >= " + PARENTS + ", got "
                    + indexSamples + " and " + candidates);
        }
        return new CompositeBayesianOptimisation(config, training, acquisition, indexSamples, candidates, listener);
    }

    /** The evaluated designs and their costs in evaluation order. */
    public record Trace(List<double[]> designs, List<Double> costs) {

        /** The best cost after each evaluation. */
        public double[] bestSoFar() {
            double[] best = new double[costs.size()];
            double b = Double.POSITIVE_INFINITY;
            for (int i = 0; i < best.length; i++) {
                b = Math.min(b, costs.get(i));
                best[i] = b;
            }
            return best;
        }
    }

    /** Runs {@code initialDesigns} uniform random designs, then {@code iterations} acquisitions. */
    public Trace run(CompositeProblemView problem, int initialDesigns, int iterations, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        List<double[]> designs = new ArrayList<>();
        List<double[]> fields = new ArrayList<>();
        List<Double> costs = new ArrayList<>();
        for (int i = 0; i < initialDesigns; i++) {
            evaluate(problem, uniform(problem, rng), designs, fields, costs);
        }
        for (int t = 0; t < iterations; t++) {
            NeonModel model = NeonFitter.of(config, training.with(training.stepsAt(t), rng.nextLong()), listener)
                    .fit(designs.toArray(double[][]::new), fields.toArray(double[][]::new), problem.queryPoints());
            double best = costs.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
            evaluate(problem, propose(problem, model, best, rng), designs, fields, costs);
        }
        return new Trace(List.copyOf(designs), List.copyOf(costs));
    }

    private static void evaluate(CompositeProblemView problem, double[] design, List<double[]> designs,
            List<double[]> fields, List<Double> costs) {
        double[] field = problem.field(design);
        designs.add(design);
        fields.add(field);
        costs.add(problem.cost(field));
    }

    /** The design with the highest acquisition among random candidates and refined perturbations of the best. */
    double[] propose(CompositeProblemView problem, NeonModel model, double bestCost, SplittableRandom rng) {
        double[][] index = NeonModel.indexSamples(indexSamples, config.indexDimension(), rng.nextLong());
        double[][] pool = new double[candidates][];
        for (int i = 0; i < candidates; i++) {
            pool[i] = uniform(problem, rng);
        }
        double[] scores = scores(problem, model, pool, index, bestCost);
        double[] lower = problem.lowerBounds();
        double[] upper = problem.upperBounds();
        double radius = 0.1;
        for (int round = 0; round < REFINEMENT_ROUNDS; round++, radius /= 3) {
            int[] parents = topIndices(scores, PARENTS);
            double[][] next = new double[candidates][];
            for (int i = 0; i < candidates; i++) {
                double[] parent = pool[parents[i % PARENTS]];
                next[i] = new double[parent.length];
                for (int d = 0; d < parent.length; d++) {
                    double step = radius * (upper[d] - lower[d]) * rng.nextGaussian();
                    next[i][d] = Math.min(upper[d], Math.max(lower[d], parent[d] + step));
                }
            }
            double[] nextScores = scores(problem, model, next, index, bestCost);
            double[][] merged = new double[candidates][];
            double[] mergedScores = new double[candidates];
            int[] keep = topIndices(scores, candidates / 2);
            int[] add = topIndices(nextScores, candidates - keep.length);
            for (int i = 0; i < keep.length; i++) {
                merged[i] = pool[keep[i]];
                mergedScores[i] = scores[keep[i]];
            }
            for (int i = 0; i < add.length; i++) {
                merged[keep.length + i] = next[add[i]];
                mergedScores[keep.length + i] = nextScores[add[i]];
            }
            pool = merged;
            scores = mergedScores;
        }
        return pool[topIndices(scores, 1)[0]].clone();
    }

    private double[] scores(CompositeProblemView problem, NeonModel model, double[][] designs, double[][] index,
            double bestCost) {
        double[][][] samples = model.fieldSamples(designs, index);
        double[] scores = new double[designs.length];
        double[] cost = new double[index.length];
        for (int i = 0; i < designs.length; i++) {
            for (int k = 0; k < index.length; k++) {
                cost[k] = problem.cost(samples[i][k]);
            }
            scores[i] = acquisition.score(cost, bestCost);
        }
        return scores;
    }

    private static int[] topIndices(double[] scores, int count) {
        return IntStream.range(0, scores.length).boxed()
                .sorted((a, b) -> Double.compare(scores[b], scores[a])).limit(count).mapToInt(Integer::intValue)
                .toArray();
    }

    private static double[] uniform(CompositeProblemView problem, SplittableRandom rng) {
        double[] lower = problem.lowerBounds();
        double[] upper = problem.upperBounds();
        double[] u = new double[lower.length];
        for (int d = 0; d < u.length; d++) {
            u[d] = rng.nextDouble(lower[d], upper[d]);
        }
        return u;
    }
}

package io.targetwise.neural.autodeuq;

import io.targetwise.core.Arguments;
import io.targetwise.core.Point;
import io.targetwise.core.acquisition.UncertainAleatoricAcquisitions;
import io.targetwise.core.surrogate.Folds;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.SurrogateFitter;
import io.targetwise.core.surrogate.composite.CrossValidatedCalibration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * AutoDEUQ (Egele et al. 2022) with its epistemic variance put on an absolute scale by cross-validation, as
 * {@link CrossValidatedCalibration} does for NOMU and NEON, at a fraction of the cost of cross-validating the search:
 * the search and the greedy selection run once on all readings; then, per fold of setpoints, the selected members'
 * candidates (architecture and training settings) are trained afresh on the other folds, no search, and predict the
 * held-out readings. A held-out raw reading's residual has variance c^2 sigma_e^2 + E[sigma_a^2], so c^2 is the MAP
 * estimate of {@link CrossValidatedCalibration#readingScaleSquared}. All replicates of a setpoint fall in one fold,
 * or a fold model would have seen the held-out setpoint. The returned model is the ensemble of all readings with its
 * epistemic variance multiplied by c^2; the aleatoric part is left as the members learnt it.
 *
 * <p>Cost: the search's models plus folds times distinct members trainings (20 + 4 x 5 at the campaign's settings).
 */
public final class CrossValidatedAutoDeuqFitter implements SurrogateFitter {
    private final AutoDeuqFitter inner;
    private final ReplicateAggregator setpoints;
    private final int folds;
    private final long seed;

    private CrossValidatedAutoDeuqFitter(AutoDeuqFitter inner, ReplicateAggregator setpoints, int folds, long seed) {
        this.inner = inner;
        this.setpoints = setpoints;
        this.folds = folds;
        this.seed = seed;
    }

    /**
     * @param inner the search and its settings
     * @param setpoints which readings are replicates of one setpoint (held out together)
     * @param folds how many parts the setpoints are split into (each held out once), at least 2; with fewer
     *     setpoints than folds each setpoint is its own fold
     * @param seed the split into folds and the fold members' initial weights
     * @throws IllegalArgumentException naming a null part or {@code folds < 2}
     */
    public static CrossValidatedAutoDeuqFitter of(AutoDeuqFitter inner, ReplicateAggregator setpoints, int folds,
            long seed) {
        Arguments.requireNonNull("inner", inner);
        Arguments.requireNonNull("setpoints", setpoints);
        if (folds < 2) {
            throw new IllegalArgumentException("folds must be at least 2, got " + folds);
        }
        return new CrossValidatedAutoDeuqFitter(inner, setpoints, folds, seed);
    }

    /** @throws io.targetwise.core.surrogate.ModelFittingException if the readings are too few for a search */
    @Override
    public CrossValidatedCalibration.Calibrated fit(List<Measurement> measurements) {
        if (measurements == null || measurements.isEmpty()) {
            throw new IllegalArgumentException("measurements must not be empty");
        }
        double[][] x = AutoDeuqFitter.inputsOf(measurements);
        double[] y = AutoDeuqFitter.outputsOf(measurements);
        AutoDeuqFitter.Result full = inner.search(x, y);
        int[] fold = foldOfReadings(measurements);
        if (fold.length == 0) {
            return new CrossValidatedCalibration.Calibrated(full.ensemble(), 1, 0);
        }
        double scale = Math.sqrt(scaleSquared(full, x, y, fold, Arrays.stream(fold).max().orElseThrow() + 1));
        return new CrossValidatedCalibration.Calibrated(full.ensemble(), scale, y.length);
    }

    /**
     * The fold of each reading, all replicates of a setpoint in one; none (an empty array) below
     * {@link CrossValidatedCalibration#MINIMUM_POINTS} setpoints, where c stays 1.
     */
    int[] foldOfReadings(List<Measurement> measurements) {
        int[] setpoint = setpointOf(measurements);
        int distinct = Arrays.stream(setpoint).max().orElse(-1) + 1;
        if (distinct < CrossValidatedCalibration.MINIMUM_POINTS) {
            return new int[0];
        }
        int[] foldOfSetpoint = Folds.assign(distinct, Math.min(folds, distinct), seed);
        return Arrays.stream(setpoint).map(s -> foldOfSetpoint[s]).toArray();
    }

    /** Index of each reading's setpoint (replicates share one), numbered in order of first appearance. */
    private int[] setpointOf(List<Measurement> measurements) {
        Map<Point, Integer> index = new HashMap<>();
        int[] setpoint = new int[measurements.size()];
        for (int i = 0; i < setpoint.length; i++) {
            Point key = Point.of(setpoints.snap(measurements.get(i).setpoint().toArray()));
            setpoint[i] = index.computeIfAbsent(key, p -> index.size());
        }
        return setpoint;
    }

    /** Trains the selected candidates on each fold's complement, all trainings on the search's worker count. */
    private double scaleSquared(AutoDeuqFitter.Result full, double[][] x, double[] y, int[] fold, int k) {
        List<AutoDeuqFitter.Standardised> data = new ArrayList<>(k);
        for (int f = 0; f < k; f++) {
            List<Integer> train = rowsWhere(fold, f, false);
            data.add(inner.split(select(x, train), select(y, train)));
        }
        List<Candidate> members = full.members();
        SplittableRandom random = new SplittableRandom(seed);
        List<Callable<MemberNetwork.Trained>> jobs = new ArrayList<>();
        for (int f = 0; f < k; f++) {
            for (int m = 0; m < members.size(); m++) {
                AutoDeuqFitter.Standardised foldData = data.get(f);
                Candidate candidate = members.get(m);
                long memberSeed = random.nextLong();
                String name = "fold " + f + " member " + m;
                jobs.add(() -> inner.train(candidate, foldData, memberSeed, name));
            }
        }
        List<MemberNetwork.Trained> trained = trainAll(jobs);
        int[] weights = full.ensemble().weights();
        double[] residuals = new double[y.length];
        double[] epistemic = new double[y.length];
        double[] aleatoric = new double[y.length];
        for (int f = 0; f < k; f++) {
            DeepEnsemble foldModel = inner.ensemble(data.get(f),
                    trained.subList(f * members.size(), (f + 1) * members.size()), weights);
            List<Integer> held = rowsWhere(fold, f, true);
            Posterior p = foldModel.posterior(select(x, held));
            for (int j = 0; j < held.size(); j++) {
                int i = held.get(j);
                residuals[i] = y[i] - p.mean(j);
                epistemic[i] = p.epistemicVariance(j);
                aleatoric[i] = UncertainAleatoricAcquisitions.meanVariance(p.aleatoricVariance(j),
                        p.aleatoricLogSd(j));
            }
        }
        return CrossValidatedCalibration.readingScaleSquared(residuals, epistemic, aleatoric);
    }

    private List<MemberNetwork.Trained> trainAll(List<Callable<MemberNetwork.Trained>> jobs) {
        ExecutorService pool = Executors.newFixedThreadPool(inner.settings().workers(), r -> {
            Thread t = new Thread(r, "autodeuq-fold-worker");
            t.setDaemon(true);
            return t;
        });
        try {
            List<MemberNetwork.Trained> trained = new ArrayList<>(jobs.size());
            for (Future<MemberNetwork.Trained> job : pool.invokeAll(jobs)) {
                trained.add(job.get());
            }
            return trained;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while training AutoDEUQ fold members", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("training an AutoDEUQ fold member failed", e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    private static List<Integer> rowsWhere(int[] fold, int f, boolean held) {
        List<Integer> rows = new ArrayList<>();
        for (int i = 0; i < fold.length; i++) {
            if ((fold[i] == f) == held) {
                rows.add(i);
            }
        }
        return rows;
    }

    private static double[][] select(double[][] x, List<Integer> rows) {
        return rows.stream().map(r -> x[r]).toArray(double[][]::new);
    }

    private static double[] select(double[] y, List<Integer> rows) {
        return rows.stream().mapToDouble(r -> y[r]).toArray();
    }
}

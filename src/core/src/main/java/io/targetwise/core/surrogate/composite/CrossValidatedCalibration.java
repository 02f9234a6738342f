package io.targetwise.core.surrogate.composite;

import io.targetwise.core.Arguments;
import io.targetwise.core.surrogate.Folds;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.Surrogate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.DoubleUnaryOperator;

/**
 * Puts a mean model's epistemic variance on an absolute scale. Neural uncertainty estimates such as NOMU's are
 * relative: Heiss et al. (2022) scale them by a constant c (bounds f-hat +- c sigma-hat) chosen by the negative log
 * predictive density on validation data. Plants have no validation data to spare, so here every design point is held
 * out once: the inner fitter is fitted on the other folds, and the held-out residuals r_i and uncalibrated variances
 * v_i at those points give c^2 as the maximum a posteriori estimate under r_i ~ N(0, c^2 v_i) with the prior
 * log c^2 ~ N(0, {@value #PRIOR_LOG_SD}^2): with few points c stays near the model's own scale (c = 1), with many the
 * data decide (c from 0.1 to 10 lies within two prior standard deviations). The returned surrogate is the model
 * fitted on all points with its epistemic variance multiplied by c^2. Derivation: docs/acquisition-core.md.
 *
 * <p>Replicate means carry their own noise, which the held-out residuals include. Told that noise
 * ({@link #fit(double[][], double[], double[])}), c^2 is the MAP estimate under r_i ~ N(0, c^2 v_i + noise_i)
 * ({@link #readingScaleSquared}); without it the noise is booked to the model and c errs on the wide side.
 */
public final class CrossValidatedCalibration implements EpistemicModelFitter {
    /** Prior standard deviation of log c^2. */
    static final double PRIOR_LOG_SD = 2.3;
    /** Fewer design points than this are not split: c = 1. */
    public static final int MINIMUM_POINTS = 4;
    /** {@link #readingScaleSquared} searches log c^2 within this many prior standard deviations of 0. */
    static final double SEARCH_PRIOR_SDS = 6;
    /** Grid steps of that search before its golden-section refinement (0.07 in log c^2). */
    static final int SEARCH_GRID_STEPS = 400;

    private final EpistemicModelFitter inner;
    private final int folds;
    private final long seed;

    private CrossValidatedCalibration(EpistemicModelFitter inner, int folds, long seed) {
        this.inner = inner;
        this.folds = folds;
        this.seed = seed;
    }

    /**
     * @param inner the mean model whose epistemic variance is to be scaled
     * @param folds how many parts the design points are split into (each held out once), at least 2; with fewer
     *     points than folds every point is its own fold (leave-one-out)
     * @param seed the split of the points into folds
     * @throws IllegalArgumentException if {@code inner} is null or {@code folds < 2}
     */
    public static CrossValidatedCalibration of(EpistemicModelFitter inner, int folds, long seed) {
        Arguments.requireNonNull("inner", inner);
        if (folds < 2) {
            throw new IllegalArgumentException("folds must be at least 2, got " + folds);
        }
        return new CrossValidatedCalibration(inner, folds, seed);
    }

    @Override
    public Calibrated fit(double[][] inputs, double[] outputs) {
        return fit(inputs, outputs, new double[outputs.length]);
    }

    @Override
    public Calibrated fit(double[][] inputs, double[] outputs, double[] outputNoiseVariances) {
        Arguments.requireRegressionData(inputs, outputs);
        Arguments.requireNonNegative("outputNoiseVariances", outputNoiseVariances);
        if (outputNoiseVariances.length != outputs.length) {
            throw new IllegalArgumentException("outputNoiseVariances must have one entry per output, got "
                    + outputNoiseVariances.length + " for " + outputs.length);
        }
        Surrogate model = inner.fit(inputs, outputs, outputNoiseVariances);
        int n = outputs.length;
        if (n < MINIMUM_POINTS) {
            return new Calibrated(model, 1, 0);
        }
        int k = Math.min(folds, n);
        int[] fold = Folds.assign(n, k, seed);
        double[] residuals = new double[n];
        double[] variances = new double[n];
        for (int f = 0; f < k; f++) {
            List<Integer> train = new ArrayList<>();
            List<Integer> held = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                (fold[i] == f ? held : train).add(i);
            }
            Surrogate partial = inner.fit(rows(inputs, train), values(outputs, train),
                    values(outputNoiseVariances, train));
            Posterior p = partial.posterior(rows(inputs, held));
            for (int j = 0; j < held.size(); j++) {
                int i = held.get(j);
                residuals[i] = outputs[i] - p.mean(j);
                variances[i] = p.epistemicVariance(j);
            }
        }
        boolean noiseless = Arrays.stream(outputNoiseVariances).allMatch(v -> v == 0);
        double scaleSquared = noiseless ? scaleSquared(residuals, variances)
                : readingScaleSquared(residuals, variances, outputNoiseVariances);
        return new Calibrated(model, Math.sqrt(scaleSquared), n);
    }

    /**
     * The MAP estimate of c^2 given held-out residuals and uncalibrated variances. With t = log c^2 and
     * S = sum r_i^2 / v_i the negative log posterior is n t / 2 + S e^-t / 2 + t^2 / (2 s0^2), strictly convex; its
     * root lies between 0 (the prior) and log(S / n) (the maximum likelihood), found by safeguarded Newton.
     */
    static double scaleSquared(double[] residuals, double[] variances) {
        int n = residuals.length;
        double floor = varianceFloor(variances);
        double s = 0;
        for (int i = 0; i < n; i++) {
            s += residuals[i] * residuals[i] / Math.max(variances[i], floor);
        }
        double priorPrecision = 1 / (PRIOR_LOG_SD * PRIOR_LOG_SD);
        double maximumLikelihood = s > 0 ? Math.log(s / n) : -n / (2 * priorPrecision);
        double lo = Math.min(0, maximumLikelihood);
        double hi = Math.max(0, maximumLikelihood);
        double t = 0.5 * (lo + hi);
        for (int iteration = 0; iteration < 100; iteration++) {
            double slope = n / 2.0 - s * Math.exp(-t) / 2 + t * priorPrecision;
            if (Math.abs(slope) < 1e-12 * n) {
                break;
            }
            if (slope > 0) {
                hi = t;
            } else {
                lo = t;
            }
            double next = t - slope / (s * Math.exp(-t) / 2 + priorPrecision);
            t = next > lo && next < hi ? next : 0.5 * (lo + hi);
            if (hi - lo < 1e-14) {
                break;
            }
        }
        return Math.exp(t);
    }

    /**
     * The MAP estimate of c^2 given held-out raw readings: a reading's residual r_i has variance c^2 v_i + a_i, the
     * model's epistemic variance scaled and its aleatoric variance a_i not, with the same prior on t = log c^2 as
     * {@link #scaleSquared(double[], double[])} (with a_i = 0 it is that estimate). The negative log posterior
     * sum_i [log(e^t v_i + a_i) + r_i^2 / (e^t v_i + a_i)] / 2 + t^2 / (2 s0^2) need not be convex once a_i > 0, so
     * it is minimised on a grid over t in +-{@value #SEARCH_PRIOR_SDS} prior standard deviations, then by golden-section
     * search between the grid neighbours of the best grid point.
     *
     * @param residuals reading minus predicted mean, per held-out reading
     * @param epistemic the uncalibrated epistemic variance there
     * @param aleatoric the aleatoric variance expected of a reading there
     * @throws IllegalArgumentException if the arrays differ in length or are empty
     */
    public static double readingScaleSquared(double[] residuals, double[] epistemic, double[] aleatoric) {
        if (residuals.length == 0 || epistemic.length != residuals.length || aleatoric.length != residuals.length) {
            throw new IllegalArgumentException("residuals, epistemic and aleatoric must be non-empty and of one length, "
                    + "got " + residuals.length + ", " + epistemic.length + ", " + aleatoric.length);
        }
        double floor = varianceFloor(epistemic);
        DoubleUnaryOperator negativeLogPosterior = t -> {
            double value = t * t / (2 * PRIOR_LOG_SD * PRIOR_LOG_SD);
            for (int i = 0; i < residuals.length; i++) {
                double variance = Math.exp(t) * Math.max(epistemic[i], floor) + Math.max(aleatoric[i], 0);
                value += 0.5 * Math.log(variance) + residuals[i] * residuals[i] / (2 * variance);
            }
            return value;
        };
        double bound = SEARCH_PRIOR_SDS * PRIOR_LOG_SD;
        double step = 2 * bound / SEARCH_GRID_STEPS;
        double best = -bound;
        double bestValue = Double.POSITIVE_INFINITY;
        for (int j = 0; j <= SEARCH_GRID_STEPS; j++) {
            double t = -bound + j * step;
            double value = negativeLogPosterior.applyAsDouble(t);
            if (value < bestValue) {
                bestValue = value;
                best = t;
            }
        }
        double lo = Math.max(-bound, best - step);
        double hi = Math.min(bound, best + step);
        double ratio = (Math.sqrt(5) - 1) / 2;
        double a = hi - ratio * (hi - lo);
        double b = lo + ratio * (hi - lo);
        double fa = negativeLogPosterior.applyAsDouble(a);
        double fb = negativeLogPosterior.applyAsDouble(b);
        while (hi - lo > 1e-10) {
            if (fa <= fb) {
                hi = b;
                b = a;
                fb = fa;
                a = hi - ratio * (hi - lo);
                fa = negativeLogPosterior.applyAsDouble(a);
            } else {
                lo = a;
                a = b;
                fa = fb;
                b = lo + ratio * (hi - lo);
                fb = negativeLogPosterior.applyAsDouble(b);
            }
        }
        return Math.exp(0.5 * (lo + hi));
    }

    /** A fold model certain where it is wrong would make its residual's weight infinite: floored far below the rest. */
    private static double varianceFloor(double[] variances) {
        double largest = 0;
        for (double v : variances) {
            largest = Math.max(largest, v);
        }
        return Math.max(largest * 1e-12, Double.MIN_NORMAL);
    }

    private static double[][] rows(double[][] inputs, List<Integer> which) {
        return which.stream().map(i -> inputs[i]).toArray(double[][]::new);
    }

    private static double[] values(double[] outputs, List<Integer> which) {
        return which.stream().mapToDouble(i -> outputs[i]).toArray();
    }

    /**
     * The model fitted on every point, its epistemic variance scaled by c^2.
     *
     * @param model the uncalibrated model
     * @param scale c
     * @param heldOut how many held-out residuals chose c (0: too few points, c = 1)
     */
    public record Calibrated(Surrogate model, double scale, int heldOut) implements Surrogate {

        @Override
        public int dimension() {
            return model.dimension();
        }

        @Override
        public Posterior posterior(double[][] points) {
            Posterior p = model.posterior(points);
            double[] epistemic = p.epistemicVariances();
            for (int i = 0; i < epistemic.length; i++) {
                epistemic[i] *= scale * scale;
            }
            return Posterior.of(p.means(), epistemic, p.aleatoricVariances(), p.aleatoricLogSds());
        }
    }
}

package io.targetwise.core.acquisition;

import io.targetwise.core.stats.NoncentralChiSquared;
import io.targetwise.core.surrogate.Posterior;
import java.util.Arrays;
import java.util.List;

/**
 * Robust EI and LCB for K outputs with a target vector and weights: the error is the weighted squared distance
 * {@code E_hat = sum_k w_k [(m_hat_k - y*_k)^2 + sigmaA2_k]} with independent {@code m_hat_k ~ N(mu_k, sigmaE2_k)}.
 * The default weight of an output is {@code 1 / h_k^2}, h_k its half-tolerance ({@link #toleranceWeights}), so that
 * every characteristic counts by its own tolerance; unit weights give the plain squared Euclidean distance.
 *
 * <p>{@code E_hat - sum w_k sigmaA2_k = sum_k c_k chi2(1, delta_k)}, {@code c_k = w_k sigmaE2_k},
 * {@code delta_k = (mu_k - y*_k)^2 / sigmaE2_k}, a generalised chi-square. Its exact law
 * ({@link io.targetwise.core.stats.GeneralizedChiSquared}) needs a series whose length grows with
 * {@code max c / min c} and the noncentrality: 0.6 to 270 ms per candidate once the c_k are 1000 times apart, and
 * no convergence for some points 10^4 apart, which a pool scored every iteration cannot afford. This class uses
 * instead the scaled noncentral chi-square {@code a chi2(nu, lambda)} with the same mean and variance and the same
 * share of noncentrality ({@code a nu = sum c_k}, {@code a lambda = sum w_k d_k^2},
 * {@code a = (sum c_k^2 + 2 sum c_k w_k d_k^2) / (sum c_k + 2 sum w_k d_k^2)}; nu is real), which is exact where all
 * c_k are equal (then a = c, nu = K). Against the exact law (TargetVectorApproximationTest), in units of E[E_hat]:
 * expected improvement within 1.8 % and the 0.1-quantile within 7.2 % where the c_k are up to 10 times apart, 3.7 %
 * and 13.7 % up to 100 times; against a Monte Carlo of the weighted error in WeightedTargetVectorTest (see
 * docs/acquisition-core.md). K = 1 is delegated to {@link RobustTargetAcquisitions} and is exactly today's
 * single-output acquisition. Expected improvement uses the identity
 * {@code e f_{nu,lambda}(e) = nu f_{nu+2,lambda}(e) + lambda f_{nu+4,lambda}(e)}, so
 * {@code E[max(0, eMin - E_hat)] / a = c F_nu(c) - nu F_{nu+2}(c) - lambda F_{nu+4}(c)},
 * {@code c = (eMin - sum w_k sigmaA2_k)/a}. Above {@code lambda = 1e6} (a near-zero epistemic variance) the chi-square
 * is replaced by its normal limit {@code N(nu + lambda, 2(nu + 2 lambda))}, whose relative error in the spread is of
 * order {@code lambda^-1/2}. Setting every aleatoric variance to 0 gives the non-robust target-vector acquisitions of
 * Uhrenholt and Jensen (2019).
 */
public final class TargetVectorAcquisition implements OutputsAcquisition {
    private static final double NORMAL_LIMIT_ABOVE = 1e6;

    private final double[] targets;
    private final double[] weights;
    private final boolean expectedImprovement;
    /** eMin for expected improvement, the quantile q for the lower confidence bound. */
    private final double parameter;

    private TargetVectorAcquisition(double[] targets, double[] weights, boolean expectedImprovement,
            double parameter) {
        this.targets = targets;
        this.weights = weights;
        this.expectedImprovement = expectedImprovement;
        this.parameter = parameter;
    }

    /** Scores by expected improvement over {@code eMin} (see {@link #incumbent}), every weight 1. */
    public static TargetVectorAcquisition expectedImprovement(double[] targets, double eMin) {
        return expectedImprovement(targets, unitWeights(targets), eMin);
    }

    /** Scores by expected improvement of the weighted error over {@code eMin} (see {@link #incumbent}). */
    public static TargetVectorAcquisition expectedImprovement(double[] targets, double[] weights, double eMin) {
        RobustTargetAcquisitions.checkIncumbentError(eMin);
        double[] checkedTargets = checkTargets(targets);
        return new TargetVectorAcquisition(checkedTargets, checkWeights(weights, checkedTargets.length), true, eMin);
    }

    /** Scores by the negated q-quantile of E_hat, every weight 1. */
    public static TargetVectorAcquisition lowerConfidenceBound(double[] targets, double q) {
        return lowerConfidenceBound(targets, unitWeights(targets), q);
    }

    /** Scores by the negated q-quantile of the weighted E_hat. */
    public static TargetVectorAcquisition lowerConfidenceBound(double[] targets, double[] weights, double q) {
        checkQuantile(q);
        double[] checkedTargets = checkTargets(targets);
        return new TargetVectorAcquisition(checkedTargets, checkWeights(weights, checkedTargets.length), false, q);
    }

    /**
     * The default weights {@code 1 / h_k^2}, h_k the half-tolerance of output k (half the width between its
     * specification limits): an output one tolerance off target adds 1 to E whatever its unit.
     *
     * @throws IllegalArgumentException naming the first half-tolerance that is not positive and finite
     */
    public static double[] toleranceWeights(double[] halfTolerances) {
        if (halfTolerances.length == 0) {
            throw new IllegalArgumentException("halfTolerances must hold at least one output");
        }
        double[] weights = new double[halfTolerances.length];
        for (int k = 0; k < weights.length; k++) {
            double h = halfTolerances[k];
            if (!(h > 0) || h == Double.POSITIVE_INFINITY) {
                throw new IllegalArgumentException("halfTolerances[" + k + "] must be positive and finite, got " + h);
            }
            weights[k] = 1 / (h * h);
        }
        return weights;
    }

    /** {@code E_min = min_i sum_k (m_k(x_i) - y*_k)^2 + sigmaA2_k(x_i)} over the design points, every weight 1. */
    public static double incumbent(double[] targets, List<Posterior> atDesignPoints) {
        return incumbent(targets, unitWeights(targets), atDesignPoints);
    }

    /** {@code E_min = min_i sum_k w_k [(m_k(x_i) - y*_k)^2 + sigmaA2_k(x_i)]} over the design points. */
    public static double incumbent(double[] targets, double[] weights, List<Posterior> atDesignPoints) {
        double[] errors = plugInErrors(targets, weights, atDesignPoints);
        if (errors.length == 0) {
            throw new IllegalArgumentException("the incumbent needs at least one design point");
        }
        return Arrays.stream(errors).min().orElseThrow();
    }

    /** The model's plug-in error {@code sum_k w_k [(m_k - y*_k)^2 + sigmaA2_k]} at each point. */
    public static double[] plugInErrors(double[] targets, double[] weights, List<Posterior> outputs) {
        int n = checkOutputs(targets, outputs);
        checkWeights(weights, targets.length);
        double[] errors = new double[n];
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < targets.length; k++) {
                double offset = outputs.get(k).mean(i) - targets[k];
                errors[i] += weights[k] * (offset * offset + outputs.get(k).aleatoricVariance(i));
            }
        }
        return errors;
    }

    @Override
    public void score(List<Posterior> outputs, double[] scores) {
        int n = checkOutputs(targets, outputs);
        if (scores.length != n) {
            throw new IllegalArgumentException("scores has length " + scores.length + ", posteriors have " + n);
        }
        int dimension = targets.length;
        BatchAcquisition.forEachChunk(n, (from, to) -> {
            double[] offsets = new double[dimension];
            double[] epistemic = new double[dimension];
            double[] aleatoric = new double[dimension];
            for (int i = from; i < to; i++) {
                for (int k = 0; k < dimension; k++) {
                    Posterior output = outputs.get(k);
                    offsets[k] = output.mean(i) - targets[k];
                    epistemic[k] = output.epistemicVariance(i);
                    aleatoric[k] = output.aleatoricVariance(i);
                }
                scores[i] = expectedImprovement
                        ? expectedImprovementOf(offsets, epistemic, aleatoric, weights, parameter)
                        : -lowerConfidenceBoundOf(offsets, epistemic, aleatoric, weights, parameter);
            }
        });
    }

    public double[] score(List<Posterior> outputs) {
        double[] scores = new double[outputs.isEmpty() ? 0 : outputs.get(0).size()];
        score(outputs, scores);
        return scores;
    }

    /** Pointwise expected improvement, every weight 1; arrays hold one entry per output. */
    public static double expectedImprovement(double[] means, double[] sigmaE2, double[] sigmaA2, double[] targets,
            double eMin) {
        return expectedImprovement(means, sigmaE2, sigmaA2, targets, unitWeights(targets), eMin);
    }

    /** Pointwise expected improvement of the weighted error; arrays hold one entry per output. */
    public static double expectedImprovement(double[] means, double[] sigmaE2, double[] sigmaA2, double[] targets,
            double[] weights, double eMin) {
        RobustTargetAcquisitions.checkIncumbentError(eMin);
        return expectedImprovementOf(offsets(means, sigmaE2, sigmaA2, checkTargets(targets), weights), sigmaE2,
                sigmaA2, weights, eMin);
    }

    /** Pointwise lower confidence bound itself (the q-quantile of E_hat, to be minimised), every weight 1. */
    public static double lowerConfidenceBound(double[] means, double[] sigmaE2, double[] sigmaA2, double[] targets,
            double q) {
        return lowerConfidenceBound(means, sigmaE2, sigmaA2, targets, unitWeights(targets), q);
    }

    /** Pointwise lower confidence bound itself: the q-quantile of the weighted E_hat, to be minimised. */
    public static double lowerConfidenceBound(double[] means, double[] sigmaE2, double[] sigmaA2, double[] targets,
            double[] weights, double q) {
        checkQuantile(q);
        return lowerConfidenceBoundOf(offsets(means, sigmaE2, sigmaA2, checkTargets(targets), weights), sigmaE2,
                sigmaA2, weights, q);
    }

    static double expectedImprovementOf(double[] offsets, double[] sigmaE2, double[] sigmaA2, double[] weights,
            double eMin) {
        if (offsets.length == 1) {
            double w = weights[0];
            return RobustTargetAcquisitions.expectedImprovementOf(offsets[0] * Math.sqrt(w), w * sigmaE2[0],
                    w * sigmaA2[0], eMin);
        }
        Law law = Law.of(offsets, sigmaE2, sigmaA2, weights);
        double budget = eMin - law.aleatoric;
        if (!(budget > 0)) {
            return 0;
        }
        if (law.scale == 0) {
            return Math.max(0, budget - law.distance);
        }
        double lambda = law.lambda();
        double c = budget / law.scale;
        double nu = law.dof;
        double normalised;
        if (lambda <= NORMAL_LIMIT_ABOVE) {
            normalised = c * NoncentralChiSquared.cumulativeProbability(nu, lambda, c)
                    - nu * NoncentralChiSquared.cumulativeProbability(nu + 2, lambda, c)
                    - lambda * NoncentralChiSquared.cumulativeProbability(nu + 4, lambda, c);
        } else {
            double mean = nu + lambda;
            double sd = Math.sqrt(2 * (nu + 2 * lambda));
            double z = (c - mean) / sd;
            normalised = (c - mean) * (1 - StandardNormal.upperTail(z)) + sd * StandardNormal.density(z);
        }
        return law.scale * Math.max(0, normalised);
    }

    static double lowerConfidenceBoundOf(double[] offsets, double[] sigmaE2, double[] sigmaA2, double[] weights,
            double q) {
        if (offsets.length == 1) {
            double w = weights[0];
            return RobustTargetAcquisitions.paperLowerConfidenceBoundOf(offsets[0] * Math.sqrt(w), w * sigmaE2[0],
                    w * sigmaA2[0], q);
        }
        Law law = Law.of(offsets, sigmaE2, sigmaA2, weights);
        if (law.scale == 0) {
            return law.distance + law.aleatoric;
        }
        double lambda = law.lambda();
        double quantile = lambda <= NORMAL_LIMIT_ABOVE
                ? NoncentralChiSquared.inverseCumulativeProbability(law.dof, lambda, q)
                : law.dof + lambda + StandardNormal.quantile(q) * Math.sqrt(2 * (law.dof + 2 * lambda));
        return law.scale * quantile + law.aleatoric;
    }

    /**
     * The two-moment law of one point: {@code E_hat = aleatoric + scale chi2(dof, distance / scale)}, with
     * {@code distance = sum w_k d_k^2} and {@code aleatoric = sum w_k sigmaA2_k}; scale 0 where every epistemic
     * variance is 0 (E_hat is then {@code distance + aleatoric}).
     */
    private record Law(double scale, double dof, double distance, double aleatoric) {
        static Law of(double[] offsets, double[] sigmaE2, double[] sigmaA2, double[] weights) {
            double distance = 0;
            double aleatoric = 0;
            double spread = 0;
            double spreadSquared = 0;
            double crossed = 0;
            for (int k = 0; k < offsets.length; k++) {
                double shift = weights[k] * offsets[k] * offsets[k];
                double c = weights[k] * sigmaE2[k];
                distance += shift;
                aleatoric += weights[k] * sigmaA2[k];
                spread += c;
                spreadSquared += c * c;
                crossed += c * shift;
            }
            if (spread == 0) {
                return new Law(0, offsets.length, distance, aleatoric);
            }
            double scale = (spreadSquared + 2 * crossed) / (spread + 2 * distance);
            return new Law(scale, spread / scale, distance, aleatoric);
        }

        double lambda() {
            return distance / scale;
        }
    }

    /** Offsets from the targets of one point, after checking every array. */
    private static double[] offsets(double[] means, double[] sigmaE2, double[] sigmaA2, double[] targets,
            double[] weights) {
        int dimension = targets.length;
        if (means.length != dimension || sigmaE2.length != dimension || sigmaA2.length != dimension) {
            throw new IllegalArgumentException("means, sigmaE2, sigmaA2 and targets must have equal lengths");
        }
        checkWeights(weights, dimension);
        double[] offsets = new double[dimension];
        for (int k = 0; k < dimension; k++) {
            RobustTargetAcquisitions.checkPosterior(means[k], sigmaE2[k], sigmaA2[k]);
            offsets[k] = means[k] - targets[k];
        }
        return offsets;
    }

    private static void checkQuantile(double q) {
        if (!(q > 0 && q < 1)) {
            throw new IllegalArgumentException("q must be in (0, 1), got " + q);
        }
    }

    private static double[] unitWeights(double[] targets) {
        double[] weights = new double[targets.length];
        Arrays.fill(weights, 1);
        return weights;
    }

    private static double[] checkTargets(double[] targets) {
        if (targets.length == 0) {
            throw new IllegalArgumentException("targets must hold at least one output");
        }
        for (int k = 0; k < targets.length; k++) {
            if (!Double.isFinite(targets[k])) {
                throw new IllegalArgumentException("targets[" + k + "] must be finite, got " + targets[k]);
            }
        }
        return targets.clone();
    }

    private static double[] checkWeights(double[] weights, int outputs) {
        if (weights.length != outputs) {
            throw new IllegalArgumentException("weights must hold one per output (" + outputs + "), got "
                    + weights.length);
        }
        for (int k = 0; k < outputs; k++) {
            if (!(weights[k] > 0) || weights[k] == Double.POSITIVE_INFINITY) {
                throw new IllegalArgumentException("weights[" + k + "] must be positive and finite, got "
                        + weights[k]);
            }
        }
        return weights.clone();
    }

    private static int checkOutputs(double[] targets, List<Posterior> outputs) {
        if (outputs.size() != targets.length) {
            throw new IllegalArgumentException("expected " + targets.length + " output posteriors, got " + outputs.size());
        }
        int n = outputs.get(0).size();
        for (Posterior output : outputs) {
            if (output.size() != n) {
                throw new IllegalArgumentException("output posteriors must cover the same points");
            }
        }
        return n;
    }
}

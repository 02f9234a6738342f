package io.targetwise.core.acquisition;

import io.targetwise.core.stats.NoncentralChiSquared;
import io.targetwise.core.stats.Normal;

/**
 * Pointwise robust target-value acquisitions of Hoffer, Ranftl and Geiger (2023) (section 4). With the mean estimate
 * {@code m_hat ~ N(mu, sigmaE2)} and the expected squared error {@code E_hat = (m_hat - target)^2 + sigmaA2}, the
 * normalised error {@code e = (E_hat - sigmaA2) / sigmaE2} is noncentral chi-square with 1 degree of freedom and
 * noncentrality {@code lambda = (mu - target)^2 / sigmaE2}.
 *
 * <p>For k = 1 the chi-square quantities are evaluated through their exact normal form ({@code e = z^2},
 * {@code z ~ N(sqrt(lambda), 1)}), which stays exact and cheap for any lambda, including the huge values that a tiny
 * epistemic variance produces; the tests check it against {@link NoncentralChiSquared}.
 *
 * <p>Every method rejects NaN or infinite arguments and negative variances with an {@link IllegalArgumentException}.
 * Passing {@code sigmaA2 = 0} gives the non-robust acquisitions of Uhrenholt and Jensen (2019).
 */
public final class RobustTargetAcquisitions {
    /** Above this noncentrality the quantile uses the normal form, whose neglected term is below Phi(-1000). */
    private static final double NORMAL_QUANTILE_ABOVE = 1e6;

    private RobustTargetAcquisitions() {
    }

    /**
     * Expected improvement {@code E[max(0, eMin - E_hat)]} (eqs. 11-13). Derived in closed form
     * (docs/acquisition-core.md): with {@code c = (eMin - sigmaA2)/sigmaE2}, {@code E/sigmaE2 = c F_1(c) - F_3(c) -
     * lambda F_5(c)} (the paper's eq. 13 prints {@code + lambda F_5}, a sign error), evaluated as {@code (eMin -
     * sigmaA2 - d^2 - sigmaE2)(Phi(B) - Phi(A)) + sigmaE2 (B phi(A) - A phi(B))} with {@code d = mu - target}, {@code A
     * = -sqrt(c) - |d|/sigmaE}, {@code B = sqrt(c) - |d|/sigmaE}.
     *
     * <p>Limits: 0 when {@code eMin <= sigmaA2} (no candidate can beat its own aleatoric variance); at
     * {@code sigmaE2 = 0} the deterministic {@code max(0, eMin - d^2 - sigmaA2)}, which the formula approaches
     * continuously as {@code sigmaE2 -> 0}.
     */
    public static double expectedImprovement(double mu, double sigmaE2, double sigmaA2, double target, double eMin) {
        checkPoint(mu, sigmaE2, sigmaA2, target);
        checkIncumbentError(eMin);
        return expectedImprovementOf(mu - target, sigmaE2, sigmaA2, eMin);
    }

    /**
     * Probability of improvement {@code P(E_hat <= eMin - zeta) = F_1((eMin - zeta - sigmaA2)/sigmaE2)} (eq. 10); at
     * {@code sigmaE2 = 0} the indicator of {@code d^2 + sigmaA2 <= eMin - zeta}, and 0 when
     * {@code eMin - zeta <= sigmaA2}.
     */
    public static double probabilityOfImprovement(double mu, double sigmaE2, double sigmaA2, double target, double eMin,
            double zeta) {
        checkPoint(mu, sigmaE2, sigmaA2, target);
        checkIncumbentError(eMin);
        if (!(zeta >= 0) || zeta == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("zeta must be finite and >= 0, got " + zeta);
        }
        return probabilityOfImprovementOf(mu - target, sigmaE2, sigmaA2, eMin, zeta);
    }

    /**
     * The lower confidence bound, a quantity to minimise (the {@link AcquisitionKind#ROBUST_LCB} score is its negative):
     * {@code u|u| + sigmaA2} with {@code u = |mu - target| + Phi^-1(q) sigmaE}, the lower confidence limit of the
     * distance to the target, negative by how far the interval reaches past the target. It is the q-quantile of the
     * signed squared error {@code W|W| + sigmaA2}, {@code W = sgn(mu - target)(m_hat - target) ~ N(|mu - target|,
     * sigmaE2)}; for q <= 1/2 it falls as sigmaE grows and rises with |mu - target| and sigmaA2. Derivation:
     * docs/acquisition-core.md, "Why the bounds are monotone".
     *
     * @throws IllegalArgumentException if q is not in (0, 1/2] or an argument is invalid
     */
    public static double lowerConfidenceBound(double mu, double sigmaE2, double sigmaA2, double target, double q) {
        checkPoint(mu, sigmaE2, sigmaA2, target);
        return lowerConfidenceBoundOf(mu - target, sigmaE2, sigmaA2, lowerQuantileFactor(q));
    }

    /**
     * The paper's bound, {@code sigmaE2 F^-1_{1,lambda}(q) + sigmaA2} (eq. 14): the q-quantile of the folded
     * {@code E_hat}, which grows with sigmaE once sigmaE exceeds about {@code |mu - target| / 1.3}, so it prefers the
     * more confident of two candidates whose intervals cover the target. Kept only to reproduce the paper
     * ({@link AcquisitionKind#PAPER_ROBUST_LCB}, {@link AcquisitionKind#PAPER_NCCHI2_LCB}). At {@code sigmaE2 = 0} it
     * is {@code d^2 + sigmaA2}.
     *
     * @throws IllegalArgumentException if q is not in (0, 1/2] or an argument is invalid
     */
    public static double paperLowerConfidenceBound(double mu, double sigmaE2, double sigmaA2, double target,
            double q) {
        checkPoint(mu, sigmaE2, sigmaA2, target);
        return paperLowerConfidenceBoundOf(mu - target, sigmaE2, sigmaA2, checkLowerQuantile(q));
    }

    /** {@code Phi^-1(q)}, at most 0 (see {@link #checkLowerQuantile}). */
    static double lowerQuantileFactor(double q) {
        return StandardNormal.quantile(checkLowerQuantile(q));
    }

    /**
     * q itself if a lower confidence bound can use it: {@code q <= 1/2}; above, every bound here becomes an upper bound
     * and rewards certainty.
     *
     * @throws IllegalArgumentException if q is not in (0, 1/2]
     */
    static double checkLowerQuantile(double q) {
        if (!(q > 0 && q <= 0.5)) {
            throw new IllegalArgumentException("q must be in (0, 0.5], got " + q);
        }
        return q;
    }

    static double expectedImprovementOf(double offset, double sigmaE2, double sigmaA2, double eMin) {
        double budget = eMin - sigmaA2;
        if (!(budget > 0)) {
            return 0;
        }
        double offset2 = offset * offset;
        if (sigmaE2 == 0) {
            return Math.max(0, budget - offset2);
        }
        double sigmaE = Math.sqrt(sigmaE2);
        double m = Math.abs(offset) / sigmaE;
        double r = Math.sqrt(budget) / sigmaE;
        double a = -r - m;
        double b = r - m;
        // phi(a) and phi(b) serve both the interval (Q = phi * Mills ratio) and the density terms: two exps in all.
        double phiA = Normal.density(a);
        double phiB = Normal.density(b);
        double interval = b >= 0
                ? 0.5 * (Normal.centralFromDensity(b, phiB) + Normal.centralFromDensity(-a, phiA))
                : Normal.upperTailFromDensity(-b, phiB) - Normal.upperTailFromDensity(-a, phiA);
        double value = (budget - offset2 - sigmaE2) * interval + sigmaE2 * (b * phiA - a * phiB);
        return Math.max(0, value);
    }

    static double probabilityOfImprovementOf(double offset, double sigmaE2, double sigmaA2, double eMin, double zeta) {
        double budget = eMin - zeta - sigmaA2;
        if (!(budget > 0)) {
            return 0;
        }
        if (sigmaE2 == 0) {
            return offset * offset <= budget ? 1 : 0;
        }
        double sigmaE = Math.sqrt(sigmaE2);
        double m = Math.abs(offset) / sigmaE;
        double r = Math.sqrt(budget) / sigmaE;
        return StandardNormal.interval(-r - m, r - m);
    }

    /** {@code u|u| + sigmaA2}, {@code u = |offset| + z sigmaE}, z = Phi^-1(q) from {@link #lowerQuantileFactor}. */
    static double lowerConfidenceBoundOf(double offset, double sigmaE2, double sigmaA2, double z) {
        double u = Math.abs(offset) + z * Math.sqrt(sigmaE2);
        return u * Math.abs(u) + sigmaA2;
    }

    static double paperLowerConfidenceBoundOf(double offset, double sigmaE2, double sigmaA2, double q) {
        if (sigmaE2 == 0) {
            return offset * offset + sigmaA2;
        }
        double lambda = offset * offset / sigmaE2;
        double e;
        if (lambda <= NORMAL_QUANTILE_ABOVE) {
            e = NoncentralChiSquared.inverseCumulativeProbability(1, lambda, q);
        } else {
            double root = Math.sqrt(lambda) + StandardNormal.quantile(q);
            e = root * root;
        }
        return sigmaE2 * e + sigmaA2;
    }

    static void checkPoint(double mu, double sigmaE2, double sigmaA2, double target) {
        checkPosterior(mu, sigmaE2, sigmaA2);
        if (!Double.isFinite(target)) {
            throw new IllegalArgumentException("target must be finite, got " + target);
        }
    }

    static void checkPosterior(double mu, double sigmaE2, double sigmaA2) {
        if (!Double.isFinite(mu)) {
            throw new IllegalArgumentException("mu must be finite, got " + mu);
        }
        checkVariance("sigmaE2", sigmaE2);
        checkVariance("sigmaA2", sigmaA2);
    }

    static void checkVariance(String name, double variance) {
        if (!(variance >= 0) || variance == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException(name + " must be finite and >= 0, got " + variance);
        }
    }

    static void checkIncumbentError(double eMin) {
        if (!(eMin >= 0) || eMin == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("eMin must be finite and >= 0, got " + eMin);
        }
    }
}

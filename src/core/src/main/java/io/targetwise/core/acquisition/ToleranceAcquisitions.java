package io.targetwise.core.acquisition;

import org.apache.commons.math3.analysis.integration.gauss.GaussIntegrator;
import org.apache.commons.math3.analysis.integration.gauss.GaussIntegratorFactory;

/**
 * Acquisitions for a specification band [LSL, USL] instead of a squared error, the tolerance-band direction that
 * Hoffer, Ranftl and Geiger (2023) name as future work.
 *
 * <ul>
 *   <li>{@link #probabilityInTolerance}: {@code P(LSL <= y <= USL)} for the predictive {@code y ~ N(mu, sigmaE2 +
 *       sigmaA2)}, i.e. the in-band probability of the process {@code P(. | m_hat) = Phi((USL - m_hat)/sigmaA) -
 *       Phi((LSL - m_hat)/sigmaA)} averaged over {@code m_hat ~ N(mu, sigmaE2)};</li>
 *   <li>{@link #expectedImprovement}: {@code E[max(0, P(in band | m_hat) - pBest)]} over the same {@code m_hat}.
 *       {@code P(in band | m)} is symmetric about the band centre and falls with the distance to it, so it exceeds
 *       {@code pBest} exactly on an interval {@code centre +- w}; w is found by bisection and the integral over that
 *       interval (cut to {@code mu +- 10 sigmaE}, which drops less than 2e-23 of the weight) is done by composite
 *       Gauss-Legendre quadrature, 4 panels of 12 points. The integrand vanishes at both ends, so the error of w enters
 *       only to second order.</li>
 * </ul>
 */
public final class ToleranceAcquisitions {
    private static final int PANELS = 4;
    private static final GaussIntegrator RULE = new GaussIntegratorFactory().legendre(12);
    private static final double TAIL_CUT = 10;
    /** Bisection stops at this relative width of the improvement interval's half-width. */
    private static final double HALF_WIDTH_TOLERANCE = 1e-9;

    private ToleranceAcquisitions() {
    }

    /** In-band probability of the predictive distribution; at zero total variance the indicator of the band. */
    public static double probabilityInTolerance(double mu, double sigmaE2, double sigmaA2, double lowerSpecLimit,
            double upperSpecLimit) {
        RobustTargetAcquisitions.checkPosterior(mu, sigmaE2, sigmaA2);
        checkBand(lowerSpecLimit, upperSpecLimit);
        return inBand(mu, sigmaE2 + sigmaA2, lowerSpecLimit, upperSpecLimit);
    }

    /**
     * Expected improvement of the in-band probability over {@code pBest} in [0, 1]. Limits: {@code sigmaE2 = 0} gives
     * {@code max(0, P(in band | mu) - pBest)}; {@code sigmaA2 = 0} gives {@code (1 - pBest) P(LSL <= m_hat <= USL)}.
     */
    public static double expectedImprovement(double mu, double sigmaE2, double sigmaA2, double lowerSpecLimit,
            double upperSpecLimit, double pBest) {
        RobustTargetAcquisitions.checkPosterior(mu, sigmaE2, sigmaA2);
        checkBand(lowerSpecLimit, upperSpecLimit);
        checkProbability(pBest);
        return expectedImprovementOf(mu, sigmaE2, sigmaA2, lowerSpecLimit, upperSpecLimit, pBest);
    }

    static double inBand(double mean, double variance, double lower, double upper) {
        if (variance == 0) {
            return mean >= lower && mean <= upper ? 1 : 0;
        }
        double sd = Math.sqrt(variance);
        return StandardNormal.interval((lower - mean) / sd, (upper - mean) / sd);
    }

    static double expectedImprovementOf(double mu, double sigmaE2, double sigmaA2, double lower, double upper,
            double pBest) {
        if (sigmaE2 == 0) {
            return Math.max(0, inBand(mu, sigmaA2, lower, upper) - pBest);
        }
        if (sigmaA2 == 0) {
            return (1 - pBest) * inBand(mu, sigmaE2, lower, upper);
        }
        double centre = 0.5 * (lower + upper);
        if (inBand(centre, sigmaA2, lower, upper) <= pBest) {
            return 0;
        }
        double halfWidth = improvementHalfWidth(centre, sigmaA2, lower, upper, pBest);
        double sigmaE = Math.sqrt(sigmaE2);
        double from = Math.max(centre - halfWidth, mu - TAIL_CUT * sigmaE);
        double to = Math.min(centre + halfWidth, mu + TAIL_CUT * sigmaE);
        if (!(from < to)) {
            return 0;
        }
        double panel = (to - from) / PANELS;
        double sum = 0;
        for (int p = 0; p < PANELS; p++) {
            double mid = from + (p + 0.5) * panel;
            for (int i = 0; i < RULE.getNumberOfPoints(); i++) {
                double m = mid + 0.5 * panel * RULE.getPoint(i);
                double gain = inBand(m, sigmaA2, lower, upper) - pBest;
                sum += RULE.getWeight(i) * Math.max(0, gain) * StandardNormal.density((m - mu) / sigmaE);
            }
        }
        return Math.max(0, sum * 0.5 * panel / sigmaE);
    }

    /** The w > 0 with P(in band | centre + w) = pBest, given that the centre itself beats pBest. */
    private static double improvementHalfWidth(double centre, double sigmaA2, double lower, double upper,
            double pBest) {
        double low = 0;
        double high = 0.5 * (upper - lower) + Math.sqrt(sigmaA2);
        while (inBand(centre + high, sigmaA2, lower, upper) > pBest) {
            low = high;
            high *= 2;
        }
        while (high - low > HALF_WIDTH_TOLERANCE * high) {
            double mid = 0.5 * (low + high);
            if (inBand(centre + mid, sigmaA2, lower, upper) > pBest) {
                low = mid;
            } else {
                high = mid;
            }
        }
        return 0.5 * (low + high);
    }

    static void checkBand(double lower, double upper) {
        if (!Double.isFinite(lower) || !Double.isFinite(upper) || !(lower < upper)) {
            throw new IllegalArgumentException("specification limits must be finite with lowerSpecLimit < upperSpecLimit,"
                    + " got [" + lower + ", " + upper + "]");
        }
    }

    static void checkProbability(double p) {
        if (!(p >= 0 && p <= 1)) {
            throw new IllegalArgumentException("pBest must be in [0, 1], got " + p);
        }
    }
}

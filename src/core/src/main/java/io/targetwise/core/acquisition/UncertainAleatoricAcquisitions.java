package io.targetwise.core.acquisition;

import io.targetwise.core.stats.GaussHermiteRule;
import io.targetwise.core.stats.Normal;

/**
 * The robust acquisitions with the aleatoric variance itself uncertain: log sigma_a^2 ~ N(log a, s^2) (a the
 * posterior median, s the posterior standard deviation of the log variance), independent of the mean estimate
 * {@code m_hat ~ N(mu, sigmaE2)}. With {@code E_hat = (m_hat - target)^2 + sigma_a^2} (Hoffer, Ranftl and Geiger 2023,
 * section 4, where sigma_a^2 is taken as known):
 * <ul>
 *   <li>E_hat is the sum of two independent parts, X = (m_hat - target)^2 = sigmaE2 z^2 with {@code z ~
 *       N(|mu - target|/sigmaE, 1)} and Y = sigma_a^2 log-normal. PI is its CDF at {@code eMin - zeta}, EI its
 *       expected shortfall {@code E[max(0, eMin - E_hat)]}; both are the expectation over one part of the other part's
 *       closed form, by Gauss-Hermite quadrature ({@value #NODES} nodes) over the part with the smaller spread. A
 *       candidate scores 0 only where no value of sigma_a^2 lets it improve, instead of whenever the median a alone
 *       is at least E_min.</li>
 *   <li>The LCB is the plug-in bound of the mean's error plus the posterior mean of sigma_a^2
 *       ({@link #meanVariance}): a quantile over sigma_a^2 too would reward a setpoint for how little is known about
 *       its variance.</li>
 *   <li>The tolerance probability and its EI average the plug-in forms over sigma_a^2 = a exp(s t), t ~ N(0, 1).</li>
 *   <li>The expected error {@code (mu - target)^2 + sigmaE2 + a exp(s^2 / 2)} defines the incumbent: the posterior
 *       expectation of E at a design point rather than its plug-in estimate, whose minimum over noisy design points
 *       is biased low.</li>
 * </ul>
 * With s = 0 every method returns exactly the plug-in value. Derivations and checks: docs/acquisition-core.md,
 * "Uncertain aleatoric variance".
 */
public final class UncertainAleatoricAcquisitions {
    /** Nodes of the Gauss-Hermite rule; the tests bound its error against adaptive quadrature and Monte Carlo. */
    static final int NODES = 48;
    private static final double[] NODE;
    private static final double[] WEIGHT;

    static {
        GaussHermiteRule rule = GaussHermiteRule.withNodes(NODES);
        NODE = new double[NODES];
        WEIGHT = new double[NODES];
        for (int k = 0; k < NODES; k++) {
            NODE[k] = rule.node(k);
            WEIGHT[k] = rule.weight(k);
        }
    }

    private UncertainAleatoricAcquisitions() {
    }

    /** {@code E[max(0, eMin - E_hat)]} over m_hat and sigma_a^2. */
    public static double expectedImprovement(double mu, double sigmaE2, double sigmaA2, double logSd, double target,
            double eMin) {
        RobustTargetAcquisitions.checkPoint(mu, sigmaE2, sigmaA2, target);
        checkLogSd(logSd);
        RobustTargetAcquisitions.checkIncumbentError(eMin);
        return expectedImprovementOf(mu - target, sigmaE2, sigmaA2, logSd, eMin);
    }

    /** {@code P(E_hat <= eMin - zeta)} over m_hat and sigma_a^2. */
    public static double probabilityOfImprovement(double mu, double sigmaE2, double sigmaA2, double logSd,
            double target, double eMin, double zeta) {
        RobustTargetAcquisitions.checkPoint(mu, sigmaE2, sigmaA2, target);
        checkLogSd(logSd);
        RobustTargetAcquisitions.checkIncumbentError(eMin);
        if (!(zeta >= 0) || zeta == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("zeta must be finite and >= 0, got " + zeta);
        }
        return probabilityOfImprovementOf(mu - target, sigmaE2, sigmaA2, logSd, eMin, zeta);
    }

    /**
     * The plug-in bound ({@link RobustTargetAcquisitions#lowerConfidenceBound}) with {@code E[sigma_a^2]} (capped,
     * {@link #meanVariance}) for sigma_a^2, a quantity to minimise.
     *
     * @throws IllegalArgumentException if q is not in (0, 1/2] or an argument is invalid
     */
    public static double lowerConfidenceBound(double mu, double sigmaE2, double sigmaA2, double logSd, double target,
            double q) {
        RobustTargetAcquisitions.checkPoint(mu, sigmaE2, sigmaA2, target);
        checkLogSd(logSd);
        return lowerConfidenceBoundOf(mu - target, sigmaE2, sigmaA2, logSd,
                RobustTargetAcquisitions.lowerQuantileFactor(q));
    }

    /** {@code P(LSL <= y <= USL)} for {@code y ~ N(mu, sigmaE2 + sigma_a^2)}, averaged over sigma_a^2. */
    public static double probabilityInTolerance(double mu, double sigmaE2, double sigmaA2, double logSd,
            double lowerSpecLimit, double upperSpecLimit) {
        RobustTargetAcquisitions.checkPosterior(mu, sigmaE2, sigmaA2);
        checkLogSd(logSd);
        ToleranceAcquisitions.checkBand(lowerSpecLimit, upperSpecLimit);
        return inBandOf(mu, sigmaE2, sigmaA2, logSd, lowerSpecLimit, upperSpecLimit);
    }

    /** The posterior expectation of E: {@code (mu - target)^2 + sigmaE2 + sigmaA2 exp(logSd^2 / 2)}. */
    public static double expectedError(double mu, double sigmaE2, double sigmaA2, double logSd, double target) {
        RobustTargetAcquisitions.checkPoint(mu, sigmaE2, sigmaA2, target);
        checkLogSd(logSd);
        return expectedErrorOf(mu - target, sigmaE2, sigmaA2, logSd);
    }

    static double expectedErrorOf(double offset, double sigmaE2, double sigmaA2, double logSd) {
        return offset * offset + sigmaE2 + meanVariance(sigmaA2, logSd);
    }

    /** Largest factor of the mean over the median of sigma_a^2: a standard deviation 10^6 times wider. */
    public static final double MAX_MEAN_VARIANCE_FACTOR = 1e12;

    /**
     * The posterior mean of sigma_a^2 for log sigma_a^2 ~ N(log median, logSd^2): {@code median exp(logSd^2 / 2)}, the
     * variance a reading adds on average. Far from any replicates a variance model may know nothing (log-sd of tens,
     * a factor that overflows); the factor is then capped at {@link #MAX_MEAN_VARIANCE_FACTOR}, which says "very
     * wide" and stays a number that compares, sums and can be stored.
     */
    public static double meanVariance(double median, double logSd) {
        return median * Math.exp(Math.min(0.5 * logSd * logSd, Math.log(MAX_MEAN_VARIANCE_FACTOR)));
    }

    static double expectedImprovementOf(double offset, double sigmaE2, double sigmaA2, double logSd, double eMin) {
        if (logSd == 0 || sigmaA2 == 0) {
            return RobustTargetAcquisitions.expectedImprovementOf(offset, sigmaE2, sigmaA2, eMin);
        }
        return new ErrorDistribution(offset, sigmaE2, sigmaA2, logSd).expectedShortfall(eMin);
    }

    static double probabilityOfImprovementOf(double offset, double sigmaE2, double sigmaA2, double logSd, double eMin,
            double zeta) {
        if (logSd == 0 || sigmaA2 == 0) {
            return RobustTargetAcquisitions.probabilityOfImprovementOf(offset, sigmaE2, sigmaA2, eMin, zeta);
        }
        return new ErrorDistribution(offset, sigmaE2, sigmaA2, logSd).cdf(eMin - zeta);
    }

    static double inBandOf(double mu, double sigmaE2, double sigmaA2, double logSd, double lower, double upper) {
        if (logSd == 0) {
            return ToleranceAcquisitions.inBand(mu, sigmaE2 + sigmaA2, lower, upper);
        }
        double sum = 0;
        for (int k = 0; k < NODES; k++) {
            sum += WEIGHT[k] * ToleranceAcquisitions.inBand(mu, sigmaE2 + sigmaA2 * Math.exp(logSd * NODE[k]), lower,
                    upper);
        }
        return sum;
    }

    static double toleranceExpectedImprovementOf(double mu, double sigmaE2, double sigmaA2, double logSd, double lower,
            double upper, double pBest) {
        if (logSd == 0) {
            return ToleranceAcquisitions.expectedImprovementOf(mu, sigmaE2, sigmaA2, lower, upper, pBest);
        }
        double sum = 0;
        for (int k = 0; k < NODES; k++) {
            sum += WEIGHT[k] * ToleranceAcquisitions.expectedImprovementOf(mu, sigmaE2,
                    sigmaA2 * Math.exp(logSd * NODE[k]), lower, upper, pBest);
        }
        return sum;
    }

    /**
     * The lower confidence bound of the mean's squared error plus the posterior mean of sigma_a^2, z = Phi^-1(q):
     * optimistic about the mean, which a run at x resolves, but not about the variance, which one run does not. A
     * lower quantile of sigma_a^2, {@code a e^{s Phi^-1(q)}}, would be lower the less is known about it.
     */
    static double lowerConfidenceBoundOf(double offset, double sigmaE2, double sigmaA2, double logSd, double z) {
        return RobustTargetAcquisitions.lowerConfidenceBoundOf(offset, sigmaE2, meanVariance(sigmaA2, logSd), z);
    }

    /** The paper's eq. 14 quantile of the mean's squared error plus {@code E[sigma_a^2]}; for reproductions only. */
    static double paperLowerConfidenceBoundOf(double offset, double sigmaE2, double sigmaA2, double logSd, double q) {
        return RobustTargetAcquisitions.paperLowerConfidenceBoundOf(offset, sigmaE2, meanVariance(sigmaA2, logSd), q);
    }

    /**
     * The distribution of {@code E_hat = X + Y}, X = sigmaE2 z^2 the squared error of the mean estimate and Y =
     * sigma_a^2 log-normal, independent. Each has a closed-form CDF and a closed-form expected shortfall
     * {@code E[max(0, b - .)]}: for X those of the plug-in PI and EI; for Y {@code Phi(u)} and the log-normal
     * "put" {@code b Phi(u) - a exp(s^2/2) Phi(u - s)}, {@code u = (log b - log a) / s}. The joint CDF and shortfall
     * are the expectation of the closed form of one part over the other part, by Gauss-Hermite quadrature over the
     * part with the smaller spread, where the closed form of the wider part is smooth on the scale of the nodes.
     */
    private static final class ErrorDistribution {
        private final double offset;
        private final double sigmaE2;
        private final double m;
        private final double logMedian;
        private final double logSd;
        private final boolean overAleatoric;
        /** The quadrature part's value at each node: sigma_a^2 or sigmaE2 z^2. */
        private final double[] nodeValues = new double[NODES];

        ErrorDistribution(double offset, double sigmaE2, double sigmaA2, double logSd) {
            this.offset = offset;
            this.sigmaE2 = sigmaE2;
            this.m = sigmaE2 == 0 ? 0 : Math.abs(offset) / Math.sqrt(sigmaE2);
            this.logMedian = Math.log(sigmaA2);
            this.logSd = logSd;
            // The spreads compared in logs: sd Y = a sqrt((e^{s^2} - 1) e^{s^2}) overflows from s = 26.7.
            double s2 = logSd * logSd;
            double logSpreadOfAleatoric = logMedian + s2 + 0.5 * Math.log(-Math.expm1(-s2));
            double logSpreadOfSquaredError = Math.log(sigmaE2) + 0.5 * Math.log(2 + 4 * m * m);
            overAleatoric = logSpreadOfAleatoric <= logSpreadOfSquaredError;
            for (int k = 0; k < NODES; k++) {
                double z = m + NODE[k];
                nodeValues[k] = overAleatoric ? sigmaA2 * Math.exp(logSd * NODE[k]) : sigmaE2 * z * z;
            }
        }

        /** {@code P(E_hat <= v)}. */
        double cdf(double v) {
            if (sigmaE2 == 0) {
                return aleatoricCdf(v - offset * offset);
            }
            double sum = 0;
            for (int k = 0; k < NODES; k++) {
                double rest = v - nodeValues[k];
                if (rest > 0) {
                    sum += WEIGHT[k] * (overAleatoric ? squaredErrorCdf(rest) : aleatoricCdf(rest));
                }
            }
            return sum;
        }

        /** {@code E[max(0, c - E_hat)]}. */
        double expectedShortfall(double c) {
            if (sigmaE2 == 0) {
                return aleatoricShortfall(c - offset * offset);
            }
            double sum = 0;
            for (int k = 0; k < NODES; k++) {
                double rest = c - nodeValues[k];
                if (rest > 0) {
                    sum += WEIGHT[k] * (overAleatoric
                            ? RobustTargetAcquisitions.expectedImprovementOf(offset, sigmaE2, 0, rest)
                            : aleatoricShortfall(rest));
                }
            }
            return sum;
        }

        private double squaredErrorCdf(double c) {
            double r = Math.sqrt(c / sigmaE2);
            return StandardNormal.interval(-r - m, r - m);
        }

        private double aleatoricCdf(double c) {
            return c <= 0 ? 0 : Normal.lowerTail((Math.log(c) - logMedian) / logSd);
        }

        /**
         * The log-normal put {@code E[max(0, b - Y)] = b Phi(u) - E[Y 1{Y < b}]}, {@code u = (log b - log a) / s}.
         * {@code E[Y 1{Y < b}] = a e^{s^2/2} Phi(u - s)}; as {@code a e^{s u} = b}, this equals {@code b phi(u) R(s - u)}
         * with R the Mills ratio, finite for any s where {@code u <= s}. Beyond, {@code a e^{s^2/2} < b} is finite.
         */
        private double aleatoricShortfall(double b) {
            if (b <= 0) {
                return 0;
            }
            double u = (Math.log(b) - logMedian) / logSd;
            double truncatedMean = u <= logSd
                    ? b * Normal.density(u) * Normal.upperTailOverDensity(logSd - u)
                    : Math.exp(logMedian + 0.5 * logSd * logSd) * Normal.lowerTail(u - logSd);
            return Math.max(0, b * Normal.lowerTail(u) - truncatedMean);
        }
    }

    static void checkLogSd(double logSd) {
        if (!(logSd >= 0) || logSd == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("logSd must be finite and >= 0, got " + logSd);
        }
    }
}

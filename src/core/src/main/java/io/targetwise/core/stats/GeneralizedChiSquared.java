package io.targetwise.core.stats;

import java.util.Arrays;

import org.apache.commons.math3.special.Gamma;

/**
 * The law of a positively weighted sum of independent noncentral chi-square variables,
 * {@code Q = sum_j w_j X_j} with {@code X_j ~ chi2(h_j, delta_j)}, {@code w_j > 0}: the weighted squared distance of
 * several uncertain outputs from their targets, {@code sum_k w_k (m_k - T_k)^2} with {@code m_k ~ N(mu_k, s_k^2)}, is
 * one with {@code w_j = w_k s_k^2}, {@code h_j = 1} and {@code delta_j = (mu_k - T_k)^2 / s_k^2}. Where all the
 * weights are equal it is a scaled {@link NoncentralChiSquared}; otherwise no such closed form exists.
 *
 * <p>Algorithm: Ruben's (1962) mixture {@code F(x) = sum_k a_k P(chi2(n + 2k) <= x / beta)}, {@code n = sum h_j},
 * {@code beta = min w_j}, whose weights are the power-series coefficients of the moment generating function written in
 * {@code z = 1 / (1 - 2 beta t)}: with {@code gamma_j = 1 - beta / w_j} in [0, 1),
 * {@code a_0 = exp(-sum delta_j / 2) prod (beta / w_j)^(h_j / 2)} and
 * {@code k a_k = sum_{m=1..k} g_m a_{k-m}}, {@code g_m = sum_j [h_j gamma_j^m + m beta (delta_j / w_j) gamma_j^(m-1)] / 2}.
 * All {@code a_k} are positive and sum to one, so once the mass summed so far is within {@value #TOLERANCE} of one the
 * rest of the series is below that too, whatever x is: the CDF is accurate to about 1e-14 absolute (not relative: the
 * far lower tail is not resolved below that). The convolution is kept linear in k by two running sums per term
 * ({@code A_j(k) = sum_r gamma_j^(k-r) a_r}, {@code B_j(k) = sum_r (k-r) gamma_j^(k-r-1) a_r}), and the weights are
 * carried on a floating scale so that a large noncentrality cannot underflow {@code a_0}. The number of terms grows
 * with {@code max w / min w} and with the noncentrality (like {@code -log(TOLERANCE) / (1 - max gamma)} and
 * {@code sum delta / 2}); a ratio of weights beyond {@value #MAX_WEIGHT_RATIO} is refused.
 */
public final class GeneralizedChiSquared {
    /** The mass of the mixture left unsummed, and so the absolute error of the CDF. */
    static final double TOLERANCE = 1e-15;
    /** Beyond this ratio of the largest weight to the smallest the series would need millions of terms. */
    static final double MAX_WEIGHT_RATIO = 1e5;
    private static final int MAX_TERMS = 20_000_000;
    private static final double RESCALE_ABOVE = 1e250;
    private static final double QUANTILE_RELATIVE_TOLERANCE = 1e-13;

    private final double[] weights;
    private final double[] degreesOfFreedom;
    private final double[] noncentralities;
    private final double beta;
    private final double totalDegreesOfFreedom;

    private GeneralizedChiSquared(double[] weights, double[] degreesOfFreedom, double[] noncentralities) {
        this.weights = weights;
        this.degreesOfFreedom = degreesOfFreedom;
        this.noncentralities = noncentralities;
        this.beta = Arrays.stream(weights).min().orElseThrow();
        this.totalDegreesOfFreedom = Arrays.stream(degreesOfFreedom).sum();
    }

    /**
     * @param weights positive and finite, at most {@value #MAX_WEIGHT_RATIO} times apart
     * @param degreesOfFreedom positive and finite, one per weight
     * @param noncentralities non-negative and finite, one per weight
     * @throws IllegalArgumentException naming the argument and index that break this
     */
    public static GeneralizedChiSquared of(double[] weights, double[] degreesOfFreedom, double[] noncentralities) {
        if (weights == null || weights.length == 0) {
            throw new IllegalArgumentException("weights: at least one is required");
        }
        if (degreesOfFreedom == null || degreesOfFreedom.length != weights.length || noncentralities == null
                || noncentralities.length != weights.length) {
            throw new IllegalArgumentException("degreesOfFreedom and noncentralities: one per weight ("
                    + weights.length + ")");
        }
        for (int j = 0; j < weights.length; j++) {
            require(weights[j] > 0 && Double.isFinite(weights[j]), "weights", j, "positive and finite", weights[j]);
            require(degreesOfFreedom[j] > 0 && Double.isFinite(degreesOfFreedom[j]), "degreesOfFreedom", j,
                    "positive and finite", degreesOfFreedom[j]);
            require(noncentralities[j] >= 0 && Double.isFinite(noncentralities[j]), "noncentralities", j,
                    "non-negative and finite", noncentralities[j]);
        }
        double ratio = Arrays.stream(weights).max().orElseThrow() / Arrays.stream(weights).min().orElseThrow();
        if (ratio > MAX_WEIGHT_RATIO) {
            throw new IllegalArgumentException("weights: the largest is " + ratio + " times the smallest; at most "
                    + MAX_WEIGHT_RATIO + " is supported");
        }
        return new GeneralizedChiSquared(weights.clone(), degreesOfFreedom.clone(), noncentralities.clone());
    }

    private static void require(boolean holds, String argument, int index, String rule, double value) {
        if (!holds) {
            throw new IllegalArgumentException(argument + "[" + index + "] must be " + rule + ", got " + value);
        }
    }

    /** {@code sum w_j (h_j + delta_j)}. */
    public double getMean() {
        double mean = 0;
        for (int j = 0; j < weights.length; j++) {
            mean += weights[j] * (degreesOfFreedom[j] + noncentralities[j]);
        }
        return mean;
    }

    /** {@code sum 2 w_j^2 (h_j + 2 delta_j)}. */
    public double getVariance() {
        double variance = 0;
        for (int j = 0; j < weights.length; j++) {
            variance += 2 * weights[j] * weights[j] * (degreesOfFreedom[j] + 2 * noncentralities[j]);
        }
        return variance;
    }

    /** {@code P(Q <= x)}, to about 1e-14 absolute. */
    public double cumulativeProbability(double x) {
        if (Double.isNaN(x)) {
            return Double.NaN;
        }
        if (x <= 0) {
            return 0;
        }
        return x == Double.POSITIVE_INFINITY ? 1 : mixture(x)[0];
    }

    /**
     * {@code E[max(0, c - Q)]}, the expected improvement of Q over a threshold c: the same mixture, each term
     * {@code E[max(0, c - beta chi2(nu))] = c F_nu(c / beta) - beta nu F_(nu+2)(c / beta)}; accurate to about 1e-14
     * times c.
     */
    public double expectedShortfall(double c) {
        if (Double.isNaN(c)) {
            return Double.NaN;
        }
        return c <= 0 ? 0 : mixture(c)[1];
    }

    /** The CDF and the expected shortfall at x by Ruben's mixture (see the class comment). */
    private double[] mixture(double x) {
        int terms = weights.length;
        double[] gamma = new double[terms];
        double[] shift = new double[terms];
        double logA0 = 0;
        for (int j = 0; j < terms; j++) {
            gamma[j] = 1 - beta / weights[j];
            shift[j] = beta * noncentralities[j] / weights[j];
            logA0 += -noncentralities[j] / 2 + degreesOfFreedom[j] / 2 * Math.log(beta / weights[j]);
        }
        // a_k = scaled * exp(logScale); A_j(k) and B_j(k) on the same scale
        double[] a = new double[terms];
        double[] b = new double[terms];
        double logScale = logA0;
        double scaled = 1;
        double halfN = totalDegreesOfFreedom / 2;
        double y = x / beta / 2;
        // P_k = P(chi2(n + 2k) <= 2y), with P_{k+1} = P_k - t_k and t_k = y^(n/2+k) e^-y / Gamma(n/2 + k + 1)
        double p = Gamma.regularizedGammaP(halfN, y);
        double logT = halfN * Math.log(y) - y - Gamma.logGamma(halfN + 1);
        double massScaled = 0;
        double cdfScaled = 0;
        double shortfallScaled = 0;
        for (int k = 0; k < MAX_TERMS; k++) {
            if (k > 0) {
                double next = 0;
                for (int j = 0; j < terms; j++) {
                    next += degreesOfFreedom[j] * a[j] + shift[j] * b[j];
                }
                scaled = next / (2 * k);
            }
            double pNext = p - Math.exp(logT);
            double cdfTerm = Math.max(p, 0);
            double shortfallTerm = Math.max(0, x * p - beta * (totalDegreesOfFreedom + 2 * k) * pNext);
            massScaled += scaled;
            cdfScaled += scaled * cdfTerm;
            shortfallScaled += scaled * shortfallTerm;
            double scale = Math.exp(logScale);
            // every later term of each sum is at most this one's (P_k and the shortfall fall with k)
            double missing = 1 - massScaled * scale;
            if (missing < TOLERANCE || missing * cdfTerm < TOLERANCE && missing * shortfallTerm < TOLERANCE * x) {
                return new double[] {Math.min(1, cdfScaled * scale), shortfallScaled * scale};
            }
            for (int j = 0; j < terms; j++) {
                b[j] = gamma[j] * b[j] + a[j] + scaled;
                a[j] = gamma[j] * (a[j] + scaled);
            }
            if (scaled > RESCALE_ABOVE || massScaled > RESCALE_ABOVE) {
                for (int j = 0; j < terms; j++) {
                    a[j] /= RESCALE_ABOVE;
                    b[j] /= RESCALE_ABOVE;
                }
                scaled /= RESCALE_ABOVE;
                massScaled /= RESCALE_ABOVE;
                cdfScaled /= RESCALE_ABOVE;
                shortfallScaled /= RESCALE_ABOVE;
                logScale += Math.log(RESCALE_ABOVE);
            }
            p = pNext;
            logT += Math.log(y) - Math.log(halfN + k + 1);
        }
        throw new ArithmeticException("the series did not converge within " + MAX_TERMS + " terms");
    }

    /** {@code P(Q > x)}: the complement of the CDF, so accurate to about 1e-14 absolute. */
    public double survivalProbability(double x) {
        return 1 - cumulativeProbability(x);
    }

    /**
     * The {@code p}-quantile, by bisection on the CDF (bracketed from the mean and standard deviation) to a relative
     * width of {@value #QUANTILE_RELATIVE_TOLERANCE}.
     *
     * @throws IllegalArgumentException unless {@code 0 < p < 1}
     */
    public double inverseCumulativeProbability(double p) {
        if (!(p > 0 && p < 1)) {
            throw new IllegalArgumentException("p must be in (0, 1), got " + p);
        }
        double sd = Math.sqrt(getVariance());
        double low = 0;
        double high = getMean() + sd;
        while (cumulativeProbability(high) < p) {
            low = high;
            high += 2 * (high - low + sd);
        }
        while (high - low > QUANTILE_RELATIVE_TOLERANCE * high) {
            double middle = low + (high - low) / 2;
            if (cumulativeProbability(middle) < p) {
                low = middle;
            } else {
                high = middle;
            }
        }
        return low + (high - low) / 2;
    }
}

package io.targetwise.core.proposal;

import io.targetwise.core.stats.Normal;
import java.util.Locale;
import java.util.Optional;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.special.Beta;

/**
 * What a proposal forecasts for the mean of the n readings the plant will run at its setpoint: Student-t with
 * {@code degreesOfFreedom} around the predicted mean, scale sqrt(sigma_e^2 + sigma_a^2 / n) (the model's uncertainty
 * does not average out over replicates, the process's spread does), and its two-sided 90 % interval. The t is the
 * predictive when the variance's scale is estimated from few values rather than known (Bayesian kriging with the
 * scale integrated out under a Jeffreys prior; Santner, Williams and Notz 2003, sec. 4.1); infinite degrees of
 * freedom is the normal of a known variance. Judging a delivered mean against it is how the console (after an
 * approval), the autopilot and the benchmark runner (after every proposal) tell an honest model from an overconfident
 * one.
 */
public record MeanForecast(double mean, double epistemicSd, double aleatoricSd, double degreesOfFreedom) {

    /** Phi^-1(0.95): a normal forecast's 90 % interval is the mean +- Z90 sd, and a miss beyond it is |z| > Z90. */
    public static final double Z90 = 1.6448536269514722;

    /** Below this tail probability commons-math3's inverse erfc runs out of digits; Newton on log Q takes over. */
    private static final double SMALL_TAIL = 1e-12;
    /** Newton from sqrt(-2 log q) converges quadratically; ten steps leave a wide margin for q < 1e-12. */
    private static final int NEWTON_STEPS = 10;
    private static final double LOG_SQRT_TWO_PI = 0.9189385332046728;

    /** @throws IllegalArgumentException unless the degrees of freedom are positive (infinite: normal) */
    public MeanForecast {
        if (!(degreesOfFreedom > 0)) {
            throw new IllegalArgumentException("degrees of freedom must be positive, got " + degreesOfFreedom);
        }
    }

    /** A normal forecast: the variance taken as known. */
    public MeanForecast(double mean, double epistemicSd, double aleatoricSd) {
        this(mean, epistemicSd, aleatoricSd, Double.POSITIVE_INFINITY);
    }

    /** Scale of the forecast for the mean of {@code n} readings: its standard deviation when normal. */
    public double sd(int n) {
        return Math.sqrt(epistemicSd * epistemicSd + aleatoricSd * aleatoricSd / n);
    }

    /**
     * How far a delivered mean of {@code n} readings fell from the forecast as a normal-equivalent z, Phi^-1(F(ybar))
     * with F the forecast's distribution: (ybar - mu) / sd for a normal forecast, and for a t the z with the same tail
     * probability, so that a miss beyond 3 sigma is a 0.27 % event under every forecast (the autopilot's fallback and
     * the alarms read it that way).
     */
    public double missSigma(double deliveredMean, int n) {
        double u = (deliveredMean - mean) / sd(n);
        if (degreesOfFreedom == Double.POSITIVE_INFINITY || !Double.isFinite(u)) {
            return u;
        }
        // P(T <= -|u|) = I_{nu / (nu + u^2)}(nu / 2, 1 / 2) / 2, accurate far into the tail.
        double tail = 0.5 * Beta.regularizedBeta(degreesOfFreedom / (degreesOfFreedom + u * u), 0.5 * degreesOfFreedom,
                0.5);
        // A tail below the smallest double (or u^2 overflowing): |u| bounds the normal-equivalent z from above, the t's
        // tails being heavier.
        return Math.copySign(tail == 0 ? Math.abs(u) : upperQuantile(tail), u);
    }

    /** Half-width of the 90 % interval for the mean of {@code n} readings: the t's 95 % quantile times the scale. */
    public double halfWidth90(int n) {
        double quantile = degreesOfFreedom == Double.POSITIVE_INFINITY ? Z90
                : new TDistribution(null, degreesOfFreedom).inverseCumulativeProbability(0.95);
        return quantile * sd(n);
    }

    /**
     * A warning for the proposal's reason when the process spread forecast here, {@code aleatoricSd}, exceeds the
     * half-width of the specification band: then fewer than 68 % of readings land in the band even with the mean on
     * target, and a setpoint chosen that way must not pass silently (a variance model that knows nothing about a
     * setpoint forecasts a huge spread there). The epistemic spread is left out: it is what running the setpoint
     * resolves, and exploring is the acquisition's job.
     *
     * @throws IllegalArgumentException unless the limits are finite with {@code lowerSpecLimit < upperSpecLimit}
     */
    public Optional<String> spreadWarning(double lowerSpecLimit, double upperSpecLimit) {
        if (!Double.isFinite(lowerSpecLimit) || !Double.isFinite(upperSpecLimit) || !(lowerSpecLimit < upperSpecLimit)) {
            throw new IllegalArgumentException("specification limits must be finite with lowerSpecLimit < upperSpecLimit,"
                    + " got [" + lowerSpecLimit + ", " + upperSpecLimit + "]");
        }
        double halfWidth = 0.5 * (upperSpecLimit - lowerSpecLimit);
        if (!(aleatoricSd > halfWidth)) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "warning: the forecast process sd %.4g is %.3g times the"
                + " specification band's half-width %.4g, so even on target fewer than 68 %% of readings would land in"
                + " [%.4g, %.4g]", aleatoricSd, aleatoricSd / halfWidth, halfWidth, lowerSpecLimit, upperSpecLimit));
    }

    /** Whether a delivered mean of {@code n} readings lies inside the 90 % interval (a forecast without spread only if exact). */
    public boolean hits(double deliveredMean, int n) {
        return Math.abs(deliveredMean - mean) <= halfWidth90(n);
    }

    /**
     * Phi^-1(1 - q) for a tail probability q in (0, 1/2]. Where the inverse erfc loses digits, Newton on
     * log Q(z) = -z^2 / 2 - log sqrt(2 pi) + log M(z), M the Mills ratio, whose derivative is -1 / M(z); from
     * sqrt(-2 log q), above the root, it converges monotonically.
     */
    private static double upperQuantile(double q) {
        if (q >= SMALL_TAIL) {
            return -Normal.quantile(q);
        }
        double logQ = Math.log(q);
        double z = Math.sqrt(-2 * logQ);
        for (int i = 0; i < NEWTON_STEPS; i++) {
            double mills = Normal.upperTailOverDensity(z);
            z += (-0.5 * z * z - LOG_SQRT_TWO_PI + Math.log(mills) - logQ) * mills;
        }
        return z;
    }
}

package io.targetwise.core.surrogate;

import io.targetwise.core.Arguments;
import java.util.Arrays;

/**
 * What a fitted surrogate knows about the output at a batch of points: the predicted mean, the epistemic variance
 * (uncertainty of the mean estimate, shrinks with data), the aleatoric variance (the process's own spread, does not
 * shrink with data) and how well that spread is known: log sigma_a^2 ~ N(log aleatoricVariance, aleatoricLogSd^2),
 * so {@code aleatoricVariance} is the posterior median of sigma_a^2 and {@code aleatoricLogSd} is 0 where the spread
 * is known exactly. Acquisition functions see nothing else of a model.
 *
 * <p>For speed over millions of candidates the arrays are taken over, not copied: whoever builds a posterior hands
 * its arrays over and must not change them afterwards.
 */
public final class Posterior {
    private final double[] mean;
    private final double[] epistemicVariance;
    private final double[] aleatoricVariance;
    private final double[] aleatoricLogSd;

    private Posterior(double[] mean, double[] epistemicVariance, double[] aleatoricVariance, double[] aleatoricLogSd) {
        this.mean = mean;
        this.epistemicVariance = epistemicVariance;
        this.aleatoricVariance = aleatoricVariance;
        this.aleatoricLogSd = aleatoricLogSd;
    }

    /**
     * A posterior whose aleatoric variance is known exactly (aleatoricLogSd 0 everywhere).
     *
     * @throws IllegalArgumentException if the arrays differ in length, or a value is not finite, or a variance is
     *     negative; the message names the array and the index
     */
    public static Posterior of(double[] mean, double[] epistemicVariance, double[] aleatoricVariance) {
        return of(mean, epistemicVariance, aleatoricVariance, new double[mean.length]);
    }

    /**
     * @param aleatoricLogSd the posterior standard deviation of log sigma_a^2 at each point
     * @throws IllegalArgumentException if the arrays differ in length, or a value is not finite, or a variance or
     *     standard deviation is negative; the message names the array and the index
     */
    public static Posterior of(double[] mean, double[] epistemicVariance, double[] aleatoricVariance,
            double[] aleatoricLogSd) {
        int n = mean.length;
        if (epistemicVariance.length != n || aleatoricVariance.length != n || aleatoricLogSd.length != n) {
            throw new IllegalArgumentException("mean, epistemicVariance, aleatoricVariance and aleatoricLogSd must have "
                    + "equal lengths, got " + n + ", " + epistemicVariance.length + ", " + aleatoricVariance.length
                    + ", " + aleatoricLogSd.length);
        }
        Arguments.requireFinite("mean", mean);
        Arguments.requireNonNegative("epistemicVariance", epistemicVariance);
        Arguments.requireNonNegative("aleatoricVariance", aleatoricVariance);
        Arguments.requireNonNegative("aleatoricLogSd", aleatoricLogSd);
        return new Posterior(mean, epistemicVariance, aleatoricVariance, aleatoricLogSd);
    }

    /** A posterior with the same aleatoric variance everywhere, e.g. a known constant noise. */
    public static Posterior withConstantAleatoric(double[] mean, double[] epistemicVariance, double aleatoricVariance) {
        double[] aleatoric = new double[mean.length];
        Arrays.fill(aleatoric, aleatoricVariance);
        return of(mean, epistemicVariance, aleatoric);
    }

    public int size() {
        return mean.length;
    }

    public double mean(int i) {
        return mean[i];
    }

    public double epistemicVariance(int i) {
        return epistemicVariance[i];
    }

    public double aleatoricVariance(int i) {
        return aleatoricVariance[i];
    }

    /** The posterior standard deviation of log sigma_a^2; 0 where the aleatoric variance is known exactly. */
    public double aleatoricLogSd(int i) {
        return aleatoricLogSd[i];
    }

    public double[] means() {
        return mean.clone();
    }

    public double[] epistemicVariances() {
        return epistemicVariance.clone();
    }

    public double[] aleatoricVariances() {
        return aleatoricVariance.clone();
    }

    public double[] aleatoricLogSds() {
        return aleatoricLogSd.clone();
    }
}

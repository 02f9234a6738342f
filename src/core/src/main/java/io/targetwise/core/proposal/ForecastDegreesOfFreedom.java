package io.targetwise.core.proposal;

import io.targetwise.core.surrogate.DesignPoint;
import java.util.List;

/**
 * The degrees of freedom of a campaign's forecasts: how much evidence the design holds about the scale of the model's
 * variance. A GP (hetGP too) scales the mean process and the noise by one variance nu, estimated from the data; with
 * nu integrated out the predictive is Student-t (Santner, Williams and Notz 2003, sec. 4.1), and its degrees of
 * freedom are those of the estimate of nu. What pins the mean process's amplitude down is the spread of the
 * setpoints' means beyond what their replicate scatter explains: in the one-way random-effects ANOVA of k setpoints
 * and N readings, the signal variance is (MSB - MSW) / n0, and Satterthwaite's (1946) approximation gives its degrees
 * of freedom as (MSB - MSW)^2 / (MSB^2 / (k - 1) + MSW^2 / (N - k)): k - 1 when the setpoints differ clearly, fewer
 * the more their means look like noise (then nu is barely known and the forecast's tails are heavy). Floored at
 * {@link #FLOOR}, the Cauchy, where the design shows no signal beyond its noise at all.
 */
public final class ForecastDegreesOfFreedom {

    /** The fewest degrees of freedom a forecast gets: one, the Cauchy's, which still has a finite 90 % interval. */
    static final double FLOOR = 1;

    private ForecastDegreesOfFreedom() {
    }

    /**
     * @param points the setpoints run so far with their readings' count, mean and sample variance
     * @throws IllegalArgumentException if there are none
     */
    public static double of(List<DesignPoint> points) {
        if (points.isEmpty()) {
            throw new IllegalArgumentException("no design points");
        }
        int k = points.size();
        int n = points.stream().mapToInt(DesignPoint::replicates).sum();
        if (k < 2) {
            return FLOOR;
        }
        double grandMean = points.stream().mapToDouble(p -> p.replicates() * p.mean()).sum() / n;
        double betweenSquares = 0;
        double withinSquares = 0;
        for (DesignPoint p : points) {
            betweenSquares += p.replicates() * (p.mean() - grandMean) * (p.mean() - grandMean);
            withinSquares += p.replicates() > 1 ? (p.replicates() - 1) * p.sampleVariance() : 0;
        }
        double between = betweenSquares / (k - 1);
        // Without replicates the within-setpoint mean square is unknown; the spread of the means is then all there is.
        double within = n > k ? withinSquares / (n - k) : 0;
        double signal = between - within;
        if (!(signal > 0)) {
            return FLOOR;
        }
        double withinTerm = n > k ? within * within / (n - k) : 0;
        return Math.max(FLOOR, signal * signal / (between * between / (k - 1) + withinTerm));
    }
}

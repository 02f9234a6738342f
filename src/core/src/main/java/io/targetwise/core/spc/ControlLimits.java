package io.targetwise.core.spc;

/**
 * Limits of an individuals (X) control chart from the process's own spread, not from its specification: the centre
 * line is the mean of the baseline readings and sigma the average moving range of consecutive readings divided by
 * d2(2) = 2/sqrt(pi) = 1.128, which estimates the short-term spread without being inflated by shifts of the mean
 * (Montgomery, Introduction to Statistical Quality Control, section 6.4). The zones at 1, 2 and 3 sigma are what the
 * run rules test.
 *
 * @param centre the centre line
 * @param sigma the short-term standard deviation, positive
 */
public record ControlLimits(double centre, double sigma) {
    /** d2 for moving ranges of two: the mean range of two standard normal draws, 2 / sqrt(pi). */
    static final double D2 = 2 / Math.sqrt(Math.PI);

    /** @throws IllegalArgumentException unless centre is finite and sigma finite and positive */
    public ControlLimits {
        if (!Double.isFinite(centre)) {
            throw new IllegalArgumentException("centre must be finite, got " + centre);
        }
        if (!(sigma > 0) || !Double.isFinite(sigma)) {
            throw new IllegalArgumentException("sigma must be finite and positive, got " + sigma);
        }
    }

    /**
     * Limits from baseline readings in time order.
     *
     * @throws IllegalArgumentException with fewer than two readings, a reading that is not finite, or no variation
     *     between consecutive readings (no spread to set limits from)
     */
    public static ControlLimits fromIndividuals(double[] readings) {
        if (readings.length < 2) {
            throw new IllegalArgumentException("control limits need at least 2 readings, got " + readings.length);
        }
        double sum = 0;
        double movingRanges = 0;
        for (int i = 0; i < readings.length; i++) {
            if (!Double.isFinite(readings[i])) {
                throw new IllegalArgumentException("readings must be finite, got " + readings[i] + " at " + i);
            }
            sum += readings[i];
            if (i > 0) {
                movingRanges += Math.abs(readings[i] - readings[i - 1]);
            }
        }
        double averageMovingRange = movingRanges / (readings.length - 1);
        if (averageMovingRange == 0) {
            throw new IllegalArgumentException("the readings do not vary: no spread to set control limits from");
        }
        return new ControlLimits(sum / readings.length, averageMovingRange / D2);
    }

    public double upper() {
        return centre + 3 * sigma;
    }

    public double lower() {
        return centre - 3 * sigma;
    }

    /** (x - centre) / sigma: how many sigmas a reading lies from the centre line. */
    double standardised(double x) {
        return (x - centre) / sigma;
    }
}

package io.targetwise.app.proposal;

/**
 * How a forecast's Student-t degrees of freedom are stored: null for infinity, a normal forecast (every row stored
 * before V32, and the initial design's points, which forecast nothing).
 */
public final class MeanForecasts {

    private MeanForecasts() {
    }

    /** The column's value for these degrees of freedom. */
    public static Double storedDegreesOfFreedom(double degreesOfFreedom) {
        return Double.isFinite(degreesOfFreedom) ? degreesOfFreedom : null;
    }

    /** The degrees of freedom a stored column says. */
    public static double degreesOfFreedom(Double stored) {
        return stored == null ? Double.POSITIVE_INFINITY : stored;
    }
}

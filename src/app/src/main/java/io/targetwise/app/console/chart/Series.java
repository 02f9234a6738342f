package io.targetwise.app.console.chart;

import java.util.List;

/** A named run of points drawn one way. */
public record Series(String name, Kind kind, Tone tone, List<PlotPoint> points) {

    public enum Kind {
        LINE,
        POINTS,
        /** Bars centred on x, as wide as the spacing of the points (a histogram). */
        BARS,
        /** Consecutive pairs of points are separate horizontal or sloped segments, e.g. one per replicate group. */
        SEGMENTS
    }

    public Series {
        points = List.copyOf(points);
    }
}

package io.targetwise.app.console.chart;

import java.util.List;

/** Points singled out over the data, e.g. readings out of tolerance or the current best setpoint. */
public record Markers(String name, Tone tone, Shape shape, List<PlotPoint> points) {

    public enum Shape {
        CIRCLE, TRIANGLE, DIAMOND
    }

    public Markers {
        points = List.copyOf(points);
    }
}

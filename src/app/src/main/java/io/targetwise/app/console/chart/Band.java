package io.targetwise.app.console.chart;

import java.util.List;

/** A shaded region between a lower and an upper curve, e.g. mean ± 2 sd. */
public record Band(String name, Tone tone, List<Edge> edges) {

    /** The band's extent at one x. */
    public record Edge(double x, double lower, double upper) {
    }

    public Band {
        edges = List.copyOf(edges);
    }
}

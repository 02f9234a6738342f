package io.targetwise.app.console.chart;

/** A labelled straight line at one value of an axis: a target, a specification limit, a moment. */
public record LimitLine(String label, Axis axis, double value, Tone tone, Style style) {

    public enum Style {
        SOLID, DASHED
    }
}

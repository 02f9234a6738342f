package io.targetwise.app.console.chart;

/** A shaded strip across the whole plot between two values of one axis, e.g. the tolerance [LSL, USL]. */
public record Zone(String name, Axis axis, double from, double to, Tone tone) {
}
